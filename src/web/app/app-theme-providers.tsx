import { useMemo, type ReactNode } from 'react';
import { useLayoutSettings } from '#web/lib/use-layout-settings.ts';
import { ThemeProviders } from './providers.tsx';

/** The app's theme: the shared providers with the customizer's skin and primary colours. */
export function AppThemeProviders({ children }: { children: ReactNode }) {
  const { skin, primary } = useLayoutSettings();
  const choices = useMemo(() => ({ skin, primary }), [skin, primary]);
  return <ThemeProviders choices={choices}>{children}</ThemeProviders>;
}
