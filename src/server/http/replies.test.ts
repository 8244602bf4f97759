import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { complaintListReply } from '#domain/complaints/complaint.schemas.ts';
import { COMPRESS_FROM_BYTES } from '#server/app.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { ADMIN, buildTestApp, type TestApp } from '#server/testing/build-test-app.ts';
import { replySerializerCompiler, serializerOf } from './reply-serializer.ts';

describe('replies written from their schemas', () => {
  const card = {
    id: 7,
    customer_name: 'Ayesha "A" Khan',
    phone: '03001234567',
    customer_city: 'Lahore',
    status: 'Open',
    tag: 'L1',
    assignee: null,
    created_at: '2026-11-24T06:00:00.000Z',
    dealer_name: '',
    warranty_verdict: 'unknown',
    version: 1,
    // Not in the schema: never sent.
    customer_email: 'secret@example.com',
  };

  test('the list reply is written without zod, with exactly what zod would send', () => {
    const write = serializerOf(complaintListReply);
    expect(write).not.toBeNull();
    const reply = {
      complaints: [card, { ...card, id: 8, assignee: { id: 2, name: 'Ali' }, flags: ['possible_duplicate'] }],
      role: 'admin',
      nextCursor: null,
    };

    const text = write!(reply);

    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(complaintListReply.parse(reply))));
    expect(text).not.toContain('secret@example.com');
  });

  test('a schema JSON Schema cannot state (a transform) keeps zod', () => {
    expect(serializerOf(z.object({ at: z.date().transform((date) => date.toISOString()) }))).toBeNull();
  });

  test('in the tests, a reply whose fast form differs from zod fails', () => {
    const schema = z.object({ count: z.number().int() });
    const route = { schema, method: 'GET', url: '/api/x', httpStatus: '200' };
    const checked = replySerializerCompiler({ check: true })(route);
    const unchecked = replySerializerCompiler({ check: false })(route);

    expect(checked({ count: 3 })).toBe('{"count":3}');
    // fast-json-stringify would write the string as a number; zod refuses it.
    expect(unchecked({ count: '3' })).toBe('{"count":3}');
    expect(() => checked({ count: '3' })).toThrow();
  });
});

describe('compression', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.db.insert(complaints).values(
      Array.from({ length: 100 }, (_, i) => ({
        customer_name: `Compressed Customer ${i}`,
        customer_province: 'Punjab',
        customer_city: 'Lahore',
        phone: '03001234567',
        product_name: 'Split AC 1 Ton',
        problem_type: 'Not cooling',
        priority: 'L1' as const,
      })),
    );
  });
  afterAll(() => testApp?.close());

  test('a small JSON answer is sent as it is; a large one is compressed', async () => {
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
    const headers = { 'accept-encoding': 'gzip' };

    const small = await admin.get('/api/complaints?limit=3', { headers });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().complaints).toHaveLength(3);

    const large = await admin.get('/api/complaints?limit=100', { headers });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(large.rawPayload).toString();
    expect(body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(JSON.parse(body).complaints).toHaveLength(100);
  });
});
