import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import en from '../src/domain/i18n/en.json' with { type: 'json' };
import { expect, FIRST_LOAD_MS, test, useSession } from './fixtures.ts';
import { SCREENS } from './screens.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core');

// axe is injected as an inline script, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

/** Every key of the catalog ('complaints.messages.updated'...): none may reach the screen as such. */
function catalogKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? catalogKeys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
// A plural form's key ('…_one') reaches the screen, if ever, as the key without its suffix.
const KEYS = [...new Set(catalogKeys(en).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];

// axe runs in both themes and both directions (contrast is a theme's, layout a direction's), and
// the raw-key check in English and Arabic. French needs no load of its own: a key shows raw only
// when its language and English (the fallback) both lack it, and catalogs.test.ts keeps every
// catalog to English's keys and its language's plural forms, so what French would show raw, English
// shows raw too (decision 036).
const COMBINATIONS = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'ar' },
] as const;

async function usePreferences(page: Page, theme: string, language: string) {
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('theme', t!);
      localStorage.setItem('language', l!);
    },
    [theme, language],
  );
}

/** What a person (or a screen reader) is told: the text, labels, titles and placeholders. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'),
    ).flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

async function seriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: string[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // Only violations are read: axe then keeps one node of each passed or incomplete rule instead of
      // describing every node it checked, which was most of a run's time on the long lists.
      resultTypes: ['violations'],
    });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 4)
          .map((node) => `${node.target.join(' ')} [${node.failureSummary?.split('\n')[1]?.trim() ?? ''}]`)
          .join(', ')}`,
    );
}

for (const screen of SCREENS) {
  test(`${screen.name}: no serious accessibility violation and no raw text key, light en and dark ar`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The admin's session without a first load of the app, and an answer of the app's origin
    // (not a screen) to write the first combination's preferences into: each load is the screen's.
    if (screen.signedIn) await useSession(page, 'admin');
    await page.goto('/api/health');
    const problems: string[] = [];
    for (const { theme, language } of COMBINATIONS) {
      await usePreferences(page, theme, language);
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.waitForLoadState('networkidle');
      // Ready when every placeholder has made way for its data; a loaded machine can take a while.
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: FIRST_LOAD_MS });
      const text = await shownText(page);
      for (const key of KEYS.filter((key) => text.includes(key)))
        problems.push(`${language}: raw key ${key}`);
      for (const violation of await seriousViolations(page))
        problems.push(`${theme} ${language}: ${violation}`);
    }
    expect(problems, screen.path).toEqual([]);
  });
}
