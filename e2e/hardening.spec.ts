import type { ConsoleMessage, Page } from '@playwright/test';
import {
  ADMIN,
  createComplaint,
  expect,
  FIRST_LOAD_MS,
  signIn,
  signInAndLand,
  signInAs,
  test,
  uniqueName,
  useSession,
} from './fixtures.ts';

const DEVELOPER_PAGE = /Unexpected Application Error|Hey developer/;
const ERROR_HEADING = 'Something went wrong';

/** Every console message of the page, to check no route warns about HydrateFallback. */
function consoleOf(page: Page): ConsoleMessage[] {
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  return messages;
}

function expectNoHydrateFallbackWarning(messages: ConsoleMessage[]) {
  expect(
    messages.map((message) => message.text()).filter((text) => text.includes('HydrateFallback')),
  ).toEqual([]);
}

async function openNewComplaint(page: Page) {
  await useSession(page, 'admin');
  const id = await createComplaint(page, { customer_name: uniqueName('Hardening') });
  await page.goto(`/complaints/${id}/edit`);
  await expect(page.getByRole('heading', { name: `Complaint Number #00${id}` })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  return page.getByRole('region', { name: 'Comments', exact: true });
}

test.describe('a page that fails', () => {
  test('a page whose code cannot load reloads once to the current build, then shows the designed page with Retry', async ({
    page,
  }) => {
    const messages = consoleOf(page);
    // Any screen but the dealers list: the flow goes there by a link.
    await signInAs(page, 'admin', '/users/list');
    // Loads of the page itself (a client-side route change loads none).
    let loads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads += 1;
    });
    // A stale tab after a deploy: the dealers page's old chunk is gone from the server.
    await page.route(/\/assets\/dealers-list-page-[^/]+\.js$/, (route) => route.abort());

    await page.getByRole('navigation').getByRole('link', { name: 'Dealers' }).first().click();

    await expect(page.getByRole('heading', { name: ERROR_HEADING })).toBeVisible();
    expect(loads).toBe(1);
    await expect(page).toHaveURL(/\/dealers$/);
    await expect(page.getByText(DEVELOPER_PAGE)).toHaveCount(0);
    // The app's layout is still there around it.
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.unroute(/\/assets\/dealers-list-page-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();
    expect(loads).toBe(2);
    expectNoHydrateFallbackWarning(messages);
  });

  test('a page that fails to render shows the designed page with Retry inside the layout', async ({
    page,
  }) => {
    const messages = consoleOf(page);
    await useSession(page, 'admin');
    // An answer the page cannot show (a row that is not a dealer).
    await page.route(/\/api\/dealers\?/, (route) =>
      route.fulfill({ json: { dealers: [null], role: 'admin', nextAfter: null } }),
    );

    await page.goto('/dealers');

    // The app's first load in this browser.
    await expect(page.getByRole('heading', { name: ERROR_HEADING })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(page.getByText('This page could not be shown.', { exact: false })).toBeVisible();
    await expect(page.getByText(DEVELOPER_PAGE)).toHaveCount(0);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Dealers' }).first()).toBeVisible();

    await page.unroute(/\/api\/dealers\?/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();
    expectNoHydrateFallbackWarning(messages);
  });
});

const OFFLINE_BANNER = 'You are offline. Changes cannot be saved until the connection is back.';

test.describe('the connection', () => {
  test('a banner shows while the browser is offline and goes when it is back online', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'admin', '/dealers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByText(OFFLINE_BANNER);
    await expect(banner).toBeHidden();

    await context.setOffline(true);
    await expect(banner).toBeVisible();

    await context.setOffline(false);
    await expect(banner).toBeHidden();
  });

  test('saving a comment offline says so and keeps the text; back online it saves, and the message goes', async ({
    page,
    context,
  }) => {
    const comments = await openNewComplaint(page);
    await comments.getByRole('button', { name: 'Add Comment' }).click();
    const field = comments.getByRole('textbox', { name: 'Comment' });
    await field.fill('Typed while the train was in a tunnel');

    await context.setOffline(true);
    await comments.getByRole('button', { name: 'Save' }).click();

    const failure = comments.getByRole('alert');
    await expect(failure).toHaveText('The server could not be reached. Check your connection and try again.');
    await expect(comments.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(field).toHaveValue('Typed while the train was in a tunnel');
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

    // Back online once the page itself knows it (a loaded machine tells it a moment later).
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
    await comments.getByRole('button', { name: 'Save' }).click();
    await expect(
      comments.getByRole('listitem').filter({ hasText: 'Typed while the train was in a tunnel' }),
    ).toHaveCount(1);
    await expect(field).toBeHidden();
    await expect(failure).toBeHidden();
  });

  test('while the server’s database is away the app says it is retrying, then carries on by itself', async ({
    page,
  }) => {
    await page.clock.install();
    await useSession(page, 'admin');
    const unavailable = {
      status: 503,
      headers: { 'retry-after': '5' },
      json: { code: 'DATABASE_UNAVAILABLE', message: 'The service is unavailable for a moment.' },
    };
    await page.route(/\/api\/dealers\?/, (route) => route.fulfill(unavailable));

    await page.goto('/dealers');

    const retrying = page.getByText('Service unavailable, retrying…');
    await expect(retrying).toBeVisible({ timeout: FIRST_LOAD_MS });
    await page.unroute(/\/api\/dealers\?/);
    // The next try comes after the server's Retry-After; the clock is moved on rather than waited for.
    await page.clock.runFor(6_000);
    await expect(page.getByRole('region', { name: 'Dealers found' }).getByRole('row').nth(1)).toBeVisible();
    await expect(retrying).toBeHidden();
  });
});

test.describe('abuse', () => {
  for (const redirect of ['/%5Cevil.example/x', '/%09/evil.example', '/%0A/evil.example']) {
    test(`sign-in with ?redirect=${redirect} stays on this site, signing in and already signed in`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`/login?redirect=${redirect}`);
      await signIn(page, ADMIN.login, ADMIN.password);
      await expect(page).toHaveURL(`${baseURL}/dashboards/crm`, { timeout: FIRST_LOAD_MS });

      await page.goto(`/login?redirect=${redirect}`);
      await expect(page).toHaveURL(`${baseURL}/dashboards/crm`);
    });
  }

  test('a same-site redirect is still followed after sign-in', async ({ page, baseURL }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/dealers?search=Khan')}`);
    await signIn(page, ADMIN.login, ADMIN.password);
    await expect(page).toHaveURL(`${baseURL}/dealers?search=Khan`, { timeout: FIRST_LOAD_MS });
  });

  test('?message= shows only the product’s own messages, never free text from the address', async ({
    page,
  }) => {
    await useSession(page, 'admin');
    const said = 'Your account is suspended, call 0300-0000000';

    for (const list of ['/complaints', '/dealers', '/users/list']) {
      await page.goto(`${list}?message=${encodeURIComponent(said)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS });
      await expect(page.getByText(said)).toHaveCount(0);
    }

    await page.goto('/dealers?message=created');
    await expect(page.getByRole('status').filter({ hasText: 'Dealer created successfully.' })).toBeVisible();
  });
});

test('a comment over the limit shows the limit on the field with a counter, and is not sent', async ({
  page,
}) => {
  const comments = await openNewComplaint(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/comment')) sent += 1;
  });
  await comments.getByRole('button', { name: 'Add Comment' }).click();
  const field = comments.getByRole('textbox', { name: 'Comment' });

  await field.fill('x'.repeat(4_400));
  await expect(comments.getByText(/^\d+ \/ 5000$/)).toHaveCount(0);
  await field.fill('x'.repeat(4_600));
  await expect(comments.getByText('4600 / 5000')).toBeVisible();
  await field.fill('x'.repeat(5_001));
  await expect(comments.getByText('5001 / 5000')).toBeVisible();

  await comments.getByRole('button', { name: 'Save' }).click();

  await expect(comments.getByText('At most 5000 characters')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(comments.getByText('The given data was invalid.')).toHaveCount(0);
  expect(sent).toBe(0);

  await field.fill('x'.repeat(5_000));
  await comments.getByRole('button', { name: 'Save' }).click();
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toBeHidden();
  expect(sent).toBe(1);
});

test('the sign-in page and the app load with no HydrateFallback warning', async ({ page }) => {
  const messages = consoleOf(page);
  await page.goto('/login');
  await signInAndLand(page, ADMIN.login, ADMIN.password);
  await page.goto('/complaints');
  await expect(page.getByRole('heading', { name: 'Complaints', level: 1 })).toBeVisible();
  await page.goto('/not-authorized');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expectNoHydrateFallbackWarning(messages);
});
