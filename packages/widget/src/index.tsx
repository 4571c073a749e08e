import { render } from 'preact';
import { readConfig } from './config';

// The widget mounts next to its own <script> tag, inside a Shadow DOM so the host page's styles stay out.
// Rendering the office's news from the public feed comes with the website channel; until then the
// widget mounts its root and states that the feed is not available yet.
const script = document.currentScript as HTMLScriptElement | null;
const config = script && readConfig(script);

const MESSAGES = {
  es: 'Las noticias de este despacho todavía no están disponibles.',
  en: "This office's news is not available yet.",
  pt: 'As notícias deste escritório ainda não estão disponíveis.',
};

if (script && config) {
  const host = document.createElement('div');
  host.dataset.gacetaWidget = config.view;
  script.after(host);
  const shadow = host.attachShadow({ mode: 'open' });
  render(
    <p style={{ font: '14px system-ui, sans-serif', color: '#555' }}>{MESSAGES[config.lang]}</p>,
    shadow,
  );
} else if (script) {
  console.warn('Gaceta widget: add data-office="<public key>" to the script tag.');
}
