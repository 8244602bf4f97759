import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import { IconEdit, IconMapPin } from '@tabler/icons-react';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import { mapsHref } from '#domain/geo/maps-link.ts';
import { PhoneLink } from '#web/components/data-display/phone-link.tsx';
import { RichTextView } from '#web/components/data-display/rich-text-view.tsx';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { useDates } from '#web/lib/use-dates.ts';
import { WarrantyBadge } from './warranty-badge.tsx';

const MISSING = '-';

/** Customer, Dealer and Product Details of the edit screen (spec 2.3), read only; `onEdit` offers 'Edit details'. */
export function ComplaintDetails({
  data,
  onEdit,
  warrantyAction,
}: {
  data: ComplaintEditReply;
  onEdit?: () => void;
  /** Offered under the warranty verdict ('Recompute warranty'). */
  warrantyAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const { date } = useDates();
  const { complaint, dealer } = data;
  const field = (name: string) => t(`complaints.fields.${name}`);

  return (
    <>
      <DetailsCard
        title={t('complaints.edit.customerDetails')}
        action={
          onEdit && (
            <Button variant="outlined" size="small" startIcon={<IconEdit size={18} />} onClick={onEdit}>
              {t('complaints.details.button')}
            </Button>
          )
        }
      >
        <Detail label={field('customer_name')} userText>
          {complaint.customer_name}
        </Detail>
        <Detail label={field('email')}>{complaint.email}</Detail>
        <Detail label={field('customer_province')}>{complaint.customer_province}</Detail>
        <Detail label={field('customer_city')}>{complaint.customer_city}</Detail>
        <Detail label={field('phone')}>
          <PhoneLink phone={complaint.phone} whatsApp />
        </Detail>
        <Detail label={field('shop')} userText>
          {complaint.shop}
        </Detail>
        <Detail label={field('address')} wide userText>
          {complaint.address && (
            <AddressLink
              address={complaint.address}
              href={mapsHref([complaint.address, complaint.customer_city, complaint.customer_province])}
            />
          )}
        </Detail>
      </DetailsCard>
      <DetailsCard title={t('complaints.edit.dealerDetails')}>
        <Detail label={field('dealer_name')} userText>
          {dealer.dealer_name}
        </Detail>
        <Detail label={field('dealer_phone')}>
          {dealer.dealer_phone && <PhoneLink phone={dealer.dealer_phone} whatsApp />}
        </Detail>
        <Detail label={field('dealer_city')}>{dealer.dealer_city}</Detail>
        <Detail label={field('dealer_address')} userText>
          {dealer.dealer_address && (
            <AddressLink
              address={dealer.dealer_address}
              href={mapsHref([dealer.dealer_address, dealer.dealer_city])}
            />
          )}
        </Detail>
      </DetailsCard>
      <DetailsCard title={t('complaints.edit.productDetails')}>
        <Detail label={field('product_category')}>{complaint.product_category}</Detail>
        <Detail label={field('product_name')}>{complaint.product_name}</Detail>
        <Detail label={field('product_variant')}>{complaint.product_variant}</Detail>
        <Detail label={field('model')}>{complaint.model}</Detail>
        <Detail label={field('problem_type')}>{complaint.problem_type}</Detail>
        <Detail label={field('purchase_date')}>
          {complaint.purchase_date && date(complaint.purchase_date)}
        </Detail>
        <Detail label={field('order_number')}>
          {complaint.order_number && <bdi>{complaint.order_number}</bdi>}
        </Detail>
        <Detail label={field('warranty_details')}>
          <Box component="span" sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <WarrantyBadge verdict={complaint.warranty_verdict} endsOn={complaint.warranty_ends_on} />
            {complaint.warranty_details && (
              <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
                {t('complaints.edit.availableTill', { date: date(complaint.warranty_details) })}
              </Box>
            )}
            {warrantyAction}
          </Box>
        </Detail>
        <Detail label={field('problem_detail')} wide>
          {complaint.problem_detail && <RichTextView html={complaint.problem_detail} />}
        </Detail>
      </DetailsCard>
    </>
  );
}

/** An address as typed, a link that opens it in the phone's maps app. */
function AddressLink({ address, href }: { address: string; href: string | null }) {
  const { t } = useTranslation();
  if (!href) return address;
  return (
    <MuiLink
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      title={t('complaints.details.openMap')}
      sx={{ color: 'inherit', display: 'inline-flex', gap: 0.5, alignItems: 'flex-start' }}
    >
      <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <span>{address}</span>
    </MuiLink>
  );
}

/** A section of label and value pairs, two columns from the small breakpoint up. */
function DetailsCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} action={action || undefined}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 3,
          rowGap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </SectionCard>
  );
}

interface DetailProps {
  label: string;
  wide?: boolean;
  /** Written by people, in any language: its direction comes from its own text. */
  userText?: boolean;
  children: ReactNode;
}

function Detail({ label, wide, userText, children }: DetailProps) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mb: 0.25 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        dir={userText ? 'auto' : undefined}
        // 'left' is the page's start (flipped for right-to-left), whatever the text's own direction.
        sx={{ m: 0, overflowWrap: 'anywhere', textAlign: 'left' }}
      >
        {children || MISSING}
      </Typography>
    </Box>
  );
}
