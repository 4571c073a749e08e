import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns web addresses into links, leaving the punctuation after them as text', () => {
    const { container } = render(
      <p>{linkify('Lea https://example.com/a?b=1. Y http://x.es/c, luego javascript:alert(1)')}</p>,
    );
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://example.com/a?b=1', 'http://x.es/c']);
    expect(container.textContent).toBe(
      'Lea https://example.com/a?b=1. Y http://x.es/c, luego javascript:alert(1)',
    );
  });
});
