import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconClockPause, IconInbox, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  COMPLAINT_LISTS,
  COMPLAINT_STATUSES,
  STATUS_COLORS,
  type ComplaintStatus,
} from '#domain/complaints/complaint-status.ts';
import type { DashboardReply } from '#domain/dashboard/dashboard.schemas.ts';

const ICONS: Record<ComplaintStatus, typeof IconInbox> = {
  Open: IconInbox,
  'In Process': IconProgress,
  Pending: IconClockPause,
  Resolved: IconCircleCheck,
};

// Open complaints have no list of their own: they lead to all complaints.
function listPathOf(status: ComplaintStatus): string {
  return (
    Object.values(COMPLAINT_LISTS).find((list) => list.status === status)?.path ?? COMPLAINT_LISTS.all.path
  );
}

/** Complaints per status, each leading to its list. */
export function ComplaintsCard({ figures }: { figures: DashboardReply | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <CardHeader
        title={t('dashboard.complaints')}
        subheader={
          figures
            ? t('dashboard.complaintsTotal', {
                count: figures.complaints.total,
                formatted: figures.complaints.total.toLocaleString(i18n.language),
              })
            : ' '
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          {COMPLAINT_STATUSES.map((status) => {
            const Icon = ICONS[status];
            const color = STATUS_COLORS[status];
            const count = figures?.complaints.byStatus.find((row) => row.status === status)?.count;
            return (
              <Grid key={status} size={{ xs: 6, md: 3 }}>
                <Card variant="outlined" sx={{ boxShadow: 'none', height: '100%' }}>
                  <CardActionArea component={Link} to={listPathOf(status)} sx={{ p: 2, height: '100%' }}>
                    <Box
                      sx={{
                        width: 40,
                        height: 40,
                        borderRadius: 1,
                        display: 'grid',
                        placeItems: 'center',
                        mb: 1.5,
                        color: `${color}.main`,
                        bgcolor: `rgba(var(--mui-palette-${color}-mainChannel) / 0.16)`,
                      }}
                    >
                      <Icon size={22} aria-hidden />
                    </Box>
                    <Typography variant="h5" component="p">
                      {count === undefined ? <Skeleton width={40} /> : count.toLocaleString(i18n.language)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`status.${status}`)}
                    </Typography>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </CardContent>
    </Card>
  );
}
