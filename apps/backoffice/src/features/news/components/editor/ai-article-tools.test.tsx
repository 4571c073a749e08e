import type { NewsWithContents } from '@gaceta/shared/news';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { AI_CAPABILITIES, newsFixture } from '../../test/news-fixture';
import { NewsEditor } from './news-editor';

const news: NewsWithContents = {
  ...newsFixture({
    id: '0b7c8f0e-5d7a-4a43-9a53-2f1f8f3c1a11',
    slug: 'labour-reform',
    title: 'Labour reform',
    author: null,
    summary: 'Written by hand.',
    subjects: [],
    languages: ['en'],
    areas: [],
    keywords: [],
    image: null,
    revision: 1,
  }),
  contents: [
    { platform: 'web', title: null, content: '<p>The Supreme Court ruled on dismissal.</p>', image: null },
  ],
};

const sent: unknown[] = [];
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (request.url.endsWith('/v1/ai/capabilities')) return Response.json(AI_CAPABILITIES);
      const body = (await request.clone().json()) as { action: string };
      sent.push(body);
      const answer = {
        engine: 'offline',
        result: body.action === 'summary' ? 'The Supreme Court ruled.' : null,
        suggestions: [],
        corrections: [],
        seo:
          body.action === 'seo'
            ? {
                keywords: ['dismissal', 'court'],
                meta_title: 'Dismissal ruling',
                meta_description: 'What the court said.',
              }
            : null,
      };
      return new Response(`event: result\ndata: ${JSON.stringify(answer)}\n\n`, {
        headers: { 'Content-Type': 'text/event-stream' },
      });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

function renderEditor() {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <NewsEditor
          news={news}
          timeZone="Europe/Madrid"
          pageName="Despacho"
          subjectPicker={() => null}
          ai
          canPublish={false}
        />
      ),
    }),
    history: createMemoryHistory(),
  });
  return renderWithUser(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AI tools on the whole article', { timeout: 20_000 }, () => {
  it('fills empty SEO fields from the web version, and asks before replacing the summary', async () => {
    serve();
    const { user } = renderEditor();
    const seo = await screen.findByRole('button', { name: 'Optimise SEO' });
    await waitFor(() => expect(seo.getAttribute('aria-disabled')).toBe('false'));
    await user.click(seo);
    await waitFor(() =>
      expect((screen.getByLabelText('Meta title') as HTMLInputElement).value).toBe('Dismissal ruling'),
    );
    expect((screen.getByLabelText('Meta description') as HTMLTextAreaElement).value).toBe(
      'What the court said.',
    );
    const keywords = screen.getByRole('list', { name: 'Keywords added' });
    expect(
      within(keywords)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['dismissal', 'court']);
    expect(sent[0]).toEqual({
      action: 'seo',
      text: 'The Supreme Court ruled on dismissal.',
      language: 'en',
      context: 'Labour reform',
    });

    await user.click(screen.getByRole('button', { name: 'Generate summary' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Replace the summary?' });
    expect((screen.getByLabelText('Summary') as HTMLTextAreaElement).value).toBe('Written by hand.');
    await user.click(within(confirm).getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Summary') as HTMLTextAreaElement).value).toBe(
        'The Supreme Court ruled.',
      ),
    );
  });
});
