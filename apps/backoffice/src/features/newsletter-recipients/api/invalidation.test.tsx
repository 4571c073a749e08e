import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeleteRecipient } from './delete-recipient';
import { recipientKeys } from './keys';
import { useSetRecipientActive } from './set-recipient-active';

const recipient = {
  id: 'r1',
  email: 'ana@example.es',
  name: 'Ana',
  language: null,
  active: false,
  status: 'subscribed',
  subject_ids: [],
  consent_source: 'import',
  consent_at: '2026-01-01T00:00:00.000Z',
  confirmed_at: null,
  unsubscribed_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

let queryClient: QueryClient;
let paths: string[];
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  queryClient = new QueryClient();
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      paths.push(`${request.method} ${new URL(request.url).pathname}`);
      const removes = request.method === 'DELETE' || request.url.endsWith('/erase');
      return removes
        ? Response.json({ key: 'done.recipient_deleted', message: 'Recipient deleted' })
        : Response.json({ object: recipient });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('recipient mutations refresh every page of the list', () => {
  it('deactivating posts to …/deactivate and invalidates the lists', async () => {
    const pages = [
      recipientKeys.list({ page: 1, search: '' }),
      recipientKeys.list({ page: 2, search: 'ana' }),
    ];
    for (const key of pages) queryClient.setQueryData(key, { objects: [] });
    const { result } = renderHook(() => useSetRecipientActive(), { wrapper });
    result.current.mutate({ id: 'r1', active: false });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(paths).toEqual(['POST /v1/newsletter/recipients/r1/deactivate']);
    expect(pages.map(invalidated)).toEqual([true, true]);
  });

  it('erasing posts to …/erase, deleting sends DELETE', async () => {
    const { result } = renderHook(() => useDeleteRecipient(), { wrapper });
    result.current.mutate({ id: 'r1', erase: true });
    await waitFor(() => expect(result.current.status).toBe('success'));
    result.current.mutate({ id: 'r1', erase: false });
    await waitFor(() => expect(paths).toHaveLength(2));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(paths).toEqual(['POST /v1/newsletter/recipients/r1/erase', 'DELETE /v1/newsletter/recipients/r1']);
  });
});
