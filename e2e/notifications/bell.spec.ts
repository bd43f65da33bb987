import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signIn } from '../support/fixtures';

/**
 * Issue 2/8 "Done means": staff reply to a client's ticket and the client, on another page, sees
 * the notification arrive live (toast, bell count) without a reload; opening it goes to the ticket.
 */
test("a staff reply to a client's ticket shows up live under the client's bell", async ({ browser }) => {
  test.setTimeout(60_000);
  const clientContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const client = await clientContext.newPage();
  const admin = await adminContext.newPage();
  await signIn(client, 'client@fundpath.test');
  await signIn(admin, 'admin@fundpath.test');

  const title = `Where is my funding report ${Date.now()}`;
  const created = await client.request.post('/api/tickets', {
    data: { title, description: 'The report page stays blank.' },
  });
  expect(created.ok()).toBeTruthy();
  const ticket = (await created.json()).ticket as { id: string; ticket_number: string };

  await client.goto('/client-center');
  const bell = client.getByRole('button', { name: /^Notifications/ });
  // The count comes from the server (the bell draws before its count arrives), then the bell
  // must agree with it before the reply is sent.
  const countRes = await client.request.get('/api/notifications/unread-count');
  expect(countRes.ok()).toBeTruthy();
  const before = ((await countRes.json()) as { unread_count: number }).unread_count;
  await expect(bell).toHaveAttribute(
    'aria-label',
    before === 0 ? 'Notifications' : `Notifications, ${before} unread`,
  );

  const reply = await admin.request.post(`/api/tickets/${ticket.id}/messages`, {
    data: { message: 'We re-ran it: your report is ready.' },
  });
  expect(reply.ok()).toBeTruthy();

  const notice = `replied to your ticket ${ticket.ticket_number}: ${title}`;
  await expect(client.getByText(new RegExp(notice)).first()).toBeVisible();
  await expect(client.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();

  await client.getByRole('button', { name: `Notifications, ${before + 1} unread` }).click();
  await expect(client.getByRole('list', { name: 'Notifications list' })).toBeVisible();
  await expectAccessible(client, 'the open notifications panel');
  await client
    .getByRole('list', { name: 'Notifications list' })
    .getByRole('button', { name: new RegExp(`Unread: .*${notice}`) })
    .click();
  await expect(client).toHaveURL(new RegExp(`/client/support\\?ticket=${ticket.id}`));
  // The ticket opens in a modal dialog (the page behind it, bell included, is hidden from
  // assistive tech while it is open): read it, close it, then the bell shows one fewer unread.
  const dialog = client.getByRole('dialog');
  await expect(dialog.getByText(title).first()).toBeVisible();
  await client.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(client.getByRole('button', { name: /^Notifications/ })).toHaveAttribute(
    'aria-label',
    before === 0 ? 'Notifications' : `Notifications, ${before} unread`,
  );

  await clientContext.close();
  await adminContext.close();
});
