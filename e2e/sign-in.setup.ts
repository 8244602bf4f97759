import { test as setup } from '@playwright/test';
import { sessionFile, SIGN_IN_ROLES, signInAndLand } from './fixtures.ts';

// Each role signs in through the form once per run; the flows start from these sessions
// (fixtures.ts `signInAs`) instead of signing in again. The sign-in itself is tested in auth.spec.ts.
for (const [role, { login, password }] of Object.entries(SIGN_IN_ROLES)) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto('/login');
    await signInAndLand(page, login, password);
    await page.context().storageState({ path: sessionFile(role) });
  });
}
