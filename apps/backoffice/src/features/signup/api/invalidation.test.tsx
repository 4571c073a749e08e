import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { officeKeys } from '@/features/offices/api/keys';
import { subjectKeys } from '@/features/subjects/api/keys';
import { userKeys } from '@/features/users/api/keys';
import { useDecideSignupRequest } from './decide-signup-request';
import { signupKeys } from './keys';

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  queryClient = new QueryClient();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ message: 'Approved' })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a signup decision invalidates through the key factories', () => {
  it('refreshes the pending requests, the office lists and the users, and nothing else', async () => {
    const officesQuery = { page: 1, query: '', areas: undefined };
    const seeded = {
      pending: signupKeys.pendingRequests(),
      offices: officeKeys.list(officesQuery),
      officeUsers: userKeys.ofOffice('o1'),
      office: officeKeys.detail('o1'),
      subjects: subjectKeys.tree(undefined),
    };
    for (const key of Object.values(seeded)) queryClient.setQueryData(key, []);

    const { result } = renderHook(() => useDecideSignupRequest(), { wrapper });
    result.current.mutate({ id: 'r1', decision: 'approve' });
    await waitFor(() => expect(result.current.status).not.toBe('pending'));
    expect(result.current.error).toBeNull();

    const invalidated = Object.fromEntries(
      Object.entries(seeded).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated]),
    );
    expect(invalidated).toEqual({
      pending: true,
      offices: true,
      officeUsers: true,
      office: false,
      subjects: false,
    });
  });
});
