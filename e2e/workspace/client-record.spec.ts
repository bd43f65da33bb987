import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO_PASSWORD, signIn } from '../support/fixtures';

/**
 * Issue 7/8 "Done means": funding@ opens /clients, filters to clients waiting for approval, opens
 * the demo client's record and sees their steps, credit decision, tickets and documents on one
 * page; adds a note mentioning credit@ (who gets a live notification); creates a follow-up task
 * due tomorrow; creates a booking link; a signed-out visitor books it and appears as a lead on
 * the pipeline board. The steps share what the first made: serial.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
/** A demo client waiting for a step approval (seed/workspace-analytics-demo.ts), Finley's client. */
const client = { email: 'ava.trend@fundpath.test', name: 'Ava Moreno' };
const TICKET = `Which bank statement do you need? ${stamp}`;
const DOCUMENT = `Bank statement ${stamp}`;
const NOTE_END = `please check her bureaus before we apply (${stamp})`;
const TASK = `Call Ava about the approval ${stamp}`;
const LINK = `Funding intro call ${stamp}`;
const QUESTION = 'What would you like to fund?';
const visitor = { name: `Robin Visitor ${stamp}`, email: `robin.visitor.${stamp}@example.com` };
const made = { clientId: '', ticketNumber: '', bookingPath: '' };

const DECISION_LABELS = { approve: 'Approve', borderline: 'Borderline', decline: 'Decline' } as const;
type Decision = keyof typeof DECISION_LABELS;
const BUREAU_LABELS: Record<string, string> = {
  experian: 'Experian',
  equifax: 'Equifax',
  transunion: 'TransUnion',
};

let funding: BrowserContext;
let credit: BrowserContext;
let staffPage: Page;
test.beforeAll(async ({ browser }) => {
  funding = await browser.newContext({ timezoneId: 'America/Chicago' });
  credit = await browser.newContext({ timezoneId: 'America/New_York' });
  staffPage = await funding.newPage();
  await signIn(staffPage, 'funding@fundpath.test');
});
test.afterAll(async () => {
  await funding.close();
  await credit.close();
});

test('the waiting client has an open ticket and an uploaded document', async ({ browser }) => {
  // What the record must show that the seed lacks for Ava: made as Ava, through the API.
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { email: client.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBeTruthy();

  const ticket = await page.request.post('/api/tickets', {
    data: { title: TICKET, description: 'My bank offers PDF and CSV statements; which one should I upload?' },
  });
  expect(ticket.ok()).toBeTruthy();
  made.ticketNumber = ((await ticket.json()) as { ticket: { ticket_number: string } }).ticket.ticket_number;

  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );
  const upload = await page.request.post('/api/documents', {
    multipart: {
      file: { name: 'bank-statement.pdf', mimeType: 'application/pdf', buffer: pdf },
      title: DOCUMENT,
    },
  });
  expect(upload.status()).toBe(201);
  await context.close();
});

test('funding@ filters /clients to those waiting for approval and opens the client', async () => {
  const page = staffPage;
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await expectAccessible(page, '/clients');

  const chip = page.getByRole('button', { name: 'Waiting for approval' });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/waiting_approval=true/);
  // The three seeded approvals waiting; Ben (in progress, not submitted) is filtered out.
  for (const name of ['Ava Moreno', 'Cleo Park', 'Dev Raman'])
    await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Ben Castillo' })).toBeHidden();
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: client.name }) });
  await expect(row.getByText(/^Waiting approval/)).toBeVisible();

  await row.getByRole('link', { name: client.name }).click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  made.clientId = new URL(page.url()).pathname.split('/').pop()!;
});

