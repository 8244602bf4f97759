// Test support for the tests of the `processes` project (vitest.config.ts): runs a project script
// in its own Node process, as npm would.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inject, onTestFinished } from 'vitest';
import { openPglite, type DatabaseHandle } from '#server/db/client.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// An absolute loader URL, so a script can run from any working directory.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const SCRIPT_TIMEOUT_MS = 60_000;

export interface ScriptRun {
  /** Null when the process was killed, for instance at the timeout. */
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `script` (a path from the project root) with tsx. Only PATH, HOME and TMPDIR come from
 * the test's environment, so a DATABASE_URL in the shell cannot leak into the script.
 */
export function runScript(
  script: string,
  args: string[] = [],
  options: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {},
): Promise<ScriptRun> {
  const env: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR']) if (process.env[name]) env[name] = process.env[name];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', TSX_LOADER, path.join(PROJECT_ROOT, script), ...args],
      {
        cwd: options.cwd ?? PROJECT_ROOT,
        env: { ...env, ...options.env },
        timeout: options.timeoutMs ?? SCRIPT_TIMEOUT_MS,
        killSignal: 'SIGKILL',
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/**
 * Opens an embedded database in `dataDir`, migrated and seeded, started from the run's template
 * (src/server/testing/pglite-template.ts) rather than by initdb and the migrations, which cost
 * seconds of CPU each time. What the tests check (locks, backups, restores) is the same.
 */
export function openTemplateDatabase(dataDir: string): Promise<DatabaseHandle> {
  return openPglite(dataDir, { loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
}

/** A fresh folder under the system temp folder, removed when the current test finishes. */
export function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-db-test-'));
  onTestFinished(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** The lines a process printed, without the trailing newline. */
export function lines(output: string): string[] {
  return output
    .trimEnd()
    .split('\n')
    .filter((line) => line !== '');
}

export interface RunningScript {
  child: ChildProcess;
  /** Everything printed so far, standard output and error together. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output, waiting for it to be printed. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Sends `signal` and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `script` with tsx and leaves it running (a server), with the same environment rules as
 * `runScript`; it is killed when the current test finishes, if still running.
 */
export function startScript(script: string, options: { env?: Record<string, string> } = {}): RunningScript {
  const env: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR']) if (process.env[name]) env[name] = process.env[name];
  const child = spawn(process.execPath, ['--import', TSX_LOADER, path.join(PROJECT_ROOT, script)], {
    cwd: PROJECT_ROOT,
    env: { ...env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return {
    child,
    output: () => output,
    async waitFor(pattern, timeoutMs = SCRIPT_TIMEOUT_MS) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const match = output.match(pattern);
        if (match) return match;
        if (child.exitCode !== null || Date.now() > until)
          throw new Error(`${script} did not print ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
