import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signInWithForm } from '../support/fixtures';
import { receivedMail } from '../support/mail-sink';

/**
 * Issue 17 (8/8) "Done means", automations: admin@ opens /automations, finds the ready "New client
 * onboarding" workflow (welcome e-mail, first steps, nudge after 3 days without progress), shortens
 * its wait to 1 minute in the editor, tries it in test mode (nothing is sent) and switches it on.
 * A new client signs up (an admin invite, accepted in their own browser at /accept-invite: the way
 * client accounts are made, spec §2); the loopback SMTP server receives the welcome e-mail and,
 * a minute later, the nudge, for that client only; the admin sees the run and its log on
 * /automations. The steps share what the first made: serial.
 */
test.describe.configure({ mode: 'serial' });

const WORKFLOW = 'New client onboarding';
const stamp = Date.now();
const newcomer = {
  first: 'Noor',
  name: `Noor Newcomer ${stamp}`,
  email: `noor.newcomer.${stamp}@example.com`,
};
const WELCOME = new RegExp(`^Welcome to .+, ${newcomer.first}!$`);
const NUDGE = `Ready for your next step, ${newcomer.first}?`;
/** When the journey started: messages before it belong to other journeys. */
const since = new Date().toISOString();

let adminContext: BrowserContext;
let admin: Page;
test.beforeAll(async ({ browser }) => {
  adminContext = await browser.newContext();
  admin = await adminContext.newPage();
  await signInWithForm(admin, 'admin@fundpath.test');
  await expect(admin).toHaveURL(/\/admin\/dashboard/);
});
test.afterAll(async () => {
  await adminContext.close();
});

