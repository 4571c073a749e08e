import { createServer, type Server, Socket } from 'node:net';

/** The free port a listener got, released again: something may listen there later. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP proxy to `target` that a test can freeze, cut and start again on the same port. */
export async function tcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let frozen = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (frozen) socket.pause();
  };
  async function start() {
    frozen = false;
    server = createServer((client) => {
      const upstream = new Socket();
      track(client);
      track(upstream);
      upstream.connect(target.port, target.host);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
  }
  await start();
  return {
    port,
    start,
    /** The database stops answering: every byte is held. */
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    /** The database goes away: connections are cut and nothing listens any more. */
    async stop() {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof tcpProxy>>;
