// Front-end benchmark (decision 029): `npm run build`, then `BENCH_ONLY=front npm run bench`
// (or `npx tsx scripts/bench-front.ts`). It builds nothing: it starts the built app on a fresh
// embedded database (the demo data), then in headless Chromium (/usr/bin/chromium, CHROMIUM_PATH):
// 1. the JavaScript each page loads with an empty cache: sign-in, the signed-in complaints list and a
//    complaint's edit screen, as gzip -9 of every script (the budget tests' measure) and as sent;
// 2. the time from a click on a complaint card to the edit screen's heading, for BENCH_CLICKS cards
//    (each opened once, so nothing is cached but what hovering the card prefetched);
// 3. Lighthouse (desktop preset, performance only) on the list and the edit screen, BENCH_LIGHTHOUSE_RUNS
//    times each (the median is reported); BENCH_SKIP_LIGHTHOUSE=1 leaves it out, BENCH_LIGHTHOUSE_JSON=<dir>
//    keeps each report (its LCP element and the phases of its time).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext, type Cookie, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CLICKS = Number(process.env.BENCH_CLICKS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** A directory to keep each Lighthouse report in (its LCP element, its timings): BENCH_LIGHTHOUSE_JSON. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_JSON;
const ADMIN = { login: 'admin@example.com', password: 'bench-admin-password' };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export interface FrontResults {
  pages: { name: string; files: number; gzipKb: number; sentKb: number }[];
  clicks: number[];
  lighthouse: { name: string; scores: number[]; lcpMs: number[] }[];
}

async function startServer(): Promise<{ child: ChildProcess; base: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-bench-front-'));
  const port = Number(process.env.BENCH_FRONT_PORT ?? 4800 + Math.floor(Math.random() * 100));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, dataDir };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Scripts a page loads until the network is idle: gzip -9 of each, and the bytes as sent. */
async function scriptsOf(page: Page, open: () => Promise<void>) {
  const sizes: Promise<{ gzip: number; sent: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        gzip: gzipSync(body, { level: 9 }).length,
        sent: sizes.responseBodySize,
      })),
    );
  });
  await open();
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return {
    files: all.length,
    gzipKb: kb(all.reduce((sum, s) => sum + s.gzip, 0)),
    sentKb: kb(all.reduce((sum, s) => sum + s.sent, 0)),
  };
}

async function signIn(context: BrowserContext, base: string) {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email or Username').fill(ADMIN.login);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.close();
  return context.cookies();
}

// The loaded screen's heading, not the one the skeleton shows while the complaint loads.
const EDIT_HEADING = 'main h1:not([role="progressbar"] *)';

