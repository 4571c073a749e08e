import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { ListPagination } from './list-pagination';

describe('ListPagination', () => {
  it('shows nothing when the list fits on one page', () => {
    renderWithUser(<ListPagination page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('marks the current page and goes to the page chosen', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithUser(<ListPagination page={2} pageCount={3} onPageChange={onPageChange} />);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('cannot go back from the first page nor on from the last', () => {
    renderWithUser(<ListPagination page={1} pageCount={2} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false);
  });
});
