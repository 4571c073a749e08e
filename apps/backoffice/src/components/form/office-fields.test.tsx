import type { AreaCode } from '@gaceta/shared/areas';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUser } from '@/test/render';
import { OfficeUrlFields } from './office-fields';

function UrlFields({ serverError }: { serverError?: string }) {
  const [values, setValues] = useState<{
    website_url: string;
    news_url: string;
    contact_url: string;
    tolgeo: AreaCode;
    time_zone?: string;
  }>({ website_url: '', news_url: '', contact_url: '', tolgeo: 'esp' });
  return (
    <OfficeUrlFields
      form={{
        values,
        setValue: (field, value) => setValues((previous) => ({ ...previous, [field]: value })),
        setFields: (changes) => setValues((previous) => ({ ...previous, ...changes })),
      }}
      errorOf={(field) => (field === 'news_url' ? serverError : undefined)}
    />
  );
}

describe('OfficeUrlFields', () => {
  it('says why a URL is refused while it is typed, on that field only, and clears it once fixed', async () => {
    const { user } = renderWithUser(<UrlFields />);
    const website = screen.getByRole('textbox', { name: 'Website URL' });
    await user.type(website, 'www.despacho.es/');
    expect(website.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Invalid URL/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'News URL' }).getAttribute('aria-invalid')).toBe('false');

    await user.clear(website);
    await user.type(website, 'https://www.despacho.es/');
    expect(website.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(/Invalid URL/)).toBeNull();
  });

  it('shows the message the server gave for a field', () => {
    renderWithUser(<UrlFields serverError="The address is not allowed" />);
    const news = screen.getByRole('textbox', { name: 'News URL' });
    expect(news.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(news.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The address is not allowed',
    );
  });
});
