import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '#domain/i18n/en.json';
import { DEFAULT_LANGUAGE, RTL_LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { prepareDirection } from './emotion-caches.ts';
import { STORAGE_KEYS, storedLanguage } from './settings.ts';

// English is bundled as the fallback; the other catalogs load when chosen.
const catalogs: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  fr: () => import('#domain/i18n/fr.json'),
  ar: () => import('#domain/i18n/ar.json'),
};

export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(storedLanguage());
}

export async function changeLanguage(language: Language): Promise<void> {
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
