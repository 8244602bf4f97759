import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import { COMPLAINT_STATUSES, STATUS_COLORS } from '#domain/complaints/complaint-status.ts';
import { TonalChip } from '#web/components/data-display/tonal-chip.tsx';
import { useDates } from '#web/lib/use-dates.ts';
import { useDealerComplaints } from '#web/features/dealers/api/get-dealer.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';

interface DealerComplaintsProps {
  dealerId: number;
  dealerName: string;
  complaintPath: (id: number) => string;
}

/** The dealer's history at a glance: complaints per status and the newest, each linking to its edit screen. */
export function DealerComplaints({ dealerId, dealerName, complaintPath }: DealerComplaintsProps) {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const query = useDealerComplaints(dealerId);
  const data = query.data;

  return (
    <SectionCard
      icon={<IconMessageReport size={22} />}
      title={t('dealers.complaints.title')}
      subheader={data ? t('dealers.complaints.total', { count: data.total }) : undefined}
    >
      {!data ? (
        query.isError ? (
          <Typography sx={{ color: 'error.main' }}>{query.error.message}</Typography>
        ) : (
          <Box role="progressbar" aria-label={t('common.loading')} sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="rounded" height={28} width="70%" />
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Box>
        )
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {COMPLAINT_STATUSES.map((status) => (
              <li key={status}>
                <TonalChip
                  color={STATUS_COLORS[status]}
                  label={`${t(`status.${status}`)}: ${data.counts[status]}`}
                />
              </li>
            ))}
          </Box>
          {data.complaints.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('dealers.complaints.empty')}</Typography>
          ) : (
            <List dense disablePadding aria-label={t('dealers.complaints.listLabel', { name: dealerName })}>
              {data.complaints.map((complaint) => (
                <li key={complaint.id}>
                  <ListItemButton
                    component={Link}
                    to={complaintPath(complaint.id)}
                    sx={{ borderRadius: 1, gap: 2, alignItems: 'center', px: 1 }}
                  >
                    <ListItemText
                      primary={`${displayNumber(complaint.id)} · ${complaint.customer_name}`}
                      secondary={`${complaint.customer_city} · ${dateTime(complaint.created_at)}`}
                      slotProps={{
                        primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } },
                        secondary: { sx: { overflowWrap: 'anywhere' } },
                      }}
                    />
                    <TonalChip
                      color={STATUS_COLORS[complaint.status]}
                      label={t(`status.${complaint.status}`)}
                    />
                  </ListItemButton>
                </li>
              ))}
            </List>
          )}
        </Box>
      )}
    </SectionCard>
  );
}
