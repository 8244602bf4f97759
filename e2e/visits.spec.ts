import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { cameraPhoto } from './camera-photo.ts';
import { callApi, createComplaint, expect, PNG_IMAGES, signInAs, test, uniqueName } from './fixtures.ts';

// A technician's phone: 390 px, touch, the service worker on, the location allowed.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  serviceWorkers: 'allow',
  permissions: ['geolocation'],
  geolocation: { latitude: 31.5204, longitude: 74.3587, accuracy: 20 },
});

/** Draws a signature on the pad (pointer events, as a finger or a stylus would). */
async function sign(page: Page, pad: Locator) {
  // A menu that is still closing would catch the strokes.
  await expect(page.getByRole('listbox')).toBeHidden();
  // Hovering scrolls the pad into view and waits until nothing covers it.
  await pad.hover({ position: { x: 30, y: 90 } });
  const box = (await pad.boundingBox())!;
  const y = box.y + 90;
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) {
    await page.mouse.move(box.x + 30 + step * 25, y + (step % 2 === 0 ? -25 : 25));
  }
  await page.mouse.up();
}

/** Cuts the network: the page's and the service worker's own requests fail. */
const offlineForWorker = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', offlineForWorker);
}
async function goOnline(context: BrowserContext) {
  await context.unroute('**', offlineForWorker);
  await context.setOffline(false);
}

