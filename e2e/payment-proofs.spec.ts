import type { Page } from '@playwright/test';
import { expect, MY_COMPLAINTS_URL, PNG_IMAGES, signInAs, switchUser, test } from './fixtures.ts';

async function find(page: Page, order: string) {
  await page.getByLabel('Enter Order Number').fill(order);
  await page.getByRole('button', { name: 'Find' }).click();
}

function zoomBox(page: Page) {
  return page.getByTestId('zoom-box');
}

test("a documented order's proofs open in the zoom modal; the box follows the mouse; next wraps around", async ({
  page,
}) => {
  await signInAs(page, 'admin', '/payment-proof-view');
  await expect(page.getByRole('heading', { name: 'Find Payment Proofs by Number' })).toBeVisible();
  await find(page, 'ORD-1001');
  await expect(page).toHaveURL(/\?order=ORD-1001$/);
  await expect(page.getByText(/^Order \W?ORD-1001\W?: 3 images$/)).toBeVisible();
  const cards = page.getByRole('button', { name: /^Open payment proof/ });
  await expect(cards).toHaveCount(3);

  await cards.first().click();
  const dialog = page.getByRole('dialog', { name: /Payment proof 1 of 3/ });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole('img', { name: 'Payment proof 1 of order ORD-1001' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);

  // The 350 px box shows the image at 200%, centred on the pointer, and follows it.
  const box = (await image.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 50);
  await expect(zoomBox(page)).toBeVisible();
  const first = (await zoomBox(page).boundingBox())!;
  expect(Math.round(first.width)).toBe(350);
  expect(Math.round(first.height)).toBe(350);
  expect(Math.round(first.x + first.width / 2)).toBe(Math.round(box.x + 40));
  expect(Math.round(first.y + first.height / 2)).toBe(Math.round(box.y + 50));
  // Background size and position in pixels, as numbers.
  const zoom = () =>
    zoomBox(page).evaluate((element: HTMLElement) => ({
      size: element.style.backgroundSize.split(' ').map(parseFloat),
      position: element.style.backgroundPosition.split(' ').map(parseFloat),
    }));
  const before = await zoom();
  expect(before.size[0]).toBeCloseTo(box.width * 2, 1);
  expect(before.size[1]).toBeCloseTo(box.height * 2, 1);
  expect(before.position[0]).toBeCloseTo(175 - 40 * 2, 0);
  expect(before.position[1]).toBeCloseTo(175 - 50 * 2, 0);

  await page.mouse.move(box.x + 120, box.y + 90);
  const moved = (await zoomBox(page).boundingBox())!;
  expect(moved.x - first.x).toBeCloseTo(80, 0);
  expect(moved.y - first.y).toBeCloseTo(40, 0);
  const after = await zoom();
  expect(after.position[0]).toBeCloseTo(175 - 120 * 2, 0);
  expect(after.position[1]).toBeCloseTo(175 - 90 * 2, 0);

  // Leaving the image hides the box.
  await page.mouse.move(box.x - 30, box.y - 30);
  await expect(zoomBox(page)).toBeHidden();

  // Next past the last image comes back to the first; previous from the first goes to the last.
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('dialog', { name: /Payment proof 2 of 3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('dialog', { name: /Payment proof 3 of 3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('dialog', { name: /Payment proof 1 of 3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(page.getByRole('dialog', { name: /Payment proof 3 of 3/ })).toBeVisible();

  // The keyboard works too.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /Payment proof 1 of 3/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: /Payment proof 3 of 3/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await cards.nth(1).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('an order number with / and # is kept in the address, so a shared link shows its proofs', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/payment-proof-view');
  await find(page, 'PO #7781');
  await expect(page.getByText(/^Order \W?PO #7781\W?: 2 images$/)).toBeVisible();

  await page.goto(`/payment_proof_view`);
  await expect(page).toHaveURL(/\/payment-proof-view$/);
  await page.goto(`/payment-proof-view?order=${encodeURIComponent('INV/2025/0042')}`);
  await expect(page.getByLabel('Enter Order Number')).toHaveValue('INV/2025/0042');
  await expect(page.getByRole('button', { name: /^Open payment proof/ })).toHaveCount(2);
});

test('an empty number asks for one and clears the images; an unknown order says none were found', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/payment-proof-view');
  await find(page, 'ORD-1002');
  await expect(page.getByRole('button', { name: /^Open payment proof/ })).toHaveCount(1);
  await expect(page.getByText(/^Order \W?ORD-1002\W?: 1 image$/)).toBeVisible();

  await find(page, '   ');
  await expect(page.getByText('Please enter an order number')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open payment proof/ })).toHaveCount(0);

  // Enter searches too.
  await page.getByLabel('Enter Order Number').fill('NO-SUCH-ORDER-42');
  await page.getByLabel('Enter Order Number').press('Enter');
  await expect(page.getByText('No payment proof images found for this order.')).toBeVisible();
  await expect(page.getByText('Please enter an order number')).toBeHidden();
});

test('staff with the right add several images to an order on the screen', async ({ page }) => {
  const order = `E2E/${Date.now().toString(36)} #1`;
  await signInAs(page, 'admin', '/payment-proof-view');
  await find(page, order);
  await expect(page.getByText('No payment proof images found for this order.')).toBeVisible();

  const form = page.getByRole('form', { name: /^Add images to order/ });
  await form.locator('input[type=file]').setInputFiles(PNG_IMAGES);
  await expect(form.getByText('Files chosen: 2')).toBeVisible();
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(`2 images added to order \u2068${order}\u2069.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open payment proof/ })).toHaveCount(2);

  // A file over 5 MB is stopped before anything is sent.
  await form.locator('input[type=file]').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5_242_880, 1),
  });
  await expect(form.getByText('File size should be less than 5 MB')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Upload' })).toBeDisabled();
});

test('an agent finds proofs but is not offered the upload; a technician has no payment-proof screen', async ({
  page,
}) => {
  await signInAs(page, 'agent');
  await expect(page).toHaveURL(MY_COMPLAINTS_URL);
  await page.goto('/payment-proof-view?order=ORD-1001');
  await expect(page.getByRole('button', { name: /^Open payment proof/ })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);

  await switchUser(page, 'technician');
  await expect(page).toHaveURL(MY_COMPLAINTS_URL);
  await page.goto('/payment-proof-view?order=ORD-1001');
  await expect(page).toHaveURL(/\/not-authorized/);
});

test('while the images load the screen says so, and a failed call says Error fetching images.', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/payment-proof-view');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payment-proof-images/**', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"SERVER_ERROR","message":"x"}',
    });
  });
  await find(page, 'ORD-1001');
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('alert').getByText('Error fetching images.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Open payment proof/ })).toHaveCount(0);
});
