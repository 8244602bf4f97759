// Test support for startup.test.ts, preloaded with `--import`: once the app says it is running,
// ends the embedded database's worker thread, as a crash of PGlite would.
import { isMainThread, Worker } from 'node:worker_threads';

if (isMainThread) {
  const workers = new Set();
  const emit = Worker.prototype.emit;
  Worker.prototype.emit = function (event, ...args) {
    if (event === 'online') workers.add(this);
    return emit.call(this, event, ...args);
  };
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    if (String(chunk).includes('CareDesk is running')) for (const worker of workers) void worker.terminate();
    return write(chunk, ...rest);
  };
}
