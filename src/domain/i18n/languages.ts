export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language from an Accept-Language header value. */
export function languageFromHeader(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}
