import { Trans } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import { ListState } from '@/components/list-state';
import { Card } from '@/components/ui/card';
import { useInformationRequests } from '@/features/information-requests/api/get-information-requests';
import { DateTime } from '../-components/date-time';

/** Requests for more information sent from the landing page, newest first. Read only. */
export function InformationRequests() {
  const requests = useInformationRequests();
  return (
    <ListState
      loading={requests.isPending}
      error={requests.error?.message}
      onRetry={() => void requests.refetch()}
      empty={requests.data?.length === 0}
      emptyText={<Trans>No requests for information yet.</Trans>}
    >
      <ul className="grid gap-4">
        {requests.data?.map((request) => (
          <li key={request.id}>
            <Card className="grid gap-3 p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-ink-900">
                    {request.name}
                    {request.office && (
                      <span className="font-normal text-muted-foreground"> · {request.office}</span>
                    )}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <a
                      href={`mailto:${request.email}`}
                      className="inline-flex items-center gap-1.5 hover:underline"
                    >
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
                </div>
                <DateTime value={request.created_at} className="text-xs text-muted-foreground" />
              </div>
              <p className="text-sm whitespace-pre-line text-ink-800">{request.message}</p>
            </Card>
          </li>
        ))}
      </ul>
    </ListState>
  );
}
