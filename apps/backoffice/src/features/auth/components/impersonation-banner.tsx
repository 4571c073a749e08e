import { Trans } from '@lingui/react/macro';
import { ArrowLeft, VenetianMask } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Me } from '../api/get-me';
import { useStopImpersonation } from '../hooks/use-impersonation';

/** On every screen while an admin acts as an office, with the way back to the admin view. */
export function ImpersonationBanner({ me }: { me: Me }) {
  const stop = useStopImpersonation();
  if (!me.impersonated_by) return null;
  const office = me.office?.name ?? me.email;
  const user = me.email;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 bg-brass-300 px-4 py-2 text-sm text-ink-950 sm:px-6 lg:px-10"
    >
      <VenetianMask className="size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        <Trans>
          Acting as <strong className="font-semibold">{office}</strong>{' '}
          <span className="hidden text-ink-800 sm:inline">({user})</span>
        </Trans>
      </p>
      <Button size="sm" variant="default" onClick={stop}>
        <ArrowLeft aria-hidden />
        <Trans>Back to admin view</Trans>
      </Button>
    </div>
  );
}
