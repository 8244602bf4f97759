import type { Readable } from 'node:stream';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { COMPLAINT_LISTS, COMPLAINT_STATUSES } from '#domain/complaints/complaint-status.ts';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import {
  EXPORT_CONTENT_TYPES,
  exportFileName,
  type ComplaintExportQuery,
} from '#domain/complaints/export.api.ts';
import { RTL_LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';
import type { Database } from '#server/db/client.ts';
import { accessibleBy } from '#server/db/sql/accessible-by.ts';
import { COMPLAINT_RULE_COLUMNS } from '#server/db/schema/complaints.ts';
import type { Caller } from '#server/http/caller.ts';
import { complaintFilterConditions } from './complaint-filter-sql.ts';
import { csvStream, neutralizeCell, xlsxStream, type Cells } from './export-files.ts';
import { countMatching, readInBatches, walksFor, type ExportRow } from './export.repository.ts';

/** Rows per query: large enough that a million rows take 500 queries, small enough to hold at once. */
export const EXPORT_BATCH_SIZE = 2_000;

/** The columns: the card's, then the rest of the complaint; each a header key, a width and its cell. */
interface Column {
  header: string;
  width: number;
  cell: (row: ExportRow, labels: Labels) => string;
}

interface Labels {
  status: Record<string, string>;
  priority: Record<string, string>;
  unassigned: string;
}

/** `2026-11-24T09:30:15.123456Z` as `2026-11-24 09:30:15` (UTC, as the app shows times). */
const timeOf = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 19)}`;

const COLUMNS: Column[] = [
  { header: 'complaints.export.columns.number', width: 12, cell: (row) => displayNumber(row.id) },
  { header: 'complaints.fields.customer_name', width: 28, cell: (row) => row.customer_name },
  { header: 'complaints.fields.phone', width: 18, cell: (row) => row.phone },
  { header: 'complaints.fields.customer_city', width: 16, cell: (row) => row.customer_city },
  { header: 'complaints.fields.status', width: 14, cell: (row, l) => l.status[row.status] ?? row.status },
  {
    header: 'complaints.fields.level',
    width: 10,
    cell: (row, l) => l.priority[row.priority] ?? row.priority,
  },
  {
    header: 'complaints.export.columns.assignee',
    width: 22,
    cell: (row, l) => row.assignee_name ?? l.unassigned,
  },
  { header: 'complaints.export.columns.created', width: 12, cell: (row) => row.created_at.slice(0, 10) },
  { header: 'complaints.fields.email', width: 26, cell: (row) => row.email },
  { header: 'complaints.fields.address', width: 32, cell: (row) => row.address },
  { header: 'complaints.fields.customer_province', width: 18, cell: (row) => row.customer_province },
  { header: 'complaints.fields.dealer_name', width: 26, cell: (row) => row.dealer_name },
  { header: 'complaints.fields.product_name', width: 22, cell: (row) => row.product_name },
  { header: 'complaints.fields.model', width: 14, cell: (row) => row.model },
  { header: 'complaints.fields.purchase_date', width: 14, cell: (row) => row.purchase_date ?? '' },
  { header: 'complaints.export.columns.createdAt', width: 20, cell: (row) => timeOf(row.created_at) },
  { header: 'complaints.export.columns.updatedAt', width: 20, cell: (row) => timeOf(row.updated_at) },
];

function labelsFor(language: Language): Labels {
  return {
    status: Object.fromEntries(COMPLAINT_STATUSES.map((s) => [s, translate(language, `status.${s}`)])),
    priority: Object.fromEntries(PRIORITIES.map((p) => [p, translate(language, `priority.${p}`)])),
    unassigned: translate(language, 'complaints.card.unassigned'),
  };
}

async function* asCells(
  first: ExportRow[] | undefined,
  rest: AsyncIterable<ExportRow[]>,
  labels: Labels,
): AsyncGenerator<Cells[]> {
  const convert = (rows: ExportRow[]) =>
    rows.map((row) => COLUMNS.map((column) => neutralizeCell(column.cell(row, labels))));
  if (first) yield convert(first);
  for await (const rows of rest) yield convert(rows);
}

export interface ComplaintExport {
  fileName: string;
  contentType: string;
  /** Rows the file will hold (without its header row). */
  total: number;
  body: Readable;
}

/**
 * A list's complaints as a file, streamed: the rows the list shows for the same filter (the
 * reader's rules, the list's status, the filter), in the filter's order. The count and the first
 * batch are read before anything is sent, so a failure there is an ordinary JSON error.
 */
export async function exportComplaints(
  db: Database,
  query: ComplaintExportQuery,
  caller: Caller,
): Promise<ComplaintExport> {
  const where = complaintFilterConditions(query, {
    userId: caller.user.id,
    listStatus: COMPLAINT_LISTS[query.list].status,
    access: accessibleBy(caller.ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS),
    readsFlags: caller.ability.can('read', 'Note'),
  });
  const total = await countMatching(db, where);
  const batches = readInBatches(db, where, walksFor(query.order, query.priority), EXPORT_BATCH_SIZE);
  const first = await batches.next();
  const labels = labelsFor(caller.language);
  const cells = asCells(first.done ? undefined : first.value, batches, labels);
  const header = COLUMNS.map((column) => translate(caller.language, column.header));
  const body =
    query.format === 'csv'
      ? csvStream(header, cells)
      : xlsxStream(header, cells, {
          sheetName: translate(caller.language, COMPLAINT_LISTS[query.list].title),
          rightToLeft: RTL_LANGUAGES.has(caller.language),
          widths: COLUMNS.map((column) => column.width),
        });
  return {
    fileName: exportFileName(query.list, query.format, new Date()),
    contentType: EXPORT_CONTENT_TYPES[query.format],
    total,
    body,
  };
}
