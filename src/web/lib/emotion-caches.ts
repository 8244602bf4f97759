import createCache, { type EmotionCache } from '@emotion/cache';

const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | undefined;

/**
 * Right-to-left languages flip every margin, padding and position through stylis-plugin-rtl; it is
 * loaded only when such a language is chosen, to keep it out of the first page's JavaScript.
 */
export async function prepareDirection(direction: 'ltr' | 'rtl'): Promise<void> {
  if (direction === 'ltr' || rtlCache) return;
  const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([
    import('stylis'),
    import('stylis-plugin-rtl'),
  ]);
  rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
}

export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
}
