/** Complaint and dealer numbers are shown as '#00' followed by the id (spec 9). */
export function displayNumber(id: number): string {
  return `#00${id}`;
}
