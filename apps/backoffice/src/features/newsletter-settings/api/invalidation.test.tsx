import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDecidePackageRequest } from './decide-package-request';
import { useDeleteSender } from './delete-sender';
import { newsletterSettingsKeys } from './keys';
import { useVerifySender } from './verify-sender';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: actual.api.extend({ prefix: 'http://localhost/' }) };
});

const REQUEST = {
  id: 'r1',
  office_id: 'o1',
  office_name: 'Despacho',
  package: 1000,
  status: 'approved',
  requested_at: '2026-11-26T10:00:00Z',
  decided_at: '2026-11-26T11:00:00Z',
};

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

beforeEach(() => {
  queryClient = new QueryClient();
  for (const key of [
    newsletterSettingsKeys.senders(),
    newsletterSettingsKeys.configuration(),
    newsletterSettingsKeys.quota(),
    newsletterSettingsKeys.pendingPackageRequests(),
  ])
    queryClient.setQueryData(key, {});
});
afterEach(() => vi.unstubAllGlobals());

describe('newsletter settings mutations invalidate through the key factory', () => {
  it('deleting a sender refreshes the senders and the configuration that may name it, not the quota', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ key: 'done.sender_deleted', message: 'Sender deleted' })),
    );
    const { result } = renderHook(() => useDeleteSender(), { wrapper });
    result.current.mutate('s1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(invalidated(newsletterSettingsKeys.senders())).toBe(true);
    expect(invalidated(newsletterSettingsKeys.configuration())).toBe(true);
    expect(invalidated(newsletterSettingsKeys.quota())).toBe(false);
  });

  it('a wrong code still refreshes the senders, whose tries left changed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 'SENDER_CODE_INVALID', message: 'Code not valid' }, { status: 422 }),
      ),
    );
    const { result } = renderHook(() => useVerifySender(), { wrapper });
    result.current.mutate({ id: 's1', code: '000000' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await waitFor(() => expect(invalidated(newsletterSettingsKeys.senders())).toBe(true));
    expect(invalidated(newsletterSettingsKeys.configuration())).toBe(false);
  });

  it("the admin's answer refreshes the waiting requests", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ object: REQUEST })),
    );
    const { result } = renderHook(() => useDecidePackageRequest(), { wrapper });
    result.current.mutate({ id: 'r1', decision: 'approve' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(invalidated(newsletterSettingsKeys.pendingPackageRequests())).toBe(true);
    expect(invalidated(newsletterSettingsKeys.senders())).toBe(false);
  });
});
