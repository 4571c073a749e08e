import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subjectKeys } from './keys';
import { useUpdateSubject } from './update-subject';

const subject = {
  id: 's1',
  code: 'tax',
  name: { es: 'Fiscal', en: 'Tax', pt: 'Fiscal' },
  parent_id: null,
  level: 0,
  areas: null,
};

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  queryClient = new QueryClient();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ object: subject })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('subject mutations invalidate through the key factory', () => {
  it('a subject edit refreshes every subject tree, and not the office subscriptions', async () => {
    queryClient.setQueryData(subjectKeys.tree(undefined), [subject]);
    queryClient.setQueryData(subjectKeys.tree('esp'), [subject]);
    queryClient.setQueryData(subjectKeys.ofOffice(), { subject_ids: ['s1'] });
    const { result } = renderHook(() => useUpdateSubject(), { wrapper });
    result.current.mutate({ id: 's1', parent_id: 'root' });
    await waitFor(() => expect(result.current.status).not.toBe('pending'));
    expect(result.current.error).toBeNull();
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(subjectKeys.tree(undefined))).toBe(true);
    expect(invalidated(subjectKeys.tree('esp'))).toBe(true);
    expect(invalidated(subjectKeys.ofOffice())).toBe(false);
  });
});
