import { Trans, useLingui } from '@lingui/react/macro';
import { useDecidePackageRequest } from '@/features/newsletter-settings/api/decide-package-request';
import { usePendingPackageRequests } from '@/features/newsletter-settings/api/get-package-requests';
import { PendingRequests } from './request-cards';

/** The offices' requests for more emails, each approved (raising the quota) or rejected after a confirmation. */
export function PackageRequests() {
  const { t, i18n } = useLingui();
  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  return (
    <PendingRequests
      requests={usePendingPackageRequests()}
      decide={useDecidePackageRequest()}
      emptyText={<Trans>No email package requests are waiting.</Trans>}
      card={(request) => ({
        heading: request.office_name,
        subheading: <Trans>{number(request.package)} emails</Trans>,
        at: request.requested_at,
      })}
      confirmation={(request, decision) => {
        const office = request.office_name;
        const amount = number(request.package);
        return decision === 'approve'
          ? {
              title: (
                <Trans>
                  Approve {amount} emails for {office}?
                </Trans>
              ),
              description: (
                <Trans>
                  The office's contracted emails grow by {amount}, and the office is told by email.
                </Trans>
              ),
              done: t`Package approved`,
            }
          : {
              title: (
                <Trans>
                  Reject {amount} emails for {office}?
                </Trans>
              ),
              description: (
                <Trans>
                  The office is told by email that the request was not approved, and may reply to you.
                </Trans>
              ),
              done: t`Package rejected`,
            };
      }}
    />
  );
}
