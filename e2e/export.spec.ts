import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createComplaint, expect, signInAs, test, uniqueName, useSession } from './fixtures.ts';

const BOM = '\uFEFF';

/** Chooses a format in the list's Export menu and waits for the file the browser saves. */
async function exportAs(page: Page, format: 'CSV' | 'Excel (.xlsx)'): Promise<Download> {
  await page.getByRole('button', { name: 'Export this list' }).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloaded;
  await expect(
    page.getByRole('status').filter({ hasText: `Saved ${download.suggestedFilename()}.` }),
  ).toBeVisible();
  return download;
}

async function csvRows(download: Download): Promise<string[][]> {
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.startsWith(BOM)).toBe(true);
  return parse(text.slice(1)) as string[][];
}

async function xlsxRows(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => String(row.getCell(i + 1).value ?? '')));
  });
  return rows;
}

/** Three complaints of one name, two of them L3 (one with an Urdu address and a formula-like model). */
async function complaintsToExport(page: Page) {
  const name = uniqueName('Export');
  const ids = [
    await createComplaint(page, { customer_name: `${name} one`, tag: 'L3', address: 'گلی نمبر ۳، لاہور' }),
    await createComplaint(page, { customer_name: `${name} two`, tag: 'L1' }),
    await createComplaint(page, { customer_name: `${name} three`, tag: 'L3', model: '=1+2' }),
  ];
  return { name, ids };
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a filtered list exports to CSV and to Excel with the same rows (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await useSession(page, 'support');
    const { name, ids } = await complaintsToExport(page);
    await page.goto(`/complaints?search=${encodeURIComponent(name)}&priority=L3&order=asc`);

    const csv = await exportAs(page, 'CSV');
    expect(csv.suggestedFilename()).toMatch(/^complaints-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = await csvRows(csv);
    expect(header?.slice(0, 3)).toEqual(['Complaint Number', 'Customer Name', 'Phone']);
    expect(rows.map((row) => row[0])).toEqual([`#00${ids[0]}`, `#00${ids[2]}`]);
    expect(rows.map((row) => row[5])).toEqual(['Level 3', 'Level 3']);
    expect(rows[0]).toContain('گلی نمبر ۳، لاہور');
    expect(rows[1]).toContain("'=1+2");

    const excel = await exportAs(page, 'Excel (.xlsx)');
    expect(excel.suggestedFilename()).toMatch(/^complaints-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await xlsxRows(excel)).toEqual([header, ...rows]);
  });
}

test('a failed export says so and saves nothing', async ({ page }) => {
  await signInAs(page, 'support');
  await page.route('**/api/complaints/export?**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'DATABASE_UNAVAILABLE', message: 'The database is not answering.' }),
    }),
  );
  await page.goto('/pendingcomplaints');
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Export this list' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export this list' });
  await expect(dialog.getByRole('alert')).toHaveText('The export failed: The database is not answering.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(downloads).toBe(0);
});

test('an export can be cancelled while it runs', async ({ page }) => {
  await signInAs(page, 'support');
  // The server never answers, as with a very long export.
  await page.route('**/api/complaints/export?**', () => new Promise<void>(() => undefined));
  await page.goto('/resolvedcomplaints');
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Export this list' }).click();
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporting complaints' });
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog).toContainText('Preparing the file...');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Export cancelled.' })).toBeVisible();
  expect(downloads).toBe(0);
});
