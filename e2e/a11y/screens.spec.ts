import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { type DemoEmail, signIn } from '../support/fixtures';
import screens from './screens.json' with { type: 'json' };

/**
 * Every built screen, opened by the account that may see it, at desktop and phone widths:
 * axe-core finds no serious or critical WCAG 2.1 A/AA violation. (The list is held against the
 * route tables by apps/web's route test, so a new screen cannot skip this.)
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const accounts = Object.entries(screens).filter(([key]) => !key.startsWith('$')) as [
  'anonymous' | DemoEmail,
  string[],
][];

/** Waits until the screen's own content replaced the loading states. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  for (const [account, paths] of accounts) {
    test(`${account} screens have no serious accessibility violations (${viewport.name})`, async ({
      browser,
    }) => {
      test.setTimeout(30_000 + paths.length * 8_000);
      // Reduced motion: a dialog that opens on its own (the coaching tutorial) is judged fully drawn,
      // never half-faded in.
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      if (account !== 'anonymous') await signIn(page, account);
      const clientId = paths.some((p) => p.includes('{clientId}')) ? await demoClientId(page) : '';
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path.replace('{clientId}', clientId));
          await settle(page);
          await expectAccessible(page, `${path} at ${viewport.width}px as ${account}`);
        });
      }
      await context.close();
    });
  }
}

/** The demo client's id, looked up through the admin user list. */
async function demoClientId(page: Page): Promise<string> {
  const res = await page.request.get('/api/admin/users?q=client%40fundpath.test');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { users: { id: string; email: string }[] };
  const user = body.users.find((u) => u.email === 'client@fundpath.test');
  if (!user) throw new Error('demo client not found');
  return user.id;
}
