import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `LIKE` pattern for a case-insensitive substring: %, _ and \ in the term match themselves. */
export function substringPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether a lower-cased expression (a search column, a trigram index's expression) holds the term
 * anywhere: the term is lower-cased by the same database function, so the trigram index serves LIKE.
 */
export function containsTerm(expression: SQLWrapper, term: string): SQL {
  return sql`${expression} like lower(${substringPattern(term)})`;
}
