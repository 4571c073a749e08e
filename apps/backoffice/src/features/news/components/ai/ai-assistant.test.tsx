import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { AI_CAPABILITIES } from '../../test/news-fixture';
import { AiAssistant, type AiSelection } from './ai-assistant';

const result = (text: string) => ({
  engine: 'offline',
  result: text,
  suggestions: [],
  corrections: [],
  seo: null,
});

/** An SSE answer: each event written as its own chunk, as a provider streams them. */
function eventStream(events: [string, unknown][]) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const [name, data] of events)
          controller.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

let textCalls: unknown[];
function serve(text: () => Response, capabilities: unknown = AI_CAPABILITIES) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (request.url.endsWith('/v1/ai/capabilities')) return Response.json(capabilities);
      textCalls.push(await request.clone().json());
      return text();
    }),
  );
}

beforeEach(() => {
  textCalls = [];
});
afterEach(() => vi.unstubAllGlobals());

function renderAssistant(selected: string) {
  const replace = vi.fn((_text: string) => true);
  const reselect = vi.fn();
  const focus = vi.fn();
  const selection = (): AiSelection => ({ text: selected, replace, reselect });
  const rendered = renderWithUser(
    <QueryClientProvider client={new QueryClient()}>
      <AiAssistant target={{ capture: selection, focus }} language="en" context="Labour reform" />
    </QueryClientProvider>,
  );
  return { ...rendered, replace, reselect, focus };
}

describe('AiAssistant', () => {
  it('offers what the configuration can do and disables the rest, saying why', async () => {
    serve(() => Response.json(result('x')));
    const { user } = renderAssistant('Some text');
    const improve = await screen.findByRole('button', { name: 'Improve' });
    await waitFor(() => expect(improve.getAttribute('aria-disabled')).toBe('true'));
    const described = document.getElementById(improve.getAttribute('aria-describedby') ?? '');
    // What works and what needs a provider, by the API's text_actions (the offline engine's four).
    expect(described?.textContent).toBe(
      "Working with Gaceta's own engine: Correct spelling and grammar, Optimise SEO, Shorten, and Generate summary." +
        'Need an AI provider, which the operator configures: Improve, Simplify, Suggest improvements, Suggest synonyms, Lengthen, Generate section title, and Add success case.',
    );
    expect(screen.getByRole('button', { name: 'Shorten' }).getAttribute('aria-disabled')).toBe('false');
    await user.click(improve);
    expect(textCalls).toEqual([]);
  });

  it('refuses an empty selection and asks for one word for synonyms, without calling', async () => {
    serve(() => Response.json(result('x')), { ...AI_CAPABILITIES, text_actions: ['synonyms', 'correct'] });
    const { user } = renderAssistant('  ');
    const correct = await screen.findByRole('button', { name: 'Correct spelling and grammar' });
    await waitFor(() => expect(correct.getAttribute('aria-disabled')).toBe('false'));
    await user.click(correct);
    expect(screen.getByRole('alert').textContent).toContain('There is no text to process');
    expect(textCalls).toEqual([]);
  });

  it('asks for exactly one word for synonyms', async () => {
    serve(() => Response.json(result('x')), { ...AI_CAPABILITIES, text_actions: ['synonyms'] });
    const { user } = renderAssistant('two words');
    const synonyms = await screen.findByRole('button', { name: 'Suggest synonyms' });
    await waitFor(() => expect(synonyms.getAttribute('aria-disabled')).toBe('false'));
    await user.click(synonyms);
    expect(screen.getByRole('alert').textContent).toContain('Select one word');
    expect(textCalls).toEqual([]);
  });

  it('shows the streamed suggestion beside the original and validates it into the selection', async () => {
    serve(() =>
      eventStream([
        ['delta', { text: 'The judgment was ' }],
        ['delta', { text: 'received.' }],
        ['result', result('The judgment was received.')],
      ]),
    );
    const { user, replace, focus } = renderAssistant('The judgment was recieved.');
    const shorten = await screen.findByRole('button', { name: 'Shorten' });
    await waitFor(() => expect(shorten.getAttribute('aria-disabled')).toBe('false'));
    await user.click(shorten);
    const suggested = await screen.findByRole('textbox', { name: 'Suggested text' });
    expect((suggested as HTMLTextAreaElement).value).toBe('The judgment was received.');
    screen.getByText('The judgment was recieved.');
    expect(textCalls).toEqual([
      { action: 'shorten', text: 'The judgment was recieved.', language: 'en', context: 'Labour reform' },
    ]);
    // The suggestion can be edited before it is validated.
    await user.clear(suggested);
    await user.type(suggested, 'The ruling arrived.');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(replace).toHaveBeenCalledWith('The ruling arrived.');
    expect(screen.queryByRole('textbox', { name: 'Suggested text' })).toBeNull();

    // Reject closes it and gives the focus back to the text.
    await user.click(shorten);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.queryByRole('button', { name: 'Validate' })).toBeNull();
    expect(focus).toHaveBeenCalled();
  });

  it("says the API's message, and the generic AI error for a failed stream", async () => {
    let answer = () =>
      Response.json(
        { code: 'AI_NOT_CONFIGURED', message: 'An AI provider is not configured' },
        { status: 409 },
      );
    serve(() => answer());
    const { user } = renderAssistant('Some text');
    const shorten = await screen.findByRole('button', { name: 'Shorten' });
    await waitFor(() => expect(shorten.getAttribute('aria-disabled')).toBe('false'));
    await user.click(shorten);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An administrator must configure an AI provider for this',
    );

    answer = () => eventStream([['error', { code: 'AI_PROVIDER_ERROR', message: 'upstream' }]]);
    await user.click(shorten);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'AI error (if it persists, send the message to the administrator)',
      ),
    );
  });

  it('cancels a running call', async () => {
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (request.url.endsWith('/v1/ai/capabilities')) return Response.json(AI_CAPABILITIES);
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        return new Response(new ReadableStream({ start() {} }), {
          headers: { 'Content-Type': 'text/event-stream' },
        });
      }),
    );
    const { user, focus } = renderAssistant('Some text');
    const shorten = await screen.findByRole('button', { name: 'Shorten' });
    await waitFor(() => expect(shorten.getAttribute('aria-disabled')).toBe('false'));
    await user.click(shorten);
    await screen.findByText('Generating with AI…');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Generating with AI…')).toBeNull();
    await waitFor(() => expect(aborted).toBe(true));
    expect(focus).toHaveBeenCalled();
  });
});
