import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUser } from '@/test/render';
import { ListState } from './list-state';

const list = <ul aria-label="Users" />;

describe('ListState', () => {
  it('says it is loading instead of the list', () => {
    renderWithUser(
      <ListState loading empty={false} emptyText="No users yet.">
        {list}
      </ListState>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure as an alert instead of the list', () => {
    renderWithUser(
      <ListState loading={false} error="Network error" empty={false} emptyText="No users yet.">
        {list}
      </ListState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Network error');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says there is nothing when the list is empty', () => {
    renderWithUser(
      <ListState loading={false} empty emptyText="No users yet.">
        {list}
      </ListState>,
    );
    expect(screen.getByText('No users yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the content once loaded, a single resource needing no empty text', () => {
    renderWithUser(<ListState loading={false}>{list}</ListState>);
    expect(screen.getByRole('list', { name: 'Users' })).toBeTruthy();
  });
});
