import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The title and introduction every signed-out screen opens with. */
export function GuestHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold text-ink-900">{title}</h1>
      <p className="mt-2 text-muted-foreground">{intro}</p>
    </>
  );
}

/** A signed-out screen's form, with why its last request failed just above it. */
export function GuestForm({
  error,
  onSubmit,
  children,
}: {
  error: { message: string } | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorAlert error={error} className="mt-6" />
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
        {children}
      </form>
    </>
  );
}

/** The account's email, which browsers and password managers fill in as the username. */
export function AccountEmailField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Field label={t`Email`} error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="username"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The way out of password recovery. */
export function BackToSignIn() {
  return (
    <Button asChild variant="link" className="mt-8">
      <Link to="/login">
        <ArrowLeft aria-hidden />
        <Trans>Back to sign in</Trans>
      </Link>
    </Button>
  );
}
