import type { SignupRequest } from '@gaceta/shared/accounts/signup';
import { resolveLocale } from '@gaceta/shared/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { useOffice } from '@/features/offices/api/get-office';
import { useDecideSignupRequest } from '@/features/signup/api/decide-signup-request';
import { usePendingSignupRequests } from '@/features/signup/api/get-signup-requests';
import { useSubjects } from '@/features/subjects/api/get-subjects';
import { PendingRequests } from './request-cards';

/** Pending signup requests, each approved or rejected after a confirmation. */
export function SignupRequests() {
  const { t, i18n } = useLingui();
  const subjects = useSubjects();
  const locale = resolveLocale(i18n.locale);
  const subjectName = (id: string) =>
    subjects.data?.find((subject) => subject.id === id)?.name[locale] ?? '…';
  return (
    <PendingRequests
      requests={usePendingSignupRequests()}
      decide={useDecideSignupRequest()}
      emptyText={<Trans>No signup requests are waiting.</Trans>}
      card={(request) => ({
        heading: `${request.first_name} ${request.last_name}`,
        subheading: <span className="block truncate">{request.email}</span>,
        at: request.created_at,
        details: (
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
        ),
      })}
      confirmation={(request, decision) => {
        const name = `${request.first_name} ${request.last_name}`;
        return decision === 'approve'
          ? {
              title: <Trans>Approve the request of {name}?</Trans>,
              description: (
                <Trans>
                  Their user is created (and their office, if new), and they receive a welcome email.
                </Trans>
              ),
              done: t`Request approved`,
            }
          : {
              title: <Trans>Reject the request of {name}?</Trans>,
              description: <Trans>They receive a polite email saying the request was not accepted.</Trans>,
              done: t`Request rejected`,
            };
      }}
    />
  );
}

/** The office the applicant named: a new one, or an existing one looked up by id. */
function RequestedOffice({ request }: { request: SignupRequest }) {
  if (request.office_id) return <ExistingOffice id={request.office_id} />;
  return (
    <span>
      {request.office_name}{' '}
      <Badge className="ml-1 border-ink-200 bg-ink-50 text-ink-700">
        <Trans>new office</Trans>
      </Badge>
    </span>
  );
}

function ExistingOffice({ id }: { id: string }) {
  const office = useOffice(id);
  return <span>{office.data?.name ?? '…'}</span>;
}
