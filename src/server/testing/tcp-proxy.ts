import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL) that a test or the chaos script controls: `cut`
 * drops every connection and hangs up on new ones (a crashed or stopped server), `freeze` lets
 * nothing through either way while keeping connections open (a server stopped with SIGSTOP, a
 * network that swallows packets), `restore` lets everything flow again. The server itself is never
 * touched, so tests share it safely.
 */
export interface TcpProxy {
  host: string;
  port: number;
  cut(): void;
  freeze(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'open' | 'cut' | 'frozen' = 'open';
  const sockets = new Set<net.Socket>();
  // What arrived while frozen, in order, for the socket it goes to.
  let held: [net.Socket, Buffer][] = [];

  const relay = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (state === 'frozen') held.push([to, chunk]);
      else if (!to.destroyed) to.write(chunk);
    });
    from.on('end', () => to.end());
    from.on('close', () => {
      sockets.delete(from);
      to.destroy();
    });
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((client) => {
    if (state === 'cut') return client.destroy();
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    cut() {
      state = 'cut';
      held = [];
      for (const socket of sockets) socket.destroy();
    },
    freeze() {
      state = 'frozen';
    },
    restore() {
      state = 'open';
      const backlog = held;
      held = [];
      for (const [socket, chunk] of backlog) if (!socket.destroyed) socket.write(chunk);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
