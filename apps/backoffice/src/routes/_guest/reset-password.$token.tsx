import { Password, passwordConfirmationMatches } from '@gaceta/shared/password';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { PasswordChecklist } from '@/features/auth/components/password-checklist';
import { PasswordInput } from '@/features/auth/components/password-input';
import { useForm } from '@/lib/use-form';

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
      <h1 className="font-serif text-3xl font-semibold text-ink-900">
        <Trans>Create a new password</Trans>
      </h1>
      <p className="mt-2 text-muted-foreground">
        <Trans>Choose a password you do not use anywhere else.</Trans>
      </p>

      <ErrorAlert error={reset.error} className="mt-6" />

      <form noValidate onSubmit={form.handleSubmit} className="mt-6 grid gap-5">
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
      </form>

      <Button asChild variant="link" className="mt-8">
        <Link to="/login">
          <ArrowLeft aria-hidden />
          <Trans>Back to sign in</Trans>
        </Link>
      </Button>
    </>
  );
}
