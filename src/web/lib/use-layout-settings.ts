import { useSyncExternalStore } from 'react';
import { getSettings, subscribeSettings, type LayoutSettings } from './layout-settings.ts';

/** The customizer's settings; re-renders when any of them changes. */
export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}
