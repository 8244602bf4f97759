/** Text typed by someone (an order number), isolated from the sentence around it, so a right-to-left sentence keeps it whole. */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
