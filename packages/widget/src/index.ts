import { readConfig } from './config';
import { mount, prepare, scriptOrigin, scriptUrl } from './widget';

type Read = (name: string) => string | null | undefined;

// One self-starting file: it mounts a widget next to its own <script data-office> tag and defines
// <gaceta-news>. Everything lives in this closure and in each widget's shadow root, so the host page
// gets no globals and its CSS cannot reach in. The views are the shared contract's Preact components
// (docs/website.md).

const script = document.currentScript as HTMLScriptElement | null;
/** The script that defines <gaceta-news> mounts the elements; another copy of it only its own tag's widget. */
const defining = !customElements.get('gaceta-news');
/** The widget beside a <script data-office> tag, in the page before any widget decides what it shows. */
const scriptHost = script?.dataset.office ? document.createElement('div') : null;
if (script && scriptHost) {
  scriptHost.dataset.gacetaWidget = script.dataset.view ?? 'list';
  script.after(scriptHost);
}
const optionsOf =
  (host: HTMLElement): Read =>
  (name) =>
    host === scriptHost ? script?.dataset[name] : host.getAttribute(name);

/** The news widget's options, or null for the subscription form (a module of its own) or without a key. */
const newsConfig = (read: Read) => (read('view') === 'subscribe' ? null : readConfig(read, scriptOrigin));

// First of all, before anything is rendered: every news widget already in the page sends its first
// request (decision 064). Elements still being parsed send theirs when they mount.
for (const host of [
  ...(scriptHost ? [scriptHost] : []),
  ...(defining && document.readyState !== 'loading'
    ? document.querySelectorAll<HTMLElement>('gaceta-news')
    : []),
]) {
  const config = newsConfig(optionsOf(host));
  if (config) prepare(host, config);
}

/**
 * Mounts the view the options name. The subscription form is subscribe.js beside this file,
 * imported only where a page shows it, so the news views' file keeps its size budget.
 */
function mountView(host: HTMLElement, read: Read): (() => void) | undefined {
  if (!read('office')?.trim()) return undefined;
  if (read('view') === 'subscribe') {
    let unmount: (() => void) | undefined;
    let gone = false;
    import(/* @vite-ignore */ new URL('subscribe.js', scriptUrl).href).then(
      (module: { mountSubscribe: (host: HTMLElement, read: Read, origin: string) => () => void }) => {
        if (!gone) unmount = module.mountSubscribe(host, read, scriptOrigin);
      },
    );
    return () => {
      gone = true;
      unmount?.();
    };
  }
  const config = newsConfig(read);
  return config ? mount(host, config) : undefined;
}

if (scriptHost) mountView(scriptHost, optionsOf(scriptHost));
else if (script && Object.keys(script.dataset).length > 0) {
  // Options without a key are a mistake; a bare script tag only loads <gaceta-news>.
  console.warn('Gaceta widget: add data-office="<public key>" to the script tag.');
}

if (defining) {
  customElements.define(
    'gaceta-news',
    class extends HTMLElement {
      #unmount: (() => void) | undefined;

      connectedCallback() {
        // A script that runs before the page is parsed meets the element before its server-rendered
        // children: it mounts once they are there.
        if (document.readyState === 'loading')
          return void document.addEventListener('DOMContentLoaded', () => this.connectedCallback(), {
            once: true,
          });
        if (this.#unmount || !this.isConnected) return;
        this.#unmount = mountView(this, optionsOf(this));
        if (!this.#unmount) console.warn('Gaceta widget: add office="<public key>" to <gaceta-news>.');
      }

      /** Taken out of the page (a preview replaced, a route left): nothing of it keeps running. */
      disconnectedCallback() {
        this.#unmount?.();
        this.#unmount = undefined;
      }
    },
  );
}