test('a technician records a signed visit, resolves, prints the job sheet, and finishes a visit offline', async ({
  page,
  browser,
  context,
}) => {
  // Four phases (visit, resolve, job sheet, offline visit): it needs more than one flow's minute.
  test.slow();
  // Support makes two complaints assigned to the technician.
  await signInAs(page, 'technician');
  const { user } = await callApi<{ user: { id: number } }>(page, 'GET', '/auth/session');
  const supportContext = await browser.newContext({ serviceWorkers: 'block' });
  const support = await supportContext.newPage();
  await signInAs(support, 'support');
  const customer = uniqueName('Visit Customer');
  // The first names a catalogue product, so its parts are offered on the visit.
  const picker = await callApi<{ products: { id: number }[] }>(
    support,
    'GET',
    '/product-picker?search=AC-INV-18K',
  );
  const first = await createComplaint(support, {
    customer_name: customer,
    assignee_id: user.id,
    product_id: picker.products[0]!.id,
    purchase_date: '2024-05-10',
  });
  const second = await createComplaint(support, {
    customer_name: uniqueName('Offline'),
    assignee_id: user.id,
  });
  await supportContext.close();

  await page.goto(`/complaints/${first}/edit`);
  // The service worker keeps the app once it controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const visits = page.getByRole('region', { name: 'Visits' });
  await visits.getByRole('button', { name: 'Start visit' }).click();
  await expect(visits.getByText(/^Arrived .* · location recorded$/)).toBeVisible();

  await visits.getByLabel('Work done').fill('Replaced the start capacitor');
  // A part of the product from the catalogue, with its own cover; another typed.
  await visits.getByRole('button', { name: 'Add part' }).click();
  const catalogued = visits.getByRole('group', { name: 'Part 1' });
  await catalogued.getByRole('combobox', { name: 'Part', exact: true }).click();
  const compressor = page.getByRole('option', { name: /Compressor/ });
  await expect(compressor).toContainText('Covered until 09/May/2034');
  await compressor.click();
  await expect(catalogued.getByRole('combobox', { name: 'Part', exact: true })).toHaveValue('Compressor');
  await visits.getByRole('button', { name: 'Add part' }).click();
  const part = visits.getByRole('group', { name: 'Part 2' });
  await part.getByLabel('Part', { exact: true }).fill('Start capacitor 35 µF');
  await part.getByLabel('Qty').fill('2');
  await part.getByLabel('Old serial').fill('CAP-OLD-1');
  await part.getByLabel('New serial').fill('CAP-NEW-9');
  await visits.locator('input[type=file]').setInputFiles(PNG_IMAGES);
  await expect(visits.getByRole('img', { name: 'Visit photo' })).toHaveCount(2);
  await visits.getByRole('combobox', { name: /^Outcome/ }).click();
  await page.getByRole('option', { name: 'Fixed', exact: true }).click();
  await visits.getByLabel('Customer name').fill('Ayesha Khan');
  await sign(page, visits.getByRole('img', { name: 'Customer signature' }));
  await expect(visits.getByText('Signed.')).toBeVisible();
  await visits.getByRole('button', { name: 'Finish visit' }).click();

  const recorded = visits.getByRole('article', { name: 'Visit by Ayesha Malik' });
  await expect(recorded.getByText('Fixed')).toBeVisible();
  await expect(recorded.getByText('Start capacitor 35 µF × 2 (old CAP-OLD-1, new CAP-NEW-9)')).toBeVisible();
  await expect(recorded.getByText(/^Compressor × 1/)).toBeVisible();
  await expect(recorded.getByRole('img', { name: 'Signature of Ayesha Khan' })).toBeVisible();
  await expect(page.getByText(/Visit finished: Fixed/)).toBeVisible();

  // Resolved, with the visit recorded.
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Resolved', exact: true }).click();
  await page.getByRole('button', { name: 'Update Complaint' }).click();
  await expect(page.getByText(/Status changed from Open to Resolved/)).toBeVisible();

  // The job sheet: the complaint, a QR code, the visit with its part and signature.
  await visits.getByRole('link', { name: 'Print job sheet' }).click();
  const sheet = page.getByRole('article', { name: 'Job sheet' });
  await expect(sheet.getByRole('heading', { name: `Job sheet #00${first}` })).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'QR code that opens the complaint' })).toBeVisible();
  await expect(sheet.getByText(customer)).toBeVisible();
  const sheetVisit = sheet.getByRole('article', { name: 'Visit 1' });
  await expect(sheetVisit.getByRole('cell', { name: 'Start capacitor 35 µF' })).toBeVisible();
  await expect(sheetVisit.getByText('Replaced the start capacitor')).toBeVisible();
  await expect(sheetVisit.getByRole('img', { name: 'Signature of Ayesha Khan' })).toBeVisible();

  // In Arabic, on the second complaint: the visit starts online, the network goes, the report waits.
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto(`/complaints/${second}/edit`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arVisits = page.getByRole('region', { name: 'الزيارات' });
  await arVisits.getByRole('button', { name: 'بدء الزيارة' }).click();
  await expect(arVisits.getByLabel('العمل المنجز')).toBeVisible();

  await goOffline(context);
  await arVisits.getByLabel('العمل المنجز').fill('تنظيف الفلتر');
  // A 16 MB camera photo taken offline: made smaller on the phone and kept with the report.
  await arVisits
    .locator('input[type=file]')
    .setInputFiles([{ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() }]);
  await expect(arVisits.getByText('صورة واحدة محفوظة على هذا الجهاز، تُرسل مع التقرير.')).toBeVisible({
    timeout: 30_000,
  });
  await arVisits.getByRole('combobox', { name: /^النتيجة/ }).click();
  await page.getByRole('option', { name: 'تم الإصلاح', exact: true }).click();
  await sign(page, arVisits.getByRole('img', { name: 'توقيع العميل' }));
  await expect(arVisits.getByText('تم التوقيع.')).toBeVisible();
  await arVisits.getByRole('button', { name: 'إنهاء الزيارة' }).click();
  const waiting = arVisits.getByRole('status').filter({ hasText: 'حُفظ تقرير الزيارة على هذا الجهاز' });
  await expect(waiting).toBeVisible();

  // With no network the app still opens, from the service worker, and says it is offline.
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByText('أنت غير متصل.', { exact: false })).toBeVisible();
  await expect(waiting).toBeVisible();

  // The technician moves on to the list; the connection returns there: the app sends the report
  // (with the server's checks) and its photo, wherever the person is.
  await page.goto('/complaints');
  await expect(page).toHaveURL(/\/complaints/);
  await expect(page.locator('main')).toBeVisible();
  await goOnline(context);
  await expect
    .poll(
      async () =>
        (
          await callApi<{ visits: { finished_at: string | null }[] }>(
            page,
            'GET',
            `/complaints/${second}/visits`,
          )
        ).visits[0]?.finished_at ?? null,
      { timeout: 20_000 },
    )
    .not.toBeNull();
  await page.goto(`/complaints/${second}/edit`);
  await expect(waiting).toBeHidden();
  const sent = arVisits.getByRole('article', { name: 'زيارة Ayesha Malik' });
  await expect(sent.getByText('تم الإصلاح')).toBeVisible();
  await expect(sent.getByText('تنظيف الفلتر')).toBeVisible();
  const stored = await callApi<{
    visits: {
      finished_at: string | null;
      signature: string | null;
      photos: { id: number; file_name: string | null }[];
    }[];
  }>(page, 'GET', `/complaints/${second}/visits`);
  expect(stored.visits).toHaveLength(1);
  expect(stored.visits[0]!.finished_at).not.toBeNull();
  expect(stored.visits[0]!.signature).toMatch(/^data:image\/png;base64,/);
  // The photo arrived made smaller (under the 5 MB limit), upright, without its GPS position.
  expect(stored.visits[0]!.photos).toHaveLength(1);
  const kept = await (await page.request.get(`/api/files/${stored.visits[0]!.photos[0]!.id}`)).body();
  expect(kept.length).toBeLessThan(5 * 1024 * 1024);
  const meta = await sharp(kept).metadata();
  expect(meta.height).toBeGreaterThan(meta.width);
  expect(meta.exif?.includes('GPS') ?? false).toBe(false);
});
