import {
  type WebsiteLanguage,
  type WebsiteTheme,
  type WebsiteView,
  WIDGET_PATH,
} from '@gaceta/shared/website';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

let loading: Promise<unknown> | undefined;

/**
 * Loads the widget the offices embed (the same file, from this server) once per page; it defines
 * <gaceta-news>. Resolves when the element is defined.
 */
function loadWidget(): Promise<unknown> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WIDGET_PATH;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('widget'));
    };
    document.head.append(script);
    customElements.whenDefined('gaceta-news').then(resolve);
  });
  return loading;
}

export interface WidgetOptions {
  office: string;
  view: WebsiteView;
  lang: WebsiteLanguage;
  /** 'all': the news of every language, not only the widget's. */
  languages?: 'all';
  per?: number;
  /** Unsaved changes to show instead of the office's stored theme. */
  theme?: WebsiteTheme;
}

/**
 * The real widget with these options, as a website would show it, in a `preview` (which counts
 * nothing in the office's statistics). A change of options mounts a new widget: the widget reads
 * its options once, and its requests come from the browser's cache.
 */
export function WidgetPreview({ options, label }: { options: WidgetOptions; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const attributes = JSON.stringify(options);

  useEffect(() => {
    let current = true;
    loadWidget().then(
      () => {
        const target = container.current;
        if (!current || !target) return;
        const { theme, per, ...rest } = JSON.parse(attributes) as WidgetOptions;
        const element = document.createElement('gaceta-news');
        for (const [name, value] of Object.entries(rest)) element.setAttribute(name, String(value));
        if (per) element.setAttribute('per', String(per));
        if (theme) element.setAttribute('theme', JSON.stringify(theme));
        element.setAttribute('preview', '');
        target.replaceChildren(element);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attributes]);

  return (
    <section
      aria-label={label}
      className="overflow-hidden rounded-lg border border-dashed border-ink-300 bg-card"
    >
      {failed ? (
        <p role="alert" className="p-6 text-sm text-destructive">
          <Trans>The preview could not be loaded. Reload the page to try again.</Trans>
        </p>
      ) : (
        <div ref={container} data-testid="widget-preview" />
      )}
    </section>
  );
}
