import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** After sending: what happens next. */
export function SignupSuccess({ email }: { email: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-10 text-center">
      <span className="mb-6 grid size-14 place-items-center rounded-full bg-success/10 text-success ring-1 ring-success/30">
        <MailCheck className="size-6" aria-hidden />
      </span>
      <h2 className="font-serif text-3xl font-semibold text-ink-900">
        <Trans>Request received</Trans>
      </h2>
      <p className="mt-3 text-muted-foreground">
        <Trans>
          Thank you. We will review your request and write to{' '}
          <strong className="break-all text-ink-900">{email}</strong> as soon as it is approved. You will then
          sign in with the email and password you have just chosen.
        </Trans>
      </p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/welcome">
          <Trans>Back to the home page</Trans>
        </Link>
      </Button>
    </div>
  );
}
