import type { NewsRevision, NewsWithContents, RevisionFields } from '@gaceta/shared/news';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { newsKeys } from '../../api/keys';
import { newsFixture } from '../../test/news-fixture';
import { RevisionsPanel } from './revisions-panel';

const ID = '6f1d2a52-8a0e-4c35-9d47-3f5e0b1c2d3e';

const fields = (overrides: Partial<RevisionFields> = {}): RevisionFields => ({
  title: 'Reforma laboral',
  author: 'Marta Sanz',
  summary: null,
  subjects: [],
  languages: ['es'],
  areas: ['esp'],
  keywords: [],
  meta_title: null,
  meta_description: null,
  image_description: null,
  active: false,
  publish_from: null,
  publish_to: null,
  contents: [{ platform: 'web', title: null, content: '<p>Uno</p>' }],
  ...overrides,
});

const REVISIONS: NewsRevision[] = [
  {
    revision: 3,
    created_at: '2026-11-20T10:30:00.000Z',
    author: { id: 'u2', name: 'Luis Gómez' },
    fields: fields({
      title: 'Reforma laboral 2026',
      contents: [{ platform: 'web', title: null, content: '<p>Dos</p>' }],
    }),
  },
  {
    revision: 2,
    created_at: '2026-11-19T09:00:00.000Z',
    author: null,
    fields: fields({ keywords: ['despido'] }),
  },
  {
    revision: 1,
    created_at: '2026-11-18T08:00:00.000Z',
    author: { id: 'u1', name: 'Marta Sanz' },
    fields: fields(),
  },
];

const restored = (revision: number): NewsWithContents => ({
  ...newsFixture({ id: ID, author: 'Marta Sanz', summary: null, revision, image: null, keywords: [] }),
  contents: [{ platform: 'web', title: null, content: '<p>Uno</p>', image: null }],
});

let queryClient: QueryClient;
let calls: string[];
/** What the API answers a restore: the item at its new revision, or an error body. */
let restoreAnswer: () => Response;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  calls = [];
  restoreAnswer = () => Response.json(restored(4));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}`);
      if (request.method === 'POST') return restoreAnswer();
      return Response.json({ objects: REVISIONS });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(props: { canRestore?: boolean; onRestored?: (item: NewsWithContents) => void } = {}) {
  return renderWithUser(
    <QueryClientProvider client={queryClient}>
      <RevisionsPanel
        newsId={ID}
        timeZone="Europe/Madrid"
        canRestore={props.canRestore ?? true}
        onRestored={props.onRestored}
      />
    </QueryClientProvider>,
  );
}

const rows = async () => {
  const list = await screen.findByRole('list');
  return within(list).getAllByRole('listitem');
};

describe('RevisionsPanel', () => {
  it('lists who saved each revision, when (in the office’s zone) and what changed, newest first', async () => {
    renderPanel();
    expect(screen.getByRole('region', { name: 'Revisions' })).toBeTruthy();
    const [third, second, first] = await rows();
    expect(third?.textContent).toContain('Revision 3');
    expect(third?.textContent).toContain('Current');
    expect(third?.textContent).toContain('11/20/2026 11:30 AM (Madrid)');
    expect(third?.textContent).toContain('Luis Gómez');
    expect(third?.textContent).toContain('Changed: title, SEO keywords, web version');
    expect(second?.textContent).toContain('No author');
    expect(second?.textContent).toContain('Changed: SEO keywords');
    expect(first?.textContent).toContain('Created');
    // The current revision is what the item is: nothing to restore.
    expect(within(third as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      screen.getAllByRole('button', { name: /Restore revision/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Restore revision 2', 'Restore revision 1']);
  });

  it('restores a revision by keyboard after confirming, then refreshes the item and hands it over', async () => {
    const onRestored = vi.fn();
    const { user } = renderPanel({ onRestored });
    await rows();
    queryClient.setQueryData(newsKeys.detail(ID), restored(3));
    const trigger = screen.getByRole('button', { name: 'Restore revision 1' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore revision 1?' });
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(onRestored).toHaveBeenCalledOnce());
    expect(calls).toContain(`POST /v1/news_infos/${ID}/revisions/1/restore`);
    expect(onRestored.mock.calls[0]?.[0].object.revision).toBe(4);
    // The item's revisions are read again (they sit under the item's key).
    await waitFor(() =>
      expect(calls.filter((call) => call === `GET /v1/news_infos/${ID}/revisions`).length).toBe(2),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Restore revision 1' })),
    );
  });

  it('restores nothing when the confirmation is dismissed, and gives the focus back', async () => {
    const { user } = renderPanel();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Restore revision 2' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Restore revision 2' }));
  });

  it('shows why a restore failed inside the dialog, which stays open', async () => {
    restoreAnswer = () => Response.json({ code: 'NOT_FOUND', message: 'No record found' }, { status: 404 });
    const onRestored = vi.fn();
    const { user } = renderPanel({ onRestored });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Restore revision 2' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No record found');
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('only lists for users who may not restore', async () => {
    renderPanel({ canRestore: false });
    expect(await rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
  });
});