test('the record shows the journey, the credit decision, the tickets and the documents', async () => {
  const page = staffPage;
  const res = await page.request.get(`/api/clients/${made.clientId}`);
  expect(res.ok()).toBeTruthy();
  const { record } = (await res.json()) as {
    record: {
      credit_visible: boolean;
      client: { decisions: Record<string, Decision | null> | null; overall_decision: Decision | null };
      steps: Array<{ step_number: number; step_title: string; status: string }>;
    };
  };
  const waiting = record.steps.find((s) => s.status === 'pending_approval');
  expect(waiting, 'a step waiting for approval').toBeTruthy();
  expect(record.credit_visible).toBe(true);
  expect(record.client.decisions, 'the seeded credit report of the clean persona').not.toBeNull();

  // Journey: the steps, the submitted one waiting for approval, the earlier ones completed.
  const journey = page.getByRole('region', { name: /^Journey( \d+)?$/ });
  const step = journey
    .getByRole('listitem')
    .filter({ hasText: `${waiting!.step_number}. ${waiting!.step_title}` });
  await expect(step.getByText(/^Waiting approval/)).toBeVisible();
  await expect(journey.getByRole('listitem').filter({ hasText: /^1\. / })).toContainText('Completed');

  // Credit: the latest decision per bureau and overall.
  const creditSection = page.getByRole('region', { name: /^Credit( \d+)?$/ });
  for (const [bureau, decision] of Object.entries(record.client.decisions!)) {
    const label = decision ? DECISION_LABELS[decision] : 'No data';
    const term = BUREAU_LABELS[bureau] ?? bureau;
    await expect(creditSection.locator('dl > div').filter({ hasText: term })).toContainText(label);
  }
  await expect(creditSection.locator('dl > div').filter({ hasText: 'Overall' })).toContainText(
    record.client.overall_decision ? DECISION_LABELS[record.client.overall_decision] : 'No data',
  );
  await expect(creditSection.getByText(/^Version \d+$/).first()).toBeVisible();

  // Tickets: the one she just opened. Documents: the file she uploaded.
  const tickets = page.getByRole('region', { name: /^Tickets( \d+)?$/ });
  await expect(tickets.getByRole('link', { name: `${made.ticketNumber} · ${TICKET}` })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(documents.getByText(DOCUMENT, { exact: true })).toBeVisible();
  await expect(documents.getByRole('link', { name: `Download ${DOCUMENT}` })).toBeVisible();

  await expect(
    page
      .getByRole('region', { name: /^Activity( \d+\+?)?$/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expectAccessible(page, '/clients/:id (the waiting client)');
});

/** Resolves once the page's realtime socket has subscribed to the user's own topic. */
function watchUserTopic(page: Page): { ready: () => boolean } {
  let ready = false;
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      try {
        const frame = JSON.parse(typeof payload === 'string' ? payload : payload.toString()) as {
          type?: string;
          topic?: string;
        };
        if (frame.type === 'subscribed' && frame.topic?.startsWith('user:')) ready = true;
      } catch {
        // not a JSON frame: not the one awaited
      }
    });
  });
  return { ready: () => ready };
}

test('a note mentioning Casey Credit reaches credit@ live', async () => {
  const creditPage = await credit.newPage();
  await signIn(creditPage, 'credit@fundpath.test');
  const live = watchUserTopic(creditPage);
  await creditPage.goto('/admin/dashboard');
  const countRes = await creditPage.request.get('/api/notifications/unread-count');
  expect(countRes.ok()).toBeTruthy();
  const before = ((await countRes.json()) as { unread_count: number }).unread_count;
  await expect(creditPage.getByRole('button', { name: /^Notifications/ })).toHaveAttribute(
    'aria-label',
    before === 0 ? 'Notifications' : `Notifications, ${before} unread`,
  );
  await expect.poll(live.ready, { message: 'credit@ listens on the realtime channel' }).toBe(true);

  const page = staffPage;
  const notes = page.getByRole('region', { name: /^Notes( \d+)?$/ });
  const box = notes.getByLabel('Add a note');
  await box.fill('Her approval is waiting; ');
  await box.pressSequentially('@Casey');
  const suggestions = notes.getByRole('list', { name: 'Mention suggestions' });
  await suggestions.getByRole('button', { name: '@Casey Credit' }).click();
  await expect(suggestions).toBeHidden();
  await expect(box).toHaveValue('Her approval is waiting; @Casey Credit ');
  await box.pressSequentially(NOTE_END);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(notes.getByText(`Her approval is waiting; @Casey Credit ${NOTE_END}`)).toBeVisible();
  await expect(box).toHaveValue('');

  // Live: credit@'s open page shows the toast and the new count without a reload.
  const notice = `Finley Funding mentioned you in a note on ${client.name}`;
  await expect(creditPage.getByText(notice).first()).toBeVisible();
  await expect(creditPage.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();
  await creditPage.close();
});

test('a follow-up task for the client due tomorrow says "Due Tomorrow"', async () => {
  const page = staffPage;
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(page.getByText('Loading tasks…')).toBeHidden();
  await expectAccessible(page, '/tasks');

  await page.getByRole('button', { name: 'New Task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByLabel('Title').fill(TASK);
  await dialog.getByLabel('Description').fill('She waits for the step approval; tell her what happens next.');
  await dialog.getByLabel('Client (optional)').fill('ava.trend');
  await dialog
    .getByRole('list', { name: 'Matching clients' })
    .getByRole('button', { name: new RegExp(client.name) })
    .click();
  await expect(dialog.getByRole('button', { name: `Remove client ${client.name}` })).toBeVisible();
  await dialog.getByLabel('Assignee').selectOption({ label: 'Finley Funding' });
  // Tomorrow in the browser's time zone (the labels are the viewer's calendar days).
  const tomorrow = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
  await dialog.getByLabel('Due date').fill(tomorrow);
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task created')).toBeVisible();

  // The new task opens; then on the board its card carries the client and the label.
  const detail = page.getByRole('dialog', { name: TASK });
  await expect(detail.getByText('Due Tomorrow')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  const card = page
    .getByRole('list', { name: 'Open tasks' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: TASK }) });
  await expect(card.getByText('Due Tomorrow')).toBeVisible();
  await expect(card.getByRole('link', { name: client.name })).toBeVisible();
});

test('funding@ creates a booking link on /calendar', async () => {
  const page = staffPage;
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('tab', { name: 'Booking links' }).click();
  const links = page.getByRole('list', { name: 'Booking links' });
  await expect(links.getByRole('heading', { name: 'Funding strategy call (30 min)' })).toBeVisible();
  await expectAccessible(page, '/calendar (booking links)');

  await page.getByRole('button', { name: 'New booking link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking link' });
  await dialog.getByLabel('Title').fill(LINK);
  await dialog.getByLabel('Description').fill('Twenty minutes to see which funding fits your business.');
  await dialog.getByLabel('Location').fill('https://meet.fundpath.test/finley-intro');
  await dialog.getByLabel('Duration (minutes)').fill('20');
  await dialog.getByRole('button', { name: 'Add a question' }).click();
  await dialog.getByRole('textbox', { name: 'Question 1', exact: true }).fill(QUESTION);
  await dialog.getByRole('checkbox', { name: 'Required' }).check();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Booking link created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const item = links.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LINK }) });
  await expect(item).toContainText('20 min · 1 question');
  const url = await item.getByRole('textbox', { name: 'Booking URL' }).inputValue();
  made.bookingPath = new URL(url).pathname;
  expect(made.bookingPath).toMatch(/^\/book\/CAL[A-Za-z0-9]+$/);
});

