import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emotionCacheFor } from '../lib/emotion-caches.ts';
import { isRtl } from '../lib/i18n.ts';
import { STORAGE_KEYS } from '../lib/settings.ts';
import { useLayoutSettings } from '../lib/use-layout-settings.ts';
import { createAppTheme } from '../lib/theme/theme.ts';

/** Theme, colour scheme and direction: shared by the app and the sign-in page. */
export function ThemeProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const { skin, primary } = useLayoutSettings();
  const theme = useMemo(
    () => createAppTheme(direction, reducedMotion, { skin, primary }),
    [direction, reducedMotion, skin, primary],
  );
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider
        theme={theme}
        defaultMode="light"
        modeStorageKey={STORAGE_KEYS.theme}
        colorSchemeStorageKey={STORAGE_KEYS.colorScheme}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
