/**
 * Memory and throughput of image uploads: the server runs in a child process (embedded database in
 * memory, local file store in a temporary folder); CLIENTS clients each upload FILES images of
 * 5 MB in one request, all at once. Prints the server's peak RSS and the throughput.
 *
 *   npx tsx src/server/storage/upload-bench.ts [clients=10] [files=5]
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import { DEMO_PASSWORD } from '#server/db/seed/seed.ts';

if (process.argv[2] === '--server') await runServer();
else await runClients(Number(process.argv[2] ?? 10), Number(process.argv[3] ?? 5));

async function runServer() {
  const { buildApp } = await import('#server/app.ts');
  const { loadConfig } = await import('#server/config/env.ts');
  const { openPglite } = await import('#server/db/client.ts');
  const { seed } = await import('#server/db/seed/seed.ts');
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'silent' });
  const database = await openPglite('memory');
  await database.migrate();
  await seed(database.db, {
    adminEmail: config.admin.email,
    adminPassword: config.admin.password,
    demo: true,
  });
  const app = await buildApp({ config, db: database.db, webDir: uploadsDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  process.send!({
    port: (app.server.address() as { port: number }).port,
    idleRss: process.memoryUsage().rss,
  });
  // The process's own high-water mark includes start-up (migrations, seed): sample during the run instead.
  let peakRss = 0;
  let sampler: NodeJS.Timeout | undefined;
  process.on('message', (message) => {
    if (message === 'start') {
      peakRss = process.memoryUsage().rss;
      sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
      process.send!('started');
    }
    if (message === 'report') {
      clearInterval(sampler);
      process.send!({ peakRss, startRss: process.memoryUsage().rss });
      void app.close().then(() => {
        fs.rmSync(uploadsDir, { recursive: true, force: true });
        process.exit(0);
      });
    }
  });
}

async function runClients(clients: number, files: number) {
  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
  });
  const { port, idleRss } = await new Promise<{ port: number; idleRss: number }>((resolve) =>
    child.once('message', (message) => resolve(message as { port: number; idleRss: number })),
  );
  const base = `http://127.0.0.1:${port}`;
  process.on('exit', () => child.kill());
  const session = await signIn(base);
  const complaintId = await newComplaint(base, session);
  // One 5 MB PNG shared by every request (the clients' memory is not what is measured).
  const image = Buffer.alloc(MAX_UPLOAD_BYTES, 1);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(image);

  await new Promise((resolve) => {
    child.once('message', resolve);
    child.send('start');
  });
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: clients }, () => upload(port, complaintId, session, image, files)),
  );
  const seconds = (performance.now() - started) / 1000;
  const { peakRss } = await new Promise<{ peakRss: number }>((resolve) => {
    child.once('message', (message) => resolve(message as { peakRss: number }));
    child.send('report');
  });
  const megabytes = (clients * files * image.length) / 1_048_576;
  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
  process.stdout.write(
    [
      `${clients} clients x ${files} images of ${image.length} bytes: statuses ${[...new Set(statuses)].join(',')}`,
      `server RSS idle ${mb(idleRss)}, peak ${mb(peakRss)} (${mb(clients * files * image.length)} uploaded)`,
      `${megabytes.toFixed(0)} MB in ${seconds.toFixed(2)} s: ${(megabytes / seconds).toFixed(0)} MB/s, ${((clients * files) / seconds).toFixed(1)} images/s`,
      '',
    ].join('\n'),
  );
}

interface Session {
  cookie: string;
  token: string;
}

async function signIn(base: string): Promise<Session> {
  const first = await fetch(`${base}/api/auth/csrf-token`);
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value!);
    }
  };
  keep(first);
  const { token } = (await first.json()) as { token: string };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': token },
    body: JSON.stringify({ login: 'support', password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  keep(login);
  return { cookie: cookie(), token };
}

async function newComplaint(base: string, session: Session): Promise<number> {
  const response = await fetch(`${base}/api/complaints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.token },
    body: JSON.stringify({
      customer_name: 'Bench Customer',
      customer_province: 'Punjab',
      customer_city: 'Lahore',
      phone: '03001234567',
      product_name: 'Split AC',
      problem_type: 'Not cooling',
      tag: 'L1',
    }),
  });
  if (response.status !== 201)
    throw new Error(`create answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { complaint: { id: number } }).complaint.id;
}

/** Streams a multipart body to the server, part by part, as a browser does. */
function upload(port: number, complaintId: number, session: Session, image: Buffer, files: number) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const heads = Array.from({ length: files }, (_, index) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[${index}]"; filename="p${index}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length = heads.reduce((sum, head) => sum + head.length + image.length + 2, 0) + tail.length;
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/complaints/${complaintId}/upload-image`,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
          cookie: session.cookie,
          'x-csrf-token': session.token,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    void (async () => {
      for (const head of heads) {
        request.write(head);
        if (!request.write(image)) await new Promise((done) => request.once('drain', done));
        request.write('\r\n');
      }
      request.end(tail);
    })();
  });
}
