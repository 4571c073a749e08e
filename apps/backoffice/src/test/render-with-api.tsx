import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithUser } from '@/test/render';

/** The recorded API calls of a test: method, path and JSON body. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Renders with a query client, and answers every API call with `answer` (the item by default),
 * recording each one.
 */
export function renderWithApi(ui: ReactElement, answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      const call = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : null,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { calls, ...renderWithUser(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}
