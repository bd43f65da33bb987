import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/fixtures';

/**
 * Issue 3 "Done means": a client completes steps 1–2 by doing their tasks and fields, is blocked
 * with the right message when something required is missing, is routed by their credit report,
 * and a staff member approves a pending step. One journey, in order, on the seeded demo client.
 */
test.describe.configure({ mode: 'serial' });

const taskCard = (page: Page, title: string) => page.locator('li[data-task-id]', { hasText: title });

async function completeStep(page: Page, n: number) {
  await page.getByRole('button', { name: new RegExp(`^(Complete|Submit) Step ${n}`) }).click();
}

test('a client walks steps 1–2, is routed by the credit report, and staff approve a pending step', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('hideTutorial', 'true'));
  await signIn(page, 'client@fundpath.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome & Funding Goals' })).toBeVisible();
  await expect(page.getByText('0%')).toBeVisible();

  // Step 1: completing with nothing done is refused with the missing fields listed, first one focused.
  await completeStep(page, 1);
  const missing = page.getByRole('alertdialog');
  await expect(missing.getByText(/Please complete all required fields/)).toBeVisible();
  await expect(missing.getByText('First Name')).toBeVisible();
  await missing.getByRole('button', { name: 'OK' }).click();
  const firstName = page.getByLabel('First Name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');

  // Fill the form task and submit it.
  await firstName.fill('Jordan');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Email Address').fill('jordan@example.com');
  await page.getByLabel('Mobile Phone').fill('(555) 123-4567');
  await page.getByLabel('Funding Amount Requested').fill('50000');
  await page.getByLabel('Primary Use of Funds').selectOption('Working capital');
  await page.getByLabel('When Do You Need the Funds?').selectOption('1-3 months');
  await taskCard(page, 'Tell us about you').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form submitted successfully')).toBeVisible();

  // The acknowledgement is still open: blocked with the required-task message.
  await completeStep(page, 1);
  await expect(
    page.getByText('Please complete all 1 required task(s) before finishing this step.'),
  ).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await taskCard(page, 'Acknowledge the coaching program agreement').getByRole('checkbox').check();
  await expect(page.getByText('Task completed!').first()).toBeVisible();

  await completeStep(page, 1);
  const done1 = page.getByRole('alertdialog');
  await expect(done1.getByText('Step 1 complete!')).toBeVisible();
  await expect(done1.getByText(/Next up: Step 2/)).toBeVisible();
  await done1.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Credit Assessment & Qualification' })).toBeVisible();

  // Step 2: checklist, external action (confirmed after the link opens), link, form.
  const freezes = taskCard(page, 'Lift credit freezes');
  for (const bureau of ['Equifax', 'Experian', 'TransUnion'])
    await freezes.getByRole('checkbox', { name: new RegExp(`^${bureau} freeze lifted`) }).check();
  await expect(freezes.getByText('All set')).toBeVisible();

  const monitoring = taskCard(page, 'Connect three-bureau credit monitoring');
  await expect(monitoring.getByRole('button', { name: 'Yes, I completed it' })).toHaveCount(0);
  const popup = page.waitForEvent('popup');
  await monitoring.getByRole('link', { name: /Enroll in credit monitoring/ }).click();
  await (await popup).close();
  await monitoring.getByRole('button', { name: 'Yes, I completed it' }).click();
  await expect(monitoring.getByText('Confirmed')).toBeVisible();

  await taskCard(page, 'Pull your three-bureau report')
    .getByRole('button', { name: 'Mark complete' })
    .click();

  const income = taskCard(page, 'Income and personal details');
  await income.getByLabel('Date of Birth').fill('1985-04-12');
  await income.getByLabel('SSN (last 4 digits)').fill('1234');
  await income.getByLabel('Home Address').fill('12 Main Street, Springfield, IL 62701');
  await income.getByLabel('Personal Annual Income').fill('85000');
  await income.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form submitted successfully')).toBeVisible();

  // The credit report decides the route: a clean sandbox report shows approvals → funding route.
  const fetched = await page.request.post('/api/client/credit-report/fetch', {
    data: { email: 'clean@sandbox.fundpath.test', password: 'sandbox-2026' },
  });
  expect(fetched.ok()).toBeTruthy();

  await completeStep(page, 2);
  const done2 = page.getByRole('alertdialog');
  await expect(done2.getByText('Step 2 complete!')).toBeVisible();
  await expect(done2.getByText(/funding route/)).toBeVisible();
  await expect(done2.getByText(/Next up: Step 4/)).toBeVisible();
  await done2.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: /Funding Route/ })).toBeVisible();
  await expect(page.getByText('2/17 Steps')).toBeVisible();

  // Staff make step 4 need approval (as the step manager would).
  const staff = await playwright.request.newContext({ baseURL });
  expect(
    (
      await staff.post('/api/auth/login', { data: { email: 'admin@fundpath.test', password: DEMO_PASSWORD } })
    ).ok(),
  ).toBeTruthy();
  expect(
    (await staff.post('/api/coaching-scripts', { data: { step_number: 4, requires_approval: true } })).ok(),
  ).toBeTruthy();

  await page.reload();
  await taskCard(page, 'Review your lender sequence').getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('Task completed!').first()).toBeVisible();
  const checklist = taskCard(page, 'Freeze-proof checklist');
  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await expect(checklist.getByText('All set')).toBeVisible();
  await completeStep(page, 4);
  const submitted = page.getByRole('alertdialog');
  await expect(submitted.getByText('Submitted for approval', { exact: true })).toBeVisible();
  await submitted.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Awaiting approval').first()).toBeVisible();

  // A staff member approves it from the journey dashboard.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, 'admin@fundpath.test');
  await staffPage.goto('/admin/journey/dashboard');
  // Other demo clients wait on step 4 too (the workspace analytics demo): approve Jordan's.
  await staffPage.getByRole('button', { name: /^Approve Step 4 for Jordan Client/ }).click();
  await staffPage.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(staffPage.getByText('Step 4 approved')).toBeVisible();
  await staffContext.close();
  await staff.dispose();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Business Foundation' })).toBeVisible();
});
