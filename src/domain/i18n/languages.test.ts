import { expect, test } from 'vitest';
import { languageFromHeader } from './languages.ts';

test('no Accept-Language header means English', () => {
  expect(languageFromHeader(undefined)).toBe('en');
  expect(languageFromHeader('')).toBe('en');
});

test("a browser's regional French or Arabic is understood", () => {
  expect(languageFromHeader('fr-FR,fr;q=0.9,en-US;q=0.8')).toBe('fr');
  expect(languageFromHeader('ar-PK')).toBe('ar');
  expect(languageFromHeader('FR-ca')).toBe('fr');
});

test('the first supported language in the list is taken', () => {
  expect(languageFromHeader('de-DE,de;q=0.9,ar;q=0.8,fr;q=0.7')).toBe('ar');
  expect(languageFromHeader('en-GB, fr;q=0.5')).toBe('en');
});

test('unsupported or malformed values fall back to English', () => {
  expect(languageFromHeader('de-DE,ur;q=0.9')).toBe('en');
  expect(languageFromHeader('*')).toBe('en');
  expect(languageFromHeader(';;,,')).toBe('en');
});
