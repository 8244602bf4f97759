// The messages between the app's thread and the worker thread that owns PGlite (pglite-thread.ts,
// pglite-worker.js). Types only: the worker, plain JavaScript, names them in JSDoc.

/** What the worker starts with (`workerData`). */
export interface WorkerStart {
  /** The folder of the database files; none for a database in memory. */
  folder: string | undefined;
  /** A dump (PGlite's `dumpDataDir`) to start from. */
  loadDataDir: ArrayBuffer | undefined;
  /** PGlite's WebAssembly, compiled once per process and shared with every worker. */
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

export type RowMode = 'array' | 'object';

/** A query's options that can cross threads (parsers are functions: only "keep as text" can). */
export interface QueryShape {
  rowMode: RowMode | undefined;
  /** Type ids whose values stay text, as Drizzle asks for dates, timestamps and intervals. */
  textTypes: number[];
}

export type Request =
  | { id: number; op: 'query'; tx: number | undefined; text: string; params: unknown[]; shape: QueryShape }
  | { id: number; op: 'exec'; tx: number | undefined; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

/** A database error's fields, which a structured clone of the error itself would lose. */
export interface ErrorFields {
  name: string;
  message: string;
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  position?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

export type Reply =
  | { kind: 'ready' }
  | { kind: 'start-failed'; error: ErrorFields }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'failed'; id: number; error: ErrorFields }
  | { kind: 'notification'; channel: string; payload: string };
