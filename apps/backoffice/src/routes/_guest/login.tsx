import { LoginInput } from '@gaceta/shared/accounts/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { useLogin } from '@/features/auth/api/login';
import { readSession, saveSession } from '@/lib/auth-storage';
import { useForm } from '@/lib/hooks/use-form';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { AccountEmailField, GuestForm, GuestHeading } from './-components/guest-page';

export const Route = createFileRoute('/_guest/login')({
  staticData: { title: SCREEN_TITLES.login },
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: () => {
    if (readSession()) throw redirect({ to: '/dashboard' });
  },
  component: LoginPage,
});

/** Only a path of this site may be a destination after signing in. */
function safeDestination(redirectTo: string | undefined): string {
  return redirectTo?.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : '/dashboard';
}

function LoginPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [stayLoggedIn, setStayLoggedIn] = useState(false);

  const form = useForm(LoginInput, { email: '', password: '' }, (input) =>
    login.mutate(input, {
      onSuccess: ({ token }) => {
        saveSession(token, stayLoggedIn);
        queryClient.clear();
        void navigate({ href: safeDestination(search.redirect) });
      },
    }),
  );

  return (
    <>
      <GuestHeading
        title={<Trans>Sign in</Trans>}
        intro={<Trans>Welcome back. Enter the email and password of your Gaceta account.</Trans>}
      />

      <GuestForm error={login.error} onSubmit={form.handleSubmit}>
        <AccountEmailField
          value={form.values.email}
          error={form.errors.email}
          onChange={(email) => form.setValue('email', email)}
        />
        <div className="grid gap-2">
          <Field label={t`Password`} error={form.errors.password}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                value={form.values.password}
                onChange={(event) => form.setValue('password', event.target.value)}
              />
            )}
          </Field>
          {/* After the field, so Tab goes from the email straight to the password. */}
          <Link
            to="/forgot-password"
            className="justify-self-end text-sm text-ink-600 underline-offset-4 hover:underline"
          >
            <Trans>Forgot your password?</Trans>
          </Link>
        </div>
        <div className="flex items-center gap-2.5">
          <Checkbox
            id="stay-logged-in"
            checked={stayLoggedIn}
            onCheckedChange={(checked) => setStayLoggedIn(checked === true)}
          />
          <Label htmlFor="stay-logged-in" className="font-normal">
            <Trans>Stay logged in</Trans>
          </Label>
        </div>
        <Button type="submit" size="lg" pending={login.isPending}>
          <Trans>Sign in</Trans>
        </Button>
      </GuestForm>

      <p className="mt-8 text-center text-sm text-muted-foreground">
        <Trans>
          New to Gaceta?{' '}
          <Link to="/welcome" className="font-medium text-ink-800 underline-offset-4 hover:underline">
            Discover what it does for your office
          </Link>
        </Trans>
      </p>
    </>
  );
}
