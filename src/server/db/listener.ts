import pg from 'pg';

/** What a LISTEN hands on: each payload, and (re)connections, after which messages may have been missed. */
export interface ListenHandlers {
  onMessage(payload: string): void;
  /** The channel is listened to again after a break: what was sent meanwhile never arrived. */
  onReconnected(): void;
}

export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one goes back to the pool and stops
 * hearing). When the connection breaks (the server restarted, the network went away), it is made
 * again with growing pauses, and `onReconnected` lets the listener read what it missed.
 */
export function listenPostgres(url: string): Listen {
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
    return async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
  };
}
