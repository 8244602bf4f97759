import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CrmDashboardQuery, CrmDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { baseFilter, listAddress, OPEN_STATUSES } from '#web/features/dashboard/lib/figure-tables.ts';

/** The KPIs that are a count or a duration; SLA met (a share) has its own card. */
export type KpiName = Exclude<keyof CrmDashboardReply['kpis'], 'slaMet'>;
/** Where fewer is better: a rise shows red. */
const FEWER_IS_BETTER = new Set<KpiName>([
  'backlog',
  'created',
  'medianResolveHours',
  'medianFirstResponseHours',
  'reopened',
]);
const DURATIONS = new Set<KpiName>(['medianResolveHours', 'medianFirstResponseHours']);

/** Hours as '5.5 h' up to two days, then as '3.2 d'. */
export function useFigureText() {
  const { t, i18n } = useTranslation();
  const number = (value: number, digits = 0) =>
    value.toLocaleString(i18n.language, { maximumFractionDigits: digits });
  return (name: KpiName, value: number | null): string => {
    if (value === null) return t('dashboard.crm.none');
    if (!DURATIONS.has(name)) return number(value);
    return value < 48
      ? t('dashboard.crm.hours', { value: number(value, 1) })
      : t('dashboard.crm.days', { value: number(value / 24, 1) });
  };
}

/** The list behind each KPI of the period. */
export function kpiAddress(name: KpiName, figures: CrmDashboardReply, query: Partial<CrmDashboardQuery>) {
  const base = baseFilter(query);
  const { from, to } = figures.period;
  switch (name) {
    case 'backlog':
      return listAddress({ ...base, status: [...OPEN_STATUSES] });
    case 'created':
    case 'medianFirstResponseHours':
      return listAddress({ ...base, createdFrom: from, createdTo: to });
    case 'resolved':
    case 'medianResolveHours':
      return listAddress({ ...base, resolvedFrom: from, resolvedTo: to });
    case 'reopened':
      return listAddress({ ...base, reopenedFrom: from, reopenedTo: to });
  }
}

export const KPI_NAMES: KpiName[] = [
  'backlog',
  'created',
  'resolved',
  'medianResolveHours',
  'medianFirstResponseHours',
  'reopened',
];

/** The KPIs with their change against the previous period; each opens its list. */
export function KpiCards({
  figures,
  query,
}: {
  figures: CrmDashboardReply | undefined;
  query: Partial<CrmDashboardQuery>;
}) {
  const { t, i18n } = useTranslation();
  const text = useFigureText();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          xl: 'repeat(7, minmax(0, 1fr))',
        },
      }}
    >
      {KPI_NAMES.map((name) => {
        const figure = figures?.kpis[name];
        const change =
          figure && figure.current !== null && figure.previous !== null && figure.previous !== 0
            ? (figure.current - figure.previous) / figure.previous
            : null;
        const worse = change !== null && change !== 0 && change > 0 === FEWER_IS_BETTER.has(name);
        const Arrow = change !== null && change < 0 ? IconArrowDownRight : IconArrowUpRight;
        return (
          <li key={name}>
            <Card sx={{ height: '100%' }} data-testid={`kpi-${name}`}>
              <CardActionArea
                component={Link}
                to={figures ? kpiAddress(name, figures, query) : '#'}
                sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
              >
                <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '2.5em' }}>
                  {t(`dashboard.crm.kpis.${name}`)}
                </Typography>
                <Typography variant="h4" component="p" sx={{ my: 0.5 }}>
                  {figure ? text(name, figure.current) : <Skeleton width={60} />}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
                  {change !== null && change !== 0 && (
                    <Box
                      component="span"
                      sx={(theme) => {
                        // Darker (lighter in dark mode) than the palette's colour, as the tonal badges: readable at 13 px.
                        const main = theme.palette[worse ? 'error' : 'success'].main;
                        return {
                          display: 'inline-flex',
                          alignItems: 'center',
                          color: theme.darken(main, 0.4),
                          ...theme.applyStyles('dark', { color: theme.lighten(main, 0.45) }),
                          fontWeight: 500,
                          fontSize: 13,
                        };
                      }}
                    >
                      <Arrow size={16} aria-hidden />
                      {Math.abs(change).toLocaleString(i18n.language, {
                        style: 'percent',
                        maximumFractionDigits: 0,
                      })}
                    </Box>
                  )}
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {figure && t('dashboard.crm.previous', { value: text(name, figure.previous) })}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </li>
        );
      })}
      <li>
        <SlaMetCard figures={figures} query={query} />
      </li>
    </Box>
  );
}

/** The complaints resolved in the period in time: the list behind SLA met % (its 'met'). */
export function slaMetAddress(figures: CrmDashboardReply, query: Partial<CrmDashboardQuery>) {
  const { from, to } = figures.period;
  return listAddress({ ...baseFilter(query), resolvedFrom: from, resolvedTo: to, slaResult: 'met' });
}

/**
 * SLA met: the share of the complaints resolved in the period with a resolution target that were
 * resolved in time. A share is no count: the card opens the complaints resolved in time (its 'met').
 */
function SlaMetCard({
  figures,
  query,
}: {
  figures: CrmDashboardReply | undefined;
  query: Partial<CrmDashboardQuery>;
}) {
  const { t, i18n } = useTranslation();
  const sla = figures?.kpis.slaMet;
  const percent = (value: number | null) =>
    value === null
      ? t('dashboard.crm.none')
      : t('dashboard.crm.percent', {
          value: value.toLocaleString(i18n.language, { maximumFractionDigits: 0 }),
        });
  return (
    <Card sx={{ height: '100%' }} data-testid="kpi-slaMet">
      {/* A description, not the link's name: the name stays the card's visible text (axe: label-content-name-mismatch). */}
      <Tooltip describeChild title={sla ? t('dashboard.crm.slaOpens', { count: sla.current.met }) : ''}>
        <CardActionArea
          component={Link}
          to={figures ? slaMetAddress(figures, query) : '#'}
          sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '2.5em' }}>
            {t('dashboard.crm.kpis.slaMet')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ my: 0.5 }}>
            {sla ? percent(sla.current.percent) : <Skeleton width={60} />}
          </Typography>
          {sla && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {t('dashboard.crm.slaOf', {
                met: sla.current.met.toLocaleString(i18n.language),
                due: sla.current.due.toLocaleString(i18n.language),
              })}
              {' · '}
              {t('dashboard.crm.previous', { value: percent(sla.previous.percent) })}
            </Typography>
          )}
        </CardActionArea>
      </Tooltip>
    </Card>
  );
}
