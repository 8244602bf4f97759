import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseLiveMessage, type LiveMessage } from '#domain/live/live.schemas.ts';
import type { TestApp, TestBrowser } from '#server/testing/build-test-app.ts';

export interface ReceivedEvent extends LiveMessage {
  id: number;
}

/** An open `/api/events` stream as a browser's EventSource reads it, for tests and the bench. */
export interface TestStream {
  status: number;
  events: ReceivedEvent[];
  /** The last `id:` line seen (also on events without data), as EventSource remembers it. */
  lastId: number | null;
  comments: number;
  ended: Promise<void>;
  isEnded(): boolean;
  /** Resolves with the first event (already received or coming) that matches, or fails after `ms`. */
  next(match: (event: ReceivedEvent) => boolean, ms?: number): Promise<ReceivedEvent>;
  close(): void;
}

export async function listeningUrl(testApp: TestApp): Promise<string> {
  if (!testApp.app.server.listening) await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export function openStream(
  baseUrl: string,
  cookie: string | TestBrowser,
  lastEventId?: number,
): Promise<TestStream> {
  const cookieHeader = typeof cookie === 'string' ? cookie : cookie.cookieHeader();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/events`,
      {
        headers: {
          cookie: cookieHeader,
          accept: 'text/event-stream',
          ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
        },
      },
      (response) => {
        const waiters = new Set<() => void>();
        let ended = false;
        let resolveEnded: () => void = () => undefined;
        const stream: TestStream = {
          status: response.statusCode ?? 0,
          events: [],
          lastId: null,
          comments: 0,
          ended: new Promise((done) => (resolveEnded = done)),
          isEnded: () => ended,
          next(match, ms = 5_000) {
            return new Promise((found, failed) => {
              const check = () => {
                const event = stream.events.find(match);
                if (!event) return false;
                waiters.delete(check);
                clearTimeout(timer);
                found(event);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                failed(new Error(`No matching event in ${ms} ms; got ${JSON.stringify(stream.events)}`));
              }, ms);
              if (!check()) waiters.add(check);
            });
          },
          close: () => request.destroy(),
        };
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            let id: number | null = null;
            let data: string | null = null;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) stream.comments++;
              else if (line.startsWith('id: ')) id = Number(line.slice(4));
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (id !== null) stream.lastId = id;
            const message = data === null ? null : parseLiveMessage(data);
            if (message) stream.events.push({ ...message, id: id ?? 0 });
          }
          for (const waiter of [...waiters]) waiter();
        });
        const finish = () => {
          ended = true;
          resolveEnded();
        };
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}
