import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { complaints } from '#server/db/schema/complaints.ts';
import { buildTestApp, type TestApp } from '#server/testing/build-test-app.ts';
import { sentStatements } from '#server/testing/sent-statements.ts';
import { createComplaint, uniqueWord } from '#server/testing/factories.ts';
import { runShaped } from './shaped-statement.ts';

// Decision 059: list statements run as prepared statements of their shape, each run with its own values.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

test('a statement kept for its shape answers each run with that run’s own values, under one name', async () => {
  const word = uniqueWord();
  const made: Awaited<ReturnType<typeof createComplaint>>[] = [];
  for (const status of ['Open', 'Pending', 'Resolved'] as const)
    made.push(await createComplaint(testApp.db, { customer_name: `${word} ${status}`, status }));
  const ofStatus = (status: 'Open' | 'Pending' | 'Resolved') =>
    testApp.db
      .select({ id: complaints.id, status: complaints.status })
      .from(complaints)
      .where(
        and(
          inArray(
            complaints.id,
            made.map((row) => row.id),
          ),
          eq(complaints.status, status),
        ),
      );
  const sent = await sentStatements(testApp.db, async () => {
    for (const status of ['Open', 'Pending', 'Resolved', 'Open'] as const) {
      const rows = await runShaped(testApp.db, ofStatus(status));
      expect(rows, status).toEqual([{ id: made.find((row) => row.status === status)!.id, status }]);
    }
  });
  if (process.env.TEST_DB === 'postgres') {
    // On PostgreSQL every run names the same statement, so each connection parses and plans it once.
    const names = sent
      .filter(({ text }) => text.includes('"complaints"."status" = $'))
      .map(({ name }) => name);
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toMatch(/^s_[0-9a-f]{24}$/);
  }
});
