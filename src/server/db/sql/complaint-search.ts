import { or, type SQL } from 'drizzle-orm';
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

/**
 * The part of a term the trigram index looks up when it must find every match (decision 026): its
 * longest word, a word with digits first (a number in a name is rarer than a first name), or the
 * whole term when no word has three characters. A row holding the term holds each of its words,
 * so this finds every match and a few more, which complaintSearchCondition then drops; fewer and
 * rarer trigrams mean shorter posting lists for the index to intersect.
 */
export function narrowestSearchPart(term: string): string {
  const words = term.split(/\s+/).filter((word) => word.length >= 3);
  const weight = (word: string) => word.length + (/[0-9]/.test(word) ? 3 : 0);
  return words.sort((a, b) => weight(b) - weight(a))[0] ?? term;
}

/** A superset of complaintSearchCondition that the trigram indexes answer cheaply: see narrowestSearchPart. */
export function complaintSearchIndexCondition(term: string): SQL {
  return or(
    containsTerm(complaints.search_text, narrowestSearchPart(term)),
    phoneDigitsMatch(complaints.phone_normal, term),
  )!;
}
