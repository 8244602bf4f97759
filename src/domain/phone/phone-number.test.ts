import { describe, expect, test } from 'vitest';
import {
  formatPhone,
  isPhoneNumber,
  normalizePhone,
  phoneSearchDigits,
  telHref,
  whatsAppHref,
} from './phone-number.ts';

describe('normalizePhone', () => {
  test.each([
    '0333-765 4321',
    '03337654321',
    '+92 333 7654321',
    '0092 333 7654321',
    '333 7654321',
    '923337654321',
    '(0333) 765-4321',
  ])('%s is the Pakistani mobile 923337654321', (typed) => {
    expect(normalizePhone(typed)).toBe('923337654321');
  });

  test('a landline keeps its area code after the country code', () => {
    expect(normalizePhone('042-35761234')).toBe('924235761234');
  });

  test('a foreign number keeps its own country code', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('442079460958');
    expect(normalizePhone('0044 20 7946 0958')).toBe('442079460958');
  });
});

describe('isPhoneNumber', () => {
  test.each(['0333-765 4321', '+92 333 7654321', '0092 333 7654321', '1234567', '(042) 3576-1234'])(
    '%s is accepted',
    (typed) => expect(isPhoneNumber(typed)).toBe(true),
  );
  test.each(['', '12345', '0333-CALL-ME', '++92 333 7654321', '1234567890123456', '0333 765 4321 ext 5'])(
    '%s is refused',
    (typed) => expect(isPhoneNumber(typed)).toBe(false),
  );
});

describe('phoneSearchDigits', () => {
  test('a national prefix searches the normal form', () => {
    expect(phoneSearchDigits('0333-76')).toBe('9233376');
    expect(phoneSearchDigits('+92 333')).toBe('92333');
  });
  test('digits without a prefix are searched as they are', () => {
    expect(phoneSearchDigits('7654321')).toBe('7654321');
  });
  test('a name or too few digits is not a phone search', () => {
    expect(phoneSearchDigits('Ali')).toBeNull();
    expect(phoneSearchDigits('03')).toBeNull();
  });
});

describe('formatPhone', () => {
  test.each(['0333-765 4321', '03337654321', '+92 333 7654321', '0092 333 7654321', '3337654321'])(
    '%s shows as 0333 7654321',
    (typed) => expect(formatPhone(typed)).toBe('0333 7654321'),
  );
  test('other numbers show as typed, spaces tidied', () => {
    expect(formatPhone(' (042)  3576-1234 ')).toBe('(042) 3576-1234');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('telHref', () => {
  test('dials the international form', () => {
    expect(telHref('0333-765 4321')).toBe('tel:+923337654321');
    expect(telHref('0044 20 7946 0958')).toBe('tel:+442079460958');
  });
});

describe('whatsAppHref', () => {
  test('opens the chat with the number in its normal form, with no plus and no spaces', () => {
    expect(whatsAppHref('0333-765 4321')).toBe('https://wa.me/923337654321');
    expect(whatsAppHref('+44 20 7946 0958')).toBe('https://wa.me/442079460958');
  });
});
