import type { CrmDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';

type Cell = string | number | null;
interface Sheet {
  title: string;
  header: string[];
  rows: Cell[][];
}

const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** The Reports screen's figures as sheets: the same tables, headed in the reader's language. */
function sheetsOf(figures: CrmDashboardReply, language: Language): Sheet[] {
  const t = (key: string) => translate(language, key);
  const column = (key: string) => t(`dashboard.crm.columns.${key}`);
  const chart = (key: string) => t(`dashboard.crm.charts.${key}`);
  const bucket = column(figures.period.bucket);
  const { kpis } = figures;
  const months = [...new Set(figures.defectMonths.map((row) => row.month))].sort();
  const categories = [...new Set(figures.defectMonths.map((row) => row.category))];
  const none = t('dashboard.crm.uncategorised');
  return [
    {
      title: t('dashboard.reports.summary'),
      header: [
        t('dashboard.reports.figure'),
        t('dashboard.reports.current'),
        t('dashboard.reports.previous'),
      ],
      rows: [
        ...(['backlog', 'created', 'resolved', 'reopened'] as const).map((key) => [
          t(`dashboard.crm.kpis.${key}`),
          kpis[key].current,
          kpis[key].previous,
        ]),
        ...(['medianResolveHours', 'medianFirstResponseHours'] as const).map((key) => [
          `${t(`dashboard.crm.kpis.${key}`)} (h)`,
          hours(kpis[key].current),
          hours(kpis[key].previous),
        ]),
        [
          `${t('dashboard.crm.kpis.slaMet')} (%)`,
          hours(kpis.slaMet.current.percent),
          hours(kpis.slaMet.previous.percent),
        ],
      ],
    },
    {
      title: chart('createdResolved'),
      header: [bucket, column('created'), column('resolved')],
      rows: figures.createdResolved.map((row) => [row.start, row.created, row.resolved]),
    },
    {
      title: chart('backlogByStatus'),
      header: [bucket, column('open'), column('inProcess'), column('pending')],
      rows: figures.backlogByStatus.map((row) => [row.start, row.open, row.inProcess, row.pending]),
    },
    {
      title: chart('ageing'),
      header: [column('age'), t('priority.L1'), t('priority.L2'), t('priority.L3')],
      rows: [...new Set(figures.ageing.map((row) => row.age))].map((age) => [
        t(`dashboard.age.${age}`),
        ...(['L1', 'L2', 'L3'] as const).map(
          (priority) =>
            figures.ageing.find((row) => row.age === age && row.priority === priority)?.count ?? 0,
        ),
      ]),
    },
    {
      title: chart('workload'),
      header: [column('assignee'), column('open'), column('resolvedInPeriod')],
      rows: figures.workload.map((row) => [
        row.assigneeId === null ? t('dashboard.crm.unassigned') : row.name,
        row.open,
        row.resolved,
      ]),
    },
    {
      title: chart('places'),
      header: [column('province'), column('city'), column('count')],
      rows: figures.places.map((row) => [row.province, row.city, row.count]),
    },
    {
      title: chart('defects'),
      header: [column('month'), column('category'), column('problemType'), column('count')],
      rows: figures.defects.map((row) => [
        row.month.slice(0, 7),
        row.category || none,
        row.problemType,
        row.count,
      ]),
    },
    {
      title: chart('defectsHeat'),
      header: [column('category'), ...months.map((month) => month.slice(0, 7))],
      rows: categories.map((category) => [
        category || none,
        ...months.map(
          (month) =>
            figures.defectMonths.find((row) => row.month === month && row.category === category)?.count ?? 0,
        ),
      ]),
    },
    {
      title: chart('topProblems'),
      header: [column('problemType'), column('count')],
      rows: figures.topProblems.map((row) => [row.problemType, row.count]),
    },
    {
      title: t('dashboard.crm.dealers.title'),
      header: [
        'dealer',
        'complaints',
        'medianResolveHours',
        'outOfWarranty',
        'flagged',
        'repeatCustomers',
      ].map((key) => t(`dashboard.crm.dealers.${key}`)),
      rows: figures.dealers.map((row) => [
        row.name,
        row.complaints,
        hours(row.medianResolveHours),
        row.outOfWarranty,
        row.flagged,
        row.repeatCustomers,
      ]),
    },
  ];
}

/** The whole report as an Excel workbook, a sheet per figure; exceljs is loaded only for it. */
export async function dashboardWorkbook(figures: CrmDashboardReply, language: Language): Promise<Buffer> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  const used = new Set<string>();
  for (const sheet of sheetsOf(figures, language)) {
    // Excel's sheet names: at most 31 characters, unique, none of : \ / ? * [ ].
    let name = sheet.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
    for (let n = 2; used.has(name); n++) name = `${sheet.title.slice(0, 27)} (${n})`;
    used.add(name);
    const added = workbook.addWorksheet(name, {
      views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }],
    });
    added.columns = sheet.header.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
    added.addRows(sheet.rows);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
