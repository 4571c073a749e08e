import type { ThemeCustomization, WebsiteTheme } from '@gaceta/shared/website';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { ThemeForm } from './theme-form';

// jsdom's fetch needs absolute URLs; the app's client asks relative to the page.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: actual.api.extend({ prefix: 'http://localhost/' }) };
});

const defaults: WebsiteTheme = {
  heading_color: '#1a365d',
  font_family: 'system-ui, sans-serif',
  font_weight: 700,
  header: 'Despacho Demo',
  footer: '',
  background_color: '#ffffff',
  font_color: '#1f2933',
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

// jsdom runs no widget script: a bare element stands in, so the preview's attributes can be read.
beforeAll(() => customElements.define('gaceta-news', class extends HTMLElement {}));
beforeEach(() => {
  requests = [];
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(customization: ThemeCustomization) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <ThemeForm customization={customization} officeKey="k3y" />,
    }),
    history: createMemoryHistory(),
  });
  return renderWithUser(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const previewTheme = () =>
  JSON.parse(document.querySelector('gaceta-news')?.getAttribute('theme') ?? 'null') as WebsiteTheme | null;

describe('ThemeForm', { timeout: 20_000 }, () => {
  it('starts from the defaults when there is no customization, and previews only valid changes', async () => {
    const { user } = renderForm({ object: null, defaults });
    expect((await screen.findByRole('status')).textContent).toContain('No customization found.');
    const header = screen.getByLabelText('Header');
    expect((header as HTMLInputElement).value).toBe('Despacho Demo');
    await waitFor(() => expect(previewTheme()).toEqual(defaults));
    expect(document.querySelector('gaceta-news')?.hasAttribute('preview')).toBe(true);

    await user.clear(header);
    await user.type(header, 'Actualidad');
    const heading = screen.getByRole('textbox', { name: 'Heading colour' });
    await user.clear(heading);
    await user.type(heading, '#0b5');
    // Each valid field shows at once; a half-typed colour keeps the one shown before.
    await waitFor(() => expect(previewTheme()).toEqual({ ...defaults, header: 'Actualidad' }));
    await user.type(heading, 'd3b');
    await waitFor(() =>
      expect(previewTheme()).toEqual({ ...defaults, header: 'Actualidad', heading_color: '#0b5d3b' }),
    );
  });

  it('points out a colour too pale on the background, without refusing it', async () => {
    const { user } = renderForm({ object: null, defaults });
    const heading = await screen.findByRole('textbox', { name: 'Heading colour' });
    expect(screen.queryByText(/contrast/)).toBeNull();
    await user.clear(heading);
    await user.type(heading, '#dddddd');
    expect(screen.getByText(/contrast/).textContent).toBe(
      'The headings and the background contrast 1.4:1; at least 4.5:1 keeps the news readable for everyone.',
    );
  });

  it('refuses invalid fields with their messages and sends nothing', async () => {
    answer(200, { object: defaults, defaults });
    const { user } = renderForm({ object: null, defaults });
    const heading = await screen.findByRole('textbox', { name: 'Heading colour' });
    await user.clear(heading);
    await user.type(heading, 'red');
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(screen.getByText('Enter a colour as # and six hexadecimal digits, such as #1a365d')).toBeTruthy();
    expect(screen.getByText('Footer is required')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(requests).toEqual([]);
  });

  it('saves every field, and says when the server could not', async () => {
    const saved = { ...defaults, footer: 'Pie' };
    answer(500, { code: 'INTERNAL', message: 'Internal server error' });
    const { user } = renderForm({ object: saved, defaults });
    await user.click(await screen.findByRole('button', { name: 'Save theme' }));
    expect(screen.queryByText(/No customization found/)).toBeNull();
    expect((await screen.findByText(/^Error creating or updating theme customization/)).textContent).toBe(
      'Error creating or updating theme customization: Internal server error',
    );
    expect(requests).toEqual([
      { method: 'PUT', url: 'http://localhost/v1/theme_customization', body: saved },
    ]);
  });
});
