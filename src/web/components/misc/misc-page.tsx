import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from './use-document-title.ts';

interface MiscPageProps {
  /** The page's texts live under `pages.<page>` in the catalogs. */
  page: 'notFound' | 'notAuthorized' | 'serverError' | 'maintenance' | 'comingSoon' | 'error';
  icon: ReactNode;
  /** Hidden on pages that lead nowhere useful, such as maintenance. */
  showHomeLink?: boolean;
  /** What to do first (e.g. Retry), before the way home. */
  action?: ReactNode;
  /** Shown inside the app's layout, which has its own `main`. */
  inLayout?: boolean;
}

/** The shared look of the error, maintenance and coming-soon pages. */
export function MiscPage({ page, icon, showHomeLink = true, action, inLayout = false }: MiscPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(`pages.${page}.title`));
  return (
    <Box
      component={inLayout ? 'section' : 'main'}
      sx={{
        minHeight: inLayout ? '50vh' : '70vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 2,
        py: 6,
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 4,
            width: 160,
            height: 160,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'rgba(115, 103, 240, 0.12)',
          }}
        >
          {icon}
        </Box>
        <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
          {t(`pages.${page}.heading`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t(`pages.${page}.text`)}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {action}
          {showHomeLink && (
            <Button component={Link} to="/" variant={action ? 'outlined' : 'contained'}>
              {t('common.backToHome')}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
