import { type BrowserContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/fixtures';

/**
 * Issue 5/8 "Done means": a visitor registers as a travel affiliate at /register; their
 * /travel/{code} link, opened in a fresh browser, brings a booking of two travellers paid with the
 * test card; the affiliate's /commission-dashboard shows the click, the booking and a pending
 * commission; the admin cancels the booking and the commission shows reversed. The steps share
 * what the first made, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const affiliate = {
  name: 'Robin Roamer',
  email: `robin.roamer.${stamp}@example.com`,
  password: `roam-the-world-${stamp}`,
};
const made = { code: '', booking: '' };

let affiliateContext: BrowserContext;
test.beforeAll(async ({ browser }) => {
  affiliateContext = await browser.newContext();
});
test.afterAll(async () => {
  await affiliateContext.close();
});

test('a visitor registers as a travel affiliate and gets a code and a travel link', async () => {
  const page = await affiliateContext.newPage();
  await page.goto('/register');
  await page.getByLabel('Full name').fill(affiliate.name);
  await page.getByLabel('Email Address').fill(affiliate.email);
  await page.getByLabel('Choose a password').fill(affiliate.password);
  await page.getByLabel('Confirm password').fill(affiliate.password);
  await page.getByLabel(/I agree to the affiliate terms/).check();
  await page.getByRole('button', { name: 'Create affiliate account' }).click();
  await expect(page.getByRole('heading', { name: 'You’re registered', level: 1 })).toBeVisible();
  made.code = (await page.locator('strong.font-mono').first().innerText()).trim();
  expect(made.code).toMatch(/^[A-Z0-9]{4,32}$/);
  await expect(page.getByText(`/travel/${made.code}`).first()).toBeVisible();
  await expectAccessible(page, '/register (registered)');
});

test('their link, opened in a fresh browser, books a trip for two with the test card', async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/travel/${made.code}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(affiliate.name) })).toBeVisible();
  // The first trip of the site, then its first date.
  await page
    .getByRole('link', { name: /Bali Island Escape/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bali Island Escape' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Book / })
    .first()
    .or(page.getByRole('link', { name: /^Book / }).first())
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book your trip' })).toBeVisible();

  await page.getByLabel('Number of travellers').selectOption('2');
  await page.getByLabel('Full name', { exact: true }).fill('Lena Lead');
  await page.getByLabel('E-mail').fill(`lena.${stamp}@example.com`);
  await page.getByLabel('Traveller 1 full name').fill('Lena Lead');
  await page.getByLabel('Traveller 1 date of birth').fill('1988-04-12');
  await page.getByLabel('Traveller 2 full name').fill('Theo Lead');
  await page.getByLabel('Traveller 2 date of birth').fill('1986-09-30');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel(/I accept the booking terms/).check();
  await expectAccessible(page, '/travel/checkout (filled)');
  await page.getByRole('button', { name: /^Pay .* now$/ }).click();

  await expect(page).toHaveURL(/\/travel\/booking\/TRV-[2-9A-HJ-NP-Z]{6}(\?|$)/);
  made.booking = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('Confirmed').first()).toBeVisible();
  await expect(page.getByText('Lena Lead').first()).toBeVisible();
  await expect(page.getByText('Theo Lead').first()).toBeVisible();
  await expectAccessible(page, '/travel/booking (confirmed)');
  await visitor.close();
});

test('the affiliate’s dashboard shows the click, the booking and a pending commission', async () => {
  const page = await affiliateContext.newPage();
  await page.goto('/commission-dashboard');
  // A KPI card: its label, and the figure beside it.
  const kpi = (label: string) => page.getByText(label, { exact: true }).first().locator('xpath=../..');
  await expect(kpi('Clicks')).toContainText(/Clicks\s*1(?!\d)/);
  await expect(kpi('Sales')).toContainText(/Sales\s*1(?!\d)/);
  await expect(kpi('Pending')).toContainText(/\$[1-9]/);
  await expectAccessible(page, '/commission-dashboard (after a booking)');
  await page.goto('/commissions');
  const row = page.getByRole('row').filter({ hasText: `Booking ${made.booking}` });
  await expect(
    row.or(page.getByRole('listitem').filter({ hasText: `Booking ${made.booking}` })).first(),
  ).toContainText(/Pending/i);
  await page.close();
});

test('the admin cancels the booking and the commission shows reversed', async ({ browser }) => {
  const admin = await browser.newContext();
  const page = await admin.newPage();
  await signIn(page, 'admin@fundpath.test');
  await page.goto(`/admin/travel/bookings?q=${made.booking}`);
  await page.getByRole('button', { name: made.booking }).first().click();
  await page.getByRole('button', { name: 'Cancel booking' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${made.booking}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cancelled', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await admin.close();

  const mine = await affiliateContext.newPage();
  await mine.goto('/commissions');
  const entry = mine
    .getByRole('row')
    .filter({ hasText: `Booking ${made.booking}` })
    .or(mine.getByRole('listitem').filter({ hasText: `Booking ${made.booking}` }));
  await expect(entry.first()).toContainText(/Reversed/i);
  await mine.close();
});
