import { Writable } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyRequest, type LogLevel } from 'fastify';
import { describe, expect, test } from 'vitest';
import { ApiRequestLog, SLOW_REQUEST_MS } from './request-log.ts';

/** One answered request through the log controller at `level`: the lines it wrote. */
function logOf(level: LogLevel, answer: { url?: string; statusCode: number; ms?: number; error?: Error }) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const { log } = Fastify({ logger: { level, stream } });
  const request = { url: answer.url ?? '/api/complaints', method: 'GET' } as FastifyRequest;
  const reply = {
    statusCode: answer.statusCode,
    elapsedTime: answer.ms ?? 3,
    log,
  } as unknown as FastifyReply;
  new ApiRequestLog().requestCompleted(answer.error, request, reply);
  return lines;
}

describe('the API request log', () => {
  test('a fast successful request is a debug line only', () => {
    expect(logOf('info', { statusCode: 200 })).toEqual([]);
    expect(logOf('debug', { statusCode: 200 })).toMatchObject([
      { level: 20, msg: 'request', method: 'GET', url: '/api/complaints', statusCode: 200, ms: 3 },
    ]);
  });

  test('a slow successful request is an info line', () => {
    expect(logOf('info', { statusCode: 200, ms: SLOW_REQUEST_MS + 1 })).toMatchObject([
      { level: 30, msg: 'request', statusCode: 200, ms: SLOW_REQUEST_MS + 1 },
    ]);
  });

  test('a refused request is an info line', () => {
    expect(logOf('info', { statusCode: 403 })).toMatchObject([
      { level: 30, msg: 'request', statusCode: 403 },
    ]);
  });

  test('a failed request is an error line, even when only errors are logged', () => {
    expect(logOf('error', { statusCode: 500 })).toMatchObject([
      { level: 50, msg: 'request', statusCode: 500 },
    ]);
    expect(logOf('error', { statusCode: 200, error: new Error('socket reset') })).toMatchObject([
      { level: 50, msg: 'request errored', err: { message: 'socket reset' } },
    ]);
  });

  test('pages and files are not logged', () => {
    expect(logOf('debug', { url: '/complaints', statusCode: 200 })).toEqual([]);
    expect(logOf('debug', { url: '/assets/app.js', statusCode: 500 })).toEqual([]);
  });
});
