import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type ExcelJS from 'exceljs';

/** A row of cells, all text: what the reader sees in the app, not internal values. */
export type Cells = string[];

/** The characters that make a spreadsheet read a cell as a formula (or as the start of one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell that a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+92...`, `@SUM(...)`) is
 * prefixed with a quote, so it is shown as the text that was typed (OWASP's advice on CSV injection).
 */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;

/** The file as text, a batch at a time: one chunk per batch rather than one per row keeps it fast. */
async function* csvChunks(header: Cells, batches: AsyncIterable<Cells[]>): AsyncGenerator<string> {
  yield stringify([header], { ...CSV_OPTIONS, bom: true });
  for await (const batch of batches) yield stringify(batch, CSV_OPTIONS);
}

/**
 * CSV, UTF-8 with a byte order mark (Excel then reads Arabic and Urdu names correctly), CRLF line
 * ends. Batches are pulled only as fast as the reader takes them; an error of the source destroys
 * the stream, so the download fails rather than ending as a complete-looking file.
 */
export function csvStream(header: Cells, batches: AsyncIterable<Cells[]>): Readable {
  return Readable.from(csvChunks(header, batches), { highWaterMark: 1 });
}

/** Excel's limit is 1,048,576 rows a sheet: the header and this many rows. */
export const EXCEL_MAX_ROWS = 1_048_575;

export interface SheetOptions {
  sheetName: string;
  rightToLeft: boolean;
  /** Column widths in characters, one per column. */
  widths: number[];
  /** Rows a sheet holds under its header before the next sheet starts (Excel's limit by default). */
  maxRows?: number;
}

/** What `writable()` needs of a stream: Node's own, or the `readable-stream` copy archiver uses. */
interface DrainingStream {
  on(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
  readonly destroyed?: boolean;
}

/** Resolves when a stream whose buffer is over its limit has drained (or has closed). */
function drained(stream: DrainingStream, needsDrain: () => boolean): Promise<void> {
  if (!needsDrain() || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isDrainingStream(value: unknown): value is DrainingStream {
  return isObject(value) && typeof value.on === 'function' && typeof value.off === 'function';
}

/**
 * Where a sheet's XML waits to be compressed, and whether it is over its limit. exceljs writes
 * each committed row into its own buffer, which pushes it on into the zip archiver's input stream
 * without waiting: when rows come faster than the archiver deflates them, that input grows without
 * bound (a million rows held the whole sheet, about 1 GB, in memory). Waiting for it to drain is
 * the backpressure exceljs lacks. Found through exceljs 4's worksheet `stream` (its buffer, piped
 * into one `readable-stream` PassThrough); null if a later version has no such thing, and then
 * only the output is waited for.
 */
function sheetInput(sheet: ExcelJS.Worksheet): { stream: DrainingStream; needsDrain: () => boolean } | null {
  const buffer: unknown = Reflect.get(sheet, 'stream');
  const pipes: unknown = isObject(buffer) ? buffer.pipes : null;
  const input: unknown = Array.isArray(pipes) ? pipes[0] : null;
  if (!isDrainingStream(input)) return null;
  const state: unknown = Reflect.get(input, '_writableState');
  if (!isObject(state) || typeof state.needDrain !== 'boolean') return null;
  return { stream: input, needsDrain: () => state.needDrain === true };
}

/**
 * An Excel workbook written by exceljs's streaming writer: each row is committed (written out and
 * forgotten) as it comes, and the next batch is read only once the output has drained. A failure
 * destroys the stream, so the download fails instead of ending as a truncated file.
 */
export function xlsxStream(header: Cells, batches: AsyncIterable<Cells[]>, options: SheetOptions): Readable {
  const output = new PassThrough();
  const maxRows = options.maxRows ?? EXCEL_MAX_ROWS;
  let sheets = 0;
  const addSheet = (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => {
    sheets++;
    // 'Complaints', then 'Complaints (2)'...; Excel's sheet names are at most 31 characters.
    const suffix = sheets === 1 ? '' : ` (${sheets})`;
    const added = workbook.addWorksheet(options.sheetName.slice(0, 31 - suffix.length) + suffix, {
      views: [{ state: 'frozen', ySplit: 1, rightToLeft: options.rightToLeft }],
    });
    added.columns = header.map((title, index) => ({ header: title, width: options.widths[index] }));
    return added;
  };
  const write = async () => {
    // exceljs takes a second to load: only an Excel export pays for it.
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: false,
      useSharedStrings: false,
    });
    let sheet = addSheet(workbook);
    let rowsInSheet = 0;
    for await (const batch of batches) {
      for (const cells of batch) {
        // More rows than a sheet holds continue on the next sheet, under the same header.
        if (rowsInSheet === maxRows) {
          sheet.commit();
          sheet = addSheet(workbook);
          rowsInSheet = 0;
        }
        sheet.addRow(cells).commit();
        rowsInSheet++;
      }
      const input = sheetInput(sheet);
      if (input) await drained(input.stream, input.needsDrain);
      await drained(output, () => output.writableNeedDrain);
      // The reader went away: stop reading the database.
      if (output.destroyed) return;
    }
    if (output.destroyed) return;
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
