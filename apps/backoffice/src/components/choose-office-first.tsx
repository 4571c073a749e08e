import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** An office screen opened by an admin who is not acting as an office: there is nothing to edit yet. */
export function ChooseOfficeFirst() {
  return (
    <section className="flex max-w-3xl flex-col items-center rounded-xl border bg-card px-6 py-12 text-center">
      <span className="mb-5 grid size-12 place-items-center rounded-full bg-ink-50 text-ink-700">
        <Building2 className="size-5" aria-hidden />
      </span>
      <p className="max-w-md text-muted-foreground">
        <Trans>This screen belongs to an office. Choose an office in office management to act as it.</Trans>
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/office-management">
          <Trans>Go to office management</Trans>
        </Link>
      </Button>
    </section>
  );
}
