import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { complaints } from '#server/db/schema/complaints.ts';
import { users } from '#server/db/schema/users.ts';
import {
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import {
  type ComplaintValues,
  createComplaint,
  createDealer,
  createUser,
  uniqueWord,
  userIdOf,
} from '#server/testing/factories.ts';
import { EXPORT_BATCH_SIZE } from './export.service.ts';

let testApp: TestApp;
let support: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

const BOM = '\uFEFF';

const idOf = (username: string) => userIdOf(testApp.db, username);

async function complaintsNamed(word: string, values: ComplaintValues[]) {
  const rows = [];
  for (const [index, value] of values.entries()) {
    rows.push(await createComplaint(testApp.db, { customer_name: `${word} ${index}`, ...value }));
  }
  return rows;
}

function exportUrl(query: Record<string, string | string[]>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
  }
  return `/api/complaints/export?${search}`;
}

async function exportCsv(browser: TestBrowser, query: Record<string, string | string[]>, language = 'en') {
  const response = await browser.get(exportUrl({ ...query, format: 'csv' }), {
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  const text = response.rawPayload.toString('utf8');
  const [header, ...rows] = parse(text.replace(BOM, ''), { relax_column_count: false }) as string[][];
  return { response, text, header: header!, rows, total: Number(response.headers['x-total-count']) };
}

async function exportXlsx(browser: TestBrowser, query: Record<string, string | string[]>) {
  const response = await browser.get(exportUrl({ ...query, format: 'xlsx' }));
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values: string[][] = [];
  sheet.eachRow((row) => {
    values.push(
      Array.from({ length: sheet.columnCount }, (_, index) => String(row.getCell(index + 1).value ?? '')),
    );
  });
  const [header, ...rows] = values;
  return { response, sheet, header: header!, rows };
}

/** Every id the list itself shows for a query, following its pages. */
async function listIds(browser: TestBrowser, path: string, query: Record<string, string>) {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const search = new URLSearchParams({ ...query, limit: '100', ...(cursor ? { cursor } : {}) });
    const response = await browser.get(`/api${path}?${search}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { complaints: { id: number }[]; nextCursor: string | null };
    ids.push(...body.complaints.map((card) => card.id));
    cursor = body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('the pages never ended');
}

const idOfNumber = (cell: string) => Number(cell.replace('#00', ''));

describe('GET /api/complaints/export', () => {
  test('CSV: a byte order mark, translated headers, the card columns and the rest, one row per complaint', async () => {
    const word = uniqueWord();
    const dealer = await createDealer(testApp.db, { dealer_name: `Dealer ${word}` });
    const [complaint] = await complaintsNamed(word, [
      {
        email: 'ali@example.com',
        address: 'House 1, Street 2',
        customer_province: 'Sindh',
        customer_city: 'Karachi',
        phone: '0333-7654321',
        dealer_id: dealer.id,
        dealer_name: dealer.dealer_name,
        product_name: 'Inverter AC',
        model: 'X-200',
        purchase_date: '2026-01-15',
        status: 'In Process',
        priority: 'L3',
        assignee_id: await idOf('technician'),
      },
    ]);
    await testApp.db
      .update(complaints)
      .set({
        created_at: sql`'2026-02-03T04:05:06.789Z'::timestamptz`,
        updated_at: sql`'2026-02-04T10:00:00Z'::timestamptz`,
      })
      .where(eq(complaints.id, complaint!.id));

    const { response, text, header, rows, total } = await exportCsv(support, { search: word });
    expect(text.startsWith(BOM)).toBe(true);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="complaints-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(total).toBe(1);
    expect(header).toEqual([
      'Complaint Number',
      'Customer Name',
      'Phone',
      'City',
      'Status',
      'Priority',
      'Assigned to',
      'Created',
      'Email',
      'Address',
      'Province',
      'Dealer Name',
      'Product Name',
      'Model',
      'Purchased Date',
      'Created at (UTC)',
      'Last updated (UTC)',
    ]);
    const technician = await testApp.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.username, 'technician'));
    expect(rows).toEqual([
      [
        `#00${complaint!.id}`,
        `${word} 0`,
        '0333-7654321',
        'Karachi',
        'In Process',
        'Level 3',
        technician[0]!.name,
        '2026-02-03',
        'ali@example.com',
        'House 1, Street 2',
        'Sindh',
        dealer.dealer_name,
        'Inverter AC',
        'X-200',
        '2026-01-15',
        '2026-02-03 04:05:06',
        '2026-02-04 10:00:00',
      ],
    ]);
  });

  test("headers and values are in the reader's language", async () => {
    const word = uniqueWord();
    await complaintsNamed(word, [{ status: 'Resolved', priority: 'L2' }]);
    const { header, rows } = await exportCsv(support, { search: word }, 'fr');
    expect(header[0]).toBe('Numéro de réclamation');
    expect(header[4]).toBe('Statut');
    expect(rows[0]![6]).toBe('Non assignée');
  });

  // Over 2,000 rows written, exported and read back page by page: on a loaded 2-core machine this
  // alone can pass the default 30 s, and a timed-out test keeps the next one's queries waiting.
  test(
    "the row count equals the list's for the same filter, in the same order, past one batch",
    { timeout: 120_000 },
    async () => {
      const word = uniqueWord();
      const count = EXPORT_BATCH_SIZE + 5;
      await testApp.db.execute(sql`
      insert into complaints (customer_name, customer_province, customer_city, phone, product_name, problem_type,
        status, priority, created_at)
      select ${word} || ' ' || i, 'Punjab', 'Lahore', '0300' || lpad(i::text, 7, '0'), 'AC', 'Noise',
        (array['Open','Pending'])[1 + i % 2]::complaint_status, (array['L1','L2','L3'])[1 + i % 3]::complaint_priority,
        '2026-03-01'::timestamptz + (i % 50) * interval '1 hour'
      from generate_series(1, ${count}) as i`);

      const all = await exportCsv(support, { search: word });
      expect(all.total).toBe(count);
      expect(all.rows.map((row) => idOfNumber(row[0]!))).toEqual(
        await listIds(support, '/complaints', { search: word }),
      );

      const pending = await exportCsv(support, {
        search: word,
        list: 'pending',
        priority: 'L2',
        order: 'asc',
      });
      const pendingIds = await listIds(support, '/pendingcomplaints', {
        search: word,
        priority: 'L2',
        order: 'asc',
      });
      expect(pending.total).toBe(pendingIds.length);
      expect(pending.rows.map((row) => idOfNumber(row[0]!))).toEqual(pendingIds);
    },
  );

  test('the Priority order gives L3 first, then L2, then L1, each oldest first', async () => {
    const word = uniqueWord();
    const made = await complaintsNamed(word, [
      { priority: 'L1', created_at: new Date('2026-01-01T00:00:00Z') },
      { priority: 'L3', created_at: new Date('2026-01-03T00:00:00Z') },
      { priority: 'L3', created_at: new Date('2026-01-02T00:00:00Z') },
      { priority: 'L2', created_at: new Date('2026-01-04T00:00:00Z') },
    ]);
    const { rows } = await exportCsv(support, { search: word, order: 'priority' });
    expect(rows.map((row) => idOfNumber(row[0]!))).toEqual([
      made[2]!.id,
      made[1]!.id,
      made[3]!.id,
      made[0]!.id,
    ]);

    const updated = await exportCsv(support, { search: word, order: 'updated' });
    expect(updated.rows).toHaveLength(4);
  });

  test('cells that a spreadsheet would run as a formula are prefixed with a quote, in CSV and in Excel', async () => {
    const word = uniqueWord();
    const [complaint] = await complaintsNamed(word, [
      {
        email: '=HYPERLINK("http://evil.example","click")',
        address: '@SUM(A1:A2)',
        phone: '+92 333 7654321',
        model: '-2+3',
        product_name: '\tTabbed',
        dealer_name: 'Plain = safe',
      },
    ]);
    const csv = await exportCsv(support, { search: word });
    const row = csv.rows[0]!;
    expect(row[8]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(row[9]).toBe("'@SUM(A1:A2)");
    expect(row[2]).toBe("'+92 333 7654321");
    expect(row[13]).toBe("'-2+3");
    expect(row[12]).toBe("'\tTabbed");
    expect(row[11]).toBe('Plain = safe');

    const xlsx = await exportXlsx(support, { search: word });
    expect(xlsx.rows).toEqual(csv.rows);
    // Cells are text, never formulas.
    xlsx.sheet.eachRow((sheetRow) =>
      sheetRow.eachCell((cell) => expect(cell.type).toBe(ExcelJS.ValueType.String)),
    );
    expect(complaint).toBeDefined();
  });

  test('Arabic and Urdu names come out intact, in CSV and in Excel', async () => {
    const word = uniqueWord();
    const arabic = `محمد عبد الله ${word}`;
    const urdu = `عائشہ خان ${word}`;
    await complaintsNamed(word, [
      { customer_name: arabic, customer_city: 'لاہور' },
      { customer_name: urdu, address: 'گلی نمبر ۳، ماڈل ٹاؤن' },
    ]);
    const csv = await exportCsv(support, { search: word, order: 'asc' }, 'ar');
    expect(csv.rows.map((row) => row[1])).toEqual([arabic, urdu]);
    expect(csv.rows[0]![3]).toBe('لاہور');
    expect(csv.rows[1]![9]).toBe('گلی نمبر ۳، ماڈل ٹاؤن');
    expect(csv.header[0]).toBe('رقم الشكوى');

    const xlsx = await exportXlsx(support, { search: word, order: 'asc' });
    expect(xlsx.rows.map((row) => row[1])).toEqual([arabic, urdu]);
  });

  test('Excel: a workbook exceljs reads back, with the same header and rows as the CSV', async () => {
    const word = uniqueWord();
    await complaintsNamed(word, [
      { priority: 'L2' },
      { status: 'Pending' },
      { address: 'Line one\nLine two' },
    ]);
    const csv = await exportCsv(support, { search: word });
    const xlsx = await exportXlsx(support, { search: word });
    expect(xlsx.response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.response.headers['content-disposition']).toMatch(/filename="complaints-[\d-]+\.xlsx"/);
    expect(xlsx.response.headers['x-total-count']).toBe('3');
    expect(xlsx.sheet.name).toBe('Complaints');
    expect(xlsx.header).toEqual(csv.header);
    expect(xlsx.rows).toEqual(csv.rows);
    expect(csv.rows.map((row) => row[9])).toContain('Line one\nLine two');
  });

  test('a list exports only its own status, and is named after it', async () => {
    const word = uniqueWord();
    await complaintsNamed(word, [{ status: 'Resolved' }, { status: 'Open' }]);
    const { rows, response } = await exportCsv(support, { search: word, list: 'resolved' });
    expect(rows.map((row) => row[4])).toEqual(['Resolved']);
    expect(response.headers['content-disposition']).toMatch(/filename="complaints-resolved-[\d-]+\.csv"/);
    const inProcess = await exportCsv(support, { search: word, list: 'inProcess' });
    expect(inProcess.rows).toEqual([]);
    expect(inProcess.response.headers['content-disposition']).toMatch(/complaints-in-process-/);
  });

  test('a technician exports only the complaints assigned to them, whatever the assignee filter says', async () => {
    const word = uniqueWord();
    const technicianId = await idOf('technician');
    const other = await createUser(testApp.db, { role: 'technician' });
    const [own] = await complaintsNamed(word, [
      { assignee_id: technicianId },
      { assignee_id: other.id },
      { assignee_id: null },
    ]);
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);
    const mine = await exportCsv(technician, { search: word });
    expect(mine.total).toBe(1);
    expect(mine.rows.map((row) => idOfNumber(row[0]!))).toEqual([own!.id]);
    const theirs = await exportCsv(technician, { search: word, assignee: String(other.id) });
    expect(theirs.total).toBe(0);
    expect(theirs.rows).toEqual([]);
  });

  test("a dealer exports only their dealership's complaints", async () => {
    const word = uniqueWord();
    const own = await createDealer(testApp.db);
    const other = await createDealer(testApp.db);
    const [ours] = await complaintsNamed(word, [
      { dealer_id: own.id },
      { dealer_id: other.id },
      { dealer_id: null },
    ]);
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
    const dealer = await testApp.signIn(account.username, account.password);
    const csv = await exportCsv(dealer, { search: word });
    expect(csv.rows.map((row) => idOfNumber(row[0]!))).toEqual([ours!.id]);
    const xlsx = await exportXlsx(dealer, { search: word, dealer: String(other.id) });
    expect(xlsx.rows).toEqual([]);
  });

  test('a bad filter or format is refused with 422 on its field, before any file', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ format: 'pdf' }, 'format'],
      [{ format: 'csv', list: 'archived' }, 'list'],
      [{ format: 'csv', priority: 'L9' }, 'priority'],
      [{ format: 'csv', order: 'random' }, 'order'],
      [{ format: 'csv', createdFrom: '2026-02-30' }, 'createdFrom'],
      [{ format: 'csv', createdFrom: '2026-03-02', createdTo: '2026-03-01' }, 'createdTo'],
      [{ format: 'csv', dealer: 'abc' }, 'dealer.0'],
    ];
    for (const [query, field] of cases) {
      const response = await support.get(exportUrl(query));
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys((response.json() as { errors: object }).errors)).toEqual([field]);
    }
    const missing = await support.get('/api/complaints/export');
    expect(missing.statusCode).toBe(422);
  });

  test('a signed-out visitor gets 401, not a file', async () => {
    const visitor = testApp.browser();
    const response = await visitor.get(exportUrl({ format: 'csv' }));
    expect(response.statusCode).toBe(401);
  });
});
