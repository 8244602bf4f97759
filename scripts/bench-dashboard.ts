// The dashboards' part of `npm run bench` (decision 025): the calls of the manager's
// dashboard and the reports over every period and filter, and what the daily roll-ups cost the
// writes: a status change of one complaint (its roll-up rows updated by the trigger in its
// transaction), timed in transactions that are rolled back. BENCH_ONLY=dashboard runs only these.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client.ts';

/** [name, address] of each dashboard call. */
export function dashboardCalls(): [string, string][] {
  return [
    ['dashboard, today', '/api/dashboard/crm?period=today'],
    ['dashboard, 30 days', '/api/dashboard/crm'],
    ['dashboard, 90 days', '/api/dashboard/crm?period=90d'],
    ['dashboard, this year', '/api/dashboard/crm?period=year'],
    ['dashboard, 30 days, dealer 1', '/api/dashboard/crm?dealer=1'],
    ['dashboard, 90 days, a category', '/api/dashboard/crm?period=90d&category=LED%20TV'],
    [
      'dashboard, this year, province and category',
      '/api/dashboard/crm?period=year&province=Punjab&category=Microwave%20Oven',
    ],
    ['dashboard, dealer scorecard CSV, 30 days', '/api/dashboard/crm/dealers.csv'],
    ['dashboard, dealer scorecard CSV, this year', '/api/dashboard/crm/dealers.csv?period=year'],
    ['dashboard, own (admin)', '/api/dashboard/mine'],
  ];
}

export interface WriteCost {
  name: string;
  p50: number;
  p95: number;
}

const rolledBack = new Error('rolled back');

/** A status change of one complaint with its roll-ups, `times` times, each rolled back; ms. */
export async function rollupWriteCost(
  label: string,
  handle: DatabaseHandle,
  times = 200,
): Promise<WriteCost> {
  const latencies: number[] = [];
  for (let i = 0; i < times; i++) {
    const id = 1 + ((i * 7919) % 100_000);
    const started = performance.now();
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`update complaints set status = case when status = 'Resolved'
          then 'Open'::complaint_status else 'Resolved'::complaint_status end where id = ${id}`);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { name: `${label}: status change of one complaint, with its roll-ups`, p50: at(0.5), p95: at(0.95) };
}

export function writeCostTable(costs: WriteCost[]): string {
  const lines = ['| write | p50 ms | p95 ms |', '|---|---:|---:|'];
  for (const cost of costs) lines.push(`| ${cost.name} | ${cost.p50.toFixed(1)} | ${cost.p95.toFixed(1)} |`);
  return lines.join('\n');
}
