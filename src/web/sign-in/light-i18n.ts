import type { i18n as I18next, InitOptions, Module, TFunction } from 'i18next';

/**
 * The sign-in page's translation engine (decision 062): the part of i18next that page uses, so that
 * it does not load i18next itself (about 10 kB gzipped of a 130 kB budget). Same catalogs, same
 * keys: nested keys, `{{name}}` interpolation (not escaped, as `initI18n` asks of i18next), plurals
 * by `count` (`_zero` for 0 when the key has one, as i18next does, then the language's plural rule),
 * the fallback language for keys a catalog lacks, and the key itself when no catalog has it.
 * react-i18next's `useTranslation` reads it as it reads i18next (`getFixedT`, `language`, the
 * `languageChanged` event). `light-i18n.test.tsx` checks it against i18next key by key. The app
 * keeps i18next (its pages use more of it: `Trans`, formats...).
 */
type Tree = { [key: string]: string | Tree };
type Options = { count?: number; lng?: string; [name: string]: unknown };
type Listener = (...args: unknown[]) => void;

export function createLightI18n(): I18next {
  const resources: Record<string, Tree> = {};
  const listeners = new Map<string, Set<Listener>>();
  let fallback = 'en';

  const lookup = (lng: string, key: string): string | undefined => {
    let node: string | Tree | undefined = resources[lng];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };

  const translate = (lng: string, key: string, options: Options = {}): string => {
    const { count } = options;
    const keys =
      typeof count === 'number'
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${new Intl.PluralRules(lng).select(count)}`, key]
        : [key];
    for (const language of lng === fallback ? [lng] : [lng, fallback]) {
      for (const candidate of keys) {
        const text = lookup(language, candidate);
        if (text !== undefined)
          return text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (whole, name: string) =>
            name in options ? String(options[name]) : whole,
          );
      }
    }
    return key;
  };

  const instance = {
    language: fallback,
    languages: [fallback],
    resolvedLanguage: fallback,
    isInitialized: false,
    options: { defaultNS: 'translation', ns: ['translation'] } as InitOptions,
    store: { on() {}, off() {} },
    use(module: Module) {
      if (module.type === '3rdParty') (module as unknown as { init(i18n: unknown): void }).init(instance);
      return instance;
    },
    async init(options: InitOptions) {
      fallback = String(options.fallbackLng ?? fallback);
      for (const [lng, namespaces] of Object.entries(options.resources ?? {}))
        resources[lng] = namespaces.translation as Tree;
      instance.isInitialized = true;
      await instance.changeLanguage(options.lng ?? fallback);
      return instance.t;
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    hasLoadedNamespace: () => true,
    loadNamespaces: (_ns: unknown, done?: () => void) => done?.(),
    hasResourceBundle: (lng: string) => lng in resources,
    addResourceBundle(lng: string, _ns: string, bundle: Tree) {
      // Only the whole catalog of a language is ever added (deep merge over the sections it had).
      resources[lng] = { ...resources[lng], ...bundle };
      return instance;
    },
    async changeLanguage(lng: string) {
      instance.language = instance.resolvedLanguage = lng;
      instance.languages = lng === fallback ? [lng] : [lng, fallback];
      for (const listener of listeners.get('languageChanged') ?? []) listener(lng);
      return instance.t;
    },
    getFixedT(lng: string | null, _ns?: unknown, keyPrefix?: string) {
      return ((key: string, options?: Options) =>
        translate(
          options?.lng ?? lng ?? instance.language,
          keyPrefix ? `${keyPrefix}.${key}` : key,
          options,
        )) as TFunction;
    },
    t: ((key: string, options?: Options) =>
      translate(options?.lng ?? instance.language, key, options)) as TFunction,
  };
  return instance as unknown as I18next;
}
