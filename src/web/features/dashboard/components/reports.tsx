import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Alert from '@mui/material/Alert';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { IconDownload, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { useId, useState } from 'react';
import { crmDashboardApi } from '#domain/dashboard/dashboard.api.ts';
import { download } from '#web/lib/api-client.ts';
import { useTranslation } from 'react-i18next';
import { useDates } from '#web/lib/use-dates.ts';
import { useCrmDashboard } from '#web/features/dashboard/api/get-crm-dashboard.ts';
import { figureTables, type FigureTable as Figures } from '#web/features/dashboard/lib/figure-tables.ts';
import { CrmFilters, useCrmQuery } from './crm-filters.tsx';
import { DealerScorecard } from './dealer-scorecard.tsx';
import { FigureTable, useCellText } from './figure-table.tsx';
import { KPI_NAMES, kpiAddress, slaMetAddress, useFigureText } from './kpi-cards.tsx';
import { saveFile } from '#web/lib/save-file.ts';

/** One report: its table, a CSV of it (with a byte-order mark for spreadsheets) and its heading. */
function Report({
  title,
  table,
  fileName,
  heat = false,
}: {
  title: string;
  table: Figures;
  fileName: string;
  heat?: boolean;
}) {
  const { t } = useTranslation();
  const text = useCellText();
  const titleId = useId();
  const downloadCsv = () => {
    const body = stringify(
      [
        table.columns.map((column, index) =>
          index === 0 || !table.headers ? t(column) : text(table.headers[index]!),
        ),
        ...table.rows.map((row) => row.map(text)),
      ],
      {
        bom: true,
        record_delimiter: 'windows',
      },
    );
    saveFile(new Blob([body], { type: 'text/csv;charset=utf-8' }), fileName);
  };
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ breakInside: 'avoid' }}>
      <CardHeader
        title={title}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }}
        action={
          <Button
            size="small"
            startIcon={<IconDownload size={18} aria-hidden />}
            onClick={downloadCsv}
            sx={{ '@media print': { display: 'none' } }}
          >
            {t('dashboard.reports.download')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
        {table.rows.length === 0 ? (
          <Box sx={{ color: 'text.secondary' }}>{t('dashboard.crm.nothing')}</Box>
        ) : (
          <FigureTable table={table} caption={title} heat={heat} />
        )}
      </CardContent>
    </Card>
  );
}

/** The Reports screen (decision 023): the dashboard's figures as tables over any period, as CSV, printable. */
export default function Reports() {
  const { t, i18n } = useTranslation();
  const { date } = useDates();
  const figureText = useFigureText();
  const [query, setQuery] = useCrmQuery();
  const dashboard = useCrmDashboard(query);
  const figures = dashboard.data;
  const tables = figures ? figureTables(figures, query) : null;
  const suffix = figures ? `${figures.period.from}-${figures.period.to}` : '';
  const kpiTable: Figures | null = figures
    ? {
        columns: ['dashboard.reports.figure', 'dashboard.reports.current', 'dashboard.reports.previous'],
        rows: KPI_NAMES.map((name) => [
          { value: t(`dashboard.crm.kpis.${name}`) },
          { value: figureText(name, figures.kpis[name].current), href: kpiAddress(name, figures, query) },
          { value: figureText(name, figures.kpis[name].previous) },
        ]),
      }
    : null;
  // SLA met: a share; its number opens the complaints resolved in time (its 'met'), as the card.
  const slaShare = (percent: number | null) =>
    percent === null
      ? t('dashboard.crm.none')
      : t('dashboard.crm.percent', {
          value: percent.toLocaleString(i18n.language, { maximumFractionDigits: 0 }),
        });
  if (kpiTable && figures)
    kpiTable.rows.push([
      { value: t('dashboard.crm.kpis.slaMet') },
      { value: slaShare(figures.kpis.slaMet.current.percent), href: slaMetAddress(figures, query) },
      { value: slaShare(figures.kpis.slaMet.previous.percent) },
    ]);
  const [exporting, setExporting] = useState(false);
  const downloadExcel = async () => {
    setExporting(true);
    try {
      const file = await download(crmDashboardApi.reportXlsx, { query });
      saveFile(file.blob, file.fileName ?? `report-${suffix}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {/* The printed report is the figures alone: no navigation, bars or buttons around them. */}
      <GlobalStyles
        styles={{
          '@media print': {
            'header, nav, aside, footer, .mui-fixed': { display: 'none !important' },
            'body, main': { margin: '0 !important', padding: '0 !important', background: 'none !important' },
          },
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h4" component="h1">
            {t('dashboard.reports.title')}
          </Typography>
          {figures && (
            <Typography sx={{ color: 'text.secondary' }}>
              {t('dashboard.crm.range', { from: date(figures.period.from), to: date(figures.period.to) })}
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          startIcon={<IconFileSpreadsheet size={18} aria-hidden />}
          onClick={() => void downloadExcel()}
          loading={exporting}
          disabled={!figures}
          sx={{ '@media print': { display: 'none' } }}
        >
          {t('dashboard.crm.reportsExcel')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
          sx={{ '@media print': { display: 'none' } }}
        >
          {t('dashboard.crm.print')}
        </Button>
      </Box>
      <CrmFilters
        query={query}
        onChange={setQuery}
        categories={[...new Set(figures?.defects.map((row) => row.category).filter(Boolean))]}
      />
      <Box sx={{ height: 4 }}>{dashboard.isFetching && <LinearProgress aria-hidden />}</Box>
      {dashboard.error && <Alert severity="error">{dashboard.error.message}</Alert>}
      {dashboard.data?.recalculating && (
        <Alert severity="info" data-testid="dashboard-recalculating">
          {t('dashboard.crm.recalculating')}
        </Alert>
      )}
      {figures && tables && kpiTable && (
        <>
          <Report
            title={t('dashboard.reports.summary')}
            table={kpiTable}
            fileName={`summary-${suffix}.csv`}
          />
          {(
            [
              ['createdResolved', 'created-resolved'],
              ['backlogByStatus', 'backlog-by-status'],
              ['ageing', 'ageing'],
              ['workload', 'workload'],
              ['places', 'places'],
              ['defects', 'defects'],
              ['defectsHeat', 'defects-by-month'],
              ['topProblems', 'problem-types'],
            ] as const
          ).map(([name, file]) => (
            <Report
              key={name}
              title={t(`dashboard.crm.charts.${name}`)}
              table={tables[name]}
              fileName={`${file}-${suffix}.csv`}
              heat={name === 'defectsHeat'}
            />
          ))}
          <DealerScorecard figures={figures} query={query} />
        </>
      )}
    </Box>
  );
}
