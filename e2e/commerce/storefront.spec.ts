import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signInWithForm } from '../support/fixtures';
import { DEMO_STORE, storeIdOf } from './demo-store';

/**
 * Issue 4/8 "Done means", storefront half, on the demo coach's live store (seed: Jordan's Funding
 * Shop, owned by client@fundpath.test). The second journey ships and tracks the order the first
 * one placed, so they run in order and the second is skipped if the first fails.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const visitor = {
  email: `sam.shopper.${stamp}@example.com`,
  name: 'Sam Shopper',
  line1: '12 Harbor Street',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
};
const shipment = { carrier: 'USPS', tracking: `9400 1118 9922 ${String(stamp).slice(-6)}`.replace(/ /g, '') };

/** What the first journey placed, for the second. */
const placed = { storeId: 0, number: '' };

/** The anonymous visitor's own browser (its cart cookie), kept from buying to tracking. */
let visitorContext: BrowserContext;
test.beforeAll(async ({ browser }) => {
  visitorContext = await browser.newContext();
});
test.afterAll(async () => {
  await visitorContext.close();
});

const TEE = 'Fundable Founder Tee';
const MUG = 'Fundable Ceramic Mug';

/** The header's cart link, named with its count ("Cart, 2 items"). */
const cartLink = (page: Page, count: number) =>
  page.getByRole('link', { name: new RegExp(`^Cart\\W+${count} items?$`) });

/** Opens a product from the list on screen by its title. */
async function openProduct(page: Page, title: string) {
  await page.getByRole('link', { name: new RegExp(`^${title}\\b`) }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** "Added … to your cart" has a View cart action: the shopper follows it to the cart. */
async function viewCartFromToast(page: Page, title: string) {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: `Added ${title} to your cart` });
  await toast.getByRole('button', { name: 'View cart' }).first().click();
  await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
}

