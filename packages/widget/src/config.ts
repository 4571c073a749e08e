import type { WebsiteTheme } from '@gaceta/shared/website';
import {
  DEFAULT_PER,
  PUBLIC_PER_MAX,
  WEBSITE_VIEWS,
  type WebsiteLanguage,
  type WebsiteView,
  websiteLanguage,
} from '@gaceta/shared/website/markup';

/** What a host page says in the widget's <script data-*> tag or the <gaceta-news> element's attributes. */
export interface WidgetConfig {
  /** The office's public key (not its id). */
  office: string;
  view: WebsiteView;
  lang: WebsiteLanguage;
  /**
   * The news shown: those in the widget's language, or in every language with `languages="all"`
   * (the website configuration's choice, docs/website.md).
   */
  newsLanguage: WebsiteLanguage | null;
  /** Only news of this subject (its id). */
  subject: string | null;
  per: number;
  /** The article a detail view shows when the page's URL names none (else the newest). */
  slug: string | null;
  /**
   * Where the public feed lives: the `api` option when given (the WordPress plugin bundles the script
   * on the site's own origin), else the origin the script was loaded from.
   */
  origin: string;
  /** A theme shown instead of the office's (the back-office's preview of unsaved changes). */
  theme: WebsiteTheme | null;
  /** A preview in the back-office: nothing is counted in the office's statistics. */
  preview: boolean;
}

/**
 * The `theme` option: the office theme's JSON. Only an object gets through, with its texts as
 * strings; themeCss still refuses colours and fonts the schema would.
 */
function readTheme(value: string | null | undefined): WebsiteTheme | null {
  try {
    const theme = JSON.parse(value ?? 'null') as WebsiteTheme | null;
    if (typeof theme !== 'object' || theme === null) return null;
    return { ...theme, header: String(theme.header ?? ''), footer: String(theme.footer ?? '') };
  } catch {
    return null;
  }
}

/** Reads the options by name (`office`, `view`, …) from data-* or plain attributes. */
export function readConfig(
  read: (name: string) => string | null | undefined,
  origin: string,
): WidgetConfig | null {
  const office = read('office')?.trim();
  if (!office) return null;
  const viewValue = read('view');
  const view = WEBSITE_VIEWS.find((known) => known === viewValue) ?? 'list';
  const per = Number.parseInt(read('per') ?? '', 10);
  const lang = websiteLanguage(read('lang'));
  return {
    office,
    view,
    lang,
    newsLanguage: read('languages')?.trim() === 'all' ? null : lang,
    subject: read('subject')?.trim() || null,
    per: per >= 1 ? Math.min(per, PUBLIC_PER_MAX) : DEFAULT_PER[view],
    slug: read('slug')?.trim() || null,
    origin: apiOrigin(read('api')) ?? origin,
    theme: readTheme(read('theme')),
    preview: read('preview') != null,
  };
}

/** The origin of an http(s) URL, or null for anything else. */
export function apiOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
