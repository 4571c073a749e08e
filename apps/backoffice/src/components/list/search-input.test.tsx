import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { SearchInput } from './search-input';

function ControlledSearch({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchInput
      label="Search users"
      placeholder="Name or email"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchInput', () => {
  it('is a search box named by its label, reporting each keystroke', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUser(<ControlledSearch onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'ana');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['a', 'an', 'ana']);
    expect((box as HTMLInputElement).value).toBe('ana');
  });
});
