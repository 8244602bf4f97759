import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPhone, telHref, whatsAppHref } from '#domain/phone/phone-number.ts';

/**
 * A stored phone number in its readable grouping, as a `tel:` link that dials it on a phone;
 * with `whatsApp`, a WhatsApp button beside it that opens a chat with the number.
 */
export function PhoneLink({ phone, whatsApp = false }: { phone: string; whatsApp?: boolean }) {
  const { t } = useTranslation();
  const shown = formatPhone(phone);
  const link = (
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
  if (!whatsApp) return link;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {link}
      <IconButton
        component="a"
        href={whatsAppHref(phone)}
        target="_blank"
        rel="noopener noreferrer"
        size="small"
        aria-label={t('complaints.details.whatsapp', { phone: shown })}
        title={t('complaints.details.whatsapp', { phone: shown })}
        sx={{ color: '#1DA851', my: -0.75 }}
      >
        <IconBrandWhatsapp size={22} />
      </IconButton>
    </Box>
  );
}
