// Starts the built app for the end-to-end tests on a fresh embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'e2e', '.data');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
process.env.DATABASE_URL = '';
process.chdir(root);
await import(path.join(root, 'dist/server/main.js'));
