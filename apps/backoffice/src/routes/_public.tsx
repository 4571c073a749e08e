import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { LayoutDashboard, LogIn } from 'lucide-react';
import type { ReactElement } from 'react';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { LegalLinks } from '@/components/layout/legal-links';
import { Logo } from '@/components/layout/logo';
import { MAIN_CONTENT_ID } from '@/components/layout/page';
import { SkipLink } from '@/components/layout/skip-link';
import { Button } from '@/components/ui/button';
import { readSession } from '@/lib/auth-storage';

/** Layout of the open pages: the landing page, the legal and help pages, previews. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

/** The header's action: its label shows from the small breakpoint up, its icon below. */
function HeaderLink({ to, label, icon }: { to: '/login' | '/dashboard'; label: string; icon: ReactElement }) {
  return (
    <Button asChild size="sm">
      <Link to={to} aria-label={label}>
        <span className="sm:hidden" aria-hidden>
          {icon}
        </span>
        <span className="hidden sm:inline">{label}</span>
      </Link>
    </Button>
  );
}

function PublicLayout() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/welcome">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            {/* Someone signed in reading a legal page goes back to work, not to a sign-in form. */}
            {readSession() ? (
              <HeaderLink to="/dashboard" label={t`Go to the dashboard`} icon={<LayoutDashboard />} />
            ) : (
              <HeaderLink to="/login" label={t`Log in`} icon={<LogIn />} />
            )}
          </div>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <footer className="border-t bg-card">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
          <div className="max-w-xs">
            <Logo />
            <p className="mt-3 text-sm text-muted-foreground">
              <Trans>Legal news for law offices: written, adapted and published from one place.</Trans>
            </p>
          </div>
          <LegalLinks className="md:max-w-md md:justify-end" />
        </div>
      </footer>
    </div>
  );
}
