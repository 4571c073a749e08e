import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Cookie } from 'lucide-react';
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
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-3xl flex-col gap-4 rounded-xl border bg-card p-5 shadow-xl sm:flex-row sm:items-center"
    >
      <Cookie className="hidden size-8 shrink-0 text-brass-500 sm:block" aria-hidden />
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
