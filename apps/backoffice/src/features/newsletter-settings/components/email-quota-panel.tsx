import { EMAIL_PACKAGES } from '@gaceta/shared/newsletter';
import type { EmailQuota } from '@gaceta/shared/newsletter/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/date-time';
import { useRequestEmailPackage } from '../api/request-email-package';

type EmailPackage = (typeof EMAIL_PACKAGES)[number];

/**
 * The office's emails contracted, sent and remaining, the requests waiting for the provider, and a
 * request for another package after a confirmation that shows its size.
 */
export function EmailQuotaPanel({ quota, timeZone }: { quota: EmailQuota; timeZone: string }) {
  const { t, i18n } = useLingui();
  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  const [requesting, setRequesting] = useState<EmailPackage | null>(null);
  const waiting = quota.pending_requests.length > 0;
  return (
    <div className="grid max-w-3xl gap-6">
      <FormSection title={<Trans>Your emails</Trans>}>
        <dl className="grid gap-4 sm:grid-cols-3">
          {[
            { key: 'contracted', label: <Trans>Contracted</Trans>, value: quota.contracted },
            { key: 'sent', label: <Trans>Sent</Trans>, value: quota.sent },
            { key: 'remaining', label: <Trans>Remaining</Trans>, value: quota.remaining },
          ].map(({ key, label, value }) => (
            <div key={key} className="rounded-md border p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-serif text-3xl font-semibold text-ink-900">{number(value)}</dd>
            </div>
          ))}
        </dl>
        <meter
          min={0}
          max={Math.max(quota.contracted, 1)}
          value={Math.min(quota.sent, quota.contracted)}
          aria-label={t`Share of the contracted emails sent`}
          className="h-3 w-full"
        />
        {quota.pending_requests.map((request) => (
          <p key={request.id} className="text-sm">
            <Trans>
              A request for {number(request.package)} emails, sent on{' '}
              {formatDateTime(request.requested_at, i18n.locale, timeZone)}, is waiting for the provider's
              answer.
            </Trans>
          </p>
        ))}
      </FormSection>
      <FormSection
        title={<Trans>Request more emails</Trans>}
        description={
          waiting ? (
            <Trans>You can request another package once the provider has answered the one waiting.</Trans>
          ) : (
            <Trans>
              Choose a package: the provider reviews the request and you receive the answer by email.
            </Trans>
          )
        }
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {EMAIL_PACKAGES.map((size) => (
            <li key={size}>
              <Button
                variant="outline"
                className="h-auto w-full justify-start py-3"
                disabled={waiting}
                onClick={() => setRequesting(size)}
              >
                <PackagePlus aria-hidden />
                <Trans>{number(size)} emails</Trans>
              </Button>
            </li>
          ))}
        </ul>
      </FormSection>
      <RequestDialog size={requesting} onClose={() => setRequesting(null)} />
    </div>
  );
}

function RequestDialog({ size, onClose }: { size: EmailPackage | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const request = useRequestEmailPackage();
  const close = () => {
    request.reset();
    onClose();
  };
  const amount = size === null ? '' : new Intl.NumberFormat(i18n.locale).format(size);
  return (
    <ConfirmDialog
      open={size !== null}
      onOpenChange={(open) => !open && close()}
      destructive={false}
      title={<Trans>Request a package of {amount} emails?</Trans>}
      description={
        <Trans>
          The provider receives a request for {amount} more emails for your office. Once approved, they are
          added to your contracted emails.
        </Trans>
      }
      confirmLabel={<Trans>Request {amount} emails</Trans>}
      pending={request.isPending}
      error={request.error?.message}
      onConfirm={() =>
        size !== null &&
        request.mutate(
          { package: size },
          {
            onSuccess: () => {
              toast.success(t`Package requested`);
              close();
            },
          },
        )
      }
    />
  );
}
