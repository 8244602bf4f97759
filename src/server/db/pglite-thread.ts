import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { ErrorFields, QueryShape, Reply, Request, WorkerStart } from './pglite-protocol.ts';

// Beside this file in the sources, beside main.js in the build (dist/server).
const WORKER_FILE = new URL('./pglite-worker.js', import.meta.url);
const require = createRequire(import.meta.url);

/** The embedded database's thread ended without being closed: every query from now on fails with this. */
export class EmbeddedDatabaseStoppedError extends Error {
  readonly code = 'EMBEDDED_DATABASE_STOPPED';
}

/** An error of the database, as the worker reported it (a syntax error, a broken constraint...). */
export class PgliteError extends Error {
  constructor(fields: ErrorFields) {
    super(fields.message);
    Object.assign(this, fields);
  }
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only "keep as text" parsers can cross threads: the types listed stay text (what Drizzle asks). */
  parsers?: Record<number, unknown>;
}

/** What Drizzle, the migrator and pg-boss use of PGlite, inside a transaction too. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

// The server's library types (ES2023) know WebAssembly only as types; Node has the functions.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
};

let compiled: Promise<Pick<WorkerStart, 'pgliteWasmModule' | 'initdbWasmModule'>> | undefined;
/** PGlite's WebAssembly, compiled once per process: each worker then starts without compiling it. */
function wasmModules() {
  compiled ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const compile = async (file: string) => wasm.compile(await fs.promises.readFile(path.join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return compiled;
}

/**
 * PGlite in a worker thread of its own, with the part of PGlite's interface the app uses. The
 * worker holds the only connection: queries queue there, and an open transaction holds every other
 * query back until it ends, as PGlite does on one thread. A failed query leaves the worker serving;
 * when the worker itself ends (PGlite's WebAssembly aborted, the thread crashed), every waiting
 * and later query fails with EmbeddedDatabaseStoppedError and `onStopped` is told.
 */
export class PgliteThread implements PgliteQueries {
  readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  /** Set when the worker has ended, closed or not. */
  private stopped: EmbeddedDatabaseStoppedError | undefined;
  private closing = false;
  private readonly stoppedListeners = new Set<(error: EmbeddedDatabaseStoppedError) => void>();

  private constructor(worker: Worker) {
    this.worker = worker;
    // An idle worker does not keep the process alive; one with a query under way does.
    worker.unref();
    worker.on('message', (reply: Reply) => this.receive(reply));
    worker.on('error', (error) => this.stop(`the database thread failed: ${error.message}`));
    worker.on('exit', (code) => this.stop(`the database thread exited with code ${code}`));
  }

  static async start(folder: string | undefined, loadDataDir: Blob | undefined): Promise<PgliteThread> {
    const dump = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
    const start: WorkerStart = { folder, loadDataDir: dump, ...(await wasmModules()) };
    const worker = new Worker(WORKER_FILE, {
      workerData: start,
      transferList: dump ? [dump] : [],
    });
    return new Promise((resolve, reject) => {
      const settle = () => {
        worker.off('message', ready);
        worker.off('error', failed);
        worker.off('exit', exited);
      };
      const failed = (error: Error) => {
        settle();
        void worker.terminate();
        reject(error);
      };
      const exited = (code: number) =>
        failed(
          new EmbeddedDatabaseStoppedError(
            `The embedded database thread exited with code ${code} while starting.`,
          ),
        );
      const ready = (reply: Reply) => {
        if (reply.kind === 'ready') {
          settle();
          resolve(new PgliteThread(worker));
        } else if (reply.kind === 'start-failed') failed(new PgliteError(reply.error));
      };
      worker.on('message', ready);
      worker.on('error', failed);
      worker.on('exit', exited);
    });
  }

  query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.call({ op: 'query', tx: undefined, text, params, shape: shapeOf(options) });
  }

  exec(text: string): Promise<Results[]> {
    return this.call({ op: 'exec', tx: undefined, text });
  }

  /** Runs `work` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    let open = true;
    const check = () => {
      if (!open) throw new Error('The transaction is already closed.');
    };
    const queries: PgliteQueries = {
      query: <R>(text: string, params: unknown[] = [], options: QueryOptions = {}) => {
        check();
        return this.call<Results<R>>({ op: 'query', tx, text, params, shape: shapeOf(options) });
      },
      exec: (text: string) => {
        check();
        return this.call<Results[]>({ op: 'exec', tx, text });
      },
    };
    let result: T;
    try {
      result = await work(queries);
    } catch (error) {
      open = false;
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    open = false;
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Calls `onMessage` with each NOTIFY on `channel`; the answer stops listening. */
  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.channels.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.channels.set(channel, callbacks);
      await this.call({ op: 'listen', channel });
    }
    callbacks.add(onMessage);
    return async () => {
      const current = this.channels.get(channel);
      if (!current?.delete(onMessage) || current.size > 0) return;
      this.channels.delete(channel);
      if (!this.stopped) await this.call({ op: 'unlisten', channel });
    };
  }

  /** The database as a tarball (PGlite's `dumpDataDir`). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump', compression })]);
  }

  /** False once the worker has ended. */
  get running(): boolean {
    return !this.stopped;
  }

  /** Tells `listener` once if the database thread ends without being closed. */
  onStopped(listener: (error: EmbeddedDatabaseStoppedError) => void): void {
    this.stoppedListeners.add(listener);
  }

  async close(): Promise<void> {
    if (this.closing || this.stopped) return;
    this.closing = true;
    try {
      await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }

  private call<T>(request: WithoutId<Request>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      try {
        this.worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be copied to the worker (a function, a symbol).
        reject(error as Error);
        return;
      }
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
  }

  private receive(reply: Reply) {
    if (reply.kind === 'notification') {
      for (const callback of this.channels.get(reply.channel) ?? []) callback(reply.payload);
      return;
    }
    if (reply.kind !== 'done' && reply.kind !== 'failed') return;
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (reply.kind === 'done') waiting.resolve(reply.value);
    else waiting.reject(new PgliteError(reply.error));
  }

  private stop(reason: string) {
    if (this.stopped) return;
    this.stopped = new EmbeddedDatabaseStoppedError(
      this.closing
        ? 'The embedded database is closed.'
        : `The embedded database stopped unexpectedly (${reason}).`,
    );
    for (const { reject } of this.waiting.values()) reject(this.stopped);
    this.waiting.clear();
    if (!this.closing) for (const listener of this.stoppedListeners) listener(this.stopped);
  }
}

function shapeOf(options: QueryOptions): QueryShape {
  return { rowMode: options.rowMode, textTypes: Object.keys(options.parsers ?? {}).map(Number) };
}
