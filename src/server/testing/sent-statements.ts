import { vi } from 'vitest';
import type { Database } from '#server/db/client.ts';

/** A statement sent to the database: its text, its values and, when it runs prepared, its name. */
export interface SentStatement {
  text: string;
  values: unknown[];
  name?: string;
}

type Sent = { text?: string; values?: unknown[]; name?: string } | undefined;

/**
 * The statements `run` sends through `db`'s client (node-postgres or PGlite), in order. The app's
 * background jobs share the client, so a test keeps those of the code it tests.
 */
export async function sentStatements(db: Database, run: () => Promise<unknown>): Promise<SentStatement[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await run();
    return spy.mock.calls.flatMap(([query, values]) => {
      // node-postgres takes a query object (values inside, or beside it); PGlite a text and its values.
      const sent: Sent = typeof query === 'string' ? { text: query } : (query as Sent);
      if (!sent?.text) return [];
      const given = sent.values ?? (Array.isArray(values) ? values : []);
      return [{ text: sent.text, values: given, ...(sent.name ? { name: sent.name } : {}) }];
    });
  } finally {
    spy.mockRestore();
  }
}
