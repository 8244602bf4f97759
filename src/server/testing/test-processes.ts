// Test support for the tests of the `processes` project (vitest.config.ts): runs a project script
// in its own Node process, as npm would.
import { execFile } from 'node:child_process';
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
