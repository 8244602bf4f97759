import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emotionCacheFor } from '#web/lib/emotion-caches.ts';
import { isRtl } from '#web/lib/i18n.ts';
import { STORAGE_KEYS } from '#web/lib/settings.ts';
import { createAppTheme, type ThemeChoices } from '#web/lib/theme/theme.ts';

/**
 * Theme, colour scheme and direction: shared by the app and the sign-in page. The app passes the
 * customizer's skin and primary colours; the sign-in page keeps the defaults (and its small budget).
 */
export function ThemeProviders({ children, choices }: { children: ReactNode; choices?: ThemeChoices }) {
  const { i18n } = useTranslation();
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(
    () => createAppTheme(direction, reducedMotion, choices),
    [direction, reducedMotion, choices],
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
