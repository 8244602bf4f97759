import Box from '@mui/material/Box';
import { Outlet, useNavigation } from 'react-router';
import { PageLoader } from '#web/components/misc/page-loader.tsx';
import { LanguageSwitcher } from '#web/components/navbar/language-switcher.tsx';
import { ThemeSwitcher } from '#web/components/navbar/theme-switcher.tsx';

/** No app chrome (spec 2.2): sign-in and error pages; only the language and theme switchers. */
export function BlankLayout() {
  const navigation = useNavigation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', position: 'relative' }}>
      {navigation.state === 'loading' && <PageLoader />}
      <Box sx={{ position: 'absolute', top: 12, insetInlineEnd: 12, display: 'flex', gap: 0.5, zIndex: 1 }}>
        <LanguageSwitcher />
        <ThemeSwitcher />
      </Box>
      <Outlet />
    </Box>
  );
}
