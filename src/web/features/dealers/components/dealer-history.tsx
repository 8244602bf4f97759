import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { IconHistory } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { useDates } from '#web/lib/use-dates.ts';

/** The dealer's own change history: who changed which field, from what to what, and when; newest first. */
export function DealerHistory({ records }: { records: TimelineRecord[] }) {
  const { t } = useTranslation();
  const { dateTime, relative } = useDates();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        avatar={<IconHistory size={22} />}
        title={t('dealers.history.title')}
        slotProps={{
          title: { variant: 'h6', component: 'h2', id: headingId },
          avatar: { sx: { color: 'primary.main', me: 1.5 } },
        }}
        sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 0 }}
      />
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        {records.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('dealers.history.empty')}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {[...records].reverse().map((record, index) => (
              <Box
                component="li"
                key={`${record.created_at}-${index}`}
                sx={{ borderInlineStart: 3, borderColor: index === 0 ? 'primary.main' : 'divider', ps: 1.5 }}
              >
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {t('dealers.history.entry', { action: record.action, user: record.user_name })}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <time dateTime={record.created_at}>
                    {dateTime(record.created_at)} · {relative(record.created_at)}
                  </time>
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
