// The widget's own look, inside its shadow root. The root sets every inherited property itself, so
// whatever the host page puts on the host element (even `* { … !important }`) is not inherited in.
// An article's and a slider's own rules travel in detail.js and slider.js, which the widget loads
// before it shows either view (server-rendered markup of them too); a selector of theirs that shares
// a list rule's declarations joins that rule here.
// The theme's custom properties have their defaults here, under the theme's own `:host` rule.

export const STYLES = `
:host{display:block;--gaceta-heading-color:#1a365d;--gaceta-font-weight:700;--gaceta-background:#fff;--gaceta-color:#1f2933;--gaceta-font-family:system-ui,sans-serif}
.gaceta-root{all:initial;display:block;box-sizing:border-box;padding:1em;background:var(--gaceta-background);color:var(--gaceta-color);font:400 16px/1.5 var(--gaceta-font-family);text-align:start}
*,*::before,*::after{box-sizing:inherit}
h1,h2{margin:0 0 .25em;color:var(--gaceta-heading-color);font-weight:var(--gaceta-font-weight);line-height:1.25}
h2{font-size:1.2em}
p{margin:0 0 .75em}
a{color:inherit}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--gaceta-heading-color);outline-offset:2px;border-radius:2px}
img{display:block;max-width:100%;height:auto;border-radius:4px}
.gaceta-list__items{list-style:none;margin:0;padding:0;display:grid;gap:1.5em;grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr))}
time,.gaceta-theme-header{font-size:1.1em;font-weight:var(--gaceta-font-weight);color:var(--gaceta-heading-color)}
.gaceta-theme-footer{font-size:.875em;margin:1em 0 0}
.gaceta-card__image,.gaceta-card__image{margin-bottom:.5em}
.gaceta-pagination{display:flex;flex-wrap:wrap;gap:.75em;margin-top:1em}
.gaceta-pagination a,.gaceta-detail__back,button{display:inline-block;padding:.4em .9em;border:1px solid currentColor;border-radius:4px;background:none;color:inherit;font:inherit;cursor:pointer;text-decoration:none}
.gaceta-pagination__next{margin-inline-start:auto}
.gaceta-adopted{display:contents}
.gaceta-error{padding:.75em;border-inline-start:4px solid #b42318}
[hidden]{display:none!important}
`;

export const DETAIL_STYLES = `
h1{font-size:1.75em}
.gaceta-detail__meta{display:block;font-size:.875em;opacity:.85;margin-bottom:.5em}
.gaceta-detail__meta time{display:inline;font-size:inherit;opacity:1}
.gaceta-detail__author::after{content:" ·"}
.gaceta-detail__image{aspect-ratio:1200/630;object-fit:cover;width:100%}
.gaceta-detail__body ul,.gaceta-detail__body ol{margin:0 0 .75em;padding-inline-start:1.5em}
.gaceta-detail__figure{margin:1em 0}
.gaceta-detail__body{overflow-wrap:break-word}
.gaceta-detail__footer{margin-top:1.5em;display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:1em}
.gaceta-share__links{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.75em}
`;

export const SLIDER_STYLES = `
.gaceta-slider__controls{display:flex;flex-wrap:wrap;gap:.75em;margin-top:1em}
.gaceta-slider__track{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:none}
.gaceta-slider{container-type:inline-size}
.gaceta-slider__slide{flex:0 0 100%;scroll-snap-align:start;padding:2px}
@container (min-width:600px){.gaceta-slider .gaceta-card{display:grid;grid-template-columns:2fr 3fr;grid-template-rows:auto auto 1fr;column-gap:1.5em;align-content:start}.gaceta-slider .gaceta-card__image{grid-row:span 3;margin:0}.gaceta-slider .gaceta-card>:not(img){grid-column:2}}
@media (prefers-reduced-motion:reduce){.gaceta-slider__track{scroll-behavior:auto}}
`;
