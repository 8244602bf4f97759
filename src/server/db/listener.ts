import pg from 'pg';

/** What a LISTEN hands on: each payload, and (re)connections, after which messages may have been missed. */
export interface ListenHandlers {
  onMessage(payload: string): void;
  /** The channel is listened to again after a break: what was sent meanwhile never arrived. */
  onReconnected(): void;
  /** The connection broke: until `onReconnected`, nothing sent on the channel arrives. */
  onLost?(): void;
}

export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

/** Sessions ended, accounts or roles changed (migration 0020): the user ids, or `*` for everyone. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/**
 * Channels that every pooled connection LISTENs on too. PostgreSQL hands a listening session its
 * own transaction's notifications at commit, before the commit's answer: the process that made a
 * change has heard it by the time its query resolves, with no race against its next request. The
 * connection of `listenPostgres` still hears the other processes' changes while the pool is idle.
 */
const ON_EVERY_CONNECTION = [SESSION_CHANGES_CHANNEL];

/** The pool's side of ON_EVERY_CONNECTION: `attach` each new pooled connection before its first use. */
export function pooledListeners() {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    async attach(client: pg.ClientBase): Promise<void> {
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      for (const channel of ON_EVERY_CONNECTION) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    subscribe(channel: string, onMessage: (payload: string) => void): () => void {
      if (!ON_EVERY_CONNECTION.includes(channel)) return () => undefined;
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set);
      set.add(onMessage);
      return () => set.delete(onMessage);
    },
  };
}

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one goes back to the pool and stops
 * hearing). When the connection breaks (the server restarted, the network went away), it is made
 * again with growing pauses, and `onReconnected` lets the listener read what it missed.
 */
export function listenPostgres(url: string, pooled?: ReturnType<typeof pooledListeners>): Listen {
  return async (channel, handlers) => {
    let client: pg.Client | null = null;
    let closed = false;
    let failures = 0;
    let retry: NodeJS.Timeout | null = null;

    const connect = async (again: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000, keepAlive: true });
      const broken = () => {
        if (client !== next) return;
        client = null;
        next.removeAllListeners('notification');
        void next.end().catch(() => undefined);
        handlers.onLost?.();
        schedule();
      };
      next.on('error', broken);
      next.on('end', broken);
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.onMessage(message.payload ?? '');
      });
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        if (!again) throw error;
        broken();
        return;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      failures = 0;
      if (again) handlers.onReconnected();
    };

    const schedule = () => {
      if (closed || retry) return;
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      failures++;
      retry = setTimeout(() => {
        retry = null;
        void connect(true);
      }, wait);
      retry.unref();
    };

    await connect(false);
    const unsubscribe = pooled?.subscribe(channel, handlers.onMessage);
    return async () => {
      closed = true;
      unsubscribe?.();
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
  };
}
