/** Every dealer query's key; one invalidation of `all` after a change refreshes them all. */
export const dealerKeys = {
  all: ['dealers'] as const,
  picker: (search: string) => [...dealerKeys.all, 'picker', { search }] as const,
  list: (search: string) => [...dealerKeys.all, 'list', { search }] as const,
  /** The history comes worded in the reader's language, so the language is part of the key. */
  edit: (id: number, language: string) => [...dealerKeys.all, 'edit', id, language] as const,
  complaints: (id: number) => [...dealerKeys.all, 'complaints', id] as const,
};
