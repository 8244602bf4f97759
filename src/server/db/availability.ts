import pg from 'pg';

/**
 * Whether the database answers. While it does not, the API answers 503 at once instead of letting
 * every request wait on it; as soon as it answers again, the next request goes through.
 */
export interface DatabaseAvailability {
  /** Whether the last check reached the database. */
  readonly up: boolean;
  /** Checks again now (one check at a time, whoever asks) and answers whether the database is back. */
  recheck(): Promise<boolean>;
  /** A query failed in a way that may mean the database is gone: check now, without waiting. */
  suspect(): void;
  close(): Promise<void>;
}

/** The embedded database runs in the process: it is there as long as the process is. */
export const ALWAYS_AVAILABLE: DatabaseAvailability = {
  up: true,
  recheck: async () => true,
  suspect: () => undefined,
  close: async () => undefined,
};

// A database that cannot answer `select 1` within a second is not serving requests; checking every
// second finds a frozen server within two.
export const HEARTBEAT_MS = 1_000;
export const PROBE_TIMEOUT_MS = 1_000;

/**
 * Watches a PostgreSQL server through a connection of its own (the pool's may all be busy or
 * stuck): a heartbeat while all is well, a check whenever a query fails as if it were gone, and,
 * while it is down, a check when a request asks. When it goes down, `onDown` runs once, so the
 * pool can drop connections that would otherwise wait on a frozen server.
 */
export function watchPostgres(url: string, onDown: () => void): DatabaseAvailability {
  let up = true;
  let probe: pg.Client | null = null;
  let running: Promise<boolean> | null = null;

  const dropProbe = () => {
    const client = probe;
    probe = null;
    if (client) destroyConnection(client);
  };

  async function check(): Promise<boolean> {
    try {
      if (!probe) {
        const client = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: PROBE_TIMEOUT_MS,
          query_timeout: PROBE_TIMEOUT_MS,
        });
        // A broken connection is dropped and made again at the next check.
        client.on('error', () => {
          if (probe === client) dropProbe();
        });
        probe = client;
        await client.connect();
      }
      await probe.query('select 1');
      up = true;
    } catch {
      dropProbe();
      if (up) {
        up = false;
        onDown();
      }
    }
    return up;
  }

  const recheck = () => (running ??= check().finally(() => (running = null)));
  const heartbeat = setInterval(() => void recheck(), HEARTBEAT_MS);
  heartbeat.unref();

  return {
    get up() {
      return up;
    },
    recheck,
    suspect: () => void recheck(),
    async close() {
      clearInterval(heartbeat);
      await running;
      dropProbe();
    },
  };
}

/**
 * Closes a client's socket at once. `client.end()` would first say goodbye to the server, and a
 * frozen server never answers; node-postgres has no public way to drop the socket itself.
 */
export function destroyConnection(client: pg.Client | pg.PoolClient): void {
  (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}

// Node's network errors, and PostgreSQL's codes for a server that is shutting down, starting up,
// out of connections, unreachable (class 08) or that cancelled a statement running too long.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);
// node-postgres's own errors carry no code.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/;

/** Whether an error (or one it was caused by, as Drizzle wraps them) means the database did not serve the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
