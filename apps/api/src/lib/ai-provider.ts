import type OpenAI from 'openai';
import type { AiEndpoint } from '../env';

/**
 * An OpenAI-compatible provider (OpenAI, Mistral, Ollama, llama.cpp…) through the official `openai`
 * client pointed at the configured base URL. Every call has one deadline for the whole answer,
 * streamed or not, and stops when the caller's signal aborts (the browser went away).
 */

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ChatAnswer {
  text: string;
  /** Null when the provider did not report it. */
  usage: TokenUsage | null;
}

export type ProviderFailure = 'timeout' | 'aborted' | 'upstream' | 'connection' | 'empty';

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** What the provider answered, for 'upstream'. */
    readonly upstreamStatus?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface CallOptions {
  signal: AbortSignal;
  timeoutMs: number;
  /** With it, the answer is streamed and each piece of text is handed over as it arrives. */
  onDelta?: (text: string) => void;
}

/** Imported on first use, so a start without a provider does not load it. */
const openAi = () => import('openai').then((module) => module.default);

async function clientFor(endpoint: AiEndpoint): Promise<OpenAI> {
  const OpenAIClient = await openAi();
  // Retries are the caller's decision: a retried generation costs twice and can pass the deadline.
  return new OpenAIClient({ baseURL: endpoint.baseUrl, apiKey: endpoint.apiKey ?? 'none', maxRetries: 0 });
}

/** Runs `call` with a signal that aborts at the deadline or with the caller, and names the failure. */
async function bounded<T>(options: CallOptions, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([options.signal, deadline]);
  try {
    return await call(signal);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (options.signal.aborted)
      throw new ProviderError('aborted', 'The caller went away', undefined, { cause: error });
    if (deadline.aborted) {
      throw new ProviderError('timeout', `No complete answer within ${options.timeoutMs} ms`, undefined, {
        cause: error,
      });
    }
    if (error instanceof (await openAi()).APIError && error.status !== undefined) {
      throw new ProviderError('upstream', `The provider answered ${error.status}`, error.status, {
        cause: error,
      });
    }
    throw new ProviderError(
      'connection',
      `The provider could not be reached: ${(error as Error).message}`,
      undefined,
      {
        cause: error,
      },
    );
  }
}

export function chat(
  endpoint: AiEndpoint,
  messages: ChatMessage[],
  options: CallOptions,
): Promise<ChatAnswer> {
  return bounded(options, async (signal) => {
    const client = await clientFor(endpoint);
    if (!options.onDelta) {
      const completion = await client.chat.completions.create(
        { model: endpoint.model, messages },
        { signal, timeout: options.timeoutMs },
      );
      const text = completion.choices[0]?.message.content ?? '';
      return { text, usage: usageOf(completion.usage) };
    }
    const stream = await client.chat.completions.create(
      { model: endpoint.model, messages, stream: true, stream_options: { include_usage: true } },
      { signal, timeout: options.timeoutMs },
    );
    let text = '';
    let usage: TokenUsage | null = null;
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) {
        text += delta;
        options.onDelta?.(delta);
      }
      if (chunk.usage) usage = usageOf(chunk.usage);
    }
    // The client ends a stream quietly when its signal aborts: a cut answer must not pass as whole.
    signal.throwIfAborted();
    return { text, usage };
  });
}

function usageOf(usage: OpenAI.CompletionUsage | null | undefined): TokenUsage | null {
  return usage ? { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens } : null;
}

export interface GeneratedImage {
  bytes: Buffer;
  usage: TokenUsage | null;
}

/** One image as base64 from `/images/generations`; `size` is `WIDTHxHEIGHT`. */
export async function generateImage(
  endpoint: AiEndpoint,
  request: { prompt: string; size: string },
  options: Omit<CallOptions, 'onDelta'>,
): Promise<GeneratedImage> {
  const client = await clientFor(endpoint);
  return bounded(options, async (signal) => {
    const answer = await client.images.generate(
      {
        model: endpoint.model,
        prompt: request.prompt,
        n: 1,
        size: request.size as OpenAI.ImageGenerateParams['size'],
        response_format: 'b64_json',
      },
      { signal, timeout: options.timeoutMs },
    );
    const encoded = answer.data?.[0]?.b64_json;
    if (!encoded) throw new ProviderError('empty', 'The provider answered no image');
    const usage = answer.usage
      ? { inputTokens: answer.usage.input_tokens, outputTokens: answer.usage.output_tokens }
      : null;
    return { bytes: Buffer.from(encoded, 'base64'), usage };
  });
}
