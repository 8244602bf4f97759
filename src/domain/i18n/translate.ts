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

/**
 * A message of one catalog: with a numeric `count`, the plural form the language's rules pick
 * (`key_one`, `key_few`, ... as in i18next), else `key_other`, else `key` itself.
 */
function messageOf(language: Language, key: string, count: unknown): string | undefined {
  const catalog = CATALOGS[language];
  if (typeof count !== 'number') return lookup(catalog, key);
  const form = new Intl.PluralRules(language).select(count);
  // i18next reads `_zero` for 0 where the language has it (Arabic), before the plural rules.
  const forms = count === 0 ? ['zero', form, 'other'] : [form, 'other'];
  for (const suffix of forms) {
    const text = lookup(catalog, `${key}_${suffix}`);
    if (text !== undefined) return text;
  }
  return lookup(catalog, key);
}

/** Server-side translation of a catalog key, with `{{name}}` placeholders and `count` plurals as in i18next. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const text = messageOf(language, key, params.count) ?? messageOf('en', key, params.count) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Plural forms a catalog key may end with (i18next's suffixes). */
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
