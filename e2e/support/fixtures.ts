import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'fundpath-demo-2026';

/** Where each demo role lands after signing in (spec §2, and the marketplace homes). */
export const DEMO_HOMES = {
  'admin@fundpath.test': '/admin/dashboard',
  'funding@fundpath.test': '/admin/dashboard',
  'credit@fundpath.test': '/admin/dashboard',
  'steps@fundpath.test': '/admin/dashboard',
  'client@fundpath.test': '/client-center',
  'specialist@fundpath.test': '/specialist/discover',
  'member@fundpath.test': '/manila/members',
  'affiliate@fundpath.test': '/commission-dashboard',
  'customer@fundpath.test': '/customer/dashboard',
} as const;

export type DemoEmail = keyof typeof DEMO_HOMES;

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the API (fast path for journeys that are not about logging in). */
export async function signIn(page: Page, email: DemoEmail): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
