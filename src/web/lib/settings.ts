import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/i18n/languages.ts';

/**
 * Per-browser settings (spec 3). The keys are also read by public/theme-init.js before the first
 * paint, so a reload shows the right theme and direction at once. The customizer's layout settings
 * are in layout-settings.ts.
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  colorScheme: 'color-scheme',
  language: 'language',
  userAbilityRules: 'userAbilityRules',
  userData: 'userData',
} as const;

export function storedLanguage(): Language {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Whose session this browser holds, as the last session read or sign-in in any tab recorded it
 * (the cookie is shared by every tab); null once one found it ended.
 */
export function rememberedUserId(): number | null {
  try {
    const id = (JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? 'null') as { id?: unknown } | null)
      ?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}
