import type { Page } from '@playwright/test';
import {
  callApi,
  createComplaint,
  expect,
  FIRST_LOAD_MS,
  PNG_IMAGES,
  switchUser,
  useSession,
  test,
  uniqueName,
} from './fixtures.ts';

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

async function openNewComplaint(page: Page, prefix: string) {
  await useSession(page, 'admin');
  const id = await createComplaint(page, { customer_name: uniqueName(prefix) });
  await page.goto(`/complaints/${id}/edit`);
  await expect(page.getByRole('heading', { name: `Complaint Number #00${id}` })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  return id;
}

test('a comment is added, shown as typed text, and deleted after confirming', async ({ page }) => {
  await openNewComplaint(page, 'Comment Flow');
  const comments = section(page, 'Comments');
  await expect(comments.getByText('No comments yet.')).toBeVisible();

  // The field toggles open and closed.
  await comments.getByRole('button', { name: 'Add Comment' }).click();
  const field = comments.getByRole('textbox', { name: 'Comment' });
  await expect(field).toBeVisible();
  await comments.getByRole('button', { name: 'Add Comment' }).click();
  await expect(field).toBeHidden();
  await comments.getByRole('button', { name: 'Add Comment' }).click();

  // A blank comment is not sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/comment')) sent += 1;
  });
  await field.fill('   ');
  await comments.getByRole('button', { name: 'Save' }).click();
  await expect(comments.getByText('This field is required')).toBeVisible();
  expect(sent).toBe(0);

  // Markup is shown literally and never run.
  const markup = '<b>x</b><script>window.__ran = true</script>';
  await field.fill(markup);
  await comments.getByRole('button', { name: 'Save' }).click();
  await expect(comments.getByText(markup, { exact: true })).toBeVisible();
  await expect(comments.locator('b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
  await expect(comments.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByText('Complaint - Comment added, Updated by Admin')).toBeVisible();

  // Deleting asks first; Cancel keeps it.
  await comments.getByRole('button', { name: 'Delete comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText('Are you sure you want to delete this comment?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(comments.getByText(markup, { exact: true })).toBeVisible();

  await comments.getByRole('button', { name: 'Delete comment' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(comments.getByText(markup, { exact: true })).toBeHidden();
  await expect(comments.getByText('No comments yet.')).toBeVisible();
  await expect(page.getByText('Complaint - Comment deleted, Updated by Admin')).toBeVisible();
});

test('an internal note is added with its time and deleted after confirming', async ({ page }) => {
  await openNewComplaint(page, 'Note Flow');
  const notes = section(page, 'Internal Notes');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await notes.getByRole('textbox', { name: 'Note' }).fill('Customer prefers a morning visit');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(notes.getByText('Customer prefers a morning visit')).toBeVisible();
  await expect(notes.getByRole('textbox', { name: 'Note' })).toBeHidden();
  // 'DD/MMM/YYYY at hh:mm A', then the company's time zone, as every time the product shows
  await expect(notes.locator('time')).toHaveText(
    /^\d{2}\/[A-Z][a-z]{2}\/\d{4} at \d{2}:\d{2} [AP]M (UTC|GMT[+-]\d{1,2}(:\d{2})?)$/,
  );
  await expect(page.getByText('Complaint - Internal note added, Updated by Admin')).toBeVisible();

  await notes.getByRole('button', { name: 'Delete note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText('Are you sure you want to delete this note?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notes.getByText('No internal notes yet.')).toBeVisible();
  await expect(page.getByText('Complaint - Internal note deleted, Updated by Admin')).toBeVisible();
});

test('two images are uploaded, one previewed and one deleted', async ({ page }) => {
  await openNewComplaint(page, 'Image Flow');
  const gallery = section(page, 'Images');
  await expect(gallery.getByText('No images yet.')).toBeVisible();

  await gallery.getByRole('button', { name: 'Upload Images' }).click();
  // Saving with no files sends nothing.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/upload-image')) uploads += 1;
  });
  await gallery.getByRole('button', { name: 'Submit' }).click();
  expect(uploads).toBe(0);

  await gallery.getByLabel('Choose Images').setInputFiles(PNG_IMAGES);
  await expect(gallery.getByText('Files chosen: 2')).toBeVisible();
  // Held back a moment so the uploading state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/upload-image', async (route) => {
    await held;
    await route.continue();
  });
  await gallery.getByRole('button', { name: 'Submit' }).click();
  await expect(gallery.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(gallery.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();
  await expect(gallery.getByRole('button', { name: /^Preview image/ })).toHaveCount(2);
  expect(uploads).toBe(1);
  await expect(gallery.getByLabel('Choose Images')).toBeHidden();
  await expect(page.getByText(/^Complaint - .*uploaded, Updated by Admin$/).first()).toBeVisible();

  await gallery.getByRole('button', { name: 'Preview image 1' }).click();
  const preview = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(preview.getByRole('img', { name: 'Complaint image 1' })).toBeVisible();
  expect(await preview.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  await gallery.getByRole('button', { name: 'Delete image 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText('Are you sure you want to delete this image?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(gallery.getByRole('button', { name: /^Preview image/ })).toHaveCount(1);
  await expect(page.getByText(/^Complaint - Image deleted, Updated by Admin$/).first()).toBeVisible();
});

test('an image over 5 MB is refused on the screen before anything is sent', async ({ page }) => {
  await openNewComplaint(page, 'Big Image');
  const gallery = section(page, 'Images');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/upload-image')) uploads += 1;
  });
  await gallery.getByRole('button', { name: 'Upload Images' }).click();
  await gallery.getByLabel('Choose Images').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(gallery.getByText('File size should be less than 5 MB')).toBeVisible();
  await gallery.getByRole('button', { name: 'Submit' }).click();
  await expect(gallery.getByText('No images yet.')).toBeVisible();
  expect(uploads).toBe(0);
});

test('a failed image delete shows the alert', async ({ page }) => {
  await openNewComplaint(page, 'Delete Fails');
  const gallery = section(page, 'Images');
  await gallery.getByRole('button', { name: 'Upload Images' }).click();
  await gallery.getByLabel('Choose Images').setInputFiles(PNG_IMAGES[0]!);
  await gallery.getByRole('button', { name: 'Submit' }).click();
  await expect(gallery.getByRole('button', { name: 'Preview image 1' })).toBeVisible();

  await page.route('**/api/files/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { code: 'SERVER_ERROR', message: 'Something went wrong.' } })
      : route.continue(),
  );
  await gallery.getByRole('button', { name: 'Delete image 1' }).click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(gallery.getByRole('alert')).toHaveText('Failed to delete the file.');
  await expect(gallery.getByRole('button', { name: 'Preview image 1' })).toBeVisible();
});

test("only the author or an admin sees a comment's delete icon", async ({ page }) => {
  const id = await openNewComplaint(page, 'Author Rule');
  await callApi(page, 'POST', `/complaints/${id}/comment`, { comment: 'Written by the admin' });
  await switchUser(page, 'support');
  await page.goto(`/complaints/${id}/edit`);
  const comments = section(page, 'Comments');
  await expect(comments.getByText('Written by the admin')).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);

  await comments.getByRole('button', { name: 'Add Comment' }).click();
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Written by support');
  await comments.getByRole('button', { name: 'Save' }).click();
  await expect(comments.getByText('Written by support')).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Delete comment' })).toHaveCount(1);
});

test('a dealer sees comments but neither internal notes nor their section', async ({ page }) => {
  await switchUser(page, 'dealer');
  const id = await createComplaint(page, { customer_name: uniqueName('Dealer View') });
  await switchUser(page, 'admin');
  await callApi(page, 'POST', `/complaints/${id}/internal-note`, { note: 'Staff only remark' });
  await callApi(page, 'POST', `/complaints/${id}/comment`, { comment: 'Visible to the dealer' });

  await switchUser(page, 'dealer');
  await page.goto(`/complaints/${id}/edit`);
  await expect(page.getByRole('heading', { name: `Complaint Number #00${id}` })).toBeVisible();
  await expect(section(page, 'Comments').getByText('Visible to the dealer')).toBeVisible();
  await expect(section(page, 'Internal Notes')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Note' })).toHaveCount(0);
  await expect(page.getByText('Staff only remark')).toHaveCount(0);
});
