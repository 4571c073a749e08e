import type { NewsWithContents } from '@gaceta/shared/news';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { newsFixture } from '../../test/news-fixture';
import { NewsEditor } from './news-editor';

const saved: NewsWithContents = {
  ...newsFixture({
    id: '0b7c8f0e-5d7a-4a43-9a53-2f1f8f3c1a11',
    author: null,
    summary: null,
    subjects: [],
    languages: [],
    areas: [],
    keywords: [],
    image: null,
    review_comment: 'Cite the article of the statute, please.',
    revision: 2,
  }),
  contents: [{ platform: 'x', title: null, content: 'Un post', image: null }],
};

let requests: { method: string; url: string; body: unknown }[];
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push({ method: request.method, url: request.url, body: await request.clone().json() });
      return Response.json(body, { status });
    }),
  );
}

beforeEach(() => {
  requests = [];
});
afterEach(() => vi.unstubAllGlobals());

/** The editor inside a router (it guards unsaved changes on navigation) and a query client. */
function renderEditor(element: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => element }),
    history: createMemoryHistory(),
  });
  return renderWithUser(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function editor(onReload = vi.fn(async () => {})) {
  return {
    onReload,
    ...renderEditor(
      <NewsEditor
        news={saved}
        timeZone="Europe/Madrid"
        ai
        canPublish={false}
        pageName="Despacho Demo"
        subjectPicker={() => null}
        onReload={onReload}
      />,
    ),
  };
}

// The whole editor renders in jsdom, which is slow on a busy machine.
describe('NewsEditor', { timeout: 20_000 }, () => {
  it('shows the reviewer’s send-back comment to the writer', async () => {
    editor();
    expect((await screen.findByText('Cite the article of the statute, please.')).isConnected).toBe(true);
  });

  it('offers to save and activate a saved item only: a new one has no image yet', async () => {
    const { unmount } = editor();
    expect(await screen.findByRole('button', { name: 'Save and activate' })).toBeTruthy();
    unmount();
    renderEditor(
      <NewsEditor
        timeZone="Europe/Madrid"
        pageName="Despacho Demo"
        subjectPicker={() => null}
        ai
        canPublish={false}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and activate' })).toBeNull();
  });

  it('says, while there are unsaved changes, that the actions beside the form use the saved version', async () => {
    const { user } = editor();
    const title = await screen.findByLabelText('Title');
    expect(screen.queryByRole('status')).toBeNull();
    await user.type(title, ' 2026');
    expect(screen.getByRole('status').textContent).toBe(
      'You have unsaved changes: these actions and the preview use the saved version. Save first.',
    );
  });

  it('saves over the revision it opened, and on a stale save offers to reload without overwriting', async () => {
    answer(409, {
      code: 'STALE_REVISION',
      message: 'Someone else saved this news item',
      details: { revision: 3 },
    });
    const { user, onReload } = editor();
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' 2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else saved this news item' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      url: `http://localhost/v1/news_infos/${saved.object.id}`,
      body: { title: 'Reforma laboral 2027', revision: 2, contents: [{ platform: 'x', content: 'Un post' }] },
    });
    // Not an error toast: the dialog says what happened and what to do.
    expect(screen.queryByText(/Error saving news/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reload the news item' }));
    expect(onReload).toHaveBeenCalledOnce();
    // Nothing was sent again: the other person's save stands.
    expect(requests).toHaveLength(1);
    expect(dialog.isConnected).toBe(true);
  });

  it('keeps the changes on screen when the user stays, and still never overwrites', async () => {
    answer(409, { code: 'STALE_REVISION', message: 'Stale', details: { revision: 3 } });
    const { user, onReload } = editor();
    await user.type(await screen.findByLabelText('Author'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my changes on screen' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Author') as HTMLInputElement).value).toBe('Ana');
    expect(onReload).not.toHaveBeenCalled();
  });

  it('marks the fields the server refused and focuses the first', async () => {
    answer(422, {
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      details: {
        author: [{ key: 'author.required', message: 'Author is required' }],
        summary: [{ key: 'summary.required', message: 'Summary is required' }],
      },
    });
    const { user } = editor();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const author = screen.getByLabelText('Author');
    await waitFor(() => expect(document.activeElement).toBe(author));
    expect(author.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Summary').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      'Error saving news: Author is required, Summary is required',
    );
  });

  it('opens the channel the server refused and focuses its text', async () => {
    answer(422, {
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      details: {
        'contents.0.content': [{ key: 'linkedin.too_long', message: 'At most 3000 characters on LinkedIn' }],
      },
    });
    const { user } = editor();
    expect((await screen.findByRole('tab', { name: 'Web' })).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The first version sent was X's (the only one with text).
    const post = await screen.findByRole('textbox', { name: 'Text for X' });
    // Focus follows on a later frame, which a busy machine may take a while to reach.
    await waitFor(() => expect(document.activeElement).toBe(post), { timeout: 5_000 });
    expect(post.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a post too long for X before sending, with its tab open', async () => {
    answer(200, saved);
    const { user } = editor();
    await user.click(await screen.findByRole('tab', { name: 'X' }));
    const post = screen.getByRole('textbox', { name: 'Text for X' });
    await user.click(post);
    await user.paste('a'.repeat(300));
    await user.click(screen.getByRole('tab', { name: 'Web' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Text for X' })),
    );
    expect(requests).toEqual([]);
  });
});
