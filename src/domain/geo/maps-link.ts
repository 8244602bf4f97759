/**
 * A link that opens an address in the phone's maps app: a Google Maps search address, which
 * Android and iOS hand to the installed maps app (a `geo:` link opens nothing on iOS, nor on a
 * desktop). The parts are joined with commas, empty ones left out; null when nothing is left.
 */
export function mapsHref(parts: (string | null | undefined)[]): string | null {
  const query = parts
    .map((part) => part?.replace(/\s+/g, ' ').trim() ?? '')
    .filter((part) => part !== '' && part !== '-')
    .join(', ');
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
