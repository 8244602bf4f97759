import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import type { ComplaintWithCollaboration } from '#domain/complaints/complaint.schemas.ts';
import { SlaBadge } from '#web/components/data-display/sla-badge.tsx';
import { useDates } from '#web/lib/use-dates.ts';
import { PriorityTag, StatusBadge } from './complaint-chips.tsx';

/**
 * The complaint's number as the edit screen's title. It needs only the id, so the screen shows it
 * while the complaint loads (decision 050: it is the screen's largest paint).
 */
export function ComplaintHeading({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Typography variant="h5" component="h1">
      {t('complaints.edit.heading', { number: displayNumber(id) })}
    </Typography>
  );
}

/** The edit screen's heading (spec 2.3): number, customer, when it was made, status, SLA. */
export function ComplaintSummary({ complaint }: { complaint: ComplaintWithCollaboration }) {
  const { dateTime, relative } = useDates();
  return (
    <Card>
      <CardContent
        sx={{
          p: { xs: 2, sm: 3 },
          '&:last-child': { pb: { xs: 2, sm: 3 } },
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
        }}
      >
        <Box sx={{ flex: '1 1 260px', minWidth: 0, display: 'grid', gap: 0.5 }}>
          <ComplaintHeading id={complaint.id} />
          <Typography
            variant="h6"
            component="p"
            dir="auto"
            // 'left' is the page's start (flipped for right-to-left), whatever the name's own direction.
            sx={{ color: 'text.secondary', overflowWrap: 'anywhere', textAlign: 'left' }}
          >
            {complaint.customer_name}
          </Typography>
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', flexWrap: 'wrap' }}
          >
            <IconCalendar size={18} aria-hidden />
            <Typography variant="body2" component="span">
              <time dateTime={complaint.created_at}>
                {relative(complaint.created_at)} · {dateTime(complaint.created_at)}
              </time>
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <PriorityTag priority={complaint.level} />
          <StatusBadge status={complaint.status} />
          <SlaBadge sla={complaint.sla} />
        </Box>
      </CardContent>
    </Card>
  );
}
