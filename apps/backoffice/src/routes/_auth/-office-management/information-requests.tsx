import { Trans } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import { QueryState } from '@/components/list/query-state';
import { useInformationRequests } from '@/features/information-requests/api/get-information-requests';
import { RequestCard } from './request-cards';

/** Requests for more information sent from the landing page, newest first. Read only. */
export function InformationRequests() {
  const requests = useInformationRequests();
  return (
    <QueryState
      query={requests}
      isEmpty={(loaded) => loaded.length === 0}
      emptyText={<Trans>No requests for information yet.</Trans>}
    >
      {(loaded) => (
        <ul className="grid gap-4">
          {loaded.map((request) => (
            <li key={request.id}>
              <RequestCard
                heading={
                  <>
                    {request.name}
                    {request.office && (
                      <span className="font-normal text-muted-foreground"> · {request.office}</span>
                    )}
                  </>
                }
                subheading={
                  <p className="flex flex-wrap gap-x-4 gap-y-1">
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
                }
                at={request.created_at}
              >
                <p className="text-sm whitespace-pre-line text-ink-800">{request.message}</p>
              </RequestCard>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
