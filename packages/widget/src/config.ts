/** What a host page says in the widget's own <script data-*> tag. */
export interface WidgetConfig {
  /** The office's public key (not its id). */
  office: string;
  view: 'list' | 'slider' | 'detail';
  lang: 'es' | 'en' | 'pt';
  /** Where the public feed lives: the origin the script was loaded from. */
  origin: string;
}

const VIEWS = ['list', 'slider', 'detail'] as const;
const LANGS = ['es', 'en', 'pt'] as const;

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function readConfig(script: HTMLScriptElement): WidgetConfig | null {
  const office = script.dataset.office?.trim();
  if (!office) return null;
  return {
    office,
    view: pick(script.dataset.view, VIEWS, 'list'),
    lang: pick(script.dataset.lang, LANGS, 'es'),
    origin: new URL(script.src, document.baseURI).origin,
  };
}
