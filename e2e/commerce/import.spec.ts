import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signInWithForm } from '../support/fixtures';
import { DEMO_STORE, DRAFT_STORE } from './demo-store';

/**
 * e2e/fixtures/product-import-200.csv: a header and 200 product rows (lines 2–201), exactly three
 * of them bad (see e2e/fixtures/README.md).
 */
const CSV = fileURLToPath(new URL('../fixtures/product-import-200.csv', import.meta.url));
const CSV_NAME = 'product-import-200.csv';
const BAD_ROWS = [
  { line: '14', column: 'price', problem: 'row 14: price must be a number' },
  { line: '88', column: 'sku', problem: 'row 88: sku is required' },
  { line: '153', column: 'inventory', problem: 'row 153: inventory cannot be negative' },
];

/** Picks a store in the import's store picker by the name it shows. */
async function chooseStore(page: Page, storeName: string) {
  const picker = page.getByLabel('Store', { exact: true });
  const option = picker.getByRole('option', { name: new RegExp(`^${escapeRegExp(storeName)} \\(#\\d+`) });
  await expect(option).toHaveCount(1);
  const label = (await option.textContent())?.trim() ?? '';
  await picker.selectOption({ label });
  await expect(picker).toHaveValue(/^\d+$/);
}

/** Opens the file chooser from the drop zone, as a person would, and picks the fixture. */
async function uploadCsv(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Choose a CSV file Browse files/ }).click();
  await (await chooser).setFiles(CSV);
}

/** The dry run's error table: exactly the three bad rows, by line, column and message, in file order. */
async function expectExactlyTheBadRows(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dry run' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '3 errors found' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Import errors by line and column' });
  const rows = table.getByRole('row');
  // One header row and exactly three error rows: no other row is reported.
  await expect(rows).toHaveCount(1 + BAD_ROWS.length);
  for (const [i, bad] of BAD_ROWS.entries()) {
    await expect(rows.nth(i + 1).getByRole('cell')).toHaveText([bad.line, bad.column, bad.problem]);
  }
  // 197 valid rows are offered for import; the 3 bad ones are left out.
  await expect(page.getByRole('button', { name: 'Import the 197 valid rows' })).toBeVisible();
}

/**
 * Issue 4/8 "Done means", admin half: the admin opens /admin/product-import, chooses the demo
 * store, uploads a 200-row CSV with 3 bad rows, and the dry run reports exactly those 3 rows.
 * Then the valid rows are imported (into the seed's draft store, so the live demo storefront the
 * other journeys shop in keeps its catalogue) and the progress reaches done.
 */
test('the dry run of a 200-row CSV reports exactly its 3 bad rows, and the valid rows import', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInWithForm(page, 'admin@fundpath.test');
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  await page.goto('/admin/product-import');
  await expect(page.getByRole('heading', { name: 'Product import', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Choose a CSV file Browse files/ })).toBeDisabled();
  await expectAccessible(page, '/admin/product-import');

  // The dry run against the demo coach's store: nothing is written, every bad row is reported.
  await chooseStore(page, DEMO_STORE.name);
  await uploadCsv(page);
  await expect(page.getByText(`${CSV_NAME} into ${DEMO_STORE.name}`)).toBeVisible();
  await expectExactlyTheBadRows(page);
  await expectAccessible(page, '/admin/product-import (dry run report)');
  const recent = page.getByRole('table', { name: 'Recent imports' });
  await expect(recent.getByRole('row', { name: new RegExp(DEMO_STORE.name) })).toContainText('Checked');

  // The import itself, into the draft store: the same report, then the valid rows only.
  await chooseStore(page, DRAFT_STORE.name);
  await uploadCsv(page);
  await expect(page.getByText(`${CSV_NAME} into ${DRAFT_STORE.name}`)).toBeVisible();
  await expectExactlyTheBadRows(page);
  await page.getByRole('button', { name: 'Import the 197 valid rows' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('3 rows with errors will be left out');
  await confirm.getByRole('button', { name: 'Import', exact: true }).click();

  // The background job's progress, polled until done.
  await expect(page.getByText('Import finished: 197 created, 0 updated, 3 rows left out.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveCount(0);
  await expect(recent.getByRole('row', { name: new RegExp(DRAFT_STORE.name) })).toContainText('Done');
  await expect(recent.getByRole('row', { name: new RegExp(DRAFT_STORE.name) })).toContainText('197 / 0');
  await expectAccessible(page, '/admin/product-import (import done)');
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
