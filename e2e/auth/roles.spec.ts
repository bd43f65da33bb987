import { expect, test } from '@playwright/test';
import { DEMO_HOMES, type DemoEmail, pathOf, signIn, signInWithForm } from '../support/fixtures';

test('a newcomer sees the landing page and can reach sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('link', { name: /sign in|log in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Email Address')).toBeVisible();
});

for (const [email, home] of Object.entries(DEMO_HOMES)) {
  test(`${email} signs in and lands on ${home}`, async ({ page }) => {
    await signInWithForm(page, email);
    await expect.poll(() => pathOf(page)).toBe(home);
  });
}

test('wrong credentials show the server message and keep the form', async ({ page }) => {
  await signInWithForm(page, 'client@fundpath.test', 'not-the-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a client is refused an admin page; staff are refused client pages', async ({ page, context }) => {
  await signIn(page, 'client@fundpath.test');
  await page.goto('/admin/dashboard');
  await expect.poll(() => pathOf(page)).not.toMatch(/^\/admin/);
  await context.clearCookies();
  await signIn(page, 'funding@fundpath.test');
  await page.goto('/dashboard');
  await expect.poll(() => pathOf(page)).toBe('/admin/dashboard');
  await page.goto('/client/application');
  await expect.poll(() => pathOf(page)).not.toBe('/client/application');
});

test('an anonymous visitor of a guarded page is sent to /login', async ({ page }) => {
  await page.goto('/admin/users');
  await expect.poll(() => pathOf(page)).toBe('/login');
});

test('unknown paths go to /', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect.poll(() => pathOf(page)).toBe('/');
});

test('logout ends the session and returns to the site root', async ({ page }) => {
  await signInWithForm(page, 'client@fundpath.test');
  await expect.poll(() => pathOf(page)).toBe('/client-center');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/');
  const check = await page.request.get('/api/auth/check');
  expect((await check.json()).authenticated).toBe(false);
});

test('an admin impersonates the demo client and stops', async ({ page }) => {
  await signInWithForm(page, 'admin@fundpath.test' satisfies DemoEmail);
  await expect.poll(() => pathOf(page)).toBe('/admin/dashboard');
  await page.getByRole('button', { name: 'Impersonate client@fundpath.test' }).click();
  await expect(page.getByRole('button', { name: 'Stop impersonating' })).toBeVisible();
  const me = await (await page.request.get('/api/auth/current-user')).json();
  expect(me.user.email).toBe('client@fundpath.test');
  await page.getByRole('button', { name: 'Stop impersonating' }).click();
  await expect(page.getByRole('button', { name: 'Stop impersonating' })).toHaveCount(0);
  const after = await (await page.request.get('/api/auth/current-user')).json();
  expect(after.user.email).toBe('admin@fundpath.test');
});
