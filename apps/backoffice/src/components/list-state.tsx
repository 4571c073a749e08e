import { Trans } from '@lingui/react/macro';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list shows while it loads, when it failed or when it has nothing; else the list. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  error?: string | undefined;
  empty: boolean;
  emptyText: ReactNode;
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
      <p role="alert" className="flex items-center justify-center gap-2 p-10 text-sm text-destructive">
        <CircleAlert className="size-4" aria-hidden />
        {error}
      </p>
    );
  }
  if (empty) return <p className="p-10 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return children;
}
