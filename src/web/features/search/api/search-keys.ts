/** The global search's results, one entry per term. */
export const searchKeys = { term: (term: string) => ['search', term] as const };
