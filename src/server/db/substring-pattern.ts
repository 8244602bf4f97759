/** A LIKE pattern that finds `term` anywhere, with LIKE's own characters taken literally. */
export function substringPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
