import { Password, passwordConfirmationMatches } from '@gaceta/shared/password';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import * as v from 'valibot';
import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { useForm } from '@/lib/use-form';
import { BackToSignIn, GuestForm, GuestHeading } from './-components/guest-page';

export const Route = createFileRoute('/_guest/reset-password/$token')({
  component: ResetPasswordPage,
});

const NewPassword = v.pipe(
  v.object({ password: Password, password_confirmation: v.string() }),
  passwordConfirmationMatches(),
);

function ResetPasswordPage() {
  const { t } = useLingui();
  const { token } = Route.useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm(NewPassword, { password: '', password_confirmation: '' }, (passwords) =>
    reset.mutate(
      { token, ...passwords },
      {
        onSuccess: () => {
          toast.success(t`Your password has been changed. Sign in with your new password.`);
          void navigate({ to: '/login' });
        },
      },
    ),
  );

  return (
    <>
      <GuestHeading
        title={<Trans>Create a new password</Trans>}
        intro={<Trans>Choose a password you do not use anywhere else.</Trans>}
      />

      <GuestForm error={reset.error} onSubmit={form.handleSubmit}>
        <Field label={t`New password`} error={form.errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={form.values.password}
              onChange={(event) => form.setValue('password', event.target.value)}
            />
          )}
        </Field>
        <PasswordChecklist password={form.values.password} />
        <Field label={t`Confirm the new password`} error={form.errors.password_confirmation}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={form.values.password_confirmation}
              onChange={(event) => form.setValue('password_confirmation', event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" size="lg" pending={reset.isPending}>
          <Trans>Save the new password</Trans>
        </Button>
      </GuestForm>

      <BackToSignIn />
    </>
  );
}