/** From a click on a card to the edit screen's heading, measured in the page (frame-accurate). */
async function clickToContent(page: Page, base: string, index: number): Promise<number> {
  await page.goto(`${base}/complaints`);
  // The card's own link (a card also holds the customer's phone link).
  const card = page.locator('[data-complaint-id]').nth(index).getByRole('link').first();
  await card.waitFor();
  await page.waitForLoadState('networkidle');
  // Page code as text: this script is compiled without the DOM's types.
  await page.evaluate(
    `document.addEventListener('click', () => (window.clickedAt = performance.now()), { capture: true, once: true })`,
  );
  // A person's pointer rests on the card a moment before pressing (playwright's click would not).
  await card.hover();
  await page.waitForTimeout(100);
  await card.click();
  // A function, not a string: the page's CSP refuses strings evaluated as code (no 'unsafe-eval').
  const handle = await page.waitForFunction(
    (selector: string) => {
      const window = globalThis as unknown as {
        document: { querySelector(selector: string): { textContent: string | null } | null };
        performance: { now(): number };
        clickedAt: number;
      };
      const heading = window.document.querySelector(selector);
      return heading?.textContent?.includes('#') ? window.performance.now() - window.clickedAt : null;
    },
    EDIT_HEADING,
    { polling: 'raf', timeout: 30_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

/**
 * Lighthouse in a Chromium of its own, the session in its cookie jar as a signed-in browser has it.
 * With the session only as an extra `Cookie` header, runs saw API calls come back 401 part way and
 * the page go to the sign-in page (some runs scored 0).
 */
async function runLighthouse(url: string, cookies: Cookie[]) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await cdp.contexts()[0]!.addCookies(cookies);
    await cdp.close();
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (REPORTS_DIR) {
      fs.mkdirSync(REPORTS_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(REPORTS_DIR, name), result.report as string);
    }
    const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
    const lcp = Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
    return { score, lcp };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchFront(): Promise<FrontResults> {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run `npm run build` first.');
  const { child, base, dataDir } = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const results: FrontResults = { pages: [], clicks: [], lighthouse: [] };
    const fresh = () =>
      browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });

    const signInContext = await fresh();
    const signInPage = await signInContext.newPage();
    results.pages.push({
      name: 'sign-in (/login)',
      ...(await scriptsOf(signInPage, async () => {
        await signInPage.goto(`${base}/login`);
        await signInPage.getByRole('button', { name: 'Sign in' }).waitFor();
      })),
    });
    const cookies = await signIn(signInContext, base);
    await signInContext.close();

    const signedIn = async () => {
      const context = await fresh();
      await context.addCookies(cookies);
      return { context, page: await context.newPage() };
    };
    let firstId = 0;
    {
      const { context, page } = await signedIn();
      results.pages.push({
        name: 'complaints list (/complaints)',
        ...(await scriptsOf(page, async () => {
          await page.goto(`${base}/complaints`);
          await page.locator('[data-complaint-id]').first().waitFor();
        })),
      });
      firstId = Number(await page.locator('[data-complaint-id]').first().getAttribute('data-complaint-id'));
      await context.close();
    }
    const editUrl = `${base}/complaints/${firstId}/edit`;
    {
      const { context, page } = await signedIn();
      results.pages.push({
        name: 'edit screen (/complaints/:id/edit)',
        ...(await scriptsOf(page, async () => {
          await page.goto(editUrl);
          await page.locator(EDIT_HEADING).filter({ hasText: '#' }).waitFor();
        })),
      });
      await context.close();
    }
    for (let index = 0; index < CLICKS; index += 1) {
      // A new browser context each time: the page's code and the complaint come cold.
      const { context, page } = await signedIn();
      results.clicks.push(await clickToContent(page, base, index));
      await context.close();
    }

    if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
      for (const [name, url] of [
        ['complaints list', `${base}/complaints`],
        ['edit screen', editUrl],
      ] as const) {
        const runs = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await runLighthouse(url, cookies));
        results.lighthouse.push({ name, scores: runs.map((r) => r.score), lcpMs: runs.map((r) => r.lcp) });
      }
    }
    return results;
  } finally {
    await browser.close();
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function frontTables(results: FrontResults): string {
  const lines = [
    '| page | script files | gzip -9 kB | sent kB |',
    '| ---- | -----------: | ---------: | ------: |',
    ...results.pages.map(
      (p) => `| ${p.name} | ${p.files} | ${p.gzipKb.toFixed(1)} | ${p.sentKb.toFixed(1)} |`,
    ),
    '',
    `Card click to the edit screen's heading (ms, ${results.clicks.length} cards, cold): ${results.clicks.join(', ')}; median ${median(results.clicks)}, max ${Math.max(...results.clicks)}`,
  ];
  if (results.lighthouse.length) {
    lines.push(
      '',
      '| Lighthouse desktop | performance (median; runs) | LCP ms (median; runs) |',
      '| ------------------ | -------------------------: | --------------------: |',
      ...results.lighthouse.map(
        (l) =>
          `| ${l.name} | ${median(l.scores)} (${l.scores.join(', ')}) | ${median(l.lcpMs)} (${l.lcpMs.join(', ')}) |`,
      ),
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const results = await benchFront();
  console.log(`\n${frontTables(results)}`);
  console.log(
    `\nload average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
