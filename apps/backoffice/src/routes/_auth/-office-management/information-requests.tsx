import type { InformationRequest } from '@gaceta/shared/accounts/signup';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck, Mail, Phone, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ChoiceToggle } from '@/components/form/choice-toggle';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import { useInformationRequests } from '@/features/information-requests/api/get-information-requests';
import { useMarkAnswered } from '@/features/information-requests/api/mark-answered';
import { DateTime } from '../-components/date-time';
import { RequestCard } from './request-cards';

type Shown = 'waiting' | 'answered' | 'all';
const ANSWERED: Record<Shown, boolean | undefined> = { waiting: false, answered: true, all: undefined };

/**
 * Requests for more information sent from the landing page, newest first: those still waiting by
 * default, each marked answered (who and when) once someone replied, or waiting again.
 */
export function InformationRequests() {
  const { t } = useLingui();
  const [shown, setShown] = useState<Shown>('waiting');
  const requests = useInformationRequests(ANSWERED[shown]);
  return (
    <div className="grid gap-4">
      <ChoiceToggle
        label={t`Requests shown`}
        value={shown}
        onChange={setShown}
        className="flex-wrap"
        options={[
          { value: 'waiting', label: <Trans>Waiting</Trans> },
          { value: 'answered', label: <Trans>Answered</Trans> },
          { value: 'all', label: <Trans>All</Trans> },
        ]}
      />
      <QueryState
        query={requests}
        isEmpty={(loaded) => loaded.length === 0}
        emptyText={
          shown === 'waiting' ? (
            <Trans>No request is waiting for an answer.</Trans>
          ) : (
            <Trans>No requests for information here.</Trans>
          )
        }
      >
        {(loaded) => (
          <ul className="grid gap-4">
            {loaded.map((request) => (
              <li key={request.id}>
                <InformationRequestCard request={request} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function InformationRequestCard({ request }: { request: InformationRequest }) {
  const { t } = useLingui();
  const mark = useMarkAnswered();
  const answered = request.answered_at !== null;
  const toggle = () =>
    mark.mutate(
      { id: request.id, answered: !answered },
      {
        onSuccess: () => toast.success(answered ? t`Marked as waiting for an answer` : t`Marked as answered`),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <RequestCard
      heading={
        <>
          {request.name}
          {request.office && <span className="font-normal text-muted-foreground"> · {request.office}</span>}
        </>
      }
      subheading={
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a href={`mailto:${request.email}`} className="inline-flex items-center gap-1.5 hover:underline">
            <Mail className="size-3.5" aria-hidden />
            {request.email}
          </a>
          {request.phone && (
            <span className="inline-flex items-center gap-1.5">
              <Phone className="size-3.5" aria-hidden />
              {request.phone}
            </span>
          )}
        </p>
      }
      at={request.created_at}
    >
      <p className="text-sm whitespace-pre-line text-ink-800">{request.message}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        {answered && request.answered_at ? (
          <p className="inline-flex flex-wrap items-center gap-1.5 text-sm text-success">
            <CheckCheck className="size-4" aria-hidden />
            <span>
              <Trans>
                Answered by {request.answered_by?.name ?? t`someone no longer here`},{' '}
                <DateTime value={request.answered_at} />
              </Trans>
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>Waiting for an answer</Trans>
          </p>
        )}
        <Button variant="outline" size="sm" pending={mark.isPending} onClick={toggle}>
          {answered ? <Undo2 aria-hidden /> : <CheckCheck aria-hidden />}
          {answered ? <Trans>Mark as waiting</Trans> : <Trans>Mark as answered</Trans>}
        </Button>
      </div>
    </RequestCard>
  );
}
