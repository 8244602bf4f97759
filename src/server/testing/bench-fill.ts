// The complaints of `npm run bench` (scripts/bench.ts), and how their roll-ups are written (decision 052).
//
// The dashboards' roll-ups are kept by per-row triggers (decision 025). A statement that inserts
// 10,000 complaints runs them 10,000 times in one transaction, and each upsert of a day's or a
// month's row walks the chain of that row's versions the statement already wrote: PGlite took 8
// minutes for 10,000 complaints. So the bench inserts with those triggers off and rebuilds the
// roll-ups from the complaints in one set-based pass (`dashboard_rebuild()`, migration 0032); a test
// checks that this gives exactly the rows the triggers write.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/** Every table the roll-up triggers keep. */
export const ROLLUP_TABLES = [
  'dashboard_daily',
  'dashboard_day_totals',
  'dashboard_problem_daily',
  'dashboard_place_daily',
  'dashboard_assignee_daily',
  'dashboard_open',
  'dashboard_status_daily',
  'dashboard_open_days',
  'dashboard_dealer_customers',
  'dashboard_monthly',
  'dashboard_month_totals',
  'dashboard_problem_monthly',
  'dashboard_place_monthly',
  'dashboard_assignee_monthly',
  'dashboard_status_monthly',
];

/** The per-row triggers on complaints that keep the dashboards' roll-ups. */
const ROLLUP_TRIGGERS = [
  'complaints_dashboard_rollup',
  'dashboard_open_days_rows',
  'complaints_dashboard_dealer_customers',
  'complaints_dashboard_dealer_customers_moved',
];

async function rollupTriggers(db: Database, enabled: boolean) {
  for (const trigger of ROLLUP_TRIGGERS)
    await db.execute(sql.raw(`alter table complaints ${enabled ? 'enable' : 'disable'} trigger ${trigger}`));
}

/**
 * Runs a bulk write of complaints with the roll-up triggers off, then rebuilds every roll-up from the
 * complaints. Only for a database nobody else writes to meanwhile (the bench's): a change made by
 * someone else while the triggers are off is counted by the rebuild all the same, but waits on the
 * table's lock.
 */
export async function withRollupsRebuilt(db: Database, write: () => Promise<void>): Promise<void> {
  await rollupTriggers(db, false);
  try {
    await write();
  } finally {
    await rollupTriggers(db, true);
  }
  await db.execute(sql`select dashboard_rebuild()`);
}

export interface FillOptions {
  /** VACUUM ANALYZE the complaints at the end (default true). */
  analyze?: boolean;
  /** The instant the complaints' times count back from (default: now). */
  now?: Date;
  /** 'rebuild' (default): triggers off, one rebuild at the end; 'triggers': each row through the triggers. */
  rollups?: 'rebuild' | 'triggers';
  /** Row i of the pattern is row number × stride (default 1): a few rows spread over the whole year. */
  stride?: number;
}

/** Inserts complaints up to `rows` in batches with generate_series: realistic spread of cities, statuses and dates. */
export async function fillComplaints(db: Database, rows: number, options: FillOptions = {}) {
  const { analyze = true, rollups = 'rebuild', stride = 1 } = options;
  const now = sql`${(options.now ?? new Date()).toISOString()}::timestamptz`;
  // Both drivers answer with `rows`.
  const result = (await db.execute(sql`select count(*)::int as count from complaints`)) as unknown as {
    rows: { count: number }[];
  };
  const count = Number(result.rows[0]!.count);
  if (count >= rows) return console.log(`  ${count.toLocaleString()} complaints already there`);
  const batch = 10_000;
  const started = performance.now();
  const insert = async () => {
    for (let from = count; from < rows; from += batch) {
      const to = Math.min(rows, from + batch) - 1;
      await db.execute(sql`
      insert into complaints (customer_name, customer_province, customer_city, phone, product_category,
        product_name, problem_type, status, priority, assignee_id, created_at, updated_at, resolved_at,
        response_due_at, resolution_due_at, sla_next_due_at, order_number)
      select
        (array['Ahmed','Ayesha','Bilal','Fatima','Hassan','Hina','Imran','Maryam','Omar','Sana'])[1 + i % 10]
          || ' ' || (array['Khan','Malik','Hussain','Butt','Qureshi','Sheikh','Raza','Iqbal','Mirza','Shah','Abbasi'])[1 + (i / 10) % 11]
          || ' ' || i,
        'Punjab',
        (array['Lahore','Faisalabad','Rawalpindi','Multan','Gujranwala','Sargodha','Sialkot','Bahawalpur','Jhang','Kasur'])[1 + (i * 7) % 10],
        '03' || lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0'),
        (array['Air Conditioner','Refrigerator','Washing Machine','LED TV','Microwave Oven'])[1 + (i * 11) % 5],
        'Inverter AC 1.5 Ton',
        (array['Not cooling','Noise','Not starting','Water leakage','Remote not working','Display fault'])[1 + (i * 13) % 6],
        (array['Open','In Process','Pending','Resolved'])[1 + (i * 3) % 4]::complaint_status,
        (array['L1','L2','L3'])[1 + (i * 5) % 3]::complaint_priority,
        case when i % 3 = 0 then null else 2 + i % 4 end,
        ${now} - ((i::bigint * 37) % (365 * 86400)) * interval '1 second',
        -- Updated some time after creation (up to 30 days), never in the future.
        least(${now}, ${now} - ((i::bigint * 37) % (365 * 86400)) * interval '1 second'
          + ((i::bigint * 13) % (30 * 86400)) * interval '1 second'),
        -- Resolved ones: when last updated (the dashboards' time to resolve).
        case when (i * 3) % 4 = 3 then least(${now}, ${now} - ((i::bigint * 37) % (365 * 86400)) * interval '1 second'
          + ((i::bigint * 13) % (30 * 86400)) * interval '1 second') end,
        -- SLA clocks (decision 022), in wall-clock hours here: 4 h to respond, 1 to 5 days to resolve;
        -- nothing due while Pending or once Resolved (statuses 3 and 4 of the cycle).
        ${now} - ((i::bigint * 37) % (365 * 86400)) * interval '1 second' + interval '4 hours',
        ${now} - ((i::bigint * 37) % (365 * 86400)) * interval '1 second' + (1 + i % 5) * interval '1 day',
        case when (i * 3) % 4 >= 2 then null
          else ${now} - ((i::bigint * 37) % (365 * 86400)) * interval '1 second' + (1 + i % 5) * interval '1 day' end,
        -- Two complaints in three carry an order number, every number on two complaints.
        case when i % 3 = 0 then '' else 'INV-' || (i / 2) end
      from generate_series(${from * stride}::int, ${to * stride}::int, ${stride}::int) as i`);
      process.stdout.write(`\r  ${(to + 1).toLocaleString()} / ${rows.toLocaleString()} complaints`);
    }
  };
  if (rollups === 'rebuild') await withRollupsRebuilt(db, insert);
  else await insert();
  // As autovacuum would have by then: index-only scans (the dashboards' counts) need the visibility map.
  if (analyze) await db.execute(sql`vacuum analyze complaints`);
  console.log(` in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
