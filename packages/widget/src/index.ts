import { readConfig } from './config';
import { mount, scriptOrigin } from './widget';

// One self-starting file: it mounts a widget next to its own <script data-office> tag and defines
// <gaceta-news>. Everything lives in this closure and in each widget's shadow root, so the host page
// gets no globals and its CSS cannot reach in. The views are the shared contract's Preact components
// (docs/website.md).

const script = document.currentScript as HTMLScriptElement | null;

if (script?.dataset.office) {
  const config = readConfig((name) => script.dataset[name], scriptOrigin);
  if (config) {
    const host = document.createElement('div');
    host.dataset.gacetaWidget = config.view;
    script.after(host);
    mount(host, config);
  }
} else if (script && Object.keys(script.dataset).length > 0) {
  // Options without a key are a mistake; a bare script tag only loads <gaceta-news>.
  console.warn('Gaceta widget: add data-office="<public key>" to the script tag.');
}

if (!customElements.get('gaceta-news')) {
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
        const config = readConfig((name) => this.getAttribute(name), scriptOrigin);
        if (config) this.#unmount = mount(this, config);
        else console.warn('Gaceta widget: add office="<public key>" to <gaceta-news>.');
      }

      /** Taken out of the page (a preview replaced, a route left): nothing of it keeps running. */
      disconnectedCallback() {
        this.#unmount?.();
        this.#unmount = undefined;
      }
    },
  );
}
