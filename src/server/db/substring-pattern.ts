/** `LIKE` pattern for a case-insensitive substring: %, _ and \ in the term match themselves. */
export function substringPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
