import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { COMPLAINT_STATUSES, STATUS_COLORS } from '#domain/complaints/complaint-status.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { complaintEditPath } from '#web/lib/paths.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { useMyDashboard } from '#web/features/dashboard/api/get-crm-dashboard.ts';
import { listAddress, OPEN_STATUSES } from '#web/features/dashboard/lib/figure-tables.ts';
import { useFigureText } from './kpi-cards.tsx';

function Figure({
  label,
  value,
  to,
  testId,
}: {
  label: string;
  value: string | null;
  to: string;
  testId: string;
}) {
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2, height: '100%' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value ?? <Skeleton width={48} />}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/**
 * Everyone else's dashboard (decision 023): staff see their own work, a dealer their dealership's.
 * Extension points: 'due today' and 'overdue' (the SLA issue) and the queue of the team's service
 * area (assignment areas) join the figures here once those land.
 */
export function MyDashboard() {
  const { t, i18n } = useTranslation();
  const { relative } = useDates();
  const text = useFigureText();
  const { data } = useMyDashboard();
  const dealership = data?.scope === 'dealership';
  const mine = dealership ? {} : { assignee: ['me' as const] };
  const number = (value: number | undefined) =>
    value === undefined ? null : value.toLocaleString(i18n.language);

  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <Typography variant="h5" component="h2">
          {t(dealership ? 'dashboard.mine.dealershipTitle' : 'dashboard.mine.title')}
        </Typography>
      </Grid>
      {COMPLAINT_STATUSES.map((status) => (
        <Grid key={status} size={{ xs: 6, md: 3 }}>
          <Figure
            testId={`mine-status-${status}`}
            label={t(`status.${status}`)}
            value={number(data?.byStatus.find((row) => row.status === status)?.count)}
            to={listAddress({ ...mine, status: [status] })}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 6, md: 4 }}>
        <Figure
          testId="mine-resolved-week"
          label={t('dashboard.mine.resolvedThisWeek')}
          value={number(data?.resolvedThisWeek.count)}
          to={listAddress({ ...mine, resolvedFrom: data?.resolvedThisWeek.since })}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <Figure
          testId="mine-average"
          label={t('dashboard.mine.averageResolve')}
          value={data ? text('medianResolveHours', data.averageResolveHours) : null}
          to={listAddress({ ...mine, status: ['Resolved'] })}
        />
      </Grid>
      {data?.unassigned !== null && (
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure
            testId="mine-unassigned"
            label={t('dashboard.mine.unassigned')}
            value={number(data?.unassigned)}
            to={listAddress({ assignee: ['none'], status: [...OPEN_STATUSES] })}
          />
        </Grid>
      )}
      <Grid size={12}>
        <SectionCard title={t('dashboard.mine.recent')}>
          {data && data.recent.length === 0 ? (
            <Box sx={{ color: 'text.secondary' }}>{t('dashboard.mine.noRecent')}</Box>
          ) : (
            <List disablePadding>
              {(data?.recent ?? []).map((row) => (
                <ListItem key={row.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={complaintEditPath(row.id)}>
                        {row.customerName}
                      </Link>
                    }
                    secondary={relative(row.updatedAt)}
                  />
                  <Chip size="small" color={STATUS_COLORS[row.status]} label={t(`status.${row.status}`)} />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Grid>
    </Grid>
  );
}
