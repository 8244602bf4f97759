import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { phoneSearchDigits } from '#domain/phone/phone-number.ts';
import { complaintNumberIn } from '#domain/search/search.schemas.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { phoneDigitsMatch } from './phone-normal.ts';
import { containsTerm, substringPattern } from './substring-pattern.ts';

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
 * The part of the term the lookup reads (narrowestSearchPart), with the character before it when
 * that part is a whole word after another (`ayesha khan 12345` looks up ` 12345`): still in every
 * row holding the term, and pg_trgm then also requires a word to start with it (two more
 * trigrams), so the index offers the rows whose word starts with the number (11 at 1,000,000) rather
 * than every row holding its digits anywhere, mostly in phones (75), each read and checked again.
 */
export function searchLookupPart(term: string): string {
  const part = narrowestSearchPart(term);
  if (part === term) return part;
  // The part is a whole word (six characters or fewer): the first time it follows whitespace.
  for (const word of term.matchAll(/\S+/g))
    if (word[0] === part && word.index > 0) return term.slice(word.index - 1, word.index + part.length);
  return part;
}

/**
 * A superset of a search's condition that the trigram indexes answer cheaply (see
 * narrowestSearchPart), on any table searched this way: `text` is its trigram index's expression,
 * `phoneNormal` its phone's normal form (a column with a trigram index of its own).
 *
 * For a rare search (isRareSearch) the values are scalar subqueries (`(select lower($1))`, computed
 * once per query), so the planner sees none of them, with or without statistics: the same bitmap
 * scans of the trigram indexes for every such term, a plan fixed by the statement's shape, which
 * runShaped prepares once (decision 063). The whole condition comes with it, tested on the rows the
 * indexes give (`|| ''` keeps it off the indexes): the planner then expects few rows whatever it
 * knows of the term, so the plan it makes for the values costs what the generic plan does and
 * PostgreSQL keeps the generic one. Not for other terms: a part too short for a trigram (`ab`)
 * would have the index read every entry, where a planner that sees it reads the table.
 */
export function searchLookupCondition(text: SQLWrapper, phoneNormal: SQLWrapper, term: string): SQL {
  const digits = phoneSearchDigits(term);
  const pattern = substringPattern(searchLookupPart(term));
  const phone = digits === null ? null : `%${digits.slice(-NUMBER_PART)}%`;
  if (!isRareSearch(term))
    return or(
      sql`${text} like lower(${pattern})`,
      phone === null ? undefined : sql`${phoneNormal} like ${phone}`,
    )!;
  // Each value a scalar subquery the planner cannot look into.
  const lowered = (value: string) => sql`(select lower(${value}))`;
  const given = (value: string) => sql`(select ${value}::text)`;
  return and(
    or(
      sql`${text} like ${lowered(pattern)}`,
      phone === null ? undefined : sql`${phoneNormal} like ${given(phone)}`,
    ),
    or(
      sql`(${text} || '') like ${lowered(substringPattern(term))}`,
      digits === null ? undefined : sql`(${phoneNormal} || '') like ${given(`%${digits}%`)}`,
    ),
  )!;
}

/**
 * A superset of complaintSearchCondition that the trigram indexes answer cheaply (see
 * narrowestSearchPart); for a rare search, the same rows, found the same way whatever the term
 * (searchLookupCondition).
 */
export function complaintSearchIndexCondition(term: string): SQL {
  return searchLookupCondition(complaints.search_text, complaints.phone_normal, term);
}
