import { describe, expect, test } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { catalogKeys, PLURAL_SUFFIX, translate } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// The forms each catalog writes out: French's `many` (a million) reads `_other`.
const PLURAL_FORMS = {
  en: ['one', 'other'],
  fr: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

/** A catalog's keys with plural forms folded into their base key: languages have different forms. */
const messageKeys = (language: (typeof LANGUAGES)[number]) => [
  ...new Set(catalogKeys(language).map((key) => key.replace(PLURAL_SUFFIX, ''))),
];

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s catalog', (language) => {
  test('has exactly the keys of the English catalog', () => {
    const english = messageKeys('en');
    const other = messageKeys(language);

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
    const differing = catalogKeys('en').filter(
      (key) =>
        !PLURAL_SUFFIX.test(key) &&
        placeholders(translate('en', key)).join() !== placeholders(translate(language, key)).join(),
    );

    expect(differing).toEqual([]);
  });
});

test.each(LANGUAGES)('every plural message of the %s catalog has each form the language uses', (language) => {
  const keys = catalogKeys(language);
  const plurals = [
    ...new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, ''))),
  ];
  const wanted = PLURAL_FORMS[language];

  expect(plurals.length).toBeGreaterThan(0);
  const missing = plurals.flatMap((base) =>
    wanted.filter((form) => !keys.includes(`${base}_${form}`)).map((form) => `${base}_${form}`),
  );
  expect(missing).toEqual([]);
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

test('a key missing from a catalog falls back to English, then to the key itself', () => {
  expect(translate('fr', 'no.such.key')).toBe('no.such.key');
});
