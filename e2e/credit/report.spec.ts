import { expect, test } from '@playwright/test';
import { pathOf, signInWithForm } from '../support/fixtures';

/**
 * Issue 2/5 "Done means": a newcomer signed in as the demo client fetches a sandbox report, sees
 * gauges, accounts and the decision, and the decision survives a reload (GET /latest).
 */
test('a client fetches a sandbox report and the decision survives a reload', async ({ page }) => {
  await signInWithForm(page, 'client@fundpath.test');
  await expect.poll(() => pathOf(page)).toBe('/client-center');

  await page.getByRole('tab', { name: /Credit Reports/ }).click();
  const panel = page.getByRole('tabpanel');
  // A client may already have a report from another journey; either way the fetch form is one click away.
  const connect = panel.getByRole('link', { name: 'Connect monitoring account' });
  const openPage = panel.getByRole('link', { name: 'Open report page' });
  await expect(connect.or(openPage)).toBeVisible();
  await connect.or(openPage).click();
  await expect(page).toHaveURL(/\/credit-report-test$/);

  await expect(page.getByRole('navigation', { name: 'Credit Report' })).toBeVisible();
  await page.getByLabel('Email Address').fill('late@sandbox.fundpath.test');
  await page.getByLabel('Password', { exact: true }).fill('sandbox-2026');
  await page.getByRole('button', { name: 'Fetch Credit Report' }).click();

  await expect(
    page.getByRole('heading', { name: '3-Bureau Credit Report - Complete Data View' }),
  ).toBeVisible();
  await expect(page.getByText('Report fetched')).toBeVisible();
  const scores = page.getByRole('region', { name: 'Your 3B Report & Vantage Scores 3.0' });
  for (const bureau of ['TransUnion', 'Experian', 'Equifax'])
    await expect(
      scores.getByRole('img', { name: new RegExp(`^${bureau} VantageScore 3.0: \\d+ out of 850`) }),
    ).toBeVisible();
  const accounts = page.getByRole('region', { name: 'Account History' });
  await expect(accounts.getByRole('article', { name: 'JPMCB CARD SERVICES' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not ready for funding yet' })).toBeVisible();
  await expect(page.getByText('One bureau qualifies').first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'TransUnion decision' })).toContainText(
    'Late payment in the last 6 months',
  );

  const latest = page.waitForResponse((r) => r.url().includes('/api/client/credit-report/latest') && r.ok());
  await page.reload();
  await latest;
  await expect(page.getByText('Showing your latest saved report')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not ready for funding yet' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Experian decision' })).toContainText('Approved');

  // The Client Center shows the same stored decision.
  await page.goto('/client-center');
  await page.getByRole('tab', { name: /Credit Reports/ }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Not ready for funding yet' }),
  ).toBeVisible();
});

test('a wrong sandbox password shows the provider message in the Error box', async ({ page }) => {
  await signInWithForm(page, 'client@fundpath.test');
  await expect.poll(() => pathOf(page)).toBe('/client-center');
  await page.goto('/credit-report-test');
  // The saved login prefills the form when it arrives; landing in the middle of a fill it would
  // mix with what was typed, so the fill is repeated until the fields hold exactly these values.
  const email = page.getByLabel('Email Address');
  const password = page.getByLabel('Password', { exact: true });
  await expect(async () => {
    await email.fill('late@sandbox.fundpath.test');
    await password.fill('wrong-password');
    await expect(email).toHaveValue('late@sandbox.fundpath.test', { timeout: 500 });
    await expect(password).toHaveValue('wrong-password', { timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: 'Fetch Credit Report' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Error' });
  await expect(alert).toContainText('Invalid username or password for the credit monitoring service.');
});

test('the offline test page renders the bundled sample', async ({ page }) => {
  await page.goto('/credit-report-offline-test');
  await expect(
    page.getByRole('heading', { name: '3-Bureau Credit Report - Complete Data View' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^TransUnion VantageScore 3.0: 641 out of 850/ })).toBeVisible();
});
