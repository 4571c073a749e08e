import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithUser } from '@/test/render';
import { QueryState } from './query-state';

type Users = { name: string }[];

/** The parts of a query result QueryState reads, loaded with `data` unless told otherwise. */
const query = (state: { data?: Users; error?: ApiError; isPending?: boolean }) => ({
  data: state.data,
  error: state.error ?? null,
  isPending: state.isPending ?? false,
  refetch: vi.fn(),
});

const renderUsers = (users: ReturnType<typeof query>, describeError?: (error: Error) => string) =>
  renderWithUser(
    <QueryState
      query={users}
      isEmpty={(data) => data.length === 0}
      emptyText="No users yet."
      {...(describeError && { describeError })}
    >
      {(data) => (
        <ul aria-label="Users">
          {data.map((user) => (
            <li key={user.name}>{user.name}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('says it is loading instead of the list', () => {
    renderUsers(query({ isPending: true }));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure as an alert instead of the list, trying again with the query’s refetch', async () => {
    const users = query({ data: [{ name: 'Ana' }], error: new ApiError(null, 'network', 'Network error') });
    const { user } = renderUsers(users);
    expect(screen.getByRole('alert').textContent).toBe('Network error');
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(users.refetch).toHaveBeenCalledOnce();
  });

  it('words a failure its own way when told how', () => {
    renderUsers(query({ error: new ApiError(404, 'not_found', 'Not found') }), (error) =>
      error instanceof ApiError && error.status === 404 ? 'No such office.' : error.message,
    );
    expect(screen.getByRole('alert').textContent).toBe('No such office.');
  });

  it('says there is nothing when the data is empty', () => {
    renderUsers(query({ data: [] }));
    expect(screen.getByText('No users yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the content drawn from the loaded data', () => {
    renderUsers(query({ data: [{ name: 'Ana' }, { name: 'Luis' }] }));
    expect(screen.getByRole('list', { name: 'Users' }).textContent).toBe('AnaLuis');
  });

  it('shows a single resource, needing no empty check', () => {
    renderWithUser(
      <QueryState query={query({ data: [{ name: 'Ana' }] })}>{([first]) => <p>{first?.name}</p>}</QueryState>,
    );
    expect(screen.getByText('Ana')).toBeTruthy();
  });
});
