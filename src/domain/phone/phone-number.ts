/**
 * Phone numbers (architecture.md section 7): kept as typed for display, and in one normal form
 * (digits only, with the country code) for every search, match and flag.
 */

/** As people type them: digits, an optional leading +, and spaces, dashes, dots or brackets between. */
export const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]{4,22}[0-9]$/;

/** E.164 allows at most 15 digits; fewer than 7 is no one's number. */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** The company's country calling code: national numbers (`0333-7654321`) are read as Pakistani. */
export const HOME_COUNTRY_CODE = '92';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Whether a typed value is a phone number the product accepts. */
export function isPhoneNumber(value: string): boolean {
  const digits = digitsOf(value).length;
  return PHONE_PATTERN.test(value.trim()) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/**
 * The normal form: `0333-765 4321`, `03337654321`, `+92 333 7654321`, `0092 333 7654321` and
 * `333 7654321` all become `923337654321`. International numbers keep their own country code
 * (`+44 20 7946 0958` → `442079460958`).
 */
export function normalizePhone(value: string): string {
  const typed = value.trim();
  const digits = digitsOf(typed);
  if (typed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return HOME_COUNTRY_CODE + digits.slice(1);
  // A mobile number typed without its leading 0: ten digits starting with 3.
  if (digits.length === 10 && digits.startsWith('3')) return HOME_COUNTRY_CODE + digits;
  return digits;
}

/**
 * The digits a search term stands for when it looks like (part of) a phone number, in the normal
 * form's terms, so `0333-76` finds `923337654321`; null when the term is not phone-like.
 */
export function phoneSearchDigits(term: string): string | null {
  const typed = term.trim();
  if (!/^\+?[0-9][0-9 ().-]*$/.test(typed) || digitsOf(typed).length < 3) return null;
  const digits = digitsOf(typed);
  if (typed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return HOME_COUNTRY_CODE + digits.slice(1);
  return digits;
}

/**
 * How a stored number is shown: a home-country mobile in its usual grouping (`0333 7654321`)
 * however it was typed; any other number as typed, with its spaces tidied.
 */
export function formatPhone(value: string): string {
  const normal = normalizePhone(value);
  const mobile = new RegExp(`^${HOME_COUNTRY_CODE}(3\\d{2})(\\d{7})$`).exec(normal);
  if (mobile) return `0${mobile[1]} ${mobile[2]}`;
  return value.trim().replace(/\s+/g, ' ');
}

/** The `tel:` link of a stored number, in the international form every phone dials. */
export function telHref(value: string): string {
  return `tel:+${normalizePhone(value)}`;
}

/** The WhatsApp chat with a stored number (`https://wa.me/<country code and number>`, digits only). */
export function whatsAppHref(value: string): string {
  return `https://wa.me/${normalizePhone(value)}`;
}
