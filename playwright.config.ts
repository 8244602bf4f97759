import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.mjs';

// E2E_PORT lets two checkouts run their flows side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three flows at a time: on an idle two-core machine two of them left a core waiting on pages and
  // the server (decision 054). E2E_WORKERS changes it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // Generous: CI shares two cores between the server, Chromium and the test runner.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records the page after every action: it made the flows take 30 % longer. A failure
    // keeps its screenshot and Playwright's error context; E2E_TRACE=1 records traces to debug one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The app honours reduced motion by turning transitions off, so nothing is clicked mid-animation.
    contextOptions: { reducedMotion: 'reduce' },
    // The service worker would answer requests that flows mock with page.route; e2e/visits.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // The roles' sessions are made once (sign-in.setup.ts), then every flow may start from them.
  projects: [
    { name: 'sign-in', testMatch: /.*\.setup\.ts$/ },
    { name: 'flows', dependencies: ['sign-in'] },
  ],
  // One built app on a fresh embedded database for the whole run (npm test builds first).
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    // A bulk change of more than 5 complaints runs as a background job, so e2e/bulk.spec.ts sees one;
    // the SLA test hook lets e2e/sla.spec.ts move the SLA job's clock forward.
    env: { PORT: String(PORT), BULK_INLINE_LIMIT: '5', TEST_CLOCK_HOOK: '1' },
    reuseExistingServer: false,
    // A fresh embedded database is migrated and seeded first: 84 s was seen at load 30.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
