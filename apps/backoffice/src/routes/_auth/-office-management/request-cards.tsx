import { Trans } from '@lingui/react/macro';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateTime } from '../-components/date-time';

/** One request sent to the provider: who (a heading and a line under it), when, and the rest. */
export function RequestCard({
  heading,
  subheading,
  at,
  children,
}: {
  heading: ReactNode;
  subheading: ReactNode;
  at: string;
  children?: ReactNode;
}) {
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-ink-900">{heading}</p>
          <div className="mt-1 text-sm text-muted-foreground">{subheading}</div>
        </div>
        <DateTime value={at} className="text-xs text-muted-foreground" />
      </div>
      {children}
    </Card>
  );
}

export type Decision = 'approve' | 'reject';

interface PendingRequestsProps<T extends { id: string }> {
  requests: UseQueryResult<T[]>;
  emptyText: ReactNode;
  /** A request's card, less the buttons that decide it. */
  card(request: T): { heading: ReactNode; subheading: ReactNode; at: string; details?: ReactNode };
  /** What the confirmation of a decision says, and the toast once it is done. */
  confirmation(request: T, decision: Decision): { title: ReactNode; description: ReactNode; done: string };
  decide: UseMutationResult<unknown, Error, { id: string; decision: Decision }>;
}

/** Requests waiting for the provider, each approved or rejected after a confirmation. */
export function PendingRequests<T extends { id: string }>({
  requests,
  emptyText,
  card,
  confirmation,
  decide,
}: PendingRequestsProps<T>) {
  const [deciding, setDeciding] = useState<{ request: T; decision: Decision } | null>(null);
  const confirming = deciding && confirmation(deciding.request, deciding.decision);
  const close = () => {
    decide.reset();
    setDeciding(null);
  };
  return (
    <>
      <QueryState query={requests} isEmpty={(loaded) => loaded.length === 0} emptyText={emptyText}>
        {(loaded) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {loaded.map((request) => {
              const { details, ...header } = card(request);
              return (
                <li key={request.id}>
                  <RequestCard {...header}>
                    {details}
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
                  </RequestCard>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && close()}
        destructive={deciding?.decision === 'reject'}
        title={confirming?.title}
        description={confirming?.description}
        confirmLabel={deciding?.decision === 'reject' ? <Trans>Reject</Trans> : <Trans>Approve</Trans>}
        pending={decide.isPending}
        error={decide.error?.message}
        onConfirm={() =>
          deciding &&
          decide.mutate(
            { id: deciding.request.id, decision: deciding.decision },
            {
              onSuccess: () => {
                if (confirming) toast.success(confirming.done);
                close();
              },
            },
          )
        }
      />
    </>
  );
}
