import type { ReactNode } from 'react';
import { ListState } from './list-state';

/** What QueryState reads of a query's result, such as useQuery's. */
export interface QueryResult<TData> {
  isPending: boolean;
  error: Error | null;
  data: TData | undefined;
  refetch: () => unknown;
}

/**
 * ListState for one query: its loading, its failure (tried again with its refetch) and, for lists,
 * its emptiness; else the content, drawn from the loaded data. Screens that combine several
 * queries use ListState itself.
 */
export function QueryState<TData>({
  query,
  isEmpty,
  emptyText,
  describeError,
  children,
}: {
  query: QueryResult<TData>;
  /** Lists only: whether the data has nothing to show, and what to say then. */
  isEmpty?: (data: TData) => boolean;
  emptyText?: ReactNode;
  /** What to say of a failure whose own message does not fit, such as a 404; else its message. */
  describeError?: (error: Error) => string;
  children: (data: TData) => ReactNode;
}) {
  const { data, error } = query;
  return (
    <ListState
      loading={query.isPending}
      error={error ? (describeError?.(error) ?? error.message) : undefined}
      onRetry={() => void query.refetch()}
      empty={data !== undefined && isEmpty?.(data) === true}
      emptyText={emptyText}
    >
      {data !== undefined && children(data)}
    </ListState>
  );
}
