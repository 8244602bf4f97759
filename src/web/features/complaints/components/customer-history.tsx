import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconHistory } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import type { CustomerHistoryReply } from '#domain/complaints/customer-history.ts';
import { isPhoneNumber } from '#domain/phone/phone-number.ts';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { complaintEditPath } from '#web/lib/paths.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useComplaintHistory, useCustomerHistory } from '#web/features/complaints/api/complaint-flags.ts';
import { StatusBadge } from './complaint-chips.tsx';
import type { ComplaintDetailValues } from './complaint-detail-fields.tsx';

/** A customer's complaints, each a link: number, date, product, status. */
function HistoryList({ history }: { history: CustomerHistoryReply }) {
  const { t } = useTranslation();
  const { date } = useDates();
  const more = history.total - history.complaints.length;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {history.complaints.map((complaint) => (
        <Box
          component="li"
          key={complaint.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}
        >
          <Link component={RouterLink} to={complaintEditPath(complaint.id)} sx={{ fontWeight: 500 }}>
            {displayNumber(complaint.id)}
          </Link>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', minWidth: 0 }}>
            <time dateTime={complaint.created_at}>{date(complaint.created_at)}</time> ·{' '}
            <bdi>{complaint.product_name}</bdi>
          </Typography>
          <StatusBadge status={complaint.status} />
        </Box>
      ))}
      {more > 0 && (
        <Typography component="li" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('customerHistory.more', { count: more })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Under the create form's customer details: once a whole phone number is typed, the customer's
 * earlier complaints (matched by the number's normal form) and 'Use these details' to fill the
 * customer fields from the newest one.
 */
export function CustomerHistoryNotice() {
  const { t } = useTranslation();
  const { setValue } = useFormContext<ComplaintDetailValues>();
  const phone = useDebouncedValue(useWatch<ComplaintDetailValues, 'phone'>({ name: 'phone' }) ?? '');
  const typed = phone.trim();
  const history = useCustomerHistory(isPhoneNumber(typed) ? typed : null).data;
  if (!history || history.total === 0) return null;
  const customer = history.customer;
  const fill = () => {
    if (!customer) return;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('customer_name', customer.customer_name, options);
    setValue('email', customer.email, options);
    setValue(
      'customer_province',
      customer.customer_province as ComplaintDetailValues['customer_province'],
      options,
    );
    setValue('customer_city', customer.customer_city, options);
    setValue('address', customer.address, options);
  };
  return (
    <Alert
      severity="info"
      icon={<IconHistory size={22} />}
      aria-live="polite"
      action={
        customer && (
          <Button color="inherit" size="small" onClick={fill} sx={{ whiteSpace: 'nowrap' }}>
            {t('customerHistory.useDetails')}
          </Button>
        )
      }
      sx={{ '& .MuiAlert-message': { minWidth: 0 }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <AlertTitle>{t('customerHistory.earlier', { count: history.total })}</AlertTitle>
      <HistoryList history={history} />
    </Alert>
  );
}

/** The edit screen's 'Customer history': every other complaint with this phone that the reader may read. */
export function CustomerHistoryCard({ complaintId, revision }: { complaintId: number; revision: number }) {
  const { t } = useTranslation();
  const history = useComplaintHistory(complaintId, revision);
  return (
    <SectionCard
      title={t('customerHistory.title')}
      icon={<IconHistory size={22} />}
      subheader={
        history.data ? t('customerHistory.customerComplaints', { count: history.data.total }) : undefined
      }
    >
      {!history.data ? (
        <Skeleton width="70%" />
      ) : history.data.total === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('customerHistory.none')}</Typography>
      ) : (
        <HistoryList history={history.data} />
      )}
    </SectionCard>
  );
}
