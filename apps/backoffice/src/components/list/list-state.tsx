import { Trans } from '@lingui/react/macro';
import { CircleAlert, LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * What a screen shows while its data loads, when loading failed (with a way to try again) or when a
 * list has nothing; else the content. Every screen that loads data shows it through this, one
 * query's through QueryState (docs/decisions/011-route-loading.md).
 */
export function ListState({
  loading,
  error,
  onRetry,
  empty = false,
  emptyText,
  children,
}: {
  loading: boolean;
  error?: string | undefined;
  /** Loads the list again after a failure, such as the query's refetch. */
  onRetry: () => void;
  /** Lists only: whether there is nothing to show, and what to say then. */
  empty?: boolean;
  emptyText?: ReactNode;
  children: ReactNode;
}) {
  if (loading) {
    return (
      <p className="flex items-center justify-center gap-2 p-10 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (error) {
    return (
      <div className="flex flex-col items-center justify-center gap-3 p-10 text-center">
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden />
          {error}
        </p>
        <RetryButton onRetry={onRetry} />
      </div>
    );
  }
  if (empty) return <p className="p-10 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return children;
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onRetry}>
      <RotateCw aria-hidden />
      <Trans>Try again</Trans>
    </Button>
  );
}
