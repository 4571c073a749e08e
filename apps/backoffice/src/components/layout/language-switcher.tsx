import { LOCALES } from '@gaceta/shared/locales';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { changeLocale, LOCALE_NAMES } from '@/lib/i18n';

/**
 * Three radio buttons rather than a menu: the signed-out screens stay free of popover code
 * (the /login bundle budget). Signed in, the user menu offers the same choice.
 */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  const name = useId();
  // Shown as chosen at once, while its catalog loads.
  const [loading, setLoading] = useState<string | null>(null);
  const choose = (locale: (typeof LOCALES)[number]) => {
    setLoading(locale);
    void changeLocale(locale).finally(() => setLoading(null));
  };
  return (
    <fieldset className="inline-flex rounded-full border bg-card p-0.5 shadow-xs">
      <legend className="sr-only">{t`Language`}</legend>
      {LOCALES.map((locale) => (
        <label
          key={locale}
          title={LOCALE_NAMES[locale]}
          className="relative rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase transition-colors hover:text-ink-900 has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
        >
          <input
            type="radio"
            name={name}
            value={locale}
            checked={(loading ?? i18n.locale) === locale}
            onChange={() => choose(locale)}
            aria-label={LOCALE_NAMES[locale]}
            lang={locale}
            className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
          />
          <span aria-hidden>{locale}</span>
        </label>
      ))}
    </fieldset>
  );
}
