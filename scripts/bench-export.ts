// The export part of `npm run bench`: downloads a list as CSV and as Excel from the running app
// and measures the time, the rows per second and how much the server process's memory (RSS, read
// from /proc every 50 ms) grows while it streams. BENCH_EXPORT_SMALL_DAYS sets the "100,000 rows"
// export: the complaints of the last N days (bench.ts's 1,000,000 rows are denser in the last 65
// days, about 4,600 a day, so 21.7 days are about 100,000).
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ExportResult {
  name: string;
  rows: number;
  megabytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** Before the export, at its peak and its growth, in MB. */
  rssBefore: number;
  rssPeak: number;
  rssGrowth: number;
}

const SMALL_DAYS = Number(process.env.BENCH_EXPORT_SMALL_DAYS ?? 21.7);
const MB = 1024 * 1024;

/** The resident memory of a process in bytes (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes * 1024;
}

async function exportOnce(
  name: string,
  url: string,
  headers: Record<string, string>,
  pid: number,
): Promise<ExportResult> {
  await sleep(500);
  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeak = Math.max(rssPeak, rssOf(pid));
      await sleep(50);
    }
  })();
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const rows = Number(response.headers.get('x-total-count'));
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  return {
    name,
    rows,
    megabytes: bytes / MB,
    seconds,
    rowsPerSecond: rows / seconds,
    rssBefore: rssBefore / MB,
    rssPeak: rssPeak / MB,
    rssGrowth: (rssPeak - rssBefore) / MB,
  };
}

/** CSV and Excel of the last SMALL_DAYS days (about 100,000 rows at 1,000,000), then of everything. */
export async function benchExports(
  label: string,
  base: string,
  headers: Record<string, string>,
  pid: number,
): Promise<ExportResult[]> {
  const since = new Date(Date.now() - SMALL_DAYS * 86_400_000).toISOString().slice(0, 10);
  const results: ExportResult[] = [];
  // Small exports first (about 9,000 rows) load the code, the connections and the heap's working
  // size, so that what is measured is what an export adds to a server that has done one.
  const warmUpSince = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  for (const format of ['csv', 'xlsx'])
    await exportOnce(
      'warm-up',
      `${base}/api/complaints/export?format=${format}&createdFrom=${warmUpSince}`,
      headers,
      pid,
    );
  // Node's fetch accepts gzip, so the app compresses the CSV as it streams (an .xlsx is a zip
  // already); the last run asks for it uncompressed, to tell the two costs apart.
  const runs = [
    [`since ${since}`, `createdFrom=${since}`, 'csv', {}],
    [`since ${since}`, `createdFrom=${since}`, 'xlsx', {}],
    ['everything', '', 'csv', {}],
    ['everything', '', 'xlsx', {}],
    ['everything, not gzipped', '', 'csv', { 'x-no-compression': '1' }],
  ] as const;
  for (const [what, query, format, extra] of runs) {
    const result = await exportOnce(
      `${label}: export ${format.toUpperCase()}, ${what}`,
      `${base}/api/complaints/export?format=${format}&${query}`,
      { ...headers, ...extra },
      pid,
    );
    console.log(`  ${result.name}: ${result.rows.toLocaleString()} rows in ${result.seconds.toFixed(1)} s`);
    results.push(result);
  }
  return results;
}

export function exportTable(results: ExportResult[]): string {
  const lines = [
    '| export | rows | file MB | seconds | rows/s | server RSS before → peak MB | RSS growth MB |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.name} | ${r.rows.toLocaleString()} | ${r.megabytes.toFixed(1)} | ${r.seconds.toFixed(1)} | ` +
        `${r.rowsPerSecond.toFixed(0)} | ${r.rssBefore.toFixed(0)} → ${r.rssPeak.toFixed(0)} | ${r.rssGrowth.toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}
