import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signInWithForm } from '../support/fixtures';
import { receivedMail } from '../support/mail-sink';

/**
 * Issue 3/8 "Done means", people and permissions: admin@fundpath.test invites a funding_team
 * user, who accepts in a second browser; an override removes tickets.assign from them, and they
 * can no longer assign a ticket (the server refuses, the UI hides the control); the audit log
 * shows both changes.
 */
test('an invited funding user loses ticket assignment through an override, and the audit log shows it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const email = `fiona.${stamp}@example.com`;
  const name = `Fiona Funding ${stamp}`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWithForm(admin, 'admin@fundpath.test');
  await expect(admin).toHaveURL(/\/admin\/dashboard/);

  // The admin invites them from /admin/users.
  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expectAccessible(admin, '/admin/users');
  await admin.getByRole('button', { name: 'Invite user' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Role').selectOption('funding_team');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  // The invite goes out through the loopback SMTP server; the link is in the message it received.
  await expect(admin.getByText(`Invite sent to ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  let link = '';
  await expect
    .poll(() => {
      const mail = receivedMail(email).at(-1);
      link = mail?.text.match(/https?:\/\/\S+\/accept-invite\?token=[\w-]+/)?.[0] ?? '';
      return link;
    })
    .toContain('/accept-invite?token=');
  await expect(admin.getByRole('table', { name: 'Open invites' }).getByText(email)).toBeVisible();

  // The invitee, in their own browser, chooses a password and lands on the staff dashboard.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(new URL(link).pathname + new URL(link).search);
  await expect(staff.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
  await expect(staff.getByText('Funding team', { exact: true })).toBeVisible();
  await expectAccessible(staff, '/accept-invite');
  await staff.getByLabel('Password', { exact: true }).fill('fiona-password-2026');
  await staff.getByLabel('Confirm password').fill('fiona-password-2026');
  await staff.getByRole('button', { name: 'Create my account' }).click();
  await expect(staff).toHaveURL(/\/admin\/dashboard/);

  // Before the override they can assign: the ticket shows the Assignee control.
  const list = await staff.request.get('/api/tickets?per_page=1');
  expect(list.ok()).toBeTruthy();
  const ticketId = (await list.json()).tickets[0].id as string;
  await openTicket(staff, ticketId);
  await expect(manage(staff).getByLabel('Assignee')).toBeVisible();

  // The admin removes tickets.assign from them with an override.
  await admin.goto('/admin/permissions/overrides');
  const form = admin.getByRole('form', { name: 'New override' });
  await form.getByLabel('Person').fill(name.slice(0, 12));
  await admin
    .getByRole('list', { name: 'Matching people' })
    .getByRole('button', { name: new RegExp(email) })
    .click();
  await form.getByLabel('Permission').selectOption('tickets.assign');
  await form.getByLabel('Remove it').check();
  await form.getByLabel('Reason').fill('New starter: assignments go through the team lead for now');
  await form.getByRole('button', { name: 'Save override' }).click();
  await expect(admin.getByText(/Removed for/)).toBeVisible();

  // The server refuses their assignment, and the control is gone.
  const me = await (await staff.request.get('/api/auth/current-user')).json();
  expect(me.user.permissions['tickets.assign']).toBe(false);
  const refused = await staff.request.patch(`/api/tickets/${ticketId}/assign`, {
    data: { assigned_to: me.user.id },
  });
  expect(refused.status()).toBe(403);
  await openTicket(staff, ticketId);
  await expect(manage(staff).getByLabel('Priority')).toBeVisible();
  await expect(manage(staff).getByLabel('Assignee')).toHaveCount(0);

  // The audit log holds the invitation and the override.
  await admin.goto('/admin/permissions/audit-logs');
  const log = admin.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText(`${name} <${email}> · Assign tickets`)).toBeVisible();
  await expect(log.getByText('permission.override_set').first()).toBeVisible();
  await admin.getByLabel('Action').selectOption('user.invited');
  // Filtered on the server: the override and the acceptance rows go away, the invitation stays.
  await expect(log.getByText('permission.override_set')).toHaveCount(0);
  await expect(log.getByText(`${name} <${email}>`, { exact: true })).toHaveCount(1);
  await expect(log.getByText('user.invited').first()).toBeVisible();
  await expectAccessible(admin, '/admin/permissions/audit-logs');

  await staffContext.close();
  await adminContext.close();
});

/** The open ticket's staff controls. */
const manage = (page: Page) => page.getByRole('dialog').getByRole('region', { name: 'Manage ticket' });

async function openTicket(page: Page, id: string) {
  await page.goto(`/admin/support?ticket=${id}`);
  await expect(page.getByRole('dialog')).toBeVisible();
}

/**
 * Issue 3/8 "Done means", white-label half: the admin edits the brand colour and the landing
 * hero, and a signed-out visitor sees both on `/` without a restart.
 */
test('a brand colour and a published landing hero reach signed-out visitors at once', async ({ browser }) => {
  test.setTimeout(90_000);
  const colour = '#0f766e';
  const headline = `Funding, coached step by step ${Date.now()}`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWithForm(admin, 'admin@fundpath.test');
  await expect(admin).toHaveURL(/\/admin\/dashboard/);

  await admin.goto('/admin/brand');
  const primary = admin.getByLabel('Primary colour', { exact: true });
  await primary.fill(colour);
  await admin.getByRole('button', { name: 'Save brand' }).click();
  await expect(admin.getByText(/saved/i).first()).toBeVisible();
  await expectAccessible(admin, '/admin/brand');

  await admin.goto('/admin/landing-page-editor');
  const hero = admin.getByLabel('Headline');
  await hero.fill(headline);
  // The live preview beside the form follows the typing.
  await expect(admin.getByRole('heading', { name: headline }).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('Published', { exact: true }).first()).toBeVisible();

  // A visitor who never signed in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: headline })).toBeVisible();
  await expect
    .poll(() =>
      visitor.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      ),
    )
    .toBe(colour);
  await expectAccessible(visitor, '/ with the published landing');

  await visitorContext.close();
  await adminContext.close();
});
