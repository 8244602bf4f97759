import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import type { UserViewReply } from '#domain/users/user.schemas.ts';
import { TonalChip, type TonalColor } from '#web/components/data-display/tonal-chip.tsx';
import { useDates } from '#web/lib/use-dates.ts';

const STATUS_COLORS: Record<string, TonalColor> = {
  Open: 'secondary',
  'In Process': 'info',
  Pending: 'error',
  Resolved: 'success',
};

interface UserActivityProps {
  view: UserViewReply | undefined;
  complaintPath: (id: number) => string;
}

/** Complaints assigned to a staff member, by status, and what they did lately. */
export function UserActivity({ view, complaintPath }: UserActivityProps) {
  const { t } = useTranslation();
  const { dateTime, relative } = useDates();
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}
    >
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
            {t('account.profile.assigned')}
          </Typography>
          {view
            ? view.assignedByStatus.map((row) => (
                <Box
                  key={row.status}
                  sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <TonalChip
                    color={STATUS_COLORS[row.status] ?? 'secondary'}
                    label={t(`status.${row.status}`)}
                  />
                  <Typography sx={{ fontWeight: 500 }}>{row.count}</Typography>
                </Box>
              ))
            : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height={28} />)}
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
            {t('account.profile.activity')}
          </Typography>
          {!view && Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height={44} />)}
          {view?.activity.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{t('account.profile.noActivity')}</Typography>
          )}
          {view && view.activity.length > 0 && (
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {view.activity.map((entry, index) => (
                <Box
                  component="li"
                  key={index}
                  sx={{ borderInlineStart: 2, borderColor: 'primary.main', paddingInlineStart: 2 }}
                >
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    <MuiLink component={Link} to={complaintPath(entry.complaintId)} underline="always">
                      {t('account.profile.complaint', { number: displayNumber(entry.complaintId) })}
                    </MuiLink>{' '}
                    · {entry.action}
                  </Typography>
                  <Typography
                    variant="caption"
                    sx={{ color: 'text.secondary' }}
                    title={dateTime(entry.created_at)}
                  >
                    {relative(entry.created_at)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