/** Contact, shipping address and a card, as a shopper types them at checkout. */
async function fillCheckout(page: Page, cardNumber: string) {
  await page.getByLabel('E-mail').fill(visitor.email);
  await page.getByLabel('Full name').fill(visitor.name);
  await page.getByLabel('Address', { exact: true }).fill(visitor.line1);
  await page.getByLabel('City').fill(visitor.city);
  await page.getByLabel('State / province').fill(visitor.state);
  await page.getByLabel('ZIP / postal code').fill(visitor.postalCode);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

test('an anonymous visitor filters, buys two products with 4242…, and a declined card keeps the cart', async () => {
  test.setTimeout(60_000);
  const page = await visitorContext.newPage();
  placed.storeId = await storeIdOf(page.request, DEMO_STORE.slug);
  const store = `/store/${placed.storeId}`;

  // The store's front page, anonymous.
  await page.goto(store);
  await expect(page.getByRole('heading', { name: DEMO_STORE.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New arrivals' }).getByRole('img').first()).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
  await expectAccessible(page, `${store} (store home)`);

  // Filter by a category: only apparel is listed.
  await page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: 'Apparel' }).click();
  await expect(page.getByRole('heading', { name: 'Apparel', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Apparel$/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: new RegExp(`^${TEE}\\b`) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${MUG}\\b`) })).toHaveCount(0);
  await expectAccessible(page, `${store}/products?category=Apparel`);

  // The tee in size M.
  await openProduct(page, TEE);
  // The sizes are pills (labels around visually hidden radios): click the pill.
  const sizes = page.getByRole('group', { name: 'Options' });
  await sizes.getByText(/^M\b/).click();
  await expect(sizes.getByRole('radio', { name: /^M\b/ })).toBeChecked();
  await expectAccessible(page, `${store}/product (${TEE})`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`Added ${TEE} (M) to your cart`)).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();

  // Search the catalogue for the mug.
  await page
    .getByRole('navigation', { name: 'Store', exact: true })
    .getByRole('link', { name: 'Products' })
    .click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('mug');
  await expect(page.getByRole('heading', { name: 'Results for “mug”', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^1 product$/ })).toBeVisible();
  await openProduct(page, MUG);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page, 2)).toBeVisible();

  // The cart (through the toast's own link: the toast sits over the header's cart link), one more
  // mug, and the server's totals follow (28 + 2 × 18 = 64.00, shipping 9.99, tax 8.75 %).
  await viewCartFromToast(page, MUG);
  const lines = page.getByRole('main').getByRole('listitem');
  await expect(lines.filter({ hasText: TEE }).getByText('M', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${MUG}` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${MUG}` })).toHaveValue('2');
  await expect(cartLink(page, 3)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Subtotal$64.00');
  await expect(summary).toContainText('Shipping$9.99');
  await expect(summary).toContainText('Tax$5.60');
  await expect(summary).toContainText('Total$79.59');
  await expectAccessible(page, `${store}/cart`);

  // Checkout with the card that pays.
  await summary.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await fillCheckout(page, '4242 4242 4242 4242');
  // The cart's toasts are cleared at checkout: colours are judged with none fading out.
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')).toHaveCount(0);
  await expectAccessible(page, `${store}/checkout`);
  await page.getByRole('button', { name: 'Pay $79.59' }).click();

  // The confirmation: the order's number, its lines and total.
  await expect(page).toHaveURL(/\/order-confirmation\//);
  await expect(page.getByRole('heading', { name: 'Thank you, Sam!', level: 1 })).toBeVisible();
  const numberText = await page.getByText(/^Order FP-\d+$/).textContent();
  placed.number = /FP-\d+/.exec(numberText ?? '')?.[0] ?? '';
  expect(placed.number).toMatch(/^FP-\d{5,}$/);
  const receipt = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(receipt).toContainText(`${TEE}M · 1 × $28.00`);
  await expect(receipt).toContainText(`${MUG}2 × $18.00`);
  await expect(receipt).toContainText('Total$79.59');
  await expect(cartLink(page, 0)).toBeVisible();
  await expectAccessible(page, `${store}/order-confirmation`);

  // A second order, paid with the card that is declined: the message shows and the cart stays.
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('mug');
  await expect(page.getByRole('status').filter({ hasText: /^1 product$/ })).toBeVisible();
  await openProduct(page, MUG);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page, 1)).toBeVisible();
  await viewCartFromToast(page, MUG);
  await page.getByRole('region', { name: 'Order summary' }).getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await fillCheckout(page, '4000 0000 0000 0002');
  // 18.00 + shipping 9.99 + tax 1.58
  await page.getByRole('button', { name: 'Pay $29.57' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(MUG);
  await expect(cartLink(page, 1)).toBeVisible();
  await expectAccessible(page, `${store}/checkout (declined)`);

  // The cart is kept on the server: a fresh load still holds the mug.
  await page.goto(`${store}/cart`);
  await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: MUG, exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Quantity of ${MUG}` })).toHaveValue('1');
  await expect(cartLink(page, 1)).toBeVisible();
});

test('the owner ships the order with a tracking number, and the visitor’s track-order page shows it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  expect(placed.number, 'the first journey placed an order').not.toBe('');

  // The owner finds the order in /client/orders and marks it shipped.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInWithForm(owner, 'client@fundpath.test');
  await expect(owner).toHaveURL(/\/client-center/);
  await owner.goto('/client/orders');
  await expect(owner.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  // The search is debounced and shows the previous rows (dimmed, aria-busy) until it answers:
  // wait for the searched list itself, so the checks below judge the settled table.
  const searched = owner.waitForResponse(
    (r) => r.url().includes('/api/') && r.url().includes(placed.number) && r.request().method() === 'GET',
  );
  await owner.getByRole('searchbox', { name: 'Search orders' }).fill(placed.number);
  await searched;
  const table = owner.getByRole('table', { name: 'Orders' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const row = table.getByRole('row', { name: new RegExp(placed.number) });
  await expect(row).toContainText(visitor.email);
  await expect(row).toContainText('$79.59');
  await expect(row).toContainText('Paid, to ship');
  await expectAccessible(owner, '/client/orders');

  await row.getByRole('button', { name: placed.number }).click();
  const drawer = owner.getByRole('dialog', { name: `Order ${placed.number}` });
  await expect(drawer).toContainText(visitor.name);
  await expectAccessible(owner, '/client/orders (order drawer)');
  await drawer.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = owner.getByRole('dialog', { name: `Mark ${placed.number} as shipped` });
  await ship.getByLabel('Carrier').fill(shipment.carrier);
  await ship.getByLabel('Tracking number').fill(shipment.tracking);
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship).toBeHidden();
  await expect(drawer).toContainText(shipment.tracking);
  await owner.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('Shipped');
  await ownerContext.close();

  // The visitor, back in their own browser (the declined mug still in the cart), looks the order
  // up by number and e-mail.
  const page = await visitorContext.newPage();
  await page.goto(`/store/${placed.storeId}`);
  await expect(cartLink(page, 1)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Store', exact: true })
    .getByRole('link', { name: 'Track order' })
    .click();
  await expect(page.getByRole('heading', { name: 'Track your order', level: 1 })).toBeVisible();
  await page.getByLabel('Order number').fill(placed.number);
  await page.getByLabel('E-mail').fill(visitor.email);
  await page.getByRole('button', { name: 'Find order' }).click();
  const tracked = page.getByRole('region', { name: `Order ${placed.number}` });
  await expect(tracked).toContainText('Shipped');
  await expect(tracked.getByText(`${shipment.carrier}, tracking number ${shipment.tracking}`)).toBeVisible();
  await expect(tracked.getByRole('listitem').filter({ hasText: 'Shipped (done)' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expectAccessible(page, `/store/${placed.storeId}/track-order`);
});