test('a signed-out visitor books the link', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
  const page = await context.newPage();
  await page.goto(made.bookingPath);
  await expect(page.getByRole('heading', { level: 1, name: LINK })).toBeVisible();
  await expect(page.getByText('Times in your time zone (America/Los_Angeles).')).toBeVisible();

  // The first free time offered (a week at a time; a week with none moves on).
  const times = page.getByRole('region', { name: 'Pick a time' });
  const firstSlot = times.getByRole('list').first().getByRole('button').first();
  const none = times.getByText('No free times in these days. Try later days.');
  for (let week = 0; week < 3; week += 1) {
    await expect(firstSlot.or(none)).toBeVisible();
    if (await firstSlot.isVisible()) break;
    await times.getByRole('button', { name: 'Later days' }).click();
  }
  await firstSlot.click();
  await expect(firstSlot).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Selected: /)).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(visitor.name);
  await page.getByLabel('E-mail', { exact: true }).fill(visitor.email);
  await page.getByLabel(QUESTION).fill('A second delivery van.');
  await expectAccessible(page, '/book/:linkCode (filled)');
  await page.getByRole('button', { name: 'Book this time' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
  await expect(page.getByText(`${LINK} with Finley Funding`)).toBeVisible();
  await expect(page.getByText('https://meet.fundpath.test/finley-intro')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to your calendar (.ics)' })).toBeVisible();
  await expectAccessible(page, '/book/:linkCode (booked)');
  await context.close();
});

test('the visitor appears as a lead on the pipeline board', async () => {
  const page = staffPage;
  await page.goto('/lead-pipeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Pipeline' })).toBeVisible();
  // Leads from a booking link land in the first stage.
  const firstStage = page.getByRole('list', { name: 'New leads' });
  await expect(firstStage.getByRole('button', { name: new RegExp(visitor.name) })).toBeVisible();
  await expectAccessible(page, '/lead-pipeline');

  const res = await page.request.get(`/api/leads?q=${encodeURIComponent(visitor.email)}`);
  expect(res.ok()).toBeTruthy();
  const { leads } = (await res.json()) as {
    leads: Array<{ name: string; email: string; source: string; owner_name: string | null }>;
  };
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    name: visitor.name,
    email: visitor.email,
    source: 'booking_link',
    owner_name: 'Finley Funding',
  });
});
