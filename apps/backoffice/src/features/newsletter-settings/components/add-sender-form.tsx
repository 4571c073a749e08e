import { EMAIL_MAX } from '@gaceta/shared/accounts/auth';
import { type Sender, SenderInput } from '@gaceta/shared/newsletter/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useForm } from '@/lib/hooks/use-form';
import { useServerFieldFocus } from '@/lib/hooks/use-server-field-focus';
import { useAddSender } from '../api/add-sender';

/** Adds a sender address; the address receives a code, which the next screen asks for. */
export function AddSenderForm({ onAdded }: { onAdded: (sender: Sender) => void }) {
  const { t } = useLingui();
  const add = useAddSender();
  const emailRef = useServerFieldFocus<HTMLInputElement>(add.error, 'email');
  const form = useForm(SenderInput, { email: '' }, (input) =>
    add.mutate(input, {
      onSuccess: (sender) => {
        toast.success(t`We have sent a code to ${sender.email}`);
        onAdded(sender);
      },
    }),
  );
  return (
    <form onSubmit={form.handleSubmit} noValidate className="grid max-w-xl gap-4">
      <ErrorAlert error={add.error} fieldsShown={['email']} />
      <Field
        label={<Trans>Sender address</Trans>}
        description={
          <Trans>
            Readers see your office's name, and their replies reach this address. It receives a six-digit code
            to confirm that your office reads it.
          </Trans>
        }
        error={form.errors.email ?? add.error?.fields.email}
      >
        {(control) => (
          <Input
            {...control}
            ref={emailRef}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={form.values.email}
            onChange={(event) => form.setValue('email', event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" pending={add.isPending} className="w-fit">
        <Trans>Send the code</Trans>
      </Button>
    </form>
  );
}
