import screens from './screens.json' with { type: 'json' };

/**
 * Every screen of the product (e2e/screens.json, also read by scripts/screenshots.mjs), for the
 * checks that run on all of them: accessibility, no raw i18n key, right to left. Add new screens there.
 */
export interface Screen {
  name: string;
  path: string;
  /** Signed in as the admin first. */
  signedIn: boolean;
}

export const SCREENS: Screen[] = screens;
