import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The product's mark and name; `compact` shows the mark alone (collapsed navigation). */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexShrink: 0 }}>
      <Box
        sx={{
          width: 34,
          height: 34,
          borderRadius: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <IconMessageReport size={22} aria-hidden />
      </Box>
      {!compact && (
        <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.375rem', color: 'text.primary' }}>
          {t('app.title')}
        </Typography>
      )}
    </Box>
  );
}
