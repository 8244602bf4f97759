import MuiLink from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { formatPhone, telHref } from '#domain/phone/phone-number.ts';

/** A stored phone number in its readable grouping, as a `tel:` link that dials it on a phone. */
export function PhoneLink({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const shown = formatPhone(phone);
  return (
    <MuiLink
      href={telHref(phone)}
      dir="ltr"
      underline="hover"
      title={t('complaints.details.call', { phone: shown })}
      sx={{ color: 'inherit', unicodeBidi: 'isolate' }}
    >
      {shown}
    </MuiLink>
  );
}
