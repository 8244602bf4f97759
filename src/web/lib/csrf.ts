/** The token the server wrote into the page (spec 4, Startup); sent as X-CSRF-TOKEN on every request. */
export function readCsrfToken(): string | null {
  const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (!token) {
    console.error(
      'CSRF token not found: the page has no <meta name="csrf-token">, so changes will be refused.',
    );
    return null;
  }
  return token;
}
