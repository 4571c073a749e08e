import { Password, passwordConfirmationMatches } from '@gaceta/shared/accounts/password';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { PasswordChecklist } from '@/components/form/password-checklist';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { resetTokenQueryOptions, useResetPassword } from '@/features/auth/api/reset-password';
import { useForm } from '@/lib/hooks/use-form';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { BackToSignIn, GuestForm, GuestHeading } from './-components/guest-page';

export const Route = createFileRoute('/_guest/reset-password/$token')({
  staticData: { title: SCREEN_TITLES.resetPassword },
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
  const check = useQuery(resetTokenQueryOptions(token));
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

  if (check.isPending) return <FullPageLoader />;
  // Told on opening the page, or when the link died while the form was open.
  if (check.error?.code === 'RESET_TOKEN_INVALID' || reset.error?.code === 'RESET_TOKEN_INVALID')
    return <DeadLink />;

  return (
    <>
      <GuestHeading
        title={<Trans>Create a new password</Trans>}
        intro={<Trans>Choose a password you do not use anywhere else.</Trans>}
      />

      <GuestForm error={reset.error ?? check.error} onSubmit={form.handleSubmit}>
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

/** A used, expired or unknown link: say so at once and offer a new one. */
function DeadLink() {
  return (
    <>
      <GuestHeading
        title={<Trans>This link can no longer be used</Trans>}
        intro={
          <Trans>
            Password reset links work only once and expire after an hour. Ask for a new link and use the
            newest email.
          </Trans>
        }
      />
      <Button asChild size="lg" className="mt-6">
        <Link to="/forgot-password">
          <Send aria-hidden />
          <Trans>Ask for a new link</Trans>
        </Link>
      </Button>
      <BackToSignIn />
    </>
  );
}
