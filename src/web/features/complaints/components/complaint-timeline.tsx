import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { useDates } from '#web/lib/use-dates.ts';

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

  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        title={t(changed ? 'complaints.timeline.title' : 'complaints.timeline.titleNoChanges', { date })}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: headingId } }}
        sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 0 }}
      />
      <CardContent sx={{ px: { xs: 1, sm: 2 }, pb: { xs: 1, sm: 2 } }}>
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
      </CardContent>
    </Card>
  );
}
