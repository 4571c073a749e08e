import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai';
import { chat, generateImage, ProviderError } from './ai-provider';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

const endpoint = () => ({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model' });
const messages = [{ role: 'user' as const, content: 'Hola' }];
const options = (signal = new AbortController().signal) => ({ signal, timeoutMs: 5_000 });

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('chat', () => {
  it('answers a completion with its usage, sending the model and the key', async () => {
    const answer = await chat(endpoint(), messages, options());
    expect(answer).toEqual({ text: 'Un texto mejorado.', usage: { inputTokens: 42, outputTokens: 7 } });
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'fake-model', messages },
    });
  });

  it('streams the answer piece by piece and reads the usage of the last chunk', async () => {
    const pieces: string[] = [];
    const answer = await chat(endpoint(), messages, { ...options(), onDelta: (text) => pieces.push(text) });
    expect(pieces.length).toBe(3);
    expect(pieces.join('')).toBe('Un texto mejorado.');
    expect(answer.usage).toEqual({ inputTokens: 42, outputTokens: 7 });
    expect(fake.requests[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('names an error status of the provider, without retrying', async () => {
    fake.mode = 'error';
    const error = await failureOf(chat(endpoint(), messages, options()));
    expect(error.failure).toBe('upstream');
    expect(error.upstreamStatus).toBe(500);
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up at the deadline when the provider does not answer', async () => {
    fake.mode = 'stall';
    const error = await failureOf(chat(endpoint(), messages, { ...options(), timeoutMs: 300 }));
    expect(error.failure).toBe('timeout');
    await expect.poll(() => fake.requests[0]?.abandoned).toBe(true);
  });

  it('gives up at the deadline in the middle of a stream', async () => {
    fake.mode = 'stall';
    const pieces: string[] = [];
    const error = await failureOf(
      chat(endpoint(), messages, { ...options(), timeoutMs: 300, onDelta: (text) => pieces.push(text) }),
    );
    expect(error.failure).toBe('timeout');
    expect(pieces).toEqual([fake.reply.slice(0, Math.ceil(fake.reply.length / 3))]);
  });

  it('stops and closes the connection when the caller aborts', async () => {
    fake.mode = 'stall';
    const controller = new AbortController();
    const call = chat(endpoint(), messages, {
      ...options(controller.signal),
      onDelta: () => controller.abort(),
    });
    const error = await failureOf(call);
    expect(error.failure).toBe('aborted');
    await expect.poll(() => fake.requests[0]?.abandoned).toBe(true);
  });

  it('says so when nothing listens at the address', async () => {
    const closed = await startFakeOpenAi();
    await closed.close();
    const error = await failureOf(chat({ ...endpoint(), baseUrl: closed.baseUrl }, messages, options()));
    expect(error.failure).toBe('connection');
  });
});

describe('generateImage', () => {
  it('decodes the base64 image and asks for the size given', async () => {
    fake.image = Buffer.from('not really a png');
    const image = await generateImage(endpoint(), { prompt: 'Un faro', size: '1024x1024' }, options());
    expect(image.bytes.toString()).toBe('not really a png');
    expect(fake.requests[0]?.body).toMatchObject({
      prompt: 'Un faro',
      size: '1024x1024',
      response_format: 'b64_json',
    });
  });
});
