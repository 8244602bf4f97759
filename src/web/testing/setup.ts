import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };

// findBy… waits up to 5 s rather than 1: a shared 2-core machine renders MUI slowly in jsdom.
configure({ asyncUtilTimeout: 5_000 });

// The page the server sends carries the CSRF token; the API client reads it once.
document.head.insertAdjacentHTML('beforeend', '<meta name="csrf-token" content="test-token">');

// jsdom has no layout: MUI asks for media queries and the lists watch what scrolls into view.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} satisfies typeof IntersectionObserver;

await i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
