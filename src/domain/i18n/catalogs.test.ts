import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from './languages.ts';
import { catalogKeys, PLURAL_SUFFIX, translate } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
/** A message's key without its plural suffix: each language has the plural forms it needs. */
const baseKeys = (language: Language) => [
  ...new Set(catalogKeys(language).map((key) => key.replace(PLURAL_SUFFIX, ''))),
];
/** A plural form may say the number in words ('صورة واحدة'), so `count` need not appear in it. */
const placeholdersBut = (text: string, key: string) =>
  placeholders(text).filter((name) => !(PLURAL_SUFFIX.test(key) && name === 'count'));

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s catalog', (language) => {
  test('has exactly the keys of the English catalog', () => {
    const english = baseKeys('en');
    const other = baseKeys(language);

    expect(
      other.filter((key) => !english.includes(key)),
      'keys only in this catalog',
    ).toEqual([]);
    expect(
      english.filter((key) => !other.includes(key)),
      'keys missing from this catalog',
    ).toEqual([]);
  });

  test('uses the same {{placeholders}} as English in every message', () => {
    const english = (key: string) =>
      placeholdersBut(translate('en', key.replace(PLURAL_SUFFIX, '_other')), key);
    const differing = catalogKeys(language).filter(
      (key) => placeholdersBut(translate(language, key), key).join() !== english(key).join(),
    );

    expect(differing).toEqual([]);
  });

  test('has every plural form its language uses', () => {
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = baseKeys(language).filter((key) => catalogKeys(language).includes(`${key}_other`));
    const missing = plurals.flatMap((key) =>
      forms.map((form) => `${key}_${form}`).filter((form) => !catalogKeys(language).includes(form)),
    );

    expect(plurals.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

test('a count picks the plural form of the language', () => {
  expect(translate('en', 'errors.rateLimited', { count: 1 })).toBe(
    'Too many requests. Please try again in 1 minute.',
  );
  expect(translate('en', 'errors.rateLimited', { count: 12 })).toBe(
    'Too many requests. Please try again in 12 minutes.',
  );
  expect(translate('ar', 'errors.rateLimited', { count: 2 })).not.toBe(
    translate('ar', 'errors.rateLimited', { count: 3 }),
  );
});

test.each(LANGUAGES)('no message in the %s catalog is empty', (language) => {
  const keys = catalogKeys(language);

  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((key) => translate(language, key).trim() === '')).toEqual([]);
});

test("the English messages are the spec's exact texts", () => {
  expect(translate('en', 'auth.failed')).toBe('These credentials do not match our records.');
  expect(translate('en', 'validation.required')).toBe('This field is required');
  expect(translate('en', 'auth.throttled', { count: 15 })).toBe(
    'Too many sign-in attempts. Please try again in 15 minutes.',
  );
});

test('a count chooses the plural form: one image, two images, and the Arabic dual', () => {
  expect(translate('en', 'timeline.imagesUploaded', { count: 1 })).toBe('1 image uploaded');
  expect(translate('en', 'timeline.imagesUploaded', { count: 2 })).toBe('2 images uploaded');
  expect(translate('fr', 'timeline.imagesUploaded', { count: 1 })).toBe('1 image téléversée');
  expect(translate('ar', 'timeline.imagesUploaded', { count: 2 })).toBe('تم رفع صورتين');
  expect(translate('ar', 'timeline.imagesUploaded', { count: 5 })).toBe('تم رفع 5 صور');
});

test('a key missing from a catalog falls back to English, then to the key itself', () => {
  expect(translate('fr', 'no.such.key')).toBe('no.such.key');
});
