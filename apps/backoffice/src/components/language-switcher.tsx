import { LOCALES } from '@gaceta/shared/locales';
import { useLingui } from '@lingui/react/macro';
import { changeLocale, LOCALE_NAMES } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/**
 * Three buttons rather than a menu: the signed-out screens stay free of popover code
 * (the /login bundle budget). Signed in, the user menu offers the same choice.
 */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  return (
    <div
      role="radiogroup"
      aria-label={t`Language`}
      className="inline-flex rounded-full border bg-card p-0.5 shadow-xs"
    >
      {LOCALES.map((locale) => {
        const active = i18n.locale === locale;
        return (
          <button
            key={locale}
            type="button"
            role="radio"
            aria-checked={active}
            aria-label={LOCALE_NAMES[locale]}
            title={LOCALE_NAMES[locale]}
            lang={locale}
            onClick={() => void changeLocale(locale)}
            className={cn(
              'rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide uppercase transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-ink-900',
            )}
          >
            {locale}
          </button>
        );
      })}
    </div>
  );
}
