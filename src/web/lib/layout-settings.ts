/**
 * The customizer's layout settings (spec 3 and 4), kept per browser: most in localStorage, three in
 * cookies named after the app. Apart from settings.ts so the sign-in page does not carry them.
 */
/** The localStorage keys of the layout settings. */
const LAYOUT_KEYS = {
  skin: 'skin',
  semiDarkNav: 'isVerticalNavSemiDark',
  /** Followed by `-light` or `-dark`: one colour per theme. */
  primaryColor: 'primaryColor',
  contentLayoutNav: 'contentLayoutNav',
  navbarType: 'navbarType',
  footerType: 'footerType',
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
  const value = localStorage.getItem(`${LAYOUT_KEYS.primaryColor}-${scheme}`);
  return value && HEX_COLOUR.test(value) ? value : DEFAULT_PRIMARY;
}

function readBoolean(value: string | null, fallback: boolean): boolean {
  return value === null ? fallback : value === 'true';
}

function readSettings(): LayoutSettings {
  const d = DEFAULT_SETTINGS;
  try {
    return {
      skin: oneOf(SKINS, localStorage.getItem(LAYOUT_KEYS.skin), d.skin),
      semiDarkNav: readBoolean(localStorage.getItem(LAYOUT_KEYS.semiDarkNav), d.semiDarkNav),
      primary: { light: readColour('light'), dark: readColour('dark') },
      contentWidth: oneOf(CONTENT_WIDTHS, readCookie(COOKIE_KEYS.contentWidth), d.contentWidth),
      navLayout: oneOf(NAV_LAYOUTS, localStorage.getItem(LAYOUT_KEYS.contentLayoutNav), d.navLayout),
      navCollapsed: readBoolean(readCookie(COOKIE_KEYS.verticalNavCollapsed), d.navCollapsed),
      navbarType: oneOf(BAR_TYPES, localStorage.getItem(LAYOUT_KEYS.navbarType), d.navbarType),
      navbarBlur: readBoolean(readCookie(COOKIE_KEYS.navbarBlur), d.navbarBlur),
      footerType: oneOf(BAR_TYPES, localStorage.getItem(LAYOUT_KEYS.footerType), d.footerType),
    };
  } catch {
    // Storage can be blocked; the app then runs with the defaults.
    return d;
  }
}

function writeSettings(settings: LayoutSettings) {
  try {
    localStorage.setItem(LAYOUT_KEYS.skin, settings.skin);
    localStorage.setItem(LAYOUT_KEYS.semiDarkNav, String(settings.semiDarkNav));
    localStorage.setItem(`${LAYOUT_KEYS.primaryColor}-light`, settings.primary.light);
    localStorage.setItem(`${LAYOUT_KEYS.primaryColor}-dark`, settings.primary.dark);
    localStorage.setItem(LAYOUT_KEYS.contentLayoutNav, settings.navLayout);
    localStorage.setItem(LAYOUT_KEYS.navbarType, settings.navbarType);
    localStorage.setItem(LAYOUT_KEYS.footerType, settings.footerType);
    writeCookie(COOKIE_KEYS.contentWidth, settings.contentWidth);
    writeCookie(COOKIE_KEYS.verticalNavCollapsed, String(settings.navCollapsed));
    writeCookie(COOKIE_KEYS.navbarBlur, String(settings.navbarBlur));
  } catch {
    // Blocked storage: the change lasts for this page only.
  }
}

// A small external store: read on first use (the first render), written on every change. Nothing
// runs at import, so the sign-in page, which imports the keys only, does not carry the store.
let current: LayoutSettings | undefined;
const listeners = new Set<() => void>();

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSettings(): LayoutSettings {
  current ??= readSettings();
  return current;
}

/**
 * Applies a change with the spec's rule: choosing horizontal navigation turns a hidden navbar
 * into a sticky one and expands the vertical navigation.
 */
export function updateSettings(change: Partial<LayoutSettings>): void {
  let next = { ...getSettings(), ...change };
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
