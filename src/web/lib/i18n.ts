import type { i18n as I18next } from 'i18next';
import { getI18n, initReactI18next } from 'react-i18next';
// The sign-in page needs only these sections of the English catalog. Importing them by name keeps
// the rest (every screen's texts) out of that page's JavaScript, which has a budget; the app adds
// the whole catalog (initI18n's `wholeCatalog`).
import { app, auth, common, errors, language, theme, validation } from '#domain/i18n/en.json';
import { DEFAULT_LANGUAGE, RTL_LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { prepareDirection } from './emotion-caches.ts';
import { STORAGE_KEYS, storedLanguage } from './settings.ts';

// English (the fallback) is there from the start; the other catalogs load when chosen.
const catalogs: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  fr: () => import('#domain/i18n/fr.json'),
  ar: () => import('#domain/i18n/ar.json'),
};

const SIGN_IN_ENGLISH = { app, auth, common, errors, language, theme, validation };

/**
 * Starts translations with `engine`: i18next for the app, the sign-in page's lighter engine there
 * (decision 062). Only the entries import an engine; the code both pages share reaches the one
 * started through react-i18next's `getI18n()`. The app (`appCatalog`) adds the English sections its
 * layout and complaint lists use; `loadRestOfCatalog` adds the others.
 */
export async function initI18n(engine: I18next, { appCatalog = false } = {}): Promise<void> {
  // Its own module, so the sign-in page's named sections stay apart from it.
  const start = appCatalog ? import('./catalog-start.ts') : null;
  await engine.use(initReactI18next).init({
    resources: { en: { translation: SIGN_IN_ENGLISH } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  if (start) engine.addResourceBundle('en', 'translation', (await start).default, true, true);
  await changeLanguage(storedLanguage());
}

let rest: Promise<void> | null = null;

/**
 * Decision 062: the English sections that only pages other than the complaint lists use, added once.
 * router.tsx loads them beside such a page's code; a failed load is tried again next time.
 */
export function loadRestOfCatalog(): Promise<void> {
  rest ??= import('./catalog-rest.ts').then(
    (m) => {
      getI18n().addResourceBundle('en', 'translation', m.default, true, true);
    },
    (error: unknown) => {
      rest = null;
      throw error;
    },
  );
  return rest;
}

export async function changeLanguage(language: Language): Promise<void> {
  const i18n = getI18n();
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const catalog = await catalogs[language]();
    i18n.addResourceBundle(language, 'translation', catalog.default);
  }
  await prepareDirection(isRtl(language) ? 'rtl' : 'ltr');
  await i18n.changeLanguage(language);
  localStorage.setItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export function isRtl(language: string): boolean {
  return RTL_LANGUAGES.has(language as Language);
}
