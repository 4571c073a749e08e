import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { ListState } from './list-state';

const list = <ul aria-label="Users" />;
const noRetry = () => {};

describe('ListState', () => {
  it('says it is loading instead of the list', () => {
    renderWithUser(
      <ListState loading onRetry={noRetry} empty={false} emptyText="No users yet.">
        {list}
      </ListState>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure as an alert instead of the list, with a way to try again', async () => {
    const retry = vi.fn();
    const { user } = renderWithUser(
      <ListState
        loading={false}
        error="Network error"
        onRetry={retry}
        empty={false}
        emptyText="No users yet."
      >
        {list}
      </ListState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Network error');
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says there is nothing when the list is empty', () => {
    renderWithUser(
      <ListState loading={false} onRetry={noRetry} empty emptyText="No users yet.">
        {list}
      </ListState>,
    );
    expect(screen.getByText('No users yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the content once loaded, a single resource needing no empty text', () => {
    renderWithUser(
      <ListState loading={false} onRetry={noRetry}>
        {list}
      </ListState>,
    );
    expect(screen.getByRole('list', { name: 'Users' })).toBeTruthy();
  });
});
