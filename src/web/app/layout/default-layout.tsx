import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IconMenu2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { AbilityGuard } from '#web/app/ability-guard.tsx';
import { LiveUpdates } from '#web/app/live-updates.tsx';
import { VisitQueueSender } from '#web/app/visit-queue-sender.tsx';
import { Customizer } from '#web/components/customizer/customizer.tsx';
import { ScrollToTop, useWindowScrolled } from '#web/components/layouts/scroll-to-top.tsx';
import { PageLoader } from '#web/components/misc/page-loader.tsx';
import { LanguageSwitcher } from '#web/components/navbar/language-switcher.tsx';
import { ThemeSwitcher } from '#web/components/navbar/theme-switcher.tsx';
import { NotificationsMenu } from '#web/features/notifications/components/notifications-menu.tsx';
import { GlobalSearch } from '#web/features/search/components/global-search.tsx';
import { updateSettings } from '#web/lib/layout-settings.ts';
import { OVERLAY_NAV_BREAKPOINT } from '#web/lib/theme/theme.ts';
import { useLayoutSettings } from '#web/lib/use-layout-settings.ts';
import { HorizontalNav } from './horizontal-nav.tsx';
import { ShortcutsMenu } from './shortcuts-menu.tsx';
import { useOpenablePages } from './use-openable-pages.ts';
import { UserMenu } from './user-menu.tsx';
import { VerticalNav } from './vertical-nav.tsx';

const CONTENT_MAX_WIDTH = 1440;

/**
 * The signed-in app (spec 2.2): vertical or horizontal navigation, navbar with the search bar,
 * shortcuts, notifications, theme switcher and user menu, content and footer, shaped by the
 * customizer's settings. Below the overlay breakpoint the navigation is always the vertical drawer.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const settings = useLayoutSettings();
  const overlay = useMediaQuery(`(max-width:${OVERLAY_NAV_BREAKPOINT - 0.02}px)`, { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);
  const scrolled = useWindowScrolled(0);
  const pages = useOpenablePages();
  const horizontal = settings.navLayout === 'horizontal' && !overlay;
  // The overlay drawer opens from the navbar, so a phone always has one.
  const navbarType = overlay && settings.navbarType === 'hidden' ? 'static' : settings.navbarType;
  const bordered = settings.skin === 'bordered';
  const surface = bordered ? { boxShadow: 'none', border: 1, borderColor: 'divider' } : { boxShadow: 2 };
  const boxed = settings.contentWidth === 'boxed';
  const widthSx = {
    width: '100%',
    maxWidth: boxed ? CONTENT_MAX_WIDTH : 'none',
    mx: 'auto',
    px: { xs: 2, md: 3 },
  };
  const blur = settings.navbarBlur && navbarType === 'sticky' && scrolled;

  return (
    <Box
      className={scrolled ? 'layout-wrapper page-scrolled' : 'layout-wrapper'}
      data-nav-layout={horizontal ? 'horizontal' : 'vertical'}
      data-content-width={settings.contentWidth}
      sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}
    >
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
          color: 'text.primary',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('common.skipToContent')}
      </Box>
      {!horizontal && (
        <VerticalNav
          overlay={overlay}
          open={navOpen}
          onClose={() => setNavOpen(false)}
          collapsed={settings.navCollapsed}
          semiDark={settings.semiDarkNav}
          bordered={bordered}
          onToggleCollapsed={() => updateSettings({ navCollapsed: !settings.navCollapsed })}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {navbarType !== 'hidden' && (
          <Box
            data-navbar-type={navbarType}
            sx={{
              position: navbarType === 'sticky' ? 'sticky' : 'static',
              top: 0,
              zIndex: 'appBar',
              pt: 2,
              ...widthSx,
              ...(blur && { backdropFilter: 'blur(6px)' }),
            }}
          >
            <Paper
              component="header"
              elevation={0}
              sx={{
                ...surface,
                ...(blur && {
                  bgcolor: (theme) =>
                    theme.vars ? `rgba(${theme.vars.palette.background.paperChannel} / 0.85)` : undefined,
                }),
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, minHeight: 56 }}>
                {overlay && (
                  <IconButton
                    aria-label={t('common.openMenu')}
                    onClick={() => setNavOpen(true)}
                    sx={{ color: 'text.primary' }}
                  >
                    <IconMenu2 size={22} />
                  </IconButton>
                )}
                <GlobalSearch pages={pages} />
                <Box sx={{ flex: 1 }} />
                <LanguageSwitcher />
                <ThemeSwitcher />
                {overlay && <Customizer inNavbar />}
                <ShortcutsMenu />
                <NotificationsMenu />
                <UserMenu />
              </Box>
              {horizontal && (
                <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
                  <HorizontalNav />
                </Box>
              )}
            </Paper>
          </Box>
        )}
        {navbarType === 'hidden' && horizontal && (
          <Box sx={{ pt: 2, ...widthSx }}>
            <Paper elevation={0} sx={surface}>
              <HorizontalNav />
            </Paper>
          </Box>
        )}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, ...widthSx, py: 3, outline: 'none' }}
        >
          <AbilityGuard>
            <Outlet />
          </AbilityGuard>
        </Box>
        {settings.footerType !== 'hidden' && (
          <Box
            component="footer"
            data-footer-type={settings.footerType}
            sx={{
              ...widthSx,
              ...(settings.footerType === 'sticky' && { position: 'sticky', bottom: 0, zIndex: 'appBar' }),
            }}
          >
            <Box
              sx={{
                py: 2,
                ...(settings.footerType === 'sticky' && {
                  px: 2,
                  bgcolor: 'background.paper',
                  borderStartStartRadius: 6,
                  borderStartEndRadius: 6,
                  ...surface,
                }),
              }}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                © {new Date().getFullYear()} {t('app.title')} · {t('app.tagline')}
              </Typography>
            </Box>
          </Box>
        )}
      </Box>
      <ScrollToTop />
      {!overlay && <Customizer />}
      <LiveUpdates />
      <VisitQueueSender />
    </Box>
  );
}
