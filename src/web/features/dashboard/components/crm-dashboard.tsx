import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { useCrmDashboard } from '#web/features/dashboard/api/get-crm-dashboard.ts';
import { figureTables } from '#web/features/dashboard/lib/figure-tables.ts';
import { ChartCard } from './chart-card.tsx';
import { CrmFilters, useCrmQuery } from './crm-filters.tsx';
import { DealerScorecard } from './dealer-scorecard.tsx';
import { FigureBarChart, type PaletteColor } from './figure-bar-chart.tsx';
import { KpiCards } from './kpi-cards.tsx';

const PRIORITY_COLORS: Record<(typeof PRIORITIES)[number], PaletteColor> = {
  L1: 'info',
  L2: 'warning',
  L3: 'error',
};

/**
 * The manager's dashboard (decision 023): a period and filters in the address, KPIs against the
 * previous period, charts with their tables, the dealer scorecard. Loaded on its own (React.lazy):
 * the charts library stays out of every other page.
 */
export default function CrmDashboard({ reportsPath }: { reportsPath: string }) {
  const { t } = useTranslation();
  const { date } = useDates();
  const { search } = useLocation();
  const [query, setQuery] = useCrmQuery();
  const dashboard = useCrmDashboard(query);
  const figures = dashboard.data;
  const tables = figures ? figureTables(figures, query) : null;
  const categories = [...new Set(figures?.defects.map((row) => row.category).filter(Boolean))];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h5" component="h2">
            {t('dashboard.crm.title')}
          </Typography>
          {figures && (
            <Typography sx={{ color: 'text.secondary' }} data-testid="dashboard-range">
              {t('dashboard.crm.range', { from: date(figures.period.from), to: date(figures.period.to) })}
            </Typography>
          )}
        </Box>
        <Button
          component={Link}
          to={`${reportsPath}${search}`}
          variant="outlined"
          startIcon={<IconReportAnalytics size={18} aria-hidden />}
        >
          {t('dashboard.crm.reports')}
        </Button>
      </Box>
      <CrmFilters query={query} onChange={setQuery} categories={categories} />
      <Box sx={{ height: 4 }}>{dashboard.isFetching && <LinearProgress aria-hidden />}</Box>
      {dashboard.error && <Alert severity="error">{dashboard.error.message}</Alert>}
      {figures?.recalculating && (
        <Alert severity="info" data-testid="dashboard-recalculating">
          {t('dashboard.crm.recalculating')}
        </Alert>
      )}
      <KpiCards figures={figures} query={query} />
      {figures && tables && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <ChartCard
              testId="chart-created-resolved"
              title={t('dashboard.crm.charts.createdResolved')}
              table={tables.createdResolved}
              chart={
                <FigureBarChart
                  overTime
                  table={tables.createdResolved}
                  series={[
                    { id: 'created', column: 1, label: t('dashboard.crm.columns.created'), color: 'primary' },
                    {
                      id: 'resolved',
                      column: 2,
                      label: t('dashboard.crm.columns.resolved'),
                      color: 'success',
                    },
                  ]}
                />
              }
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <ChartCard
              testId="chart-ageing"
              title={t('dashboard.crm.charts.ageing')}
              table={tables.ageing}
              chart={
                <FigureBarChart
                  table={tables.ageing}
                  series={PRIORITIES.map((priority, index) => ({
                    id: priority,
                    column: index + 1,
                    label: t(`priority.${priority}`),
                    color: PRIORITY_COLORS[priority],
                    stack: 'age',
                  }))}
                />
              }
            />
          </Grid>
          <Grid size={12}>
            <ChartCard
              testId="chart-backlog-status"
              title={t('dashboard.crm.charts.backlogByStatus')}
              note={t('dashboard.crm.backlogNote')}
              table={tables.backlogByStatus}
              chart={
                <FigureBarChart
                  overTime
                  table={tables.backlogByStatus}
                  series={[
                    {
                      id: 'open',
                      column: 1,
                      label: t('dashboard.crm.columns.open'),
                      color: 'warning',
                      stack: 's',
                    },
                    {
                      id: 'inProcess',
                      column: 2,
                      label: t('dashboard.crm.columns.inProcess'),
                      color: 'info',
                      stack: 's',
                    },
                    {
                      id: 'pending',
                      column: 3,
                      label: t('dashboard.crm.columns.pending'),
                      color: 'secondary',
                      stack: 's',
                    },
                  ]}
                />
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartCard
              testId="chart-workload"
              title={t('dashboard.crm.charts.workload')}
              table={tables.workload}
              chart={
                <FigureBarChart
                  horizontal
                  table={tables.workload}
                  series={[
                    { id: 'open', column: 1, label: t('dashboard.crm.columns.open'), color: 'warning' },
                    {
                      id: 'resolved',
                      column: 2,
                      label: t('dashboard.crm.columns.resolvedInPeriod'),
                      color: 'success',
                    },
                  ]}
                />
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartCard
              testId="chart-places"
              title={t('dashboard.crm.charts.places')}
              table={tables.places}
              chart={
                <FigureBarChart
                  horizontal
                  labelColumns={[1, 0]}
                  table={tables.places}
                  series={[
                    { id: 'count', column: 2, label: t('dashboard.crm.columns.count'), color: 'primary' },
                  ]}
                />
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartCard
              testId="chart-top-problems"
              title={t('dashboard.crm.charts.topProblems')}
              table={tables.topProblems}
              chart={
                <FigureBarChart
                  horizontal
                  table={tables.topProblems}
                  series={[
                    { id: 'count', column: 1, label: t('dashboard.crm.columns.count'), color: 'info' },
                  ]}
                />
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartCard
              testId="table-defects"
              title={t('dashboard.crm.charts.defects')}
              table={tables.defects}
              chart={null}
            />
          </Grid>
          <Grid size={12}>
            <ChartCard
              testId="table-defects-heat"
              title={t('dashboard.crm.charts.defectsHeat')}
              table={tables.defectsHeat}
              chart={null}
              heat
            />
          </Grid>
          <Grid size={12}>
            <DealerScorecard figures={figures} query={query} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
