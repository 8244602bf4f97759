import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { cameraPhoto, RED } from './camera-photo.ts';
import { callApi, createComplaint, expect, PNG_IMAGES, test, uniqueName, useSession } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const UPLOAD_LIMIT = 5 * 1024 * 1024;

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** A one-finger swipe across the middle of `target`, by `dx` pixels (negative: towards the left edge). */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const start = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start, y }] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: start + (dx * step) / 6, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Two quick taps on the middle of `target`, 100 ms apart by the events' own time stamps: a loaded
 * machine may deliver them later, but the page sees the gesture as a finger made it.
 */
async function doubleTap(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2, id: 1 };
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  for (const [type, after] of [
    ['touchStart', 0],
    ['touchEnd', 0.03],
    ['touchStart', 0.1],
    ['touchEnd', 0.13],
  ] as const) {
    await cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchStart' ? [finger] : [],
      timestamp: start + after,
    });
  }
  await cdp.detach();
}

/** Two fingers moving apart from the middle of `target`. */
async function pinchOut(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const fingers = (gap: number) => [
    { x: x - gap, y, id: 1 },
    { x: x + gap, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (const gap of [40, 60, 80]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a technician on a phone: Update first and in reach, a camera photo sent smaller and upright, the viewer swipes; in Arabic too', async ({
  page,
  browser,
}) => {
  // A 16 MB photo is made, resized in the page and sent, then the viewer and Arabic: more than a minute
  // when another suite shares the machine.
  test.setTimeout(120_000);
  await useSession(page, 'technician');
  const me = await callApi<{ user: { id: number; name: string } }>(page, 'GET', '/auth/session');
  // The admin (in their own browser) makes a complaint and assigns it to the technician.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await useSession(admin, 'admin');
  const id = await createComplaint(admin, {
    customer_name: uniqueName('Field Phone'),
    phone: '0333-765 4321',
    address: 'House 12, Street 4, Gulberg III',
    assignee_id: me.user.id,
  });
  await adminContext.close();

  await page.goto(`/complaints/${id}/edit`);
  const bar = page.getByRole('region', { name: 'Quick update' });
  const update = bar.getByRole('button', { name: 'Update Complaint' });
  await expect(update).toBeVisible();
  // On the first screen, and first: before the fields, which come before the customer.
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThan(PHONE.height);
  const assignee = page.getByRole('combobox', { name: 'Assign to' });
  const customer = page.getByRole('region', { name: 'Customer Details' });
  expect(barBox.y).toBeLessThan((await assignee.boundingBox())!.y);
  expect((await assignee.boundingBox())!.y).toBeLessThan((await customer.boundingBox())!.y);
  // One Update button on a phone: the form's own is hidden.
  await expect(page.getByRole('button', { name: 'Update Complaint' })).toHaveCount(1);

  // The phone dials, chats on WhatsApp; the address opens the maps app.
  await expect(customer.getByRole('link', { name: '0333 7654321', exact: true })).toHaveAttribute(
    'href',
    'tel:+923337654321',
  );
  await expect(customer.getByRole('link', { name: 'WhatsApp 0333 7654321' })).toHaveAttribute(
    'href',
    'https://wa.me/923337654321',
  );
  await expect(customer.getByRole('link', { name: /House 12, Street 4/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=House%2012.*Lahore/,
  );

  // A 16 MB camera photo (sideways, with a GPS position) and a small PNG.
  const photo = await cameraPhoto();
  expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
  const gallery = page.getByRole('region', { name: 'Images', exact: true });
  await gallery.getByRole('button', { name: 'Upload Images' }).click();
  await gallery
    .getByLabel('Choose Images')
    .setInputFiles([{ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo }, PNG_IMAGES[0]!]);
  await expect(gallery.getByText('Files chosen: 2')).toBeVisible({ timeout: 20_000 });
  await expect(gallery.getByText(/IMG_2041\.jpg \(\d\.\d MB, made smaller from 16\.\d MB\)/)).toBeVisible();
  await expect(gallery.getByText('File size should be less than 5 MB')).toBeHidden();
  // Further down the page, the Update bar is still in reach.
  await gallery.getByRole('button', { name: 'Submit' }).scrollIntoViewIfNeeded();
  const scrolledBar = (await bar.boundingBox())!;
  expect(scrolledBar.y).toBeGreaterThanOrEqual(0);
  expect(scrolledBar.y + scrolledBar.height).toBeLessThan(PHONE.height);
  await gallery.getByRole('button', { name: 'Submit' }).click();
  await expect(gallery.getByRole('button', { name: /^Preview image/ })).toHaveCount(2);

  // What arrived: under 5 MB, upright (a portrait with the red band on top), no EXIF (no GPS).
  const edit = await callApi<{ imageUrls: { url: string; thumbnail_url: string; file_name: string }[] }>(
    page,
    'GET',
    `/complaints/${id}/edit`,
  );
  expect(edit.imageUrls.map((image) => image.file_name)).toEqual(['IMG_2041.jpg', 'photo-1.png']);
  const sent = await (await page.request.get(edit.imageUrls[0]!.url)).body();
  expect(sent.length).toBeLessThan(UPLOAD_LIMIT);
  const meta = await sharp(sent).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 1920, height: 2560 });
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  const top = await sharp(sent).extract({ left: 960, top: 20, width: 1, height: 1 }).raw().toBuffer();
  const bottom = await sharp(sent).extract({ left: 960, top: 2500, width: 1, height: 1 }).raw().toBuffer();
  expect(top[0]).toBeGreaterThan(RED.r - 30);
  expect(top[1]).toBeLessThan(RED.g + 40);
  expect(bottom[0]).toBeLessThan(RED.r - 60);
  // The gallery shows thumbnails, not the originals.
  const cards = gallery.getByRole('img', { name: /^Complaint image/ });
  await expect(cards.first()).toHaveAttribute('src', edit.imageUrls[0]!.thumbnail_url);

  // The viewer: the file's name, who added it and when; a swipe brings the next one.
  await gallery.getByRole('button', { name: 'Preview image 1' }).click();
  const viewer = page.getByRole('dialog', { name: /Image Preview/ });
  await expect(viewer.getByTestId('viewer-file-name')).toHaveText('IMG_2041.jpg');
  await expect(viewer.getByText(`Added by ${me.user.name} · `)).toBeVisible();
  await expect(viewer.getByText('Swipe for the next image. Pinch or double-tap to zoom.')).toBeVisible();
  const picture = viewer.locator('[data-zoom]');
  await pinchOut(page, picture);
  await expect.poll(async () => Number(await picture.getAttribute('data-zoom'))).toBeGreaterThan(2);
  // Double-tap zooms out, and in again.
  for (const expected of ['1.00', '2.50', '1.00']) {
    await doubleTap(page, picture);
    await expect(picture).toHaveAttribute('data-zoom', expected);
  }
  await swipe(page, picture, -200);
  await expect(viewer).toContainText('Image 2 of 2');
  await expect(viewer.getByTestId('viewer-file-name')).toHaveText('photo-1.png');
  // A keyboard's arrows go on too, wrapping round.
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('viewer-file-name')).toHaveText('IMG_2041.jpg');
  await viewer.getByRole('button', { name: 'Close' }).click();

  // In Arabic: the bar still leads, and the next image is a swipe towards the right.
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicBar = page.getByRole('region', { name: 'تحديث سريع' });
  await expect(arabicBar.getByRole('button', { name: 'تحديث الشكوى' })).toBeVisible();
  const arabicBox = (await arabicBar.boundingBox())!;
  expect(arabicBox.y + arabicBox.height).toBeLessThan(PHONE.height);
  await page.getByRole('button', { name: 'معاينة الصورة 1' }).click();
  const arabicViewer = page.getByRole('dialog', { name: /معاينة الصورة/ });
  await expect(arabicViewer.getByTestId('viewer-file-name')).toHaveText('IMG_2041.jpg');
  await swipe(page, arabicViewer.locator('[data-zoom]'), 200);
  await expect(arabicViewer).toContainText('الصورة 2 من 2');
  await expect(arabicViewer.getByTestId('viewer-file-name')).toHaveText('photo-1.png');
});
