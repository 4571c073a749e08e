import { resolveLocale } from '@gaceta/shared/locales';
import type { SignupRequest } from '@gaceta/shared/signup';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListState } from '@/components/list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useOffice } from '@/features/offices/api/get-office';
import { type SignupDecision, useDecideSignupRequest } from '@/features/signup/api/decide-signup-request';
import { usePendingSignupRequests } from '@/features/signup/api/get-signup-requests';
import { useSubjects } from '@/features/subjects/api/get-subjects';
import { DateTime } from '../-components/date-time';

/** Pending signup requests, each approved or rejected after a confirmation. */
export function SignupRequests() {
  const { i18n } = useLingui();
  const requests = usePendingSignupRequests();
  const subjects = useSubjects();
  const [deciding, setDeciding] = useState<{ request: SignupRequest; decision: SignupDecision } | null>(null);
  const locale = resolveLocale(i18n.locale);
  const subjectName = (id: string) =>
    subjects.data?.find((subject) => subject.id === id)?.name[locale] ?? '…';

  return (
    <>
      <ListState
        loading={requests.isPending}
        error={requests.error?.message}
        onRetry={() => void requests.refetch()}
        empty={requests.data?.length === 0}
        emptyText={<Trans>No signup requests are waiting.</Trans>}
      >
        <ul className="grid gap-4 lg:grid-cols-2">
          {requests.data?.map((request) => (
            <li key={request.id}>
              <Card className="grid gap-4 p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-ink-900">
                      {request.first_name} {request.last_name}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{request.email}</p>
                  </div>
                  <DateTime value={request.created_at} className="text-xs text-muted-foreground" />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                  <dt className="text-muted-foreground">
                    <Trans>Office</Trans>
                  </dt>
                  <dd>
                    <RequestedOffice request={request} />
                  </dd>
                  <dt className="text-muted-foreground">
                    <Trans>Subjects</Trans>
                  </dt>
                  <dd className="flex flex-wrap gap-1">
                    {request.subject_ids.map((id) => (
                      <Badge key={id}>{subjectName(id)}</Badge>
                    ))}
                  </dd>
                  <dt className="text-muted-foreground">
                    <Trans>Id number</Trans>
                  </dt>
                  <dd>{request.id_number}</dd>
                  <dt className="text-muted-foreground">
                    <Trans>Phone</Trans>
                  </dt>
                  <dd>{request.phone}</dd>
                  <dt className="text-muted-foreground">
                    <Trans>Location</Trans>
                  </dt>
                  <dd>
                    {request.zip_code} {request.city}, {request.country}
                  </dd>
                </dl>
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

/** The office the applicant named: a new one, or an existing one looked up by id. */
function RequestedOffice({ request }: { request: SignupRequest }) {
  if (request.office_id) return <ExistingOffice id={request.office_id} />;
  const name = request.office_name;
  return (
    <span>
      {name} <Badge className="ml-1 border-ink-200 bg-ink-50 text-ink-700">{<Trans>new office</Trans>}</Badge>
    </span>
  );
}

function ExistingOffice({ id }: { id: string }) {
  const office = useOffice(id);
  return <span>{office.data?.name ?? '…'}</span>;
}

function DecisionDialog({
  deciding,
  onClose,
}: {
  deciding: { request: SignupRequest; decision: SignupDecision } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const decide = useDecideSignupRequest();
  const close = () => {
    decide.reset();
    onClose();
  };
  const name = deciding ? `${deciding.request.first_name} ${deciding.request.last_name}` : '';
  const approving = deciding?.decision === 'approve';
  return (
    <ConfirmDialog
      open={deciding !== null}
      onOpenChange={(open) => !open && close()}
      destructive={!approving}
      title={
        approving ? (
          <Trans>Approve the request of {name}?</Trans>
        ) : (
          <Trans>Reject the request of {name}?</Trans>
        )
      }
      description={
        approving ? (
          <Trans>Their user is created (and their office, if new), and they receive a welcome email.</Trans>
        ) : (
          <Trans>They receive a polite email saying the request was not accepted.</Trans>
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
              toast.success(approving ? t`Request approved` : t`Request rejected`);
              close();
            },
          },
        )
      }
    />
  );
}
