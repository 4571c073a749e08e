import { connect } from 'node:net';

/** Whether a TCP connection to the URL's host and port (PostgreSQL's by default) succeeds within a second. */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 1000 });
    socket.on('connect', () => resolve(true)).on('error', () => resolve(false));
    socket.on('timeout', () => resolve(false));
    socket.on('close', () => socket.destroy());
  });
}
