import { ForgotPasswordInput } from '@gaceta/shared/accounts/auth';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { useForm } from '@/lib/hooks/use-form';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { AccountEmailField, BackToSignIn, GuestForm, GuestHeading } from './-components/guest-page';

export const Route = createFileRoute('/_guest/forgot-password')({
  staticData: { title: SCREEN_TITLES.forgotPassword },
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm(ForgotPasswordInput, { email: '' }, (input) => forgot.mutate(input));
  const sentTo = forgot.variables?.email;

  return (
    <>
      <GuestHeading
        title={<Trans>Forgot your password?</Trans>}
        intro={
          <Trans>Enter the email of your account and we will send you a link to create a new password.</Trans>
        }
      />

      {forgot.isSuccess ? (
        <Alert variant="success" className="mt-6">
          <MailCheck aria-hidden />
          <span>
            <Trans>
              If {sentTo} belongs to an account, we have sent it a link. Open it to create your new password;
              it can be used only once and expires in an hour. If you do not see the email, check your spam
              folder and that the address is the one of your account.
            </Trans>
          </span>
        </Alert>
      ) : (
        <GuestForm error={forgot.error} onSubmit={form.handleSubmit}>
          <AccountEmailField
            value={form.values.email}
            error={form.errors.email}
            onChange={(email) => form.setValue('email', email)}
          />
          <Button type="submit" size="lg" pending={forgot.isPending}>
            <Trans>Send the link</Trans>
          </Button>
        </GuestForm>
      )}

      <BackToSignIn />
    </>
  );
}
