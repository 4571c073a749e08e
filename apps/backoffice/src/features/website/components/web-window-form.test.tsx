import type { WebsiteConfiguration } from '@gaceta/shared/website';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { WebWindowForm } from './web-window-form';

// jsdom's fetch needs absolute URLs; the app's client asks relative to the page.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: actual.api.extend({ prefix: 'http://localhost/' }) };
});
afterEach(() => vi.unstubAllGlobals());

const configuration: WebsiteConfiguration = {
  public_key: 'k3y',
  widget_url: 'http://localhost/widget/v1/gaceta.js',
  rss_url: 'http://localhost/public/v1/offices/k3y/feed.xml',
  json_feed_url: 'http://localhost/public/v1/offices/k3y/feed.json',
  share_page_pattern: 'http://localhost/p/k3y/{slug}',
  news_url: null,
  article_url_pattern: null,
  web_window: 'two_years',
};

describe('WebWindowForm', () => {
  it('shows the office’s default window and saves the one chosen', async () => {
    const { user, calls } = renderWithApi(<WebWindowForm configuration={configuration} />, (call) =>
      Response.json({ object: { ...configuration, ...(call.body as object) } }),
    );
    const select = screen.getByLabelText('Time on the website') as HTMLSelectElement;
    expect(select.value).toBe('two_years');
    expect([...select.options].map((option) => option.text)).toEqual([
      'One year',
      'Two years',
      'With no end in sight (until 31/12/2099)',
    ]);
    await user.selectOptions(select, 'far');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/v1/website_configuration',
        body: { web_window: 'far' },
      }),
    );
  });
});
