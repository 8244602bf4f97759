import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/i18n/languages.ts';

/**
 * Per-browser settings (spec 3). The keys are also read by public/theme-init.js before the first
 * paint, so a reload shows the right theme, colours and direction at once.
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  colorScheme: 'color-scheme',
  language: 'language',
  skin: 'skin',
  semiDarkNav: 'isVerticalNavSemiDark',
  primaryColor: 'primaryColor',
  contentLayoutNav: 'contentLayoutNav',
  navbarType: 'navbarType',
  footerType: 'footerType',
  horizontalNavType: 'horizontalNavType',
  userAbilityRules: 'userAbilityRules',
  userData: 'userData',
} as const;

/** The app title prefixes the cookie-kept settings (spec 3): `CareDesk-isVerticalNavCollapsed`. */
export const COOKIE_PREFIX = 'CareDesk-';
export const COOKIE_KEYS = {
  navbarBlur: 'isNavbarBlurEnabled',
  verticalNavCollapsed: 'isVerticalNavCollapsed',
  contentWidth: 'appContentWidth',
} as const;

export const SKINS = ['default', 'bordered'] as const;
export const CONTENT_WIDTHS = ['boxed', 'fluid'] as const;
export const NAV_LAYOUTS = ['vertical', 'horizontal'] as const;
export const BAR_TYPES = ['sticky', 'static', 'hidden'] as const;
export const PRIMARY_PRESETS = ['#7367F0', '#0D9394', '#FFB400', '#FF4C51', '#16B1FF'] as const;
export const DEFAULT_PRIMARY = PRIMARY_PRESETS[0];

export type Skin = (typeof SKINS)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type NavLayout = (typeof NAV_LAYOUTS)[number];
export type BarType = (typeof BAR_TYPES)[number];
export type SchemeName = 'light' | 'dark';

export interface LayoutSettings {
  skin: Skin;
  semiDarkNav: boolean;
  /** The primary colour of each theme (spec 9: customisable per theme). */
  primary: Record<SchemeName, string>;
  contentWidth: ContentWidth;
  navLayout: NavLayout;
  navCollapsed: boolean;
  navbarType: BarType;
  navbarBlur: boolean;
  footerType: BarType;
}

/** Spec 9: light theme, default skin, boxed content, vertical navigation. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  skin: 'default',
  semiDarkNav: false,
  primary: { light: DEFAULT_PRIMARY, dark: DEFAULT_PRIMARY },
  contentWidth: 'boxed',
  navLayout: 'vertical',
  navCollapsed: false,
  navbarType: 'sticky',
  navbarBlur: true,
  footerType: 'static',
};

export function storedLanguage(): Language {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

function readCookie(name: string): string | null {
  const prefix = `${COOKIE_PREFIX}${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

function writeCookie(name: string, value: string) {
  document.cookie = `${COOKIE_PREFIX}${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
}

function readColour(scheme: SchemeName): string {
  const value = localStorage.getItem(`${STORAGE_KEYS.primaryColor}-${scheme}`);
  return value && HEX_COLOUR.test(value) ? value : DEFAULT_PRIMARY;
}

function readBoolean(value: string | null, fallback: boolean): boolean {
  return value === null ? fallback : value === 'true';
}

function readSettings(): LayoutSettings {
  const d = DEFAULT_SETTINGS;
  try {
    return {
      skin: oneOf(SKINS, localStorage.getItem(STORAGE_KEYS.skin), d.skin),
      semiDarkNav: readBoolean(localStorage.getItem(STORAGE_KEYS.semiDarkNav), d.semiDarkNav),
      primary: { light: readColour('light'), dark: readColour('dark') },
      contentWidth: oneOf(CONTENT_WIDTHS, readCookie(COOKIE_KEYS.contentWidth), d.contentWidth),
      navLayout: oneOf(NAV_LAYOUTS, localStorage.getItem(STORAGE_KEYS.contentLayoutNav), d.navLayout),
      navCollapsed: readBoolean(readCookie(COOKIE_KEYS.verticalNavCollapsed), d.navCollapsed),
      navbarType: oneOf(BAR_TYPES, localStorage.getItem(STORAGE_KEYS.navbarType), d.navbarType),
      navbarBlur: readBoolean(readCookie(COOKIE_KEYS.navbarBlur), d.navbarBlur),
      footerType: oneOf(BAR_TYPES, localStorage.getItem(STORAGE_KEYS.footerType), d.footerType),
    };
  } catch {
    // Storage can be blocked; the app then runs with the defaults.
    return d;
  }
}

function writeSettings(settings: LayoutSettings) {
  try {
    localStorage.setItem(STORAGE_KEYS.skin, settings.skin);
    localStorage.setItem(STORAGE_KEYS.semiDarkNav, String(settings.semiDarkNav));
    localStorage.setItem(`${STORAGE_KEYS.primaryColor}-light`, settings.primary.light);
    localStorage.setItem(`${STORAGE_KEYS.primaryColor}-dark`, settings.primary.dark);
    localStorage.setItem(STORAGE_KEYS.contentLayoutNav, settings.navLayout);
    localStorage.setItem(STORAGE_KEYS.navbarType, settings.navbarType);
    localStorage.setItem(STORAGE_KEYS.footerType, settings.footerType);
    writeCookie(COOKIE_KEYS.contentWidth, settings.contentWidth);
    writeCookie(COOKIE_KEYS.verticalNavCollapsed, String(settings.navCollapsed));
    writeCookie(COOKIE_KEYS.navbarBlur, String(settings.navbarBlur));
  } catch {
    // Blocked storage: the change lasts for this page only.
  }
}

// A small external store: read once at start (before the first render), written on every change.
let current: LayoutSettings = typeof document === 'undefined' ? DEFAULT_SETTINGS : readSettings();
const listeners = new Set<() => void>();

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSettings(): LayoutSettings {
  return current;
}

/**
 * Applies a change with the spec's rule: choosing horizontal navigation turns a hidden navbar
 * into a sticky one and expands the vertical navigation.
 */
export function updateSettings(change: Partial<LayoutSettings>): void {
  let next = { ...current, ...change };
  if (change.navLayout === 'horizontal') {
    next = {
      ...next,
      navCollapsed: false,
      navbarType: next.navbarType === 'hidden' ? 'sticky' : next.navbarType,
    };
  }
  current = next;
  writeSettings(current);
  listeners.forEach((listener) => listener());
}

export function resetSettings(): void {
  updateSettings(DEFAULT_SETTINGS);
}
