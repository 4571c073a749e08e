// The sign-in page's stand-in for TanStack Query (docs/decisions/029-a-small-sign-in-page.md):
// vite.sign-in.config.ts resolves '@tanstack/react-query' here. The page only sends one form, so
// a mutation's state is all it needs; there is no cache to clear.
import { type ReactNode, useState } from 'react';

interface MutateOptions<T> {
  onSuccess?: (result: T) => void;
}

export function useMutation<Input, Result>({
  mutationFn,
}: {
  mutationFn: (input: Input) => Promise<Result>;
}) {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({
    isPending: false,
    error: null,
  });
  const mutate = (input: Input, options?: MutateOptions<Result>) => {
    setState({ isPending: true, error: null });
    mutationFn(input).then(
      (result) => {
        setState({ isPending: false, error: null });
        options?.onSuccess?.(result);
      },
      (error: Error) => setState({ isPending: false, error }),
    );
  };
  return { mutate, ...state };
}

export const useQueryClient = () => ({ clear() {} });

export const QueryClientProvider = ({ children }: { children: ReactNode }) => children;
