import { SENDER_CODE, type Sender, SenderCodeInput } from '@gaceta/shared/newsletter/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/date-time';
import { useForm } from '@/lib/hooks/use-form';
import { useServerFieldFocus } from '@/lib/hooks/use-server-field-focus';
import { useAddSender } from '../api/add-sender';
import { useVerifySender } from '../api/verify-sender';
import { DeleteSenderDialog } from './sender-list';
import { SenderStatus } from './sender-status';

/**
 * One sender address: enter the code it received, ask for a new one, or delete it. `timeZone` is
 * the office's, in which the code's expiry is shown.
 */
export function SenderVerification({
  sender,
  timeZone,
  onDeleted,
}: {
  sender: Sender;
  timeZone: string;
  onDeleted: () => void;
}) {
  const { i18n } = useLingui();
  const [deleting, setDeleting] = useState<Sender | null>(null);
  return (
    <FormSection
      title={<span className="break-all">{sender.email}</span>}
      description={
        sender.verified && sender.verified_at ? (
          <Trans>
            Verified on {formatDateTime(sender.verified_at, i18n.locale, timeZone)}: the newsletter may be
            sent from it.
          </Trans>
        ) : (
          <Trans>
            We sent a {SENDER_CODE.length}-digit code to this address. Enter it here to confirm that your
            office reads it.
          </Trans>
        )
      }
    >
      <div>
        <SenderStatus sender={sender} />
      </div>
      {!sender.verified && <CodeForm sender={sender} timeZone={timeZone} />}
      <div>
        <Button variant="outline" onClick={() => setDeleting(sender)}>
          <Trash2 aria-hidden />
          <Trans>Delete this address</Trans>
        </Button>
      </div>
      <DeleteSenderDialog sender={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
    </FormSection>
  );
}

function CodeForm({ sender, timeZone }: { sender: Sender; timeZone: string }) {
  const { t, i18n } = useLingui();
  const verify = useVerifySender();
  const resend = useAddSender();
  const codeRef = useServerFieldFocus<HTMLInputElement>(verify.error, 'code');
  const form = useForm(SenderCodeInput, { code: '' }, ({ code }) =>
    verify.mutate(
      { id: sender.id, code },
      { onSuccess: () => toast.success(t`The address ${sender.email} is verified`) },
    ),
  );
  const sendAgain = () =>
    resend.mutate(
      { email: sender.email },
      {
        onSuccess: () => {
          verify.reset();
          form.setValue('code', '');
          toast.success(t`We have sent a new code to ${sender.email}`);
        },
      },
    );
  const expires = sender.code_expires_at && formatDateTime(sender.code_expires_at, i18n.locale, timeZone);
  return (
    <div className="grid gap-4">
      <form onSubmit={form.handleSubmit} noValidate className="grid max-w-md gap-4">
        <ErrorAlert error={verify.error ?? resend.error} fieldsShown={['code']} />
        <Field
          label={<Trans>Verification code</Trans>}
          description={
            expires ? (
              <Trans>
                Valid until {expires}; {sender.attempts_left} tries left.
              </Trans>
            ) : undefined
          }
          error={form.errors.code ?? verify.error?.fields.code}
        >
          {(control) => (
            <Input
              {...control}
              ref={codeRef}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={32}
              className="max-w-48 font-mono tracking-widest"
              value={form.values.code}
              onChange={(event) => form.setValue('code', event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={verify.isPending}>
            <MailCheck aria-hidden />
            <Trans>Verify</Trans>
          </Button>
          <Button type="button" variant="outline" pending={resend.isPending} onClick={sendAgain}>
            <RotateCw aria-hidden />
            <Trans>Send a new code</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
