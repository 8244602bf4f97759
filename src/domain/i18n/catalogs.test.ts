import { describe, expect, test } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { catalogKeys, translate } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s catalog', (language) => {
  test('has exactly the keys of the English catalog', () => {
    const english = catalogKeys('en');
    const other = catalogKeys(language);

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
      (key) => placeholders(translate('en', key)).join() !== placeholders(translate(language, key)).join(),
    );

    expect(differing).toEqual([]);
  });
});

test.each(LANGUAGES)('no message in the %s catalog is empty', (language) => {
  const keys = catalogKeys(language);

  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((key) => translate(language, key).trim() === '')).toEqual([]);
});

test("the English messages are the spec's exact texts", () => {
  expect(translate('en', 'auth.failed')).toBe('These credentials do not match our records.');
  expect(translate('en', 'validation.required')).toBe('This field is required');
  expect(translate('en', 'auth.throttled', { minutes: 15 })).toBe(
    'Too many sign-in attempts. Please try again in 15 minutes.',
  );
});

test('a key missing from a catalog falls back to English, then to the key itself', () => {
  expect(translate('fr', 'no.such.key')).toBe('no.such.key');
});
