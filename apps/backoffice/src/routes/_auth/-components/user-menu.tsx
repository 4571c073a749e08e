import type { MePreferencesInput } from '@gaceta/shared/accounts/me';
import { LOCALES, Locale } from '@gaceta/shared/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, LogOut, MonitorSmartphone } from 'lucide-react';
import * as v from 'valibot';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { Me } from '@/features/auth/api/get-me';
import { useSetPreferences } from '@/features/auth/api/set-preferences';
import { useLogout, useSignOutEverywhere } from '@/features/auth/hooks/use-logout';
import { changeLocale, LOCALE_NAMES } from '@/lib/i18n';

function initials(me: Me): string {
  return `${me.first_name.charAt(0)}${me.last_name.charAt(0)}`.toUpperCase();
}

/** Who is signed in, the interface language and the way out. */
export function UserMenu({ me }: { me: Me }) {
  const { i18n, t } = useLingui();
  const logout = useLogout();
  const signOutEverywhere = useSignOutEverywhere();
  const preferences = useSetPreferences();
  // The user's own choices are kept for their emails; an admin acting as them changes none.
  const keep = (input: MePreferencesInput) => !me.impersonated_by && preferences.mutate(input);
  const selectLocale = (value: string) => {
    if (!v.is(Locale, value)) return;
    void changeLocale(value);
    keep({ locale: value });
  };
  const fullName = `${me.first_name} ${me.last_name}`;
  return (
    <DropdownMenu>
      {/*
        Named by the text it shows, the user's name, then what it is (WCAG 2.5.3). The initials are
        the avatar, a picture drawn by CSS, so they are not text a name would have to contain.
      */}
      <DropdownMenuTrigger
        aria-label={t`${fullName}, user menu`}
        className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          data-initials={initials(me)}
          className="grid size-8 place-items-center rounded-full bg-ink-800 text-xs font-semibold text-white before:content-[attr(data-initials)]"
          aria-hidden
        />
        <span className="hidden text-sm font-medium text-ink-900 sm:inline">{fullName}</span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="px-2 py-2">
          <p className="truncate text-sm font-medium">
            {me.first_name} {me.last_name}
          </p>
          <p className="truncate text-xs text-muted-foreground">{me.email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>
          <Trans>Language</Trans>
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={i18n.locale} onValueChange={selectLocale}>
          {LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem
          checked={me.email_notices}
          disabled={Boolean(me.impersonated_by) || preferences.isPending}
          onSelect={(event) => event.preventDefault()}
          onCheckedChange={(checked) => keep({ email_notices: checked === true })}
        >
          <Trans>Email me when my news is sent back</Trans>
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logout}>
          <LogOut aria-hidden />
          <Trans>Log out</Trans>
        </DropdownMenuItem>
        {/* An admin acting as the user must not sign the user out of their own devices. */}
        {!me.impersonated_by && (
          <DropdownMenuItem
            disabled={signOutEverywhere.isPending}
            onSelect={() => signOutEverywhere.mutate()}
          >
            <MonitorSmartphone aria-hidden />
            <Trans>Sign out on every device</Trans>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
