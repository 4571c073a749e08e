import type { PackageRequest } from '@gaceta/shared/newsletter-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListState } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  type PackageDecision,
  useDecidePackageRequest,
} from '@/features/newsletter-settings/api/decide-package-request';
import { usePendingPackageRequests } from '@/features/newsletter-settings/api/get-package-requests';
import { DateTime } from '../-components/date-time';

/** The offices' requests for more emails, each approved (raising the quota) or rejected after a confirmation. */
export function PackageRequests() {
  const { i18n } = useLingui();
  const requests = usePendingPackageRequests();
  const [deciding, setDeciding] = useState<{ request: PackageRequest; decision: PackageDecision } | null>(
    null,
  );
  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  return (
    <>
      <ListState
        loading={requests.isPending}
        error={requests.error?.message}
        onRetry={() => void requests.refetch()}
        empty={requests.data?.length === 0}
        emptyText={<Trans>No email package requests are waiting.</Trans>}
      >
        <ul className="grid gap-4 lg:grid-cols-2">
          {requests.data?.map((request) => (
            <li key={request.id}>
              <Card className="grid gap-4 p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-ink-900">{request.office_name}</p>
                    <p className="text-sm text-muted-foreground">
                      <Trans>{number(request.package)} emails</Trans>
                    </p>
                  </div>
                  <DateTime value={request.requested_at} className="text-xs text-muted-foreground" />
                </div>
                <div className="flex flex-wrap justify-end gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setDeciding({ request, decision: 'reject' })}
                  >
                    <X aria-hidden />
                    <Trans>Reject</Trans>
                  </Button>
                  <Button size="sm" onClick={() => setDeciding({ request, decision: 'approve' })}>
                    <Check aria-hidden />
                    <Trans>Approve</Trans>
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </ListState>
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}

function DecisionDialog({
  deciding,
  onClose,
}: {
  deciding: { request: PackageRequest; decision: PackageDecision } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const decide = useDecidePackageRequest();
  const close = () => {
    decide.reset();
    onClose();
  };
  const office = deciding?.request.office_name ?? '';
  const amount = deciding ? new Intl.NumberFormat(i18n.locale).format(deciding.request.package) : '';
  const approving = deciding?.decision === 'approve';
  return (
    <ConfirmDialog
      open={deciding !== null}
      onOpenChange={(open) => !open && close()}
      destructive={!approving}
      title={
        approving ? (
          <Trans>
            Approve {amount} emails for {office}?
          </Trans>
        ) : (
          <Trans>
            Reject {amount} emails for {office}?
          </Trans>
        )
      }
      description={
        approving ? (
          <Trans>The office's contracted emails grow by {amount}, and the office is told by email.</Trans>
        ) : (
          <Trans>The office is told by email that the request was not approved, and may reply to you.</Trans>
        )
      }
      confirmLabel={approving ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
      pending={decide.isPending}
      error={decide.error?.message}
      onConfirm={() =>
        deciding &&
        decide.mutate(
          { id: deciding.request.id, decision: deciding.decision },
          {
            onSuccess: () => {
              toast.success(approving ? t`Package approved` : t`Package rejected`);
              close();
            },
          },
        )
      }
    />
  );
}
