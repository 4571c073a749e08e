// What only a slider needs, loaded by the widget beside a slider's first data (/widget/v1/slider.js,
// decision 065): the slider's view, its CSS and its controls. The list never waits for it; a slider
// rendered on the server (the WordPress plugin's) shows as it came until this is here.
import { SLIDER_STRINGS, type WebsiteLanguage } from '@gaceta/shared/website/markup';

export { SliderView } from '@gaceta/shared/website/views';
export { bridge } from './preact-bridge';
export { SLIDER_STYLES } from './styles';

const SLIDE_INTERVAL = 6000;

/**
 * The slider's controls, a progressive enhancement of its markup: the same for a slider the widget
 * rendered (SliderView) and for one it adopted from the server. Wires the buttons, the arrow keys
 * and autoplay; swiping is the track's own scrolling. Autoplay pauses while the pointer or the focus
 * is inside and never runs with reduced motion. Returns what stops it (its timer and listeners).
 */
export function enhanceSlider(
  root: HTMLElement,
  host: HTMLElement,
  language: WebsiteLanguage,
): (() => void) | undefined {
  const strings = SLIDER_STRINGS[language];
  const section = root.querySelector<HTMLElement>('.gaceta-slider');
  const track = section?.querySelector<HTMLElement>('.gaceta-slider__track');
  const toggle = section?.querySelector<HTMLButtonElement>('.gaceta-slider__toggle');
  if (!section || !track || !toggle) return;
  const wiring = new AbortController();
  const listen = (target: EventTarget, type: string, handler: (event: Event) => void) =>
    target.addEventListener(type, handler, { signal: wiring.signal });
  const count = track.children.length;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The slide a scroll we started is heading for: a step taken while it moves counts from there,
  // not from wherever the smooth scroll has got to. Once it rests, the track's position (a swipe's
  // too) is the truth again.
  let heading: number | null = null;
  listen(track, 'scrollend', () => (heading = null));
  const go = (step: number) => {
    heading = ((heading ?? Math.round(track.scrollLeft / track.clientWidth)) + step + count) % count;
    track.scrollTo({ left: heading * track.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
  };
  for (const button of section.querySelectorAll<HTMLButtonElement>(
    '.gaceta-slider__prev, .gaceta-slider__next',
  )) {
    button.hidden = count < 2;
    listen(button, 'click', () => go(button.dataset.gacetaAction === 'next' ? 1 : -1));
  }
  listen(section, 'keydown', (event) => {
    const { key } = event as KeyboardEvent;
    if (key !== 'ArrowLeft' && key !== 'ArrowRight') return;
    event.preventDefault();
    go(key === 'ArrowRight' ? 1 : -1);
  });
  if (reduced || count < 2) return () => wiring.abort();
  let hovered = false;
  let focused = false;
  let paused = false;
  listen(host, 'mouseenter', () => (hovered = true));
  listen(host, 'mouseleave', () => (hovered = false));
  // The focus on the pause button itself does not hold the slides: pressing play plays.
  listen(section, 'focusin', (event) => (focused = event.target !== toggle));
  listen(section, 'focusout', () => (focused = false));
  // The visible pause (WCAG 2.2.2): the button says what it will do.
  const setPaused = (value: boolean) => {
    paused = value;
    toggle.textContent = paused ? strings.play : strings.pause;
    toggle.dataset.gacetaAction = paused ? 'play' : 'pause';
    // Moving slides are announced only while they move on the reader's request.
    track.setAttribute('aria-live', paused ? 'polite' : 'off');
  };
  toggle.hidden = false;
  listen(toggle, 'click', () => setPaused(!paused));
  setPaused(false);
  const timer = setInterval(() => {
    if (!paused && !hovered && !focused && !document.hidden) go(1);
  }, SLIDE_INTERVAL);
  return () => {
    clearInterval(timer);
    wiring.abort();
  };
}