test('the admin shortens the onboarding wait to 1 minute, tests it on a user and switches it on', async () => {
  test.setTimeout(60_000);
  const page = admin;
  await page.goto('/automations');
  await expect(page.getByRole('heading', { level: 1, name: 'Automations' })).toBeVisible();

  // The ready template is there (and as a workflow the demo ships turned off).
  await page.getByRole('tab', { name: 'Templates' }).click();
  const templates = page.getByRole('list', { name: 'Templates' });
  await expect(templates.getByText(WORKFLOW, { exact: true })).toBeVisible();
  await expect(templates.getByText('Nudge e-mail, only if there was no progress')).toBeVisible();
  await expectAccessible(page, '/automations templates');
  await page.getByRole('tab', { name: 'Workflows' }).click();
  const list = page.getByRole('list', { name: 'Workflows' });
  await expect(list.getByRole('heading', { name: WORKFLOW })).toBeVisible();
  await expect(list.getByRole('switch', { name: `Enabled: ${WORKFLOW}` })).not.toBeChecked();
  await expectAccessible(page, '/automations');

  await list.getByRole('button', { name: `Edit ${WORKFLOW}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit workflow' })).toBeVisible();
  const actions = page.getByRole('list', { name: 'Actions' });
  await expect(actions.getByRole('heading', { name: '1. Send e-mail' })).toBeVisible();
  await expect(actions.getByRole('heading', { name: '3. Wait' })).toBeVisible();
  const length = page.getByLabel('Wait length of action 3');
  const unit = page.getByLabel('Wait unit of action 3');
  await expect(length).toHaveValue('3');
  await expect(unit).toHaveValue('days');
  await length.fill('1');
  await unit.selectOption('minutes');
  await expect(page.getByText('Carries on after 1 minute.')).toBeVisible();

  // Test mode on the edited workflow: what would happen for one chosen user, nothing sent.
  const testMode = page.getByRole('region', { name: 'Test result' });
  await page.getByLabel('Find a user').fill('client@fundpath.test');
  const who = page.getByLabel('User to test with');
  await expect(who.getByRole('option', { name: /client@fundpath\.test/ })).toHaveCount(1);
  await who.selectOption({
    label: (await who.getByRole('option', { name: /client@fundpath\.test/ }).textContent())!,
  });
  await page.getByRole('button', { name: 'Run test' }).click();
  const wouldDo = testMode.getByRole('list', { name: 'Test actions' });
  await expect(wouldDo.getByText(/^1\. E-mail “Welcome to .+” to client@fundpath\.test$/)).toBeVisible();
  await expect(wouldDo.getByText('3. Wait 1 minute')).toBeVisible();
  await expect(
    wouldDo.getByText(/^4\. E-mail “Ready for your next step, .+\?” to client@fundpath\.test$/),
  ).toBeVisible();
  await expect(wouldDo.getByText('after 1 minute').first()).toBeVisible();
  await expectAccessible(page, '/automations editor with a test result');

  await page.getByRole('switch', { name: /^Enabled/ }).check();
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(page.getByText('Workflow saved')).toBeVisible();

  await page.getByRole('button', { name: 'All workflows' }).click();
  await expect(list.getByRole('switch', { name: `Enabled: ${WORKFLOW}` })).toBeChecked();
  // Test mode sent nothing.
  expect(receivedMail('client@fundpath.test').filter((m) => m.received_at >= since)).toEqual([]);
});

test('a new client signs up through an invite and gets the welcome e-mail, then the nudge after the wait', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = admin;
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('E-mail').fill(newcomer.email);
  await dialog.getByLabel('Full name').fill(newcomer.name);
  await dialog.getByLabel('Role').selectOption('client');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(`Invite sent to ${newcomer.email}`)).toBeVisible();
  let link = '';
  await expect
    .poll(() => {
      const mail = receivedMail(newcomer.email).at(-1);
      link = mail?.text.match(/https?:\/\/\S+\/accept-invite\?token=[\w-]+/)?.[0] ?? '';
      return link;
    })
    .toContain('/accept-invite?token=');

  // The newcomer, in their own browser, chooses a password: the account exists, they are signed in.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(new URL(link).pathname + new URL(link).search);
  await expect(client.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
  await client.getByLabel('Password', { exact: true }).fill('noor-password-2026');
  await client.getByLabel('Confirm password').fill('noor-password-2026');
  await client.getByRole('button', { name: 'Create my account' }).click();
  await expect(client).toHaveURL(/\/client-center/);
  await clientContext.close();

  const onboarding = (subject: string | RegExp) =>
    receivedMail()
      .filter((m) => m.received_at >= since)
      .filter((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));

  // The welcome, at once.
  await expect.poll(() => onboarding(WELCOME).length, { timeout: 30_000 }).toBe(1);
  const welcome = onboarding(WELCOME)[0]!;
  expect(welcome.to).toEqual([newcomer.email]);
  expect(welcome.text).toContain(`Hi ${newcomer.first},`);
  expect(welcome.text).toContain('Your first steps');
  expect(welcome.headers['list-unsubscribe']).toMatch(/^<https?:\/\/.+>/);
  expect(onboarding(NUDGE)).toHaveLength(0);

  // The nudge, once the (shortened) wait is over: they made no progress.
  await expect.poll(() => onboarding(NUDGE).length, { timeout: 180_000, intervals: [2_000, 5_000] }).toBe(1);
  const nudge = onboarding(NUDGE)[0]!;
  expect(nudge.to).toEqual([newcomer.email]);
  expect(new Date(nudge.received_at).getTime() - new Date(welcome.received_at).getTime()).toBeGreaterThan(
    55_000,
  );
  // Only the newcomer was welcomed or nudged: nobody else's onboarding started or carried on.
  expect(
    receivedMail()
      .filter((m) => m.received_at >= since)
      .filter((m) => /^Welcome to .+!$|^Ready for your next step/.test(m.subject))
      .flatMap((m) => m.to),
  ).toEqual([newcomer.email, newcomer.email]);
});

test('the admin sees the run and its log on /automations', async () => {
  const page = admin;
  await page.goto('/automations');
  await page.getByRole('tab', { name: 'Runs' }).click();
  await page.getByLabel('Workflow', { exact: true }).selectOption({ label: WORKFLOW });
  const runs = page.getByRole('list', { name: 'Runs' });
  const row = runs.getByRole('listitem').filter({ hasText: newcomer.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Signed up (accepted an invite)', { exact: false })).toBeVisible();
  await expect(row.getByText('Done', { exact: true })).toBeVisible();
  await expectAccessible(page, '/automations runs');

  await row.getByRole('button', { name: `Details of the run of ${newcomer.name} in ${WORKFLOW}` }).click();
  const run = page.getByRole('dialog', { name: `Run of “${WORKFLOW}”` });
  await expect(run.getByText(newcomer.email, { exact: true })).toBeVisible();
  const log = run.getByRole('list', { name: 'Run log' });
  const line = (step: string, detail: string | RegExp) =>
    log.getByRole('listitem').filter({ hasText: step }).filter({ hasText: detail });
  await expect(line('trigger', 'Started: Signed up (accepted an invite)')).toHaveCount(1);
  await expect(
    line(
      'Action 1',
      new RegExp(`E-mail sent: “Welcome to .+, ${newcomer.first}!” to ${escapeRegExp(newcomer.email)}`),
    ),
  ).toHaveCount(1);
  await expect(line('Action 2', `Notified ${newcomer.first}`)).toHaveCount(1);
  await expect(line('Action 3', 'Waiting 1 minute, until')).toHaveCount(1);
  await expect(line('Action 4', `E-mail sent: “${NUDGE}” to ${newcomer.email}`)).toHaveCount(1);
  await expect(line('end', 'Run finished')).toHaveCount(1);
  // Each line says when: a timestamp per step.
  await expect(log.locator('time')).toHaveCount(await log.getByRole('listitem').count());
  await expect(log.getByText('failed', { exact: true })).toHaveCount(0);
  await expectAccessible(page, '/automations run log');
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
