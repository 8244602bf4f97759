import { z } from 'zod';
import { endpoint } from '#domain/api/endpoint.ts';
import { complaintFilterFields, withDateRange } from './complaint-filter.ts';
import { COMPLAINT_LISTS, type ComplaintListName } from './complaint-status.ts';

/** The file formats a list exports to: CSV (UTF-8 with a byte order mark) and Excel (.xlsx). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const LIST_NAMES = Object.keys(COMPLAINT_LISTS) as [ComplaintListName, ...ComplaintListName[]];

/** A list's filter (the same fields as the list itself), which list, and the file format. */
export const complaintExportQuery = withDateRange(
  complaintFilterFields.extend({
    format: z.enum(EXPORT_FORMATS, 'validation.invalid'),
    list: z.enum(LIST_NAMES, 'validation.invalid').default('all'),
  }),
);
export type ComplaintExportQuery = z.output<typeof complaintExportQuery>;

/** The reply header that says, before the first row, how many rows the file will hold. */
export const EXPORT_TOTAL_HEADER = 'x-total-count';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `complaints-pending-2026-11-24.csv`: the list and the day (UTC) it was exported. */
export function exportFileName(list: ComplaintListName, format: ExportFormat, at: Date): string {
  const name =
    list === 'all' ? 'complaints' : `complaints-${list.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return `${name}-${at.toISOString().slice(0, 10)}.${format}`;
}

export const complaintExportApi = {
  export: endpoint({
    method: 'GET',
    path: '/api/complaints/export',
    access: { action: 'read', subject: 'Complaint' },
    tag: 'complaints',
    summary: 'Every complaint of a list and filter the reader may read, as a CSV or Excel file',
    description:
      "Streamed in the filter's order; `X-Total-Count` gives the number of rows before the first one. " +
      'Cells starting with =, +, -, @, a tab or a carriage return are prefixed with a quote.',
    query: complaintExportQuery,
    status: 200,
    reply: null,
  }),
};
