import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Hourglass } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** What every screen that is not built yet shows: its title and a plain statement, no made-up data. */
export function NotAvailableYet({
  title,
  backTo,
}: {
  title: MessageDescriptor;
  backTo: '/dashboard' | '/welcome';
}) {
  const { i18n } = useLingui();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <span className="mb-6 grid size-14 place-items-center rounded-full bg-brass-50 text-brass-600 ring-1 ring-brass-200">
        <Hourglass className="size-6" aria-hidden />
      </span>
      <h1 className="font-serif text-3xl font-semibold text-ink-900">{i18n._(title)}</h1>
      <p className="mt-3 text-muted-foreground">
        <Trans>This screen is not available yet. It will arrive in a later version of Gaceta.</Trans>
      </p>
      <Button asChild variant="outline" className="mt-8">
        <Link to={backTo}>
          {backTo === '/dashboard' ? (
            <Trans>Back to the dashboard</Trans>
          ) : (
            <Trans>Back to the home page</Trans>
          )}
        </Link>
      </Button>
    </section>
  );
}
