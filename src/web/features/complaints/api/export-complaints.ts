import type { ComplaintFilter } from '#domain/complaints/complaint-filter.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import {
  complaintExportApi,
  EXPORT_TOTAL_HEADER,
  exportFileName,
  type ExportFormat,
} from '#domain/complaints/export.api.ts';
import { download } from '#web/lib/api-client.ts';

/** How far an export has come: the rows it will hold, the rows received (CSV only) and the bytes. */
export interface ExportProgress {
  total: number | null;
  /** Counted in the CSV as it arrives; an Excel file is compressed, so only its bytes are known. */
  rows: number | null;
  bytes: number;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the records of a CSV as its bytes arrive: a line feed outside quotes ends one. Byte by
 * byte is safe in UTF-8, whose multi-byte characters never contain these two bytes.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return (chunk: Uint8Array) => {
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LINE_FEED && !quoted) records++;
    }
    return records;
  };
}

/** Downloads a list's filter as a file, reporting progress; `signal` cancels it. */
export async function exportComplaints(
  list: ComplaintListName,
  filter: ComplaintFilter,
  format: ExportFormat,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void },
) {
  const countRecords = format === 'csv' ? csvRecordCounter() : null;
  const progress: ExportProgress = { total: null, rows: countRecords ? 0 : null, bytes: 0 };
  const file = await download(
    complaintExportApi.export,
    { query: { ...filter, list, format } },
    {
      signal,
      onStart: (headers) => {
        const total = Number(headers.get(EXPORT_TOTAL_HEADER));
        progress.total = Number.isFinite(total) && headers.has(EXPORT_TOTAL_HEADER) ? total : null;
        onProgress({ ...progress });
      },
      onChunk: (chunk) => {
        progress.bytes += chunk.byteLength;
        // The header row is a record too.
        if (countRecords) progress.rows = Math.max(0, countRecords(chunk) - 1);
        onProgress({ ...progress });
      },
    },
  );
  return { blob: file.blob, fileName: file.fileName ?? exportFileName(list, format, new Date()) };
}
