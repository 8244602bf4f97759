// Kept apart from endpoint.ts (which needs zod) so that the sign-in page, whose JavaScript has a
// budget (decision 006), can build request addresses without loading zod.

/** The path with its `:name` parts filled in, each URL-encoded. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
}

/**
 * A query object as a query string: empty values are left out, arrays repeat their key
 * (`status=Open&status=Pending`), which is how Fastify reads them back.
 */
export function queryStringOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
