import type { Page, Response } from '@playwright/test';
import { expect, FIRST_LOAD_MS, signInAs, test } from './fixtures.ts';

interface AgeingCell {
  age: string;
  priority: 'L1' | 'L2' | 'L3';
  count: number;
}

const figuresOf = (page: Page, period: string) =>
  page.waitForResponse(
    (response: Response) =>
      response.url().includes('/api/dashboard/crm?') &&
      new URL(response.url()).searchParams.get('period') === period,
  );

test('the admin changes the period, clicks an ageing bar and lands on its list with the same count', async ({
  page,
}) => {
  const first = figuresOf(page, '30d');
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  await first;
  await expect(page.getByRole('heading', { name: 'Service dashboard' })).toBeVisible();
  await expect(page.getByTestId('kpi-backlog')).toContainText('Open backlog');

  const changed = figuresOf(page, '90d');
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 90 days' }).click();
  const figures = (await (await changed).json()) as {
    kpis: { created: { current: number } };
    ageing: AgeingCell[];
  };
  await expect(page).toHaveURL(/\/dashboards\/crm\?period=90d$/);
  await expect(page.getByTestId('kpi-created')).toContainText(
    `Created${figures.kpis.created.current.toLocaleString('en')}`,
  );

  // A bar of complaints at least three days old (other flows add new ones meanwhile), one list page long.
  const ages = ['0-1', '1-3', '3-7', '7-30', '30+'];
  const cell = figures.ageing.find((row) => ages.indexOf(row.age) >= 2 && row.count > 0 && row.count <= 20);
  expect(cell, 'an ageing bar to click').toBeDefined();
  const chart = page.getByTestId('chart-ageing');
  await chart.locator(`g[data-series="${cell!.priority}"] rect`).nth(ages.indexOf(cell!.age)).click();

  await expect(page).toHaveURL(new RegExp(`age=${encodeURIComponent(cell!.age)}`));
  expect(new URL(page.url()).searchParams.get('priority')).toBe(cell!.priority);
  const results = page.getByRole('region', { name: 'Complaints found' });
  // The list's code is loaded for the first time in this browser.
  await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: FIRST_LOAD_MS });
  await expect(results.locator('a[href$="/edit"]')).toHaveCount(cell!.count);
  await expect(page.getByText(/^Age: /)).toBeVisible();
});

test('an agent sees their own dashboard, not the service dashboard', async ({ page }) => {
  await signInAs(page, 'agent');
  await page.goto('/dashboards/crm');
  await expect(page.getByRole('heading', { name: 'My day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service dashboard' })).toHaveCount(0);
  await expect(page.getByTestId('mine-status-Pending')).toContainText(/\d/);
  await expect(page.getByRole('heading', { name: 'Recently updated' })).toBeVisible();
  await expect(page.getByTestId('mine-unassigned')).toContainText(/\d/);
});

test('the year: SLA met, backlog by status, a heat map cell opens its list with the same count, Excel report', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const loaded = figuresOf(page, 'year');
  await page.goto('/dashboards/crm?period=year');
  const figures = (await (await loaded).json()) as {
    period: { from: string; to: string };
    kpis: { slaMet: { current: { met: number; due: number } } };
    defectMonths: { month: string; category: string; count: number }[];
  };
  const sla = figures.kpis.slaMet.current;
  await expect(page.getByTestId('kpi-slaMet')).toContainText(`${sla.met} of ${sla.due} in time`);
  await expect(page.getByTestId('chart-backlog-status').getByRole('heading')).toHaveText('Backlog by status');

  // A cell of the heat map, one list page long.
  // The oldest such month: other flows add complaints to this one meanwhile.
  const cell = figures.defectMonths
    .filter((row) => row.category && row.count > 0 && row.count <= 20)
    .sort((a, b) => a.month.localeCompare(b.month))[0];
  expect(cell, 'a heat map cell to click').toBeDefined();
  const heat = page.getByTestId('table-defects-heat');
  const row = heat
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: cell!.category, exact: true }) });
  const months = [...new Set(figures.defectMonths.map((one) => one.month))].sort();
  await row.getByRole('cell').nth(months.indexOf(cell!.month)).getByRole('link').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(cell!.category);
  const results = page.getByRole('region', { name: 'Complaints found' });
  // The list's code is loaded for the first time in this browser.
  await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: FIRST_LOAD_MS });
  await expect(results.locator('a[href$="/edit"]')).toHaveCount(cell!.count);

  await page.goto('/reports?period=year');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  expect((await download).suggestedFilename()).toBe(
    `report-${figures.period.from}-${figures.period.to}.xlsx`,
  );
});

test('SLA met %, the last backlog bar and a dealer’s flagged share open lists of exactly their counts', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const loaded = figuresOf(page, 'year');
  await page.goto('/dashboards/crm?period=year');
  type YearFigures = {
    period: { from: string; to: string };
    kpis: { slaMet: { current: { met: number } } };
    backlogByStatus: { start: string; open: number }[];
    dealers: { name: string; flagged: number }[];
  };
  const figures = (await (await loaded).json()) as YearFigures;
  // How many complaints the list of the page's address shows (the list's own count).
  const listCount = async () => {
    const response = await page.request.get(`/api/complaints/count${new URL(page.url()).search}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { count: number }).count;
  };
  // Other flows add and resolve complaints meanwhile: the figure, read again, and the list's count
  // are compared until they are read in one quiet moment; a link that opened the wrong list never agrees.
  const expectListOf = (figure: (fresh: YearFigures) => number) =>
    expect
      .poll(async () => {
        const response = await page.request.get('/api/dashboard/crm?period=year');
        const fresh = figure((await response.json()) as YearFigures);
        return (await listCount()) - fresh;
      })
      .toBe(0);

  await page.getByTestId('kpi-slaMet').getByRole('link').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('slaResult')).toBe('met');
  expect(new URL(page.url()).searchParams.get('resolvedFrom')).toBe(figures.period.from);
  // The list's code is loaded for the first time in this browser.
  await expect(page.getByText('Resolution target met')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expectListOf((fresh) => fresh.kpis.slaMet.current.met);

  await page.goBack();
  const backlog = page.getByTestId('chart-backlog-status');
  await backlog.getByRole('button', { name: 'Table' }).click();
  await backlog.getByRole('row').last().getByRole('cell').first().getByRole('link').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('createdTo')).toBe(figures.period.to);
  expect(new URL(page.url()).searchParams.getAll('status')).toEqual(['Open']);
  await expectListOf((fresh) => fresh.backlogByStatus.at(-1)!.open);

  await page.goBack();
  const dealer = figures.dealers[0]!;
  const scorecard = page.getByTestId('dealer-scorecard');
  const row = scorecard
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: dealer.name, exact: true }) })
    .first();
  await expect(scorecard.getByRole('columnheader', { name: 'Flagged' })).toBeVisible();
  // Cells after the dealer's name: complaints, median, out of warranty, flagged.
  await row.getByRole('cell').nth(3).getByRole('link').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('flagged')).toBe('1');
  await expectListOf((fresh) => fresh.dealers.find((one) => one.name === dealer.name)!.flagged);
});
