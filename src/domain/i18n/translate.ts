import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import ar from './ar.json' with { type: 'json' };
import type { Language } from './languages.ts';

type Catalog = { [key: string]: string | Catalog };
const CATALOGS: Record<Language, Catalog> = { en, fr, ar };

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side translation of a catalog key, with `{{name}}` placeholders as in i18next. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const text = lookup(CATALOGS[language], key) ?? lookup(CATALOGS.en, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

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
