import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut, to play a database outage:
 * - 'open': forwards both ways;
 * - 'refuse': closes every connection, existing and new (the database host is down);
 * - 'blackhole': drops existing connections and holds new ones without an answer (a network
 *   partition: only the client's own timeouts end the wait). When the proxy opens again, a held
 *   connection goes through, as a delayed packet would once the partition heals.
 */
export type ProxyMode = 'open' | 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'open';
  const pairs = new Set<Pair>();
  const end = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };
  const forward = (pair: Pair) => {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => end(pair)).on('close', () => end(pair));
    pair.client.pipe(upstream).pipe(pair.client);
  };
  const server: Server = createServer((client) => {
    if (mode === 'refuse') return void client.destroy();
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => end(pair)).on('close', () => end(pair));
    if (mode === 'open') forward(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    through(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    setMode(next) {
      mode = next;
      for (const pair of [...pairs]) {
        if (next === 'open') {
          if (!pair.upstream) forward(pair);
        } else end(pair);
      }
    },
    close() {
      for (const pair of [...pairs]) end(pair);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
