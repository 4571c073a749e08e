import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { RecipientFilters } from './recipient-filters';

describe('RecipientFilters', () => {
  it('names each filter and says what each choice narrows the list to', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUser(<RecipientFilters value={{ active: false }} onChange={onChange} />);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect([...(status as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Any status',
      'Subscribed',
      'Awaiting confirmation',
      'Unsubscribed',
      'Bounced',
      'Marked as spam',
    ]);
    await user.selectOptions(status, 'Unsubscribed');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'unsubscribed', active: false });
    const active = screen.getByRole('combobox', { name: 'Active' });
    expect((active as HTMLSelectElement).value).toBe('false');
    await user.selectOptions(active, 'Active or not');
    expect(onChange).toHaveBeenLastCalledWith({ active: undefined });
  });
});
