import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '#domain/i18n/ar.json' with { type: 'json' };
import en from '#domain/i18n/en.json' with { type: 'json' };
import fr from '#domain/i18n/fr.json' with { type: 'json' };
import { createLightI18n } from './light-i18n.ts';

type Tree = { [key: string]: string | Tree };
const catalogs: Record<string, Tree> = { en, fr, ar };
// What the sign-in page shows (i18n.ts's SIGN_IN_ENGLISH): its engine must say what i18next says.
const SECTIONS = ['app', 'auth', 'common', 'errors', 'language', 'theme', 'validation'];

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

async function both(language: string) {
  const options = {
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  };
  // English with the sign-in page's sections only, as at start; the other language whole.
  const english = Object.fromEntries(SECTIONS.map((section) => [section, en[section as keyof typeof en]]));
  const reference = i18next.createInstance();
  await reference.init({ ...options, resources: { en: { translation: english } } });
  const light = createLightI18n();
  await light.init({ ...options, resources: { en: { translation: english } } });
  for (const engine of [reference, light]) {
    if (language !== 'en') engine.addResourceBundle(language, 'translation', catalogs[language], true, true);
    await engine.changeLanguage(language);
  }
  return { reference, light };
}

describe('the sign-in page’s translation engine', () => {
  for (const language of ['en', 'fr', 'ar']) {
    it(`says what i18next says for every key of the sign-in sections in ${language}`, async () => {
      const { reference, light } = await both(language);
      const keys = new Set(
        keysOf(en)
          .filter((key) => SECTIONS.includes(key.split('.')[0]!))
          .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
      );
      expect(keys.size).toBeGreaterThan(50);
      for (const key of keys) {
        const values = { app: 'CareDesk', name: 'Ada', field: 'Login', count: 3, max: 8, min: 2 };
        expect(light.t(key, values), key).toBe(reference.t(key, values));
        for (const count of [0, 1, 2, 3, 5, 11, 100, 1.5])
          expect(light.t(key, { count }), `${key} (${count})`).toBe(reference.t(key, { count }));
        expect(light.getFixedT(language)(key), key).toBe(reference.getFixedT(language)(key));
      }
    });
  }

  it('falls back to English for a key the language lacks, and gives the key when none has it', async () => {
    const { reference, light } = await both('fr');
    light.addResourceBundle('fr', 'translation', { app: {} }, true, true);
    reference.addResourceBundle('fr', 'translation', { app: {} }, true, true);
    expect(light.t('app.title')).toBe(en.app.title);
    expect(light.t('auth.nothingHere')).toBe(reference.t('auth.nothingHere'));
  });

  it('tells react-i18next when the language changes', async () => {
    const light = createLightI18n();
    await light.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: en } } });
    const heard: unknown[] = [];
    const listener = (language: unknown) => heard.push(language);
    light.on('languageChanged', listener);
    light.addResourceBundle('ar', 'translation', ar, true, true);
    await light.changeLanguage('ar');
    light.off('languageChanged', listener);
    await light.changeLanguage('en');
    expect(heard).toEqual(['ar']);
    expect(light.language).toBe('en');
  });
});
