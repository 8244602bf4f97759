import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { IconBuildingStore, IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import type { Dealer } from '#domain/dealers/dealer.schemas.ts';
import { useDates } from '#web/lib/use-dates.ts';

/** The dealer edit screen's heading (spec 2.5): name, number, created time relative and in full. */
export function DealerSummary({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation();
  const { dateTime, relative } = useDates();
  return (
    <Card>
      <CardContent
        sx={{
          p: { xs: 2, sm: 3 },
          '&:last-child': { pb: { xs: 2, sm: 3 } },
          display: 'flex',
          gap: 2,
          alignItems: 'center',
        }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            flex: '0 0 auto',
            width: 56,
            height: 56,
            borderRadius: 1.5,
            color: 'primary.main',
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.16),
          })}
        >
          <IconBuildingStore size={30} />
        </Box>
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {dealer.dealer_name}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              columnGap: 1,
              rowGap: 0.5,
              color: 'text.secondary',
              flexWrap: 'wrap',
            }}
          >
            <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
              {t('dealers.edit.number', { number: displayNumber(dealer.id) })}
            </Typography>
            <IconCalendar size={18} aria-hidden />
            <Typography variant="body2" component="span">
              <time dateTime={dealer.created_at}>
                {t('dealers.edit.created', { relative: relative(dealer.created_at) })} ·{' '}
                {dateTime(dealer.created_at)}
              </time>
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
