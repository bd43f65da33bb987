import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { signIn } from './fixtures';

/**
 * Issue 6 "Done means": a client opens a ticket with an attachment; an admin, in a second browser
 * context, replies, adds an internal note and changes the status; the client sees the reply and
 * the status arrive live (no reload) and never sees the note.
 */
test('a client and an admin work a ticket together, live, and the note stays internal', async ({
  browser,
}) => {
  // Two signed-in browsers and a dozen round trips: more than the default budget on a busy runner.
  test.setTimeout(60_000);
  const title = `Collection still on my report ${Date.now()}`;
  const reply = 'Thanks! We asked the bureau for a fresh pull.';
  const note = 'Internal: bureau confirmed deletion, cache clears Friday.';

  const clientContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const client = await clientContext.newPage();
  const admin = await adminContext.newPage();
  await signIn(client, 'client@fundpath.test');
  await signIn(admin, 'admin@fundpath.test');

  // The client opens a ticket with a file.
  await client.goto('/client/support');
  await client
    .getByRole('button', { name: /New Ticket/ })
    .first()
    .click();
  const create = client.getByRole('dialog', { name: 'Create Ticket' });
  await expectAccessible(client, 'the Create Ticket dialog');
  await create.getByLabel('Title').fill(title);
  await create
    .getByLabel('Description')
    .fill('Equifax removed the Midland collection but my report still shows it.');
  await create.getByLabel('Attachment').setInputFiles({
    name: 'equifax-letter.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Equifax: the Midland collection has been deleted.\n'),
  });
  await create.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(client.getByText('Ticket created successfully')).toBeVisible();
  await expect(client.getByText('File uploaded successfully')).toBeVisible();

  const clientTicket = client.getByRole('dialog', { name: title });
  await expect(clientTicket).toBeVisible();
  // The file shows in the conversation (and in the ticket's file list).
  await expect(
    clientTicket
      .getByRole('article', { name: /File from/ })
      .getByRole('link', { name: /equifax-letter\.txt/ }),
  ).toBeVisible();
  await expect(clientTicket.getByText('Open', { exact: true }).first()).toBeVisible();
  const ticketId = new URL(client.url()).searchParams.get('ticket');
  expect(ticketId).toBeTruthy();

  // The admin finds it on the desk and opens it.
  await admin.goto('/admin/support');
  await admin.getByRole('button', { name: new RegExp(title) }).click();
  const adminTicket = admin.getByRole('dialog', { name: title });
  await expect(adminTicket.getByRole('link', { name: /equifax-letter\.txt/ }).first()).toBeVisible();

  // Reply (Enter sends), internal note, status.
  await adminTicket.getByRole('textbox', { name: 'Message' }).fill(reply);
  await adminTicket.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(
    adminTicket.getByRole('article', { name: /Message from/ }).filter({ hasText: reply }),
  ).toBeVisible();

  await adminTicket.getByRole('radio', { name: 'Internal note' }).click();
  await adminTicket.getByRole('textbox', { name: 'Internal note' }).fill(note);
  await adminTicket.getByRole('button', { name: 'Add note' }).click();
  await expect(
    adminTicket.getByRole('article', { name: /Internal note from/ }).filter({ hasText: note }),
  ).toBeVisible();

  await expectAccessible(admin, 'the staff ticket dialog with a reply and an internal note');
  await adminTicket.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
  await expect(admin.getByText('Status updated successfully')).toBeVisible();

  // The client sees the reply and the new status without reloading, and never the note.
  await expect(clientTicket.getByRole('article').filter({ hasText: reply })).toBeVisible();
  await expect(clientTicket.getByText('In progress', { exact: true }).first()).toBeVisible();
  await expect(clientTicket.getByText(note)).toHaveCount(0);
  await expect(clientTicket.getByText('Internal note')).toHaveCount(0);

  // Nor does the API give it to them.
  const res = await client.request.get(`/api/tickets/${ticketId}`);
  const body = await res.json();
  expect(body.ticket.messages.map((m: { message: string }) => m.message)).toEqual([reply]);
  expect(JSON.stringify(body)).not.toContain(note);

  await clientContext.close();
  await adminContext.close();
});
