import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useMatch } from '@tanstack/react-router';
import { Hourglass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { PageFrame, PageHeader } from './page';

/**
 * What every screen that is not built yet shows: its title (its route's staticData.title) and a
 * plain statement, no made-up data.
 */
export function NotAvailableYet({ backTo }: { backTo: '/dashboard' | '/welcome' }) {
  const { i18n } = useLingui();
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  return (
    // The open pages have no padded frame of their own.
    <PageFrame className={cn(backTo === '/welcome' && 'px-4 py-10 sm:px-6')}>
      <PageHeader title={title && i18n._(title)} />
      <section className="flex max-w-3xl flex-col items-start gap-4 rounded-xl border bg-card p-6 sm:flex-row">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brass-50 text-brass-600 ring-1 ring-brass-200">
          <Hourglass className="size-5" aria-hidden />
        </span>
        <div className="grid justify-items-start gap-4">
          <p className="text-muted-foreground">
            <Trans>This screen is not available yet. It will arrive in a later version of Gaceta.</Trans>
          </p>
          <Button asChild variant="outline">
            <Link to={backTo}>
              {backTo === '/dashboard' ? (
                <Trans>Back to the dashboard</Trans>
              ) : (
                <Trans>Back to the home page</Trans>
              )}
            </Link>
          </Button>
        </div>
      </section>
    </PageFrame>
  );
}
