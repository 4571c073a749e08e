import { type AiTextInput, AiTextResult } from '@gaceta/shared/ai';
import * as v from 'valibot';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { messageForCode } from '@/lib/error-messages';

/** The API's own limit is 60 s; the client waits a little longer so the server's answer arrives. */
const TIMEOUT_MS = 70_000;

const Delta = v.object({ text: v.string() });
const StreamError = v.object({ code: v.string(), message: v.string() });

/**
 * POST /v1/ai/text as a stream: `onDelta` gets the text as the provider writes it (the offline
 * engine answers the result at once), and the promise ends with the whole result. Aborting
 * `signal` closes the connection, which cancels the provider call.
 */
export async function runTextAction(
  input: Pick<AiTextInput, 'action' | 'text' | 'language'> & { context?: string | null },
  { signal, onDelta }: { signal?: AbortSignal; onDelta?: (text: string) => void } = {},
): Promise<AiTextResult> {
  const response = await api.post('v1/ai/text', {
    json: input,
    headers: { Accept: 'text/event-stream' },
    timeout: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  if (!response.body) throw new ApiError(null, 'UNEXPECTED', messageForCode('UNEXPECTED', 'No answer'));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value.replaceAll('\r\n', '\n');
    // Server-sent events end with a blank line; a partial one waits for the next chunk.
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (event.name === 'delta') onDelta?.(v.parse(Delta, JSON.parse(event.data)).text);
      if (event.name === 'result') {
        await reader.cancel();
        return v.parse(AiTextResult, JSON.parse(event.data));
      }
      if (event.name === 'error') {
        const error = v.parse(StreamError, JSON.parse(event.data));
        throw new ApiError(null, error.code, messageForCode(error.code, error.message));
      }
    }
  }
  throw new ApiError(null, 'AI_PROVIDER_ERROR', messageForCode('AI_PROVIDER_ERROR', 'AI error'));
}

function parseEvent(block: string): { name: string; data: string } {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return { name, data: data.join('\n') };
}
