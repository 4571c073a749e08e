import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { LegalLinks } from '@/components/layout/legal-links';
import { Logo } from '@/components/layout/logo';
import { MAIN_CONTENT_ID } from '@/components/layout/page';
import { SkipLink } from '@/components/layout/skip-link';

/** Layout of the screens a signed-out user passes through: login and password recovery. */
export const Route = createFileRoute('/_guest')({
  component: GuestLayout,
});

function GuestLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <SkipLink />
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-ink-900 p-12 text-white lg:flex">
        <Link to="/welcome" className="relative z-10 w-fit">
          <Logo inverse />
        </Link>
        <div className="relative z-10 max-w-md">
          <p className="font-serif text-4xl leading-tight">
            <Trans>Your office's legal news, ready to publish.</Trans>
          </p>
          <p className="mt-5 text-ink-200">
            <Trans>
              News written by legal editors, adapted with AI and published on your website, your newsletter
              and your social networks.
            </Trans>
          </p>
        </div>
        <p className="relative z-10 text-sm text-ink-300">
          <Trans>Gaceta · Legal news for law offices</Trans>
        </p>
        <Ornament />
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
          <Link to="/welcome" className="lg:invisible">
            <Logo />
          </Link>
          <LanguageSwitcher />
        </header>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex flex-1 items-center justify-center px-4 py-8 outline-none sm:px-8"
        >
          <div className="w-full max-w-[400px]">
            <Outlet />
          </div>
        </main>
        <footer className="flex justify-center px-6 pt-4 pb-8">
          <LegalLinks className="justify-center" />
        </footer>
      </div>
    </div>
  );
}

/** Concentric brass rings: a quiet nod to a seal. */
function Ornament() {
  return (
    <svg
      viewBox="0 0 400 400"
      className="pointer-events-none absolute -right-40 -bottom-40 size-[520px] text-brass-400/25"
      aria-hidden
    >
      {[190, 150, 110, 70].map((r) => (
        <circle key={r} cx="200" cy="200" r={r} fill="none" stroke="currentColor" strokeWidth="1.5" />
      ))}
    </svg>
  );
}
