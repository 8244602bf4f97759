import type { Database } from '#server/db/client.ts';

/** What pg-boss needs of a connection: run a statement (or, without values, a script of several). */
export interface RawSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

type Result = { rows: unknown[] };
interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<Result>;
  exec(text: string): Promise<Result[]>;
}
interface PoolClient {
  query(text: string, values?: unknown[]): Promise<Result | Result[]>;
  release(): void;
}
interface PgPool {
  query(text: string, values?: unknown[]): Promise<Result>;
  connect(): Promise<PoolClient>;
}

function hasClient(db: object): db is { $client: unknown } {
  return '$client' in db;
}
function isPglite(client: unknown): client is PgliteClient {
  return typeof client === 'object' && client !== null && 'exec' in client && 'query' in client;
}
function isPool(client: unknown): client is PgPool {
  return typeof client === 'object' && client !== null && 'connect' in client && 'query' in client;
}

const lastOf = (results: Result[]): Result => results.at(-1) ?? { rows: [] };

/**
 * The app's own connection (PGlite, or the PostgreSQL pool) as pg-boss's `db` option, so jobs live
 * in the same database as the rows they change, with no second pool. A script (pg-boss sends its
 * maintenance as `BEGIN; ...; COMMIT`) is rolled back when it fails, so the connection is not left
 * in an aborted transaction.
 */
export function rawSqlOf(db: Database): RawSql {
  const client = hasClient(db) ? db.$client : undefined;
  if (isPglite(client)) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        try {
          return lastOf(await client.exec(text));
        } catch (error) {
          await client.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      },
    };
  }
  if (isPool(client)) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const connection = await client.connect();
        try {
          const result = await connection.query(text);
          return Array.isArray(result) ? lastOf(result) : result;
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
    };
  }
  throw new Error('The database has no client to run jobs on.');
}
