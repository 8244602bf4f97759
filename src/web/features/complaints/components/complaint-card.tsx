import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconBuildingStore, IconClock, IconMapPin, IconPhone, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import type { ComplaintCard as ComplaintCardData } from '#domain/complaints/complaint.schemas.ts';
import { LazyTooltip } from '#web/components/data-display/lazy-tooltip.tsx';
import { PhoneLink } from '#web/components/data-display/phone-link.tsx';
import { visuallyHidden } from '#web/components/data-display/stacked-table.ts';
import { complaintEditPath, type ComplaintEditState } from '#web/lib/paths.ts';
import { warmPath } from '#web/lib/route-preload.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { SlaBadge } from '#web/components/data-display/sla-badge.tsx';
import { PriorityTag, StatusBadge } from './complaint-chips.tsx';
import { WarrantyBadge } from './warranty-badge.tsx';
import { FlagChips } from './flag-chips.tsx';

/**
 * One complaint in a list (spec 2.3); the whole card opens the edit screen. `select` (a bulk
 * change's checkbox) sits beside the link, not inside it.
 */
export function ComplaintCard({ complaint, select }: { complaint: ComplaintCardData; select?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Card sx={{ height: '100%', display: 'flex' }} data-complaint-id={complaint.id}>
      {select && <Box sx={{ pt: { xs: 1, sm: 2 }, ps: { xs: 0.5, sm: 1 } }}>{select}</Box>}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <CardActionArea
          component={Link}
          to={complaintEditPath(complaint.id)}
          // The edit screen's Back returns to this list, with its filters and scroll position.
          state={{ from: `${pathname}${search}` } satisfies ComplaintEditState}
          // The edit screen's code and data start loading as the pointer rests or the focus lands here.
          onPointerEnter={() => warmPath(complaintEditPath(complaint.id))}
          onFocus={() => warmPath(complaintEditPath(complaint.id))}
          sx={{
            flex: 1,
            minWidth: 0,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 2, sm: 3 }, pb: { xs: 1, sm: 1.5 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <PriorityTag priority={complaint.tag} />
              <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                {displayNumber(complaint.id)}
              </Typography>
              {complaint.warranty_verdict !== 'unknown' && (
                <WarrantyBadge verdict={complaint.warranty_verdict} />
              )}
              <Box sx={{ flex: 1 }} />
              <StatusBadge status={complaint.status} />
            </Box>
            {complaint.flags && <FlagChips kinds={complaint.flags} />}
            <Typography
              variant="h6"
              component="h2"
              noWrap
              title={complaint.customer_name}
              dir="auto"
              // 'left' is the page's start (flipped for right-to-left), whatever the name's own direction.
              sx={{ textAlign: 'left' }}
            >
              {complaint.customer_name}
            </Typography>
            {complaint.sla && (
              <Box sx={{ display: 'flex', minWidth: 0 }}>
                <SlaBadge sla={complaint.sla} />
              </Box>
            )}
            <Box sx={{ display: 'grid', gap: 0.75 }}>
              <CardLine icon={<IconMapPin size={18} />} label={t('complaints.card.city')}>
                {complaint.customer_city}
              </CardLine>
              <CardLine icon={<IconUser size={18} />} label={t('complaints.card.assignedTo')}>
                {complaint.assignee?.name ?? t('complaints.card.unassigned')}
              </CardLine>
              <CardLine icon={<IconBuildingStore size={18} />} label={t('complaints.details.dealer')}>
                {complaint.dealer_name ? (
                  <bdi>{complaint.dealer_name}</bdi>
                ) : (
                  t('complaints.details.noDealer')
                )}
              </CardLine>
            </Box>
          </CardContent>
        </CardActionArea>
        {/* Outside the card's link: a link inside a link is not one a browser can follow. */}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.75,
            px: { xs: 2, sm: 3 },
            pb: { xs: 2, sm: 3 },
          }}
        >
          <CardLine icon={<IconPhone size={18} />} label={t('complaints.card.phone')}>
            <PhoneLink phone={complaint.phone} />
          </CardLine>
          <Box sx={{ flex: 1 }} />
          <ComplaintAge createdAt={complaint.created_at} />
        </Box>
      </Box>
    </Card>
  );
}

/** '3 days ago', with the date and time on hover and on focus. */
function ComplaintAge({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation();
  const { relative, dateTime } = useDates();
  const absolute = dateTime(createdAt);
  return (
    <LazyTooltip title={t('complaints.details.createdAt', { date: absolute })}>
      <Typography
        component="time"
        dateTime={createdAt}
        tabIndex={0}
        variant="body2"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'text.secondary',
          borderRadius: 0.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <IconClock size={16} aria-hidden />
        <span>
          <VisuallyHidden>{t('complaints.details.created')} </VisuallyHidden>
          {relative(createdAt)}
        </span>
      </Typography>
    </LazyTooltip>
  );
}

const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={visuallyHidden}>
    {children}
  </Box>
);

function CardLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, color: 'text.secondary' }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', flexShrink: 0 }}>
        {icon}
      </Box>
      <Typography noWrap sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ fontWeight: 500, color: 'text.primary' }}>
          {label}
        </Box>{' '}
        {children}
      </Typography>
    </Box>
  );
}

/** Holds a card's place while the first page loads. */
export function ComplaintCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Skeleton variant="rounded" width={64} height={24} />
          <Skeleton width={40} />
          <Box sx={{ flex: 1 }} />
          <Skeleton variant="rounded" width={72} height={24} />
        </Box>
        <Skeleton width="55%" height={32} />
        <Skeleton width="45%" />
        <Skeleton width="35%" />
        <Skeleton width="50%" />
      </CardContent>
    </Card>
  );
}
