import type { NewsletterConfiguration, Sender } from '@gaceta/shared/newsletter/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { configurationInput, useUpdateNewsletterConfiguration } from '../api/update-newsletter-configuration';

/**
 * Which verified address the newsletter is sent from, and what readers see of it: the office's
 * name, with replies going to the address (docs/newsletter.md, Senders).
 */
export function SenderChoice({
  configuration,
  senders,
  officeName,
}: {
  configuration: NewsletterConfiguration;
  senders: Sender[];
  officeName: string;
}) {
  const { t } = useLingui();
  const save = useUpdateNewsletterConfiguration();
  const verified = senders.filter((sender) => sender.verified);
  const [senderId, setSenderId] = useState(configuration.sender_id ?? '');
  const chosen = verified.find((sender) => sender.id === senderId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...configurationInput(configuration), sender_id: senderId || null },
      { onSuccess: () => toast.success(t`Newsletter sender saved`) },
    );
  };
  return (
    <FormSection
      title={<Trans>The newsletter's sender</Trans>}
      description={
        <Trans>
          Only a verified address can send the newsletter. Readers see your office's name, and their replies
          reach this address.
        </Trans>
      }
    >
      {verified.length === 0 ? (
        <p className="text-sm">
          <Trans>
            No address is verified yet.{' '}
            <Link to="/settings/add-configuration-email" className="font-medium underline underline-offset-4">
              Add a sender address
            </Link>{' '}
            and enter the code it receives.
          </Trans>
        </p>
      ) : (
        <form onSubmit={submit} className="grid gap-4">
          <ErrorAlert error={save.error} />
          <Field
            label={<Trans>Send from</Trans>}
            error={save.error?.fields.sender_id ?? save.error?.fields.auto_publish}
          >
            {(control) => (
              <NativeSelect
                {...control}
                value={senderId}
                onChange={(event) => setSenderId(event.target.value)}
              >
                <option value="">{t`No sender chosen`}</option>
                {verified.map((sender) => (
                  <option key={sender.id} value={sender.id}>
                    {sender.email}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {chosen && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border bg-muted/40 p-3 text-sm">
              <dt className="text-muted-foreground">
                <Trans>From</Trans>
              </dt>
              <dd className="break-all">{officeName}</dd>
              <dt className="text-muted-foreground">
                <Trans>Replies to</Trans>
              </dt>
              <dd className="break-all">{chosen.email}</dd>
            </dl>
          )}
          <Button type="submit" pending={save.isPending} className="w-fit">
            <Trans>Save</Trans>
          </Button>
        </form>
      )}
    </FormSection>
  );
}
