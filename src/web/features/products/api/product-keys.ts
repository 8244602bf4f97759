/** Every product query's key; one invalidation of `all` after a change refreshes them all. */
export const productKeys = {
  all: ['products'] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
  picker: (search: string, category: string) => [...productKeys.all, 'picker', { search, category }] as const,
  picked: (id: number) => [...productKeys.all, 'picked', id] as const,
  list: (search: string) => [...productKeys.all, 'list', { search }] as const,
  /** The history comes worded in the reader's language, so the language is part of the key. */
  edit: (id: number, language: string) => [...productKeys.all, 'edit', id, language] as const,
};
