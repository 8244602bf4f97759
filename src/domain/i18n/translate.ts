import i18next from 'i18next';
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import ar from './ar.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

type Catalog = { [key: string]: string | Catalog };
const CATALOGS: Record<Language, Catalog> = { en, fr, ar };

// The server's translator is i18next too, like the web app's: the same `{{name}}` placeholders and
// the same real plurals (`_one`/`_other`; Arabic's `_zero` to `_many`), chosen by a `count` param.
const translator = i18next.createInstance();
void translator.init({
  resources: { en: { translation: en }, fr: { translation: fr }, ar: { translation: ar } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
  // The catalogs are here already: ready before the first call.
  initAsync: false,
  showSupportNotice: false,
});

/** Server-side translation of a catalog key in the reader's language (the web app uses `t()`). */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  return translator.t(key, { ...params, lng: language });
}

/** Plural forms are keys with a suffix; a catalog has the forms its language needs. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of a catalog as a dotted path; used by the catalog completeness test. */
export function catalogKeys(language: Language): string[] {
  const keys: string[] = [];
  const walk = (node: Catalog, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') keys.push(prefix + key);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(CATALOGS[language], '');
  return keys.sort();
}
