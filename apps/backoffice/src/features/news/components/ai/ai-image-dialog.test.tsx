import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { newsFixture } from '../../test/news-fixture';
import { AiImageDialog } from './ai-image-dialog';

const IMAGE = {
  image: 'articles/office-1/abc',
  url: '/files/articles/office-1/abc/card.webp',
  width: 1536,
  height: 1024,
};

let calls: { url: string; body: unknown }[];
function serve(images: (request: Request) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? url.searchParams.get('query') : await request.clone().json();
      calls.push({ url: url.pathname, body });
      return images(request);
    }),
  );
}

beforeEach(() => {
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

async function openDialog({
  title = 'Labour reform',
  imageFromPrompt = true,
  stockSource = 'office' as 'office' | 'pexels',
} = {}) {
  const onDescribe = vi.fn();
  const rendered = renderWithUser(
    <QueryClientProvider client={new QueryClient()}>
      <AiImageDialog
        newsId="news-1"
        title={title}
        imageFromPrompt={imageFromPrompt}
        stockSource={stockSource}
        versions={['web']}
        language="en"
        onDescribe={onDescribe}
      />
    </QueryClientProvider>,
  );
  // Without an image provider nothing is made by AI, and the dialog is named for what it does.
  const name = imageFromPrompt ? 'Image with AI' : 'Cover or image search';
  await rendered.user.click(screen.getByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { name });
  return { ...rendered, dialog, onDescribe };
}

describe('AiImageDialog', () => {
  it('asks for a prompt of at least 10 characters and a news title before generating', async () => {
    serve(() => Response.json(IMAGE, { status: 201 }));
    const { user, dialog } = await openDialog({ title: '  ' });
    await user.click(within(dialog).getByRole('tab', { name: 'From a description' }));
    const prompt = within(dialog).getByLabelText('Describe the image to generate');
    const generate = within(dialog).getByRole('button', { name: 'Generate' });

    await user.click(generate);
    expect(prompt.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(prompt);
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Title is required');

    await user.type(prompt, 'lighthou');
    await user.click(generate);
    expect(within(dialog).getByText('The prompt needs at least 10 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('offers the 11 styles and three orientations, and sends them with the prompt', async () => {
    serve(() => Response.json(IMAGE, { status: 201 }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'From a description' }));
    const style = within(dialog).getByLabelText('Style');
    expect(within(style).getAllByRole('option')).toHaveLength(11);
    expect(within(within(dialog).getByLabelText('Orientation')).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(style, 'wildlife');
    await user.selectOptions(within(dialog).getByLabelText('Orientation'), 'portrait');
    await user.type(within(dialog).getByLabelText('Describe the image to generate'), 'A lighthouse at dawn');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByRole('img', { name: 'A lighthouse at dawn' })).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/v1/ai/images',
        body: { prompt: 'A lighthouse at dawn', style: 'wildlife', orientation: 'portrait' },
      },
    ]);
  });

  it("says 'Error generating the image' when the provider fails", async () => {
    serve(() => Response.json({ code: 'AI_PROVIDER_ERROR', message: 'AI error' }, { status: 502 }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'From a description' }));
    await user.type(within(dialog).getByLabelText('Describe the image to generate'), 'A lighthouse at dawn');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error generating the image');
  });

  it('offers no prompt without an image provider, and refuses to use an image before one is made', async () => {
    serve(() => Response.json(IMAGE, { status: 201 }));
    const { user, dialog } = await openDialog({ imageFromPrompt: false });
    expect(within(dialog).queryByRole('tab', { name: 'From a description' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Make or pick an image first');
    expect(calls).toEqual([]);
  });

  it("shows a stock provider's photos with their photographer, and stores the chosen one before using it", async () => {
    const PHOTO = {
      image: null,
      provider_id: '42',
      url: 'https://images.example/42-medium.jpg',
      description: 'Scales of justice',
      source: 'pexels',
      credit: { name: 'Ana Pérez', url: null },
    };
    const stored = { ...IMAGE, description: 'Scales of justice. Photo: Ana Pérez (Pexels)' };
    serve((request) => {
      if (request.method === 'GET') return Response.json({ objects: [PHOTO] });
      if (request.url.endsWith('/v1/ai/stock_images')) return Response.json(stored, { status: 201 });
      return Response.json(newsFixture({ id: 'news-1' }));
    });
    const { user, dialog, onDescribe } = await openDialog({ stockSource: 'pexels' });
    await user.click(within(dialog).getByRole('tab', { name: 'Search images' }));
    expect(within(dialog).getByText(/Photos from the Pexels image bank/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Search'), 'justice');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const result = await within(dialog).findByRole('button', { name: /Scales of justice/ });
    expect(result.textContent).toContain('Photo: Ana Pérez (Pexels)');
    await user.click(result);
    expect(result.getAttribute('aria-pressed')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await vi.waitFor(() => expect(onDescribe).toHaveBeenCalledWith(stored.description));
    expect(calls).toEqual([
      { url: '/v1/ai/stock_images', body: 'justice' },
      { url: '/v1/ai/stock_images', body: { provider_id: '42', language: 'en' } },
      // Saved with its description (the photographer's credit) at once, not at the form's next save.
      {
        url: '/v1/news_infos/news-1/image_choice',
        body: { image: IMAGE.image, image_description: stored.description },
      },
    ]);
  });
});
