import {
  complaintFilterSchema,
  filterToQuery,
  type ComplaintFilterInput,
} from '#domain/complaints/complaint-filter.ts';
import { COMPLAINT_LISTS } from '#domain/complaints/complaint-status.ts';
import { addDays } from '#domain/dashboard/dashboard-period.ts';
import type { CrmDashboardQuery, CrmDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';

/** Not resolved: the backlog and the ageing chart. */
export const OPEN_STATUSES = ['Open', 'In Process', 'Pending'] as const;

/** The complaint list's address for a filter: where every figure leads. */
export function listAddress(filter: ComplaintFilterInput): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filterToQuery(complaintFilterSchema.parse(filter))))
    for (const item of [value].flat()) search.append(key, item);
  return `${COMPLAINT_LISTS.all.path}?${search}`;
}

/** The dashboard's filters as the list's. */
export function baseFilter(query: Partial<CrmDashboardQuery>): ComplaintFilterInput {
  return {
    province: query.province,
    dealer: query.dealer ? [query.dealer] : [],
    category: query.category,
  };
}

/** A cell of a figure table: its text or number and, for a number, the list behind it. */
export interface Cell {
  value: string | number | null;
  href?: string;
  /** How a text is shown: a day, an ageing bucket, a month (`YYYY-MM`). */
  format?: 'day' | 'age' | 'month';
  /** The catalog key shown for a null value. */
  emptyKey?: string;
  /** What the link opens when it may differ from the number: the link's tooltip (a catalog key taking a day). */
  hint?: { key: string; day: string };
}
export interface FigureTable {
  /** Catalog keys of the column headers (or, with `headers`, their React keys). */
  columns: string[];
  /** Headers that are figures' own texts (months of a heat map) rather than catalog keys. */
  headers?: Cell[];
  rows: Cell[][];
}

type Period = CrmDashboardReply['period'];

/** A day or week of the chart, clipped to the period. */
export function bucketRange(period: Period, start: string): { from: string; to: string } {
  const end = period.bucket === 'day' ? start : addDays(start, 6);
  return { from: start < period.from ? period.from : start, to: end > period.to ? period.to : end };
}

/** A month of the period, clipped to it. */
export function monthRange(period: Period, month: string): { from: string; to: string } {
  const next = new Date(Date.parse(month));
  next.setUTCMonth(next.getUTCMonth() + 1);
  const end = addDays(next.toISOString().slice(0, 10), -1);
  return { from: month < period.from ? period.from : month, to: end > period.to ? period.to : end };
}

const created = (from: string, to: string) => ({ createdFrom: from, createdTo: to });
const resolved = (from: string, to: string) => ({ resolvedFrom: from, resolvedTo: to });

