import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUser } from '@/test/render';
import { PlainTextVersion } from './plain-text-version';

function Post({ platform }: { platform: 'x' | 'linkedin' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <span id="label">Post</span>
      <PlainTextVersion platform={platform} labelId="label" value={value} onChange={setValue} />
    </>
  );
}

describe('PlainTextVersion', () => {
  it('counts an X post by weighted length, a link as 23', async () => {
    const { user } = renderWithUser(<Post platform="x" />);
    await user.type(
      screen.getByRole('textbox', { name: 'Post' }),
      'Lea https://www.example.com/una/ruta/muy/larga',
    );
    expect(screen.getByText('27 of 280 characters (each link counts as 23)')).toBeTruthy();
  });

  it('says when an X post is too long, and marks the field', async () => {
    const { user } = renderWithUser(<Post platform="x" />);
    const post = screen.getByRole('textbox', { name: 'Post' });
    await user.click(post);
    await user.paste('a'.repeat(281));
    expect(post.getAttribute('aria-invalid')).toBe('true');
    const description = (post.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual([
      '281 of 280 characters (each link counts as 23)',
      'At most 280 characters on X (a link counts as 23)',
    ]);
  });

  it('counts a LinkedIn post by characters', async () => {
    const { user } = renderWithUser(<Post platform="linkedin" />);
    await user.type(screen.getByRole('textbox', { name: 'Post' }), 'Hola 👋');
    expect(screen.getByText('7 of 3,000 characters')).toBeTruthy();
  });
});
