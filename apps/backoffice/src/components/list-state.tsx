import { Trans } from '@lingui/react/macro';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What a screen shows while its data loads, when loading failed or when a list has nothing; else
 * the content. Every screen that loads data shows it through this (docs/decisions/011-route-loading.md).
 */
export function ListState({
  loading,
  error,
  empty = false,
  emptyText,
  children,
}: {
  loading: boolean;
  error?: string | undefined;
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
      <p role="alert" className="flex items-center justify-center gap-2 p-10 text-sm text-destructive">
        <CircleAlert className="size-4" aria-hidden />
        {error}
      </p>
    );
  }
  if (empty) return <p className="p-10 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return children;
}
