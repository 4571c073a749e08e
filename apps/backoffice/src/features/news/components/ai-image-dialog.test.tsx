import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { AiImageDialog } from './ai-image-dialog';

const IMAGE = {
  image: 'articles/office-1/abc',
  url: '/files/articles/office-1/abc/card.webp',
  width: 1536,
  height: 1024,
};

let calls: { url: string; body: unknown }[];
function serve(images: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push({ url: new URL(request.url).pathname, body: await request.clone().json() });
      return images();
    }),
  );
}

beforeEach(() => {
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

async function openDialog({ title = 'Labour reform', imageFromPrompt = true } = {}) {
  const onDescribe = vi.fn();
  const rendered = renderWithUser(
    <QueryClientProvider client={new QueryClient()}>
      <AiImageDialog
        newsId="news-1"
        title={title}
        imageFromPrompt={imageFromPrompt}
        versions={['web']}
        onDescribe={onDescribe}
      />
    </QueryClientProvider>,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Image with AI' }));
  const dialog = screen.getByRole('dialog', { name: 'Image with AI' });
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
});
