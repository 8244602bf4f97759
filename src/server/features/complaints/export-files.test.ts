import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, test, vi } from 'vitest';
import { csvStream, neutralizeCell, xlsxStream, type Cells } from './export-files.ts';

const HEADER = ['Number', 'Name', 'Note'];
const SHEET = { sheetName: 'Complaints', rightToLeft: false, widths: [10, 20, 40] };

/** A database stand-in: `batches` batches of `size` rows (or forever), counting what was asked for. */
function source({ batches = Infinity, size = 500, failAt = -1 } = {}) {
  const seen = { pulled: 0, finished: false };
  async function* read(): AsyncGenerator<Cells[]> {
    try {
      for (let batch = 0; batch < batches; batch++) {
        await sleep(1);
        if (batch === failAt) throw new Error('connection to the database was lost');
        seen.pulled++;
        yield Array.from({ length: size }, (_, row) => [
          `#00${batch * size + row}`,
          `Customer ${row}`,
          'x'.repeat(100),
        ]);
      }
    } finally {
      seen.finished = true;
    }
  }
  return { seen, batches: read() };
}

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('neutralizeCell', () => {
  test('prefixes a quote to what a spreadsheet would read as a formula, and leaves the rest', () => {
    for (const value of ['=1+1', '+92 333 7654321', '-5', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralizeCell(value)).toBe(`'${value}`);
    }
    for (const value of ['', 'Ali = Khan', '0333-7654321', "'quoted", 'محمد']) {
      expect(neutralizeCell(value)).toBe(value);
    }
  });
});

describe.each([
  ['CSV', (batches: AsyncIterable<Cells[]>) => csvStream(HEADER, batches)],
  ['Excel', (batches: AsyncIterable<Cells[]>) => xlsxStream(HEADER, batches, SHEET)],
])('%s stream', (_format, open) => {
  test('a database failure after the first rows fails the stream instead of ending it', async () => {
    const { batches, seen } = source({ batches: 5, failAt: 2 });
    await expect(drain(open(batches))).rejects.toThrow('connection to the database was lost');
    expect(seen.pulled).toBe(2);
  });

  test('a reader that goes away stops the reading: no further batch is asked for', async () => {
    const { batches, seen } = source();
    const stream = open(batches);
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    // Waited for rather than given a fixed 100 ms: a loaded machine may take longer to unwind.
    await vi.waitFor(() => expect(seen.finished).toBe(true), { timeout: 5_000 });
    const pulled = seen.pulled;
    await sleep(100);
    expect(seen.pulled).toBe(pulled);
  });

  test('a reader that does not read holds the reading back (backpressure): only a few batches are read', async () => {
    const { batches, seen } = source({ batches: 1_000 });
    const stream = open(batches);
    stream.pause();
    await new Promise((resolve) => stream.once('readable', resolve));
    await sleep(500);
    expect(seen.pulled).toBeLessThan(20);
    stream.destroy();
  });
});

describe('Excel stream', () => {
  test('more rows than a sheet holds continue on a second sheet, under the same header', async () => {
    const { batches } = source({ batches: 3, size: 4 });
    const file = await drain(xlsxStream(HEADER, batches, { ...SHEET, maxRows: 10 }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['Complaints', 11],
      ['Complaints (2)', 3],
    ]);
    expect(workbook.worksheets[1]!.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(workbook.worksheets[1]!.getRow(3).getCell(1).value).toBe('#0011');
  });

  test('rows are compressed and sent as they come, not held until the end (exceljs has no backpressure of its own)', async () => {
    let received = 0;
    let receivedAtHalf = 0;
    async function* fast(): AsyncGenerator<Cells[]> {
      for (let batch = 0; batch < 100; batch++) {
        await new Promise((resolve) => setImmediate(resolve));
        if (batch === 50) receivedAtHalf = received;
        yield Array.from({ length: 2_000 }, (_, row) => [
          `#00${batch * 2_000 + row}`,
          'Customer',
          'x'.repeat(60),
        ]);
      }
    }
    const stream = xlsxStream(HEADER, fast(), SHEET);
    stream.on('data', (chunk: Buffer) => (received += chunk.length));
    await new Promise((resolve) => stream.on('end', resolve));
    expect(receivedAtHalf).toBeGreaterThan(received / 4);
  });
});
