import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';

interface ComplaintTimelineProps {
  createdAt: string | null;
  records: TimelineRecord[];
}

/** 'Complaint Timeline - (Created on ...)' with who did what and when (spec 2.3). */
export function ComplaintTimeline({ createdAt, records }: ComplaintTimelineProps) {
  const { t } = useTranslation();
  const { dateTime, relative } = useDates();
  const created = t('timeline.created');
  const date = createdAt ? dateTime(createdAt) : t('complaints.timeline.noDate');
  const changed = records.some((record) => record.action !== created);

  return (
    <SectionCard
      title={t(changed ? 'complaints.timeline.title' : 'complaints.timeline.titleNoChanges', { date })}
      // The timeline's dots sit closer to the card's edge than text does.
      contentSx={{ px: { xs: 1, sm: 2 }, pt: 2, '&:last-child': { pb: 3 } }}
    >
      <Timeline
        sx={{
          m: 0,
          p: 0,
          [`& .${timelineItemClasses.root}:before`]: { flex: 0, p: 0 },
        }}
      >
        {records.map((record, index) => (
          <TimelineItem key={`${record.created_at}-${index}`}>
            <TimelineSeparator>
              <TimelineDot
                color={index === records.length - 1 ? 'primary' : 'grey'}
                variant={index === records.length - 1 ? 'filled' : 'outlined'}
              />
              {index < records.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent sx={{ pb: 2.5, minWidth: 0, textAlign: 'start' }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {t('complaints.timeline.entry', { action: record.action, user: record.user_name })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <time dateTime={record.created_at} title={dateTime(record.created_at)}>
                  {dateTime(record.created_at)} · {relative(record.created_at)}
                </time>
              </Typography>
            </TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </SectionCard>
  );
}
