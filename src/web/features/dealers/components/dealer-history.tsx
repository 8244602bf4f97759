import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';

/**
 * The dealer's own change history: who changed which field, from what to what, and when; newest
 * first. The product catalogue shows its history the same way, with its own words (`messages`).
 */
export function DealerHistory({
  records,
  messages = 'dealers.history',
}: {
  records: TimelineRecord[];
  messages?: 'dealers.history' | 'products.history';
}) {
  const { t } = useTranslation();
  const { dateTime, relative } = useDates();
  return (
    <SectionCard icon={<IconHistory size={22} />} title={t(`${messages}.title`)}>
      {records.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t(`${messages}.empty`)}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {[...records].reverse().map((record, index) => (
            <Box
              component="li"
              key={`${record.created_at}-${index}`}
              sx={{ borderInlineStart: 3, borderColor: index === 0 ? 'primary.main' : 'divider', ps: 1.5 }}
            >
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {t(`${messages}.entry`, { action: record.action, user: record.user_name })}
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
    </SectionCard>
  );
}
