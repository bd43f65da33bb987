import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signInWithForm } from '../support/fixtures';
import { type ReceivedMail, receivedMail } from '../support/mail-sink';

/**
 * Issue 8/8 "Done means", e-mail campaigns: staff with `campaigns.send` (admin@: the permission's
 * default holder, packages/contracts/src/permissions.ts) builds the segment "clients declined on
 * Experian" and sees its live count, composes a campaign to it (subject, preheader, a text block
 * with the first-name variable, a button), previews it and schedules it a couple of minutes
 * ahead; the loopback SMTP server receives exactly one message per recipient, each with
 * List-Unsubscribe (one-click) headers, the brand's postal footer, the variable filled in and an
 * unsubscribe link. One recipient unsubscribes from a signed-out browser; the next campaign to the
 * same segment reaches everyone else and not them, the suppression list shows them, and each
 * campaign's screen shows delivered counts that match what the sink received. Serial: each step
 * builds on the previous one.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const SEGMENT = 'clients declined on Experian';
const FIRST = {
  name: `Experian decline follow-up ${stamp}`,
  subject: `Your Experian next steps (${stamp})`,
  preheader: 'A short checklist to turn the decline around',
  button: 'Read the dispute checklist',
  url: 'https://fundpath.example/guides/experian-disputes',
};
const SECOND = {
  name: `Experian decline reminder ${stamp}`,
  subject: `Reminder: your Experian checklist (${stamp})`,
};

interface Recipient {
  email: string;
  name: string;
  status: string;
}

const made = {
  sendable: 0,
  firstId: '',
  secondId: '',
  recipients: [] as Recipient[],
  unsubscribed: '',
  postal: [] as string[],
};

let staff: BrowserContext;
let page: Page;
test.beforeAll(async ({ browser }) => {
  // A staff member a few time zones from the server: the schedule is picked in local time.
  staff = await browser.newContext({ timezoneId: 'America/Chicago' });
  page = await staff.newPage();
});
test.afterAll(async () => {
  await staff.close();
});

/** The messages of one campaign the sink has received (the server tags each with its campaign). */
const mailOf = (campaignId: string): ReceivedMail[] =>
  receivedMail().filter((m) => m.headers['x-fundpath-campaign'] === campaignId);

