import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Retrying helps only when the server or the network hiccuped, never on a 4xx answer.
      retry: (failures, error) =>
        failures < 2 && (!(error instanceof ApiError) || error.status === null || error.status >= 500),
    },
  },
});

declare module '@tanstack/react-query' {
  interface Register {
    // Every call goes through the API client, which turns each failure into an ApiError.
    defaultError: ApiError;
  }
}
