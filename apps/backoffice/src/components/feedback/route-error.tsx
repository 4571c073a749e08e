import { Trans } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { CircleAlert, Lock, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { ForbiddenScreen } from '@/lib/forbidden';
import { Logo } from '../layout/logo';
import { PageFrame, PageHeader } from '../layout/page';
import { Button } from '../ui/button';

/** Why the screen failed: an API failure's own (translated) message, else a plain statement. */
function ErrorMessage({ error }: { error: unknown }) {
  const reason = error instanceof ApiError ? error.message : '';
  return (
    <p className="flex items-start gap-2 text-muted-foreground">
      <CircleAlert className="mt-1 size-4 shrink-0 text-destructive" aria-hidden />
      {error instanceof ApiError ? (
        <span>
          <Trans>The screen could not be loaded: {reason}</Trans>
        </span>
      ) : (
        <span>
          <Trans>The screen could not be shown because of an unexpected error.</Trans>
        </span>
      )}
    </p>
  );
}

/** Runs the screen's loaders again (and its queries, when they threw while rendering). */
function RetryScreen({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const [retrying, setRetrying] = useState(false);
  // Queries that failed inside this screen fetch again when it renders anew.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);
  const retry = async () => {
    setRetrying(true);
    try {
      await router.invalidate();
      reset();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Button className="w-fit" pending={retrying} onClick={() => void retry()}>
      {!retrying && <RotateCw aria-hidden />}
      <Trans>Try again</Trans>
    </Button>
  );
}

/** A screen whose data or code failed, inside the signed-in frame (the router's default). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  if (error instanceof ForbiddenScreen) return <Forbidden reason={error.reason} />;
  return (
    <PageFrame>
      <PageHeader title={<Trans>This screen could not be loaded</Trans>} />
      <div role="alert" className="grid max-w-3xl gap-5 rounded-xl border bg-card p-6">
        <ErrorMessage error={error} />
        <RetryScreen reset={reset} />
      </div>
    </PageFrame>
  );
}

/** The same when there is no frame to show it in: the session itself could not be loaded. */
export function FullPageRouteError({ error, reset }: ErrorComponentProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6">
      <Logo />
      <div role="alert" className="grid w-full max-w-md gap-5 rounded-xl border bg-card p-6">
        <h1 className="font-serif text-2xl font-semibold text-ink-900">
          <Trans>Gaceta could not be loaded</Trans>
        </h1>
        <ErrorMessage error={error} />
        <RetryScreen reset={reset} />
      </div>
    </main>
  );
}

/** A screen the user's roles do not give them: said plainly, with the way back (never a silent redirect). */
function Forbidden({ reason }: { reason: ForbiddenScreen['reason'] }) {
  return (
    <PageFrame>
      <PageHeader title={<Trans>You do not have permission</Trans>} />
      <div role="alert" className="grid max-w-3xl gap-5 rounded-xl border bg-card p-6">
        <p className="flex items-start gap-2 text-muted-foreground">
          <Lock className="mt-1 size-4 shrink-0 text-ink-500" aria-hidden />
          <span>
            {reason === 'roles' && (
              <Trans>
                Your roles do not include this screen. A user account manager of your office can give you the
                role it needs.
              </Trans>
            )}
            {reason === 'office' && (
              <Trans>
                This screen belongs to an office: choose the office to act as, then open it again.
              </Trans>
            )}
            {reason === 'admin' && <Trans>This screen is for the provider's administrators.</Trans>}
          </span>
        </p>
        <Button asChild className="w-fit">
          {reason === 'office' ? (
            <Link to="/office-management">
              <Trans>Choose an office</Trans>
            </Link>
          ) : (
            <Link to="/dashboard">
              <Trans>Back to the dashboard</Trans>
            </Link>
          )}
        </Button>
      </div>
    </PageFrame>
  );
}