async function campaignStatus(id: string): Promise<string> {
  const res = await page.request.get(`/api/campaigns/${id}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { campaign: { status: string } }).campaign.status;
}

async function sendLog(id: string): Promise<Recipient[]> {
  const res = await page.request.get(`/api/campaigns/${id}/recipients?per_page=100`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { recipients: Recipient[] }).recipients;
}

/** "N people match, … · M will receive it" under a filter: the live count the UI shows. */
async function liveCount(scope: Page | ReturnType<Page['locator']>) {
  const line = scope.getByText(/will receive it/);
  await expect(line).toBeVisible({ timeout: 15_000 });
  const text = (await line.textContent()) ?? '';
  const m = text.match(/^([\d,]+) (?:person|people) match.*· ([\d,]+) will receive it/);
  expect(m, `live count line: ${text}`).not.toBeNull();
  return { total: Number(m![1]!.replace(/,/g, '')), sendable: Number(m![2]!.replace(/,/g, '')) };
}

test('admin@ builds the segment "clients declined on Experian" and sees its live count', async () => {
  test.setTimeout(90_000);
  await signInWithForm(page, 'admin@fundpath.test');
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const me = await (await page.request.get('/api/auth/current-user')).json();
  expect(me.user.permissions['campaigns.send']).toBe(true);

  // A retried run finds the segment of the attempt before: start from a clean slate.
  const existing = await page.request.get('/api/campaigns/segments');
  for (const s of ((await existing.json()) as { segments: { id: string; name: string }[] }).segments)
    if (s.name === SEGMENT) await page.request.delete(`/api/campaigns/segments/${s.id}`);

  await page.goto('/email-campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Campaigns' })).toBeVisible();
  await expectAccessible(page, '/email-campaigns');

  const nav = page.getByRole('navigation', { name: 'E-mail campaigns' });
  await nav.getByRole('link', { name: 'Segments' }).click();
  await expect(page).toHaveURL(/\/email-campaigns\/segments$/);
  await page.getByRole('button', { name: 'New segment' }).click();
  const form = page.locator('form').filter({ has: page.getByLabel('Segment name') });
  await form.getByLabel('Segment name').fill(SEGMENT);
  await form.getByLabel('Description (optional)').fill('Their latest report declines on Experian.');
  const roles = form.getByRole('group', { name: 'Roles' });
  await expect(roles.getByRole('checkbox', { name: 'Client', exact: true })).toBeChecked();
  for (const other of ['Admin', 'Funding team', 'Member', 'Customer'])
    await expect(roles.getByRole('checkbox', { name: other, exact: true })).not.toBeChecked();
  await form.getByLabel('Experian', { exact: true }).selectOption({ label: 'Declined' });

  // The count follows the filter as it is built, before anything is saved: it settles on what
  // the server counts for the same filter (the line keeps the previous count while it recounts).
  const api = await page.request.post('/api/campaigns/segments/count', {
    data: { filter: { roles: ['client'], decisions: [{ bureau: 'experian', decision: 'decline' }] } },
  });
  expect(api.ok()).toBeTruthy();
  const audience = ((await api.json()) as { audience: { total: number; sendable: number } }).audience;
  expect(audience.total).toBeGreaterThan(0);
  await expect
    .poll(() => liveCount(form), { timeout: 15_000 })
    .toEqual({ total: audience.total, sendable: audience.sendable });
  const shown = await liveCount(form);
  // Two campaigns go to this segment and one person unsubscribes in between.
  expect(shown.sendable).toBeGreaterThanOrEqual(2);
  made.sendable = shown.sendable;
  await expect(form.getByRole('list', { name: 'Some of the people it reaches' })).toBeVisible();
  await expectAccessible(page, '/email-campaigns/segments (new segment)');

  await form.getByRole('button', { name: 'Create segment' }).click();
  await expect(page.getByText('Segment created')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: SEGMENT });
  await expect(row).toBeVisible();
  await expect(row.getByText('Client · declined on Experian')).toBeVisible();
});

test('admin@ composes a campaign to the segment, previews it and schedules it a couple of minutes ahead', async () => {
  test.setTimeout(90_000);
  await page
    .getByRole('navigation', { name: 'E-mail campaigns' })
    .getByRole('link', { name: 'Campaigns' })
    .click();
  await page.getByRole('link', { name: 'New campaign' }).click();
  await expect(page).toHaveURL(/\/email-campaigns\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Campaign' });
  await form.getByLabel('Campaign name').fill(FIRST.name);
  await form.getByLabel('Subject', { exact: true }).fill(FIRST.subject);
  await form.getByLabel('Preheader', { exact: true }).fill(FIRST.preheader);
  await form.getByLabel('Audience', { exact: true }).selectOption({ label: SEGMENT });
  await expect.poll(async () => (await liveCount(form)).sendable).toBe(made.sendable);

  // Body: the text block greets by first name (inserted with the variable picker), then a button.
  const blocks = form.getByRole('list', { name: 'Message blocks' });
  const text = blocks.getByRole('listitem').nth(0);
  const body = text.getByLabel('Text of block 1');
  await body.fill('Hi ');
  await text.getByLabel('Insert variable').selectOption('first_name');
  await expect(body).toHaveValue('Hi {{first_name}}');
  await body.press('End');
  await body.pressSequentially(',');
  await body.press('Enter');
  await body.press('Enter');
  await body.pressSequentially(
    'Your latest report came back declined on Experian. The checklist below is what we use to turn that around.',
  );
  const button = blocks.getByRole('listitem').nth(1);
  await button.getByLabel('Button label of block 2').fill(FIRST.button);
  await button.getByLabel('Button link').fill(FIRST.url);

  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="E-mail preview"]');
  await expect(preview.getByText('Hi Alex,')).toBeVisible();
  await expect(preview.getByRole('link', { name: FIRST.button })).toBeVisible();
  await expect(page.getByText(`Subject: ${FIRST.subject}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Preheader: ${FIRST.preheader}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mobile' }).click();
  await expect(page.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, '/email-campaigns/new');

  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/email-campaigns\/[0-9a-f-]{36}$/);
  made.firstId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: FIRST.name })).toBeVisible();

  // Two minutes ahead in the staff member's own clock (the input is local time, to the minute).
  const sendAt = await page.evaluate(() => {
    const d = new Date(Date.now() + 2 * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await page.getByLabel('Send at').fill(sendAt);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Schedule for / });
  await expect(confirm).toContainText(`“${SEGMENT}”`);
  await confirm.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Campaign scheduled')).toBeVisible();
  await expect(page.getByText(/^This campaign goes out at /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel schedule' })).toBeVisible();
  expect(await campaignStatus(made.firstId)).toBe('scheduled');
  // Scheduled, not sent: nothing has gone out yet.
  expect(mailOf(made.firstId)).toHaveLength(0);
  await expectAccessible(page, '/email-campaigns/:id (scheduled)');
});

test('the loopback SMTP server receives exactly one message per recipient at the scheduled time', async () => {
  test.setTimeout(5 * 60_000);
  // The real wait of this journey: the schedule comes due (at most two minutes) and the job sends.
  await expect
    .poll(() => campaignStatus(made.firstId), { timeout: 4 * 60_000, intervals: [2_000] })
    .toBe('sent');
  const mail = mailOf(made.firstId);
  const log = await sendLog(made.firstId);
  const sent = log.filter((r) => r.status === 'sent');
  expect(sent).toHaveLength(made.sendable);
  expect(mail).toHaveLength(sent.length);
  // One message per recipient: every address once, and the sink's addresses are the send log's.
  const addresses = mail.flatMap((m) => m.to).sort();
  expect(addresses).toEqual(sent.map((r) => r.email.toLowerCase()).sort());
  expect(new Set(addresses).size).toBe(addresses.length);
  made.recipients = sent;

  const brands = await page.request.get('/api/admin/brands');
  expect(brands.ok()).toBeTruthy();
  const brand = (
    (await brands.json()) as { brands: { is_default: boolean; postal_address: string | null }[] }
  ).brands.find((b) => b.is_default);
  made.postal = (brand?.postal_address ?? '').split('\n').filter(Boolean);
  expect(made.postal.length).toBeGreaterThan(0);

  for (const m of mail) {
    const who = sent.find((r) => r.email.toLowerCase() === m.to[0])!;
    const first = who.name.trim().split(/\s+/)[0]!;
    expect(m.subject).toBe(FIRST.subject);
    // RFC 2369 / RFC 8058: a one-click unsubscribe a mail provider can POST to.
    expect(m.headers['list-unsubscribe']).toMatch(
      /^<https?:\/\/[^>]+\/api\/campaigns\/unsubscribe\/[\w-]{20,80}>$/,
    );
    expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The variable is filled in with the recipient's own first name, in both parts.
    expect(m.text).toContain(`Hi ${first},`);
    expect(m.html).toContain(`Hi ${first},`);
    expect(m.text).not.toContain('{{');
    // The preheader is the inbox's preview line: hidden text at the top of the HTML part.
    expect(m.html).toContain(FIRST.preheader);
    expect(m.text).toContain(FIRST.button);
    // The brand's postal footer and an unsubscribe link in the body.
    for (const line of made.postal) {
      expect(m.text).toContain(line);
      expect(m.html).toContain(line.replace(/&/g, '&amp;'));
    }
    const link = m.text.match(/https?:\/\/\S+\/unsubscribe\/([\w-]{20,80})/);
    expect(link, `unsubscribe link in the message to ${m.to[0]}`).not.toBeNull();
    expect(m.html).toContain(`/unsubscribe/${link![1]}`);
    expect(m.headers['list-unsubscribe']).toContain(`/api/campaigns/unsubscribe/${link![1]}>`);
  }

  // The staff member never left the campaign's screen: it turned into the report by itself.
  await expect(page.getByText(/· Finished /)).toBeVisible({ timeout: 30_000 });
  await expectStats(page, { delivered: mail.length, inLog: log.length, unsubscribed: 0 });
});

test('a recipient unsubscribes from a signed-out browser and the next send skips them', async ({
  browser,
}) => {
  test.setTimeout(5 * 60_000);
  const first = mailOf(made.firstId)[0]!;
  made.unsubscribed = first.to[0]!;
  const url = new URL(first.text.match(/https?:\/\/\S+\/unsubscribe\/[\w-]{20,80}/)![0]);

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(url.pathname);
  await expect(reader.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
  await expect(reader.getByText(made.unsubscribed, { exact: true })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Resubscribe' })).toBeVisible();
  await expectAccessible(reader, '/unsubscribe/:token (unsubscribed)');
  await readerContext.close();

  // The second campaign to the same segment, sent now.
  await page.goto('/email-campaigns');
  await page.getByRole('link', { name: 'New campaign' }).click();
  const form = page.getByRole('form', { name: 'Campaign' });
  await form.getByLabel('Campaign name').fill(SECOND.name);
  await form.getByLabel('Subject', { exact: true }).fill(SECOND.subject);
  await form.getByLabel('Audience', { exact: true }).selectOption({ label: SEGMENT });
  // The count now leaves the unsubscribed reader out.
  await expect.poll(async () => (await liveCount(form)).sendable).toBe(made.sendable - 1);
  await form.getByLabel('Button link').fill('https://fundpath.example/dashboard');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/email-campaigns\/[0-9a-f-]{36}$/);
  made.secondId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send this campaign now?' });
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Sending started')).toBeVisible();

  await expect
    .poll(() => campaignStatus(made.secondId), { timeout: 3 * 60_000, intervals: [2_000] })
    .toBe('sent');
  const mail = mailOf(made.secondId);
  const expected = made.recipients
    .map((r) => r.email.toLowerCase())
    .filter((e) => e !== made.unsubscribed)
    .sort();
  expect(mail.flatMap((m) => m.to).sort()).toEqual(expected);
  expect(mailOf(made.secondId).filter((m) => m.to.includes(made.unsubscribed))).toHaveLength(0);
  // Still on the campaign's screen: it shows the finished send with what the sink received.
  await expect(page.getByText(/· Finished /)).toBeVisible({ timeout: 30_000 });
  await expectStats(page, {
    delivered: mail.length,
    inLog: (await sendLog(made.secondId)).length,
    unsubscribed: 0,
  });

  // The suppression list shows the address, as an unsubscribe.
  await page
    .getByRole('navigation', { name: 'E-mail campaigns' })
    .getByRole('link', { name: 'Suppression list' })
    .click();
  await expect(page).toHaveURL(/\/email-campaigns\/suppressions/);
  await page.getByLabel('Search addresses').fill(made.unsubscribed);
  const table = page.getByRole('table', { name: 'Suppression list' });
  const row = table.getByRole('row').filter({ hasText: made.unsubscribed });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Unsubscribed');
  await expectAccessible(page, '/email-campaigns/suppressions');
});

test('each campaign screen shows delivered counts that match the sink', async () => {
  test.setTimeout(90_000);
  const delivered = mailOf(made.firstId).length;
  const log1 = await sendLog(made.firstId);
  await page.goto('/email-campaigns');
  await page.getByRole('link', { name: FIRST.name }).click();
  await expect(page).toHaveURL(new RegExp(`/email-campaigns/${made.firstId}$`));
  await expect(page.getByRole('heading', { level: 1, name: FIRST.name })).toBeVisible();
  await expectStats(page, { delivered, inLog: log1.length, unsubscribed: 1 });
  const log = page.getByRole('table', { name: 'Send log' });
  await expect(log.getByRole('row').filter({ hasText: made.unsubscribed })).toContainText('Delivered');
  await expectAccessible(page, '/email-campaigns/:id (sent)');

  const second = mailOf(made.secondId).length;
  expect(second).toBe(delivered - 1);
  const log2 = await sendLog(made.secondId);
  // The reader who unsubscribed is in the second log as skipped, never sent.
  expect(log2.find((r) => r.email.toLowerCase() === made.unsubscribed)?.status).toBe('skipped');
  await page.goto(`/email-campaigns/${made.secondId}`);
  await expect(page.getByRole('heading', { level: 1, name: SECOND.name })).toBeVisible();
  await expectStats(page, { delivered: second, inLog: log2.length, unsubscribed: 0 });
  await expect(
    page.getByText(
      new RegExp(`^${log2.filter((r) => r.status === 'skipped').length} skipped \\(suppressed\\)`),
    ),
  ).toBeVisible();
  await expectAccessible(page, '/email-campaigns/:id (sent, with a suppressed recipient)');
});

/** The report's Delivered figure (its stat card) and the chart's caption agree with `delivered`. */
async function expectStats(
  page: Page,
  want: { delivered: number; inLog: number; unsubscribed: number },
): Promise<void> {
  const card = page
    .locator('div')
    .filter({ has: page.getByText('Delivered', { exact: true }) })
    .filter({ has: page.getByText(`of ${want.inLog} in the send log`, { exact: true }) })
    .last();
  await expect(card.getByText(String(want.delivered), { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(
        `^${want.delivered} delivered, \\d+ opened, \\d+ clicked, ${want.unsubscribed} unsubscribed, 0 bounced\\.$`,
      ),
    ),
  ).toBeVisible();
}