/** Each chart's figures as a table whose numbers link to their lists; charts and reports read these. */
export function figureTables(figures: CrmDashboardReply, query: Partial<CrmDashboardQuery>) {
  const base = baseFilter(query);
  const { period } = figures;
  const inPeriod = created(period.from, period.to);
  return {
    createdResolved: {
      columns: [
        period.bucket === 'day' ? 'dashboard.crm.columns.day' : 'dashboard.crm.columns.week',
        'dashboard.crm.columns.created',
        'dashboard.crm.columns.resolved',
      ],
      rows: figures.createdResolved.map((row) => {
        const range = bucketRange(period, row.start);
        return [
          { value: row.start, format: 'day' },
          { value: row.created, href: listAddress({ ...base, ...created(range.from, range.to) }) },
          { value: row.resolved, href: listAddress({ ...base, ...resolved(range.from, range.to) }) },
        ];
      }),
    },
    ageing: {
      columns: ['dashboard.crm.columns.age', 'priority.L1', 'priority.L2', 'priority.L3'],
      rows: [...new Set(figures.ageing.map((row) => row.age))].map((age) => [
        { value: age, format: 'age' },
        ...(['L1', 'L2', 'L3'] as const).map((priority) => ({
          value: figures.ageing.find((row) => row.age === age && row.priority === priority)?.count ?? 0,
          href: listAddress({ ...base, status: [...OPEN_STATUSES], age, priority }),
        })),
      ]),
    },
    workload: {
      columns: [
        'dashboard.crm.columns.assignee',
        'dashboard.crm.columns.open',
        'dashboard.crm.columns.resolvedInPeriod',
      ],
      rows: figures.workload.map((row) => {
        const assignee = [row.assigneeId ?? 'none'] as ComplaintFilterInput['assignee'];
        return [
          { value: row.assigneeId === null ? null : row.name, emptyKey: 'dashboard.crm.unassigned' },
          { value: row.open, href: listAddress({ ...base, assignee, status: [...OPEN_STATUSES] }) },
          {
            value: row.resolved,
            href: listAddress({ ...base, assignee, ...resolved(period.from, period.to) }),
          },
        ];
      }),
    },
    places: {
      columns: [
        'dashboard.crm.columns.province',
        'dashboard.crm.columns.city',
        'dashboard.crm.columns.count',
      ],
      rows: figures.places.map((row) => [
        { value: row.province },
        { value: row.city },
        {
          value: row.count,
          href: listAddress({
            ...base,
            ...inPeriod,
            province: row.province as ComplaintFilterInput['province'],
            city: row.city,
          }),
        },
      ]),
    },
    defects: {
      columns: [
        'dashboard.crm.columns.month',
        'dashboard.crm.columns.category',
        'dashboard.crm.columns.problemType',
        'dashboard.crm.columns.count',
      ],
      rows: figures.defects.map((row) => {
        const range = monthRange(period, row.month);
        return [
          { value: row.month.slice(0, 7), format: 'month' },
          { value: row.category || null, emptyKey: 'dashboard.crm.uncategorised' },
          { value: row.problemType },
          {
            value: row.count,
            href: listAddress({
              ...base,
              ...created(range.from, range.to),
              // An empty category is the list's 'no filter': such rows lead to all categories.
              category: row.category || base.category,
              problemType: row.problemType,
            }),
          },
        ];
      }),
    },
    backlogByStatus: {
      columns: [
        period.bucket === 'day' ? 'dashboard.crm.columns.day' : 'dashboard.crm.columns.week',
        'dashboard.crm.columns.open',
        'dashboard.crm.columns.inProcess',
        'dashboard.crm.columns.pending',
      ],
      // No list shows a past state: each number opens the complaints in that status now that were
      // created by the end of its day or week. On the period's last day, when that is today, the
      // two are the same complaints; before, the count on that day may differ (decision 033).
      rows: figures.backlogByStatus.map((row) => {
        const { to } = bucketRange(period, row.start);
        const hint = { key: 'dashboard.crm.backlogOpens', day: to };
        const now = (status: (typeof OPEN_STATUSES)[number], value: number): Cell => ({
          value,
          href: listAddress({ ...base, status: [status], createdTo: to }),
          hint,
        });
        return [
          { value: row.start, format: 'day' },
          now('Open', row.open),
          now('In Process', row.inProcess),
          now('Pending', row.pending),
        ];
      }),
    },
    defectsHeat: defectsHeat(figures, base),
    topProblems: {
      columns: ['dashboard.crm.columns.problemType', 'dashboard.crm.columns.count'],
      rows: figures.topProblems.map((row) => [
        { value: row.problemType },
        { value: row.count, href: listAddress({ ...base, ...inPeriod, problemType: row.problemType }) },
      ]),
    },
  } satisfies Record<string, FigureTable>;
}
export type FigureTables = ReturnType<typeof figureTables>;

/** Product category by month of the period: a heat map's table, each cell opening its complaints. */
function defectsHeat(figures: CrmDashboardReply, base: ComplaintFilterInput): FigureTable {
  const months = [...new Set(figures.defectMonths.map((row) => row.month))].sort();
  const categories = [...new Set(figures.defectMonths.map((row) => row.category))];
  return {
    columns: ['dashboard.crm.columns.category', ...months],
    headers: [
      { value: 'dashboard.crm.columns.category' },
      ...months.map((month): Cell => ({ value: month.slice(0, 7), format: 'month' })),
    ],
    rows: categories.map((category) => [
      { value: category || null, emptyKey: 'dashboard.crm.uncategorised' },
      ...months.map((month): Cell => {
        const range = monthRange(figures.period, month);
        const count =
          figures.defectMonths.find((row) => row.month === month && row.category === category)?.count ?? 0;
        return {
          value: count,
          // An empty category is the list's 'no filter': such cells open nothing.
          href:
            category || base.category
              ? listAddress({
                  ...base,
                  ...created(range.from, range.to),
                  category: category || base.category,
                })
              : undefined,
        };
      }),
    ]),
  };
}
