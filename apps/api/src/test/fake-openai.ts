import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for tests: `/chat/completions` (JSON or SSE chunks with usage)
 * and `/images/generations` (base64). `mode` decides how the next requests are answered.
 */

export type FakeMode =
  /** Answers `reply` (streamed in three pieces when asked to stream). */
  | 'ok'
  /** 500 with an OpenAI-style error body. */
  | 'error'
  /** Sends the headers and the first piece, then nothing more until the client goes away. */
  | 'stall';

export interface FakeRequest {
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
  /** Set when the client closed the connection before the answer ended. */
  abandoned: boolean;
}

export interface FakeOpenAi {
  /** With the `/v1` prefix, as AI_BASE_URL takes it. */
  baseUrl: string;
  requests: FakeRequest[];
  mode: FakeMode;
  reply: string;
  /** The image answered by `/images/generations`. */
  image: Buffer;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    baseUrl: '',
    requests: [],
    mode: 'ok',
    reply: 'Un texto mejorado.',
    image: Buffer.alloc(0),
    usage: { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 },
    close: async () => {},
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const entry: FakeRequest = {
      path: request.url ?? '',
      body,
      authorization: request.headers.authorization,
      abandoned: false,
    };
    fake.requests.push(entry);
    response.on('close', () => {
      if (!response.writableFinished) entry.abandoned = true;
    });

    if (fake.mode === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error' } }));
      return;
    }
    if (entry.path.endsWith('/images/generations')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ created: 1, data: [{ b64_json: fake.image.toString('base64') }] }));
      return;
    }
    const id = 'chatcmpl-fake';
    if (!body.stream) {
      if (fake.mode === 'stall') return; // never answers
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: fake.reply }, finish_reason: 'stop' }],
          usage: fake.usage,
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (content: string) =>
      send({
        id,
        object: 'chat.completion.chunk',
        created: 1,
        model: body.model,
        choices: [{ index: 0, delta: { content } }],
      });
    const third = Math.ceil(fake.reply.length / 3);
    const pieces = [
      fake.reply.slice(0, third),
      fake.reply.slice(third, 2 * third),
      fake.reply.slice(2 * third),
    ];
    chunk(pieces[0] ?? '');
    if (fake.mode === 'stall') return;
    for (const piece of pieces.slice(1)) chunk(piece);
    send({
      id,
      object: 'chat.completion.chunk',
      created: 1,
      model: body.model,
      choices: [],
      usage: fake.usage,
    });
    response.end('data: [DONE]\n\n');
  };

  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
