import type { h as preactH } from 'preact';

// What detail.js gets of Preact: the `h` of the copy in gaceta.js, given when the widget loads it
// (`bridge`). Two copies of Preact on a page would not share their vnode counter and render queue;
// the views call `h` alone, so this module stands in for 'preact' in detail.js's build
// (vite.detail.config.ts) and detail.js carries no Preact of its own.

export let h: typeof preactH;

export function bridge(preact: { h: typeof preactH }): void {
  h = preact.h;
}
