import { type Browser, expect, type Page, test } from '@playwright/test';
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

/**
 * One test per account; its desktop and phone walks run side by side in two contexts, so one
 * page's waits (network idle, lazy chunks) overlap the other's work: the walk takes about half
 * the time it took one width after the other.
 */
for (const [account, paths] of accounts) {
  test(`${account} screens have no serious accessibility violations (desktop and phone)`, async ({
    browser,
  }) => {
    test.setTimeout(30_000 + paths.length * 10_000);
    await Promise.all(VIEWPORTS.map((viewport) => walk(browser, account, paths, viewport)));
  });
}

async function walk(
  browser: Browser,
  account: 'anonymous' | DemoEmail,
  paths: string[],
  viewport: (typeof VIEWPORTS)[number],
): Promise<void> {
  // Reduced motion: a dialog that opens on its own (the coaching tutorial) is judged fully drawn,
  // never half-faded in.
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  if (account !== 'anonymous') await signIn(page, account);
  const clientId = paths.some((p) => p.includes('{clientId}')) ? await demoClientId(page) : '';
  const productId = paths.some((p) => p.includes('{productId}')) ? await demoProductId(page) : '';
  const orderId = paths.some((p) => p.includes('{orderId}')) ? await demoCustomerOrderId(page) : '';
  const packageId = paths.some((p) => p.includes('{packageId}')) ? await demoPackageId(page) : '';
  const travelCode = paths.some((p) => p.includes('{travelCode}')) ? await demoTravelCode(browser) : '';
  const specialistId = paths.some((p) => p.includes('{specialistId}')) ? await demoSpecialistId(page) : '';
  const chatRoomId = paths.some((p) => p.includes('{chatRoomId}')) ? await demoChatRoomId(page) : '';
  const specialistLinkCode = paths.some((p) => p.includes('{specialistLinkCode}'))
    ? await demoSpecialistLinkCode(page)
    : '';
  const sitePageId = paths.some((p) => p.includes('{sitePageId}')) ? await demoSitePageId(page) : '';
  const campaignId = paths.some((p) => p.includes('{campaignId}')) ? await demoCampaignId(page) : '';
  for (const path of paths) {
    await page.goto(
      path
        .replace('{clientId}', clientId)
        .replace('{productId}', productId)
        .replace('{orderId}', orderId)
        .replaceAll('{packageId}', packageId)
        .replace('{travelCode}', travelCode)
        .replace('{specialistId}', specialistId)
        .replace('{chatRoomId}', chatRoomId)
        .replace('{specialistLinkCode}', specialistLinkCode)
        .replace('{sitePageId}', sitePageId)
        .replace('{campaignId}', campaignId),
    );
    await settle(page);
    await expectAccessible(page, `${path} at ${viewport.width}px as ${account}`);
  }
  await context.close();
}

/** The newest sent e-mail campaign (the demo seeds one with its stats). */
async function demoCampaignId(page: Page): Promise<string> {
  const res = await page.request.get('/api/campaigns?status=sent&per_page=1');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { campaigns: { id: string }[] };
  const first = body.campaigns[0];
  if (!first) throw new Error('the demo has no sent campaign');
  return first.id;
}

/** The first page of the signed-in coach's website (the demo seeds Jordan's site). */
async function demoSitePageId(page: Page): Promise<string> {
  const res = await page.request.get('/api/sites/mine');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { site: { pages: { id: string }[] } | null };
  const first = body.site?.pages[0];
  if (!first) throw new Error('the demo coach has no website');
  return first.id;
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

/** A product of the demo store (store 1): product ids are made when the demo is seeded. */
async function demoProductId(page: Page): Promise<string> {
  const res = await page.request.get('/api/ecommerce/stores/1/products?per_page=1&sort=title');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { products: { id: string }[] };
  const product = body.products[0];
  if (!product) throw new Error('the demo store has no products');
  return product.id;
}

/** The signed-in customer's latest order (the demo seeds Charlie's orders; their ids are made then). */
async function demoCustomerOrderId(page: Page): Promise<string> {
  const res = await page.request.get('/api/ecommerce/customer/orders?per_page=1');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { orders: { id: string }[] };
  const order = body.orders[0];
  if (!order) throw new Error('the demo customer has no orders');
  return order.id;
}

/** A published demo trip (package ids are made when the demo is seeded). */
/** An approved specialist of the marketplace demo (`/manila/specialist/{specialistId}`). */
async function demoSpecialistId(page: Page): Promise<string> {
  const res = await page.request.get('/api/marketplace/specialists?per_page=1');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { specialists: { id: string }[] };
  const first = body.specialists[0];
  if (!first) throw new Error('the demo has no approved specialists');
  return first.id;
}

/** The booking link code of an approved demo specialist (`/book/{specialistLinkCode}`), public. */
async function demoSpecialistLinkCode(page: Page): Promise<string> {
  const res = await page.request.get('/api/marketplace/specialists?per_page=1');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { specialists: { link_code: string }[] };
  const first = body.specialists[0];
  if (!first) throw new Error('the demo has no approved specialists');
  return first.link_code;
}

/** The signed-in member's or specialist's first chat (the demo seeds Morgan and Riley's room). */
async function demoChatRoomId(page: Page): Promise<string> {
  const res = await page.request.get('/api/marketplace/chat/rooms');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { rooms: { id: string }[] };
  const first = body.rooms[0];
  if (!first) throw new Error('the demo has no chat for this account');
  return first.id;
}

async function demoPackageId(page: Page): Promise<string> {
  const res = await page.request.get('/api/travel/packages?per_page=1&sort=title');
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { packages: { id: string }[] };
  const pkg = body.packages[0];
  if (!pkg) throw new Error('the demo has no published trips');
  return pkg.id;
}

/** The demo affiliate's travel site code, read as that affiliate in a context of its own. */
async function demoTravelCode(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, 'affiliate@fundpath.test');
    const res = await page.request.get('/api/travel/site');
    expect(res.ok()).toBeTruthy();
    const body = (await res.json()) as { site: { code: string } };
    return body.site.code;
  } finally {
    await context.close();
  }
}
