import { callApi, signInAs, test } from './fixtures.ts';

for (const [theme, language, width] of [
  ['light', 'en', 1440],
  ['dark', 'ar', 1440],
  ['light', 'ar', 390],
  ['dark', 'en', 390],
] as const) {
  test(`shots ${theme} ${language} ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem('theme', t!);
        localStorage.setItem('language', l!);
      },
      [theme, language],
    );
    await signInAs(page, 'agent');
    await callApi(page, 'POST', '/saved-views', {
      name: `Lahore urgent ${theme}${language}${width}`,
      list: 'all',
      filter: { priority: 'L3', city: 'Lahore' },
    });
    await callApi(page, 'POST', '/saved-views', {
      name: `A very long saved view name that goes on and on ${theme}${language}${width}`,
      list: 'pending',
      filter: {},
    });
    await page.reload();
    await page.waitForTimeout(1500);
    const tag = `${theme}-${language}-${width}`;
    if (width < 600) {
      await page.screenshot({ path: `/tmp/shots-d/${tag}-list.png` });
      await page.getByRole('button', { name: /navigation|التنقل/i }).first().click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots-d/${tag}-nav.png` });
      await page.keyboard.press('Escape');
    } else {
      await page.screenshot({ path: `/tmp/shots-d/${tag}-list.png` });
    }
    await page.waitForTimeout(300);
    await page.getByRole('button', { name: /Save view|حفظ العرض/ }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots-d/${tag}-dialog.png` });
    await page.keyboard.press('Escape');
    await page.goto('/complaints?priority=L3&city=Lahore');
    const { views } = await callApi<{ views: { id: number; name: string }[] }>(page, 'GET', '/saved-views');
    await page.goto(`/complaints?priority=L3&city=Lahore&view=${views.find((v) => v.name.startsWith('Lahore'))!.id}`);
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: /View options|خيارات العرض/ }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots-d/${tag}-view-menu.png` });
  });
}

test('shots admin dialog', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/complaints');
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots-d/admin-dialog.png` });
});
