import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { phoneSearchDigits } from '#domain/phone/phone-number.ts';
import { complaintNumberIn } from '#domain/search/search.schemas.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { phoneDigitsMatch } from './phone-normal.ts';
import { containsTerm } from './substring-pattern.ts';

/**
 * 'Search Complaints' and the global search: customer name, city or phone as typed, or, for a
 * phone-like term, the phone in its normal form, so `0333-765 4321` and `+92 333 7654321` find the
 * same complaint. Each side has its trigram index.
 */
export function complaintSearchCondition(term: string): SQL {
  return or(containsTerm(complaints.search_text, term), phoneDigitsMatch(complaints.phone_normal, term))!;
}

/** A complaint number typed with its '#' (`#0012`). */
const isComplaintNumber = (term: string) => term.trim().startsWith('#') && complaintNumberIn(term) !== null;

/** Characters of a number the fallback looks up: four trigrams, about one row in a million by chance. */
const NUMBER_PART = 6;

/**
 * The part of a term the trigram indexes look up when they must find every match (decision 026):
 * for a term with a number in it (a phone, a name's number), the last six characters of its longest
 * such word; otherwise the whole term. A row holding the term holds every part of it, so this finds
 * every match and a few more, which complaintSearchCondition then drops; a number's few trigrams
 * are rare, where the trigrams of a whole name and number make the index intersect long lists.
 */
export function narrowestSearchPart(term: string): string {
  // A complaint number typed with its '#': pg_trgm reads the '#' as a word's edge, so the whole
  // term looks up words that start with its digits ('#00…': about none), where its last six digits
  // are inside hundreds of phones (decision 055).
  if (isComplaintNumber(term)) return term;
  const numbers = term.split(/\s+/).filter((word) => word.length >= 3 && /[0-9]/.test(word));
  const longest = numbers.sort((a, b) => b.length - a.length)[0];
  return longest ? longest.slice(-NUMBER_PART) : term;
}

/**
 * Digits of a number that make it rare: a complaint holds about ten windows of five digits (its
 * phone, its name's number), so a given five are in about one row in ten thousand, where a walk of
 * the newest 4,000 rows expects less than one match (decision 053; six until then, decision 037).
 */
const RARE_NUMBER = 5;

/**
 * Whether every part the fallback looks up is a number of five digits or more (a phone, a name's
 * number, a '#00' number): about one row in ten thousand by chance, so the trigram indexes find the
 * matches at once and a walk of the newest rows would read its thousands of rows for nothing
 * (decisions 037 and 053). So is a complaint number typed with its '#' (`#0012`): a name, city or
 * phone holding the '#' is rare, and the global search reads the number's row by its primary key
 * (decision 055).
 */
export function isRareSearch(term: string): boolean {
  if (isComplaintNumber(term)) return true;
  const digits = phoneSearchDigits(term);
  const rare = (part: string) => part.length >= RARE_NUMBER && /^[0-9]+$/.test(part);
  return rare(narrowestSearchPart(term)) && (digits === null || rare(digits));
}

/**
 * A superset of a search's condition that the trigram indexes answer cheaply (see
 * narrowestSearchPart), on any table searched this way: `text` is its trigram index's expression,
 * `phoneNormal` its phone's normal form (a column with a trigram index of its own).
 */
export function searchLookupCondition(text: SQLWrapper, phoneNormal: SQLWrapper, term: string): SQL {
  const digits = phoneSearchDigits(term);
  return or(
    containsTerm(text, narrowestSearchPart(term)),
    digits === null ? undefined : sql`${phoneNormal} like ${`%${digits.slice(-NUMBER_PART)}%`}`,
  )!;
}

/** A superset of complaintSearchCondition that the trigram indexes answer cheaply: see narrowestSearchPart. */
export function complaintSearchIndexCondition(term: string): SQL {
  return searchLookupCondition(complaints.search_text, complaints.phone_normal, term);
}
