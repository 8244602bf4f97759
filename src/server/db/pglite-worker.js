// @ts-check
// The worker thread that owns the embedded database (see pglite-thread.ts): PGlite runs here, so
// the app's thread keeps serving HTTP while a query runs. PGlite queues queries itself and holds
// every other query back while a transaction is open, as it does on one thread. Plain JavaScript,
// so that Node starts it as it is from the sources (tsx, vitest) and from the build alike; the
// messages are typed in pglite-protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('./pglite-protocol.ts').Request} Request */
/** @typedef {import('./pglite-protocol.ts').Reply} Reply */
/** @typedef {import('./pglite-protocol.ts').ErrorFields} ErrorFields */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const start = /** @type {import('./pglite-protocol.ts').WorkerStart} */ (workerData);

/** @param {Reply} reply @param {ArrayBuffer[]} [transfer] */
const post = (reply, transfer = []) => port.postMessage(reply, transfer);

// A database error's fields, which a structured clone of the error itself would lose.
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
];

/** @param {unknown} error @returns {ErrorFields} */
function errorFields(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, string>} */
  const fields = { name: error.name, message: error.message };
  const source = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error));
  for (const key of ERROR_FIELDS) {
    const value = source[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return /** @type {ErrorFields} */ (fields);
}

/** PGlite's WebAssembly aborted: the instance cannot be trusted with another query. @param {unknown} error */
const isFatal = (error) =>
  error instanceof WebAssembly.RuntimeError ||
  (error instanceof Error && error.message.startsWith('Aborted('));

/** @param {string} value */
const keepText = (value) => value;
/** @type {Map<string, Record<number, (value: string) => string>>} */
const parserSets = new Map();
/** @param {import('./pglite-protocol.ts').QueryShape} shape */
function queryOptions(shape) {
  const key = shape.textTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(shape.textTypes.map((type) => [type, keepText]));
    parserSets.set(key, parsers);
  }
  return { rowMode: shape.rowMode, parsers };
}

class RolledBack extends Error {}

// The statements the app runs again and again (Drizzle's queries) become named prepared statements,
// parsed and planned once: PGlite otherwise spends most of a list call planning (docs/benchmarks.md).
const PREPARED = /^\s*(select|insert|update|delete|with)\b/i;
const MAX_PREPARED = 1000;
// PostgreSQL dropped the plan (a migration changed a table's columns) or the statement.
const STALE_STATEMENT = new Set(['0A000', '26000']);

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

async function main() {
  /** @type {PGlite} */
  let db;
  try {
    db = await PGlite.create({
      dataDir: start.folder,
      extensions: { pg_trgm },
      pgliteWasmModule: start.pgliteWasmModule,
      initdbWasmModule: start.initdbWasmModule,
      ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
    });
  } catch (error) {
    post({ kind: 'start-failed', error: errorFields(error) });
    return;
  }

  /**
   * Open transactions by the id of the request that began them: each waits for the app's thread
   * to say commit or roll back, and answers that request (`endId`) when it has ended.
   * @type {Map<number, { tx: Transaction; end(commit: boolean, endId: number): void }>}
   */
  const transactions = new Map();
  /** @type {Map<string, () => Promise<void>>} */
  const listeners = new Map();

  const { serialize } = protocol;
  /** @type {Map<string, { name: string; paramTypes: number[]; fields: import('@electric-sql/pglite').BackendMessage | undefined }>} */
  const statements = new Map();
  let named = 0;

  /** Parses and describes `text` once as a named statement (the caller holds PGlite's query lock). @param {string} text */
  const prepare = async (text) => {
    const name = `caredesk_${++named}`;
    const { messages } = await db.execProtocol(
      concat([
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (statements.size >= MAX_PREPARED) {
      const [oldest, statement] = /** @type {[string, { name: string }]} */ (
        statements.entries().next().value
      );
      statements.delete(oldest);
      await db.execProtocol(
        concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
        {
          syncToFs: false,
        },
      );
    }
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: messages.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  };

  /**
   * What PGlite's `query` does, on a named statement: bind and execute only. Outside a transaction
   * it waits for an open one to end, as `query` does.
   * @param {string} text @param {unknown[]} params @param {import('./pglite-protocol.ts').QueryShape} shape
   * @param {boolean} inTransaction
   */
  const queryPrepared = (text, params, shape, inTransaction) => {
    const run = () =>
      db.runExclusive(async () => {
        const statement = statements.get(text) ?? (await prepare(text));
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = db.serializers[/** @type {number} */ (statement.paramTypes[index])];
          return serializer ? serializer(value) : String(value);
        });
        try {
          const { messages } = await db.execProtocol(
            concat([
              serialize.bind({ statement: statement.name, values }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { syncToFs: !inTransaction },
          );
          const results = parse.parseResults(
            statement.fields ? [statement.fields, ...messages] : messages,
            db.parsers,
            queryOptions(shape),
          );
          return results[0];
        } catch (error) {
          const code = /** @type {{ code?: string }} */ (error).code;
          if (code && STALE_STATEMENT.has(code)) statements.delete(text);
          throw error;
        }
      });
    return inTransaction ? run() : db._runExclusiveTransaction(run);
  };

  /** @param {number | undefined} tx */
  const on = (tx) => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error('The transaction is already closed.');
    return open.tx;
  };

  /** Answers `id` once BEGIN has run, and the end request once COMMIT or ROLLBACK has. @param {number} id */
  const begin = (id) => {
    let endId = 0;
    db.transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          transactions.set(id, {
            tx,
            end(commit, end) {
              endId = end;
              if (commit) resolve(null);
              else reject(new RolledBack());
            },
          });
          post({ kind: 'done', id, value: id });
        }),
    )
      .then(
        () => post({ kind: 'done', id: endId, value: null }),
        (error) => {
          if (error instanceof RolledBack) post({ kind: 'done', id: endId, value: null });
          else post({ kind: 'failed', id: endId || id, error: errorFields(error) });
        },
      )
      .finally(() => transactions.delete(id));
  };

  /** The value to answer with; undefined when the answer comes later (begin, end). @param {Request} request */
  const answer = async (request) => {
    switch (request.op) {
      case 'query':
        if (PREPARED.test(request.text)) {
          on(request.tx);
          return queryPrepared(request.text, request.params, request.shape, request.tx !== undefined);
        }
        return on(request.tx).query(request.text, request.params, queryOptions(request.shape));
      case 'exec':
        return on(request.tx).exec(request.text);
      case 'begin':
        begin(request.id);
        return undefined;
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('The transaction is already closed.');
        transactions.delete(request.tx);
        open.end(request.commit, request.id);
        return undefined;
      }
      case 'listen': {
        const { channel } = request;
        if (!listeners.has(channel))
          listeners.set(
            channel,
            await db.listen(channel, (payload) => post({ kind: 'notification', channel, payload })),
          );
        return null;
      }
      case 'unlisten':
        await listeners.get(request.channel)?.();
        listeners.delete(request.channel);
        return null;
      case 'dump':
        return (await db.dumpDataDir(request.compression)).arrayBuffer();
      case 'close':
        await db.close();
        return null;
    }
  };

  port.on('message', (/** @type {Request} */ request) => {
    answer(request).then(
      (value) => {
        if (value === undefined) return;
        post({ kind: 'done', id: request.id, value }, value instanceof ArrayBuffer ? [value] : []);
      },
      (error) => {
        post({ kind: 'failed', id: request.id, error: errorFields(error) });
        if (isFatal(error)) process.exit(1);
      },
    );
  });
  post({ kind: 'ready' });
}

void main();
