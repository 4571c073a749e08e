import { Password, passwordConfirmationMatches } from '@gaceta/shared/accounts/password';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
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
import { BackToSignIn, GuestForm, GuestHeading } from './guest-page';

const NewPassword = v.pipe(
  v.object({ password: Password, password_confirmation: v.string() }),
  passwordConfirmationMatches(),
);

/**
 * The page of an emailed single-use link that sets a password: a reset someone asked for, or the
 * invitation of a new user (the same token, decision 060), each with its own words.
 */
export function ChoosePassword({ token, purpose }: { token: string; purpose: 'reset' | 'invitation' }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const check = useQuery(resetTokenQueryOptions(token));
  const reset = useResetPassword();
  const invited = purpose === 'invitation';
  const form = useForm(NewPassword, { password: '', password_confirmation: '' }, (passwords) =>
    reset.mutate(
      { token, ...passwords },
      {
        onSuccess: () => {
          toast.success(
            invited
              ? t`Your password is saved. Sign in with your email and the password you chose.`
              : t`Your password has been changed. Sign in with your new password.`,
          );
          void navigate({ to: '/login' });
        },
      },
    ),
  );

  if (check.isPending) return <FullPageLoader />;
  // Told on opening the page, or when the link died while the form was open.
  if (check.error?.code === 'RESET_TOKEN_INVALID' || reset.error?.code === 'RESET_TOKEN_INVALID')
    return <DeadLink invited={invited} />;

  return (
    <>
      <GuestHeading
        title={invited ? <Trans>Choose your password</Trans> : <Trans>Create a new password</Trans>}
        intro={
          invited ? (
            <Trans>
              You have been invited to Gaceta. Choose a password you do not use anywhere else; you will sign
              in with it and your email.
            </Trans>
          ) : (
            <Trans>Choose a password you do not use anywhere else.</Trans>
          )
        }
      />

      <GuestForm error={reset.error ?? check.error} onSubmit={form.handleSubmit}>
        <Field label={invited ? t`Password` : t`New password`} error={form.errors.password}>
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
        <Field
          label={invited ? t`Confirm the password` : t`Confirm the new password`}
          error={form.errors.password_confirmation}
        >
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
          {invited ? <Trans>Save my password</Trans> : <Trans>Save the new password</Trans>}
        </Button>
      </GuestForm>

      <BackToSignIn />
    </>
  );
}

/** A used, expired or unknown link: say so at once and offer a way on. */
function DeadLink({ invited }: { invited: boolean }) {
  return (
    <>
      <GuestHeading
        title={<Trans>This link can no longer be used</Trans>}
        intro={
          invited ? (
            <Trans>
              Invitation links work only once and expire after seven days. Ask whoever invited you to send the
              invitation again, or ask for a password link with your email.
            </Trans>
          ) : (
            <Trans>
              Password reset links work only once and expire after an hour. Ask for a new link and use the
              newest email.
            </Trans>
          )
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
