import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const CONSENT_KEY = 'cookie_consent';

function hasAccepted(): boolean {
  return localStorage.getItem(CONSENT_KEY) !== null;
}

/** Gaceta stores only what it needs to work, so the banner asks for nothing but acknowledgement. */
export function CookieConsent() {
  const [visible, setVisible] = useState(() => !hasAccepted());
  if (!visible) return null;

  const accept = () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ essential: true, at: new Date().toISOString() }));
    setVisible(false);
  };

  return (
    <section
      aria-labelledby="cookie-consent-title"
      // Bottom left, over the menu's column on wide screens: the forms and their action bars stay
      // uncovered and reachable.
      className="fixed inset-x-3 bottom-3 z-40 flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xl sm:right-auto sm:max-w-sm lg:max-w-[calc(var(--sidebar-width)-1.5rem)]"
    >
      <div className="flex-1 text-sm">
        <h2 id="cookie-consent-title" className="font-semibold text-ink-900">
          <Trans>Essential cookies only</Trans>
        </h2>
        <p className="mt-1 text-muted-foreground">
          <Trans>
            Gaceta stores only what it needs to work: your session and your language. No analytics or
            advertising cookies. Read our{' '}
            <Link to="/cookies" className="underline underline-offset-2">
              cookie policy
            </Link>
            .
          </Trans>
        </p>
      </div>
      <Button onClick={accept} className="shrink-0">
        <Trans>Accept</Trans>
      </Button>
    </section>
  );
}
