// Test support for startup.test.ts, preloaded with `--import`: once the app says it is running,
// ends the embedded database's worker thread, as a crash of PGlite would. Only that thread: the
// one sent database requests (`op`); a module loader's own thread (tsx) must keep running.
import { isMainThread, Worker } from 'node:worker_threads';

if (isMainThread) {
  const workers = new Set();
  const postMessage = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && typeof message === 'object' && 'op' in message) workers.add(this);
    return postMessage.call(this, message, ...rest);
  };
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    if (String(chunk).includes('CareDesk is running')) for (const worker of workers) void worker.terminate();
    return write(chunk, ...rest);
  };
}
