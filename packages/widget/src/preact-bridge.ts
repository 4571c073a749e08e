import type { h as preactH } from 'preact';

// What detail.js and slider.js get of Preact: the `h` of the copy in gaceta.js, given when the widget
// loads them (`bridge`). Two copies of Preact on a page would not share their vnode counter and
// render queue; the views call `h` alone, so this module stands in for 'preact' in their builds
// (vite.lazy.ts) and they carry no Preact of their own.

export let h: typeof preactH;

export function bridge(preact: { h: typeof preactH }): void {
  h = preact.h;
}
