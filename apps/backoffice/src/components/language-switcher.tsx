import { LOCALES, Locale } from '@gaceta/shared/locales';
import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import * as v from 'valibot';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { changeLocale, LOCALE_NAMES } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export function selectLocale(value: string): void {
  if (v.is(Locale, value)) void changeLocale(value);
}

/** The three interface languages, each under its own name. */
export function LocaleRadioItems() {
  return LOCALES.map((locale) => (
    <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
      {LOCALE_NAMES[locale]}
    </DropdownMenuRadioItem>
  ));
}

export function LanguageSwitcher({ inverse = false }: { inverse?: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant={inverse ? 'inverse' : 'ghost'}
          size="sm"
          aria-label={t`Language`}
          className={cn(!inverse && 'text-ink-700')}
        >
          <Languages aria-hidden />
          {LOCALE_NAMES[i18n.locale as Locale] ?? i18n.locale}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={i18n.locale} onValueChange={selectLocale}>
          <LocaleRadioItems />
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
