import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IconMenu2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { AbilityGuard } from '../../app/ability-guard.tsx';
import { OVERLAY_NAV_BREAKPOINT } from '../../lib/theme/theme.ts';
import { PageLoader } from '../misc/page-loader.tsx';
import { LanguageSwitcher } from '../navbar/language-switcher.tsx';
import { ThemeSwitcher } from '../navbar/theme-switcher.tsx';
import { UserMenu } from '../navbar/user-menu.tsx';
import { VerticalNav } from './vertical-nav.tsx';

const CONTENT_MAX_WIDTH = 1440;

/** The signed-in app: vertical navigation, navbar, content and footer (spec 2.2). */
export function DefaultLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const overlay = useMediaQuery(`(max-width:${OVERLAY_NAV_BREAKPOINT - 0.02}px)`, { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {navigation.state === 'loading' && <PageLoader />}
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('common.skipToContent')}
      </Box>
      <VerticalNav overlay={overlay} open={navOpen} onClose={() => setNavOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 'appBar',
            px: { xs: 2, md: 3 },
            pt: 2,
            width: '100%',
            maxWidth: CONTENT_MAX_WIDTH,
            mx: 'auto',
          }}
        >
          <Paper
            component="header"
            elevation={0}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, minHeight: 56, boxShadow: 2 }}
          >
            {overlay && (
              <IconButton
                aria-label={t('common.openMenu')}
                onClick={() => setNavOpen(true)}
                sx={{ color: 'text.primary' }}
              >
                <IconMenu2 size={22} />
              </IconButton>
            )}
            <Box sx={{ flex: 1 }} />
            <LanguageSwitcher />
            <ThemeSwitcher />
            <UserMenu />
          </Paper>
        </Box>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: CONTENT_MAX_WIDTH,
            mx: 'auto',
            px: { xs: 2, md: 3 },
            py: 3,
            outline: 'none',
          }}
        >
          <AbilityGuard>
            <Outlet />
          </AbilityGuard>
        </Box>
        <Box
          component="footer"
          sx={{ width: '100%', maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © {new Date().getFullYear()} {t('app.title')} · {t('app.tagline')}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
