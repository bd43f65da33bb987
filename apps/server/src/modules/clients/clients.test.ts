import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands';
import { stores } from '../../db/schema/catalog';
import { clientSummaries } from '../../db/schema/clients';
import { coachingProgress } from '../../db/schema/coaching';
import { commissionEntries } from '../../db/schema/commissions';
import { orders } from '../../db/schema/orders';
import { permissionOverrides } from '../../db/schema/permissions';
import { users } from '../../db/schema/users';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SANDBOX_PASSWORD } from '../credit';
import { refreshClient } from './service';

/** The staff client list: the read model kept by events, filters, scope, credit access, CSV, facts. */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let steps: TestUser;
let branded: TestUser;
let waiting: TestUser;
let declined: TestUser;
let quiet: TestUser;
let otherBrand: TestUser;

const as = (
  user: TestUser | null,
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
const list = async (user: TestUser, query = '') => {
  const res = await as(user, 'GET', `/api/clients${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    clients: Array<Record<string, unknown> & { id: string; display_name: string }>;
    total: number;
    credit_visible: boolean;
    tags: string[];
    staff: Array<{ id: string; display_name: string }>;
  };
};
const names = (body: { clients: Array<{ display_name: string }> }) =>
  body.clients.map((c) => c.display_name).sort();

beforeAll(async () => {
  t = await createTestApp();
  const [brand] = await t.db
    .insert(brands)
    .values({ name: 'Acme Coaching', slug: `acme-${Date.now()}` })
    .returning();
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(t.db, 'funding_team', { display_name: 'Fran Funding' });
  steps = await makeUser(t.db, 'steps_team', { display_name: 'Sam Steps' });
  // Sam may not see credit reports (an override of the role's default).
  await t.db.insert(permissionOverrides).values({
    user_id: steps.id,
    permission: 'credit.view_reports',
    granted: false,
    reason: 'test: no credit access',
  });
  branded = await makeUser(t.db, 'funding_team', { display_name: 'Bea Branded', brand_id: brand!.id });
  waiting = await makeUser(t.db, 'client', { display_name: 'Wendy Waiting' });
  declined = await makeUser(t.db, 'client', { display_name: 'Dana Declined' });
  quiet = await makeUser(t.db, 'client', { display_name: 'Quinn Quiet' });
  otherBrand = await makeUser(t.db, 'client', { display_name: 'Otto Acme', brand_id: brand!.id });

  // Wendy's step 1 waits for approval (as if submitted an hour ago); the refresh reads it.
  await t.db.insert(coachingProgress).values({
    user_id: waiting.id,
    step_number: 1,
    status: 'pending_approval',
    started_at: new Date(Date.now() - 7200_000),
    submitted_at: new Date(Date.now() - 3600_000),
  });
  await refreshClient(t.db, waiting.id);
  // Dana's report (through the real endpoint: the credit.report_pulled event refreshes her row).
  const pulled = await injectAs(t.app, declined, {
    method: 'POST',
    url: '/api/client/credit-report/fetch',
    payload: { email: 'late@sandbox.fundpath.test', password: SANDBOX_PASSWORD, save_credentials: false },
  });
  expect(pulled.statusCode, pulled.body.slice(0, 200)).toBe(200);
  // Dana opens an urgent ticket (ticket.created refreshes her row).
  const ticket = await as(declined, 'POST', '/api/tickets', {
    title: 'Help with my report',
    description: 'Two bureaus declined me.',
    priority: 'urgent',
  });
  expect(ticket.statusCode, ticket.body).toBe(201);
});
afterAll(() => t.close());

describe('GET /api/clients', () => {
  it('lists every client (not staff) for platform staff, and catches up clients no event has named yet', async () => {
    const body = await list(funding, '?per_page=100');
    expect(names(body)).toEqual(
      expect.arrayContaining(['Dana Declined', 'Otto Acme', 'Quinn Quiet', 'Wendy Waiting']),
    );
    expect(names(body)).not.toContain('Avery Admin');
    expect(body.staff.map((s) => s.display_name)).toEqual(
      expect.arrayContaining(['Fran Funding', 'Sam Steps']),
    );
  });

  it('filters to clients waiting for approval, with the steps and since when', async () => {
    const body = await list(funding, '?waiting_approval=true');
    expect(names(body)).toEqual(['Wendy Waiting']);
    expect(body.clients[0]).toMatchObject({
      pending_steps: [1],
      current_step: 1,
      current_status: 'pending_approval',
    });
    expect(Date.parse(String(body.clients[0]!.pending_since))).toBeLessThan(Date.now() - 3000_000);
  });

  it('shows the latest decision per bureau to credit viewers and filters by it; hides both without access', async () => {
    const withCredit = await list(admin, `?bureau=equifax&decision=decline`);
    expect(withCredit.credit_visible).toBe(true);
    const dana = withCredit.clients.find((c) => c.id === declined.id);
    expect(dana, JSON.stringify(withCredit.clients)).toBeDefined();
    // The "late" persona: Experian approves, Equifax and TransUnion decline.
    expect(dana!.decisions).toEqual({ experian: 'approve', equifax: 'decline', transunion: 'decline' });
    expect(names(await list(admin, '?bureau=experian&decision=decline'))).not.toContain('Dana Declined');
    expect(names(withCredit)).not.toContain('Quinn Quiet');

    // steps_team has no credit.view_reports: no decisions in rows, and the filter is refused.
    const noCredit = await list(steps, '?per_page=100');
    expect(noCredit.credit_visible).toBe(false);
    expect(noCredit.clients.every((c) => c.decisions === null && c.overall_decision === null)).toBe(true);
    const refused = await as(steps, 'GET', '/api/clients?bureau=experian&decision=decline');
    expect(refused.statusCode).toBe(403);
  });

  it('counts open tickets with the SLA state, and sorts by the soonest SLA', async () => {
    const body = await list(funding, '?open_tickets=true&sort=sla_soonest');
    expect(body.clients[0]).toMatchObject({ id: declined.id, open_tickets: 1, sla_state: 'due_soon' });
    const breached = await list(funding, '?sla=breached');
    expect(breached.clients.map((c) => c.id)).not.toContain(declined.id);
  });

  it('scopes a branded staff member to their brand: other clients are unknown (404 on writes)', async () => {
    const body = await list(branded, '?per_page=100');
    expect(names(body)).toEqual(['Otto Acme']);
    const other = await as(branded, 'PUT', `/api/clients/${quiet.id}/tags`, { tags: ['vip'] });
    expect(other.statusCode).toBe(404);
  });

  it('searches by name or e-mail, literally (a % is not a wildcard)', async () => {
    expect(names(await list(funding, '?q=quinn'))).toEqual(['Quinn Quiet']);
    expect((await list(funding, '?q=%25')).total).toBe(0);
  });

  it('refuses bad queries with 400 and non-staff with 403', async () => {
    for (const q of [
      '?step=0',
      '?step=19',
      '?sort=evil',
      '?per_page=1000',
      '?q=a%00b',
      `?q=${'x'.repeat(200)}`,
      '?bureau=experian',
      '?assignee=nobody',
    ])
      expect((await as(funding, 'GET', `/api/clients${q}`)).statusCode, q).toBe(400);
    expect((await as(waiting, 'GET', '/api/clients')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/clients')).statusCode).toBe(401);
  });
});

describe('tags, assignees and saved views', () => {
  it('tags a client (normalised, unique) and filters by the tag', async () => {
    const res = await as(funding, 'PUT', `/api/clients/${quiet.id}/tags`, {
      tags: ['VIP', 'vip', 'Needs  call'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client.tags).toEqual(['needs call', 'vip']);
    expect(names(await list(funding, '?tag=vip'))).toEqual(['Quinn Quiet']);
    expect((await list(funding)).tags).toEqual(expect.arrayContaining(['needs call', 'vip']));
    const bad = await as(funding, 'PUT', `/api/clients/${quiet.id}/tags`, { tags: ['<script>'] });
    expect(bad.statusCode).toBe(400);
  });

  it('assigns staff of the scope only, and filters by me / unassigned', async () => {
    const res = await as(funding, 'PUT', `/api/clients/${waiting.id}/assignees`, { staff_ids: [funding.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client.assignees).toEqual([{ id: funding.id, display_name: 'Fran Funding' }]);
    expect(names(await list(funding, '?assignee=me'))).toEqual(['Wendy Waiting']);
    expect(names(await list(funding, '?assignee=unassigned&per_page=100'))).not.toContain('Wendy Waiting');
    // The platform's own staff (no brand) may work on a brand's clients; a client's id is no staff member.
    const platformStaff = await as(branded, 'PUT', `/api/clients/${otherBrand.id}/assignees`, {
      staff_ids: [funding.id],
    });
    expect(platformStaff.statusCode).toBe(200);
    const client = await as(funding, 'PUT', `/api/clients/${waiting.id}/assignees`, {
      staff_ids: [quiet.id],
    });
    expect(client.statusCode).toBe(400);
  });

  it('keeps saved views per staff member, refusing a duplicate name', async () => {
    const input = { name: 'Waiting', filters: { waiting_approval: 'true', sort: 'waiting_longest' } };
    const made = await as(funding, 'POST', '/api/clients/views', input);
    expect(made.statusCode, made.body).toBe(201);
    expect((await as(funding, 'POST', '/api/clients/views', { ...input, name: 'waiting' })).statusCode).toBe(
      409,
    );
    expect(
      (await as(funding, 'POST', '/api/clients/views', { name: 'x', filters: { evil: '1' } })).statusCode,
    ).toBe(400);
    const mine = (await as(funding, 'GET', '/api/clients/views')).json().views;
    expect(mine.map((v: { name: string }) => v.name)).toEqual(['Waiting']);
    expect((await as(steps, 'GET', '/api/clients/views')).json().views).toEqual([]);
    // Someone else's view is unknown to them.
    expect((await as(steps, 'DELETE', `/api/clients/views/${made.json().view.id}`)).statusCode).toBe(404);
    expect((await as(funding, 'DELETE', `/api/clients/views/${made.json().view.id}`)).statusCode).toBe(200);
  });
});

describe('the read model', () => {
  it('follows a renamed client on the next list (the user row is newer than the summary)', async () => {
    await t.db.update(users).set({ display_name: 'Quinn Renamed' }).where(eq(users.id, quiet.id));
    expect(names(await list(funding, '?q=quinn'))).toEqual(['Quinn Renamed']);
  });

  it('exports the filter as CSV, credit columns only with access, formulas defused', async () => {
    await t.db.update(users).set({ display_name: '=HYPERLINK("x")' }).where(eq(users.id, otherBrand.id));
    const res = await as(admin, 'GET', '/api/clients/export.csv?per_page=100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = res.body.trim().split('\r\n');
    expect(header).toContain('experian');
    expect(rows.some((r) => r.startsWith(`"'=HYPERLINK`))).toBe(true);
    const steps_ = await as(steps, 'GET', '/api/clients/export.csv');
    expect(steps_.body.split('\r\n')[0]).not.toContain('experian');
  });

  it('drops a user who is no longer a client from the list', async () => {
    await t.db.update(users).set({ role: 'member' }).where(eq(users.id, quiet.id));
    await refreshClient(t.db, quiet.id);
    const [row] = await t.db.select().from(clientSummaries).where(eq(clientSummaries.user_id, quiet.id));
    expect(row).toBeUndefined();
  });
});

describe('the record: GET /api/clients/:id, notes with mentions, the timeline', () => {
  it('shows one client on one page: row, steps, answers, notes; unknown or another brand → 404', async () => {
    const res = await as(funding, 'GET', `/api/clients/${declined.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { record } = res.json();
    expect(record.client).toMatchObject({ id: declined.id, open_tickets: 1 });
    expect(record.client.decisions).toMatchObject({ equifax: 'decline' });
    expect(record.can_impersonate).toBe(false);
    expect((await as(admin, 'GET', `/api/clients/${declined.id}`)).json().record.can_impersonate).toBe(true);
    expect((await as(branded, 'GET', `/api/clients/${declined.id}`)).statusCode).toBe(404);
    expect((await as(funding, 'GET', `/api/clients/${admin.id}`)).statusCode).toBe(404);
    expect((await as(funding, 'GET', '/api/clients/not-a-uuid')).statusCode).toBe(400);
    expect((await as(declined, 'GET', `/api/clients/${declined.id}`)).statusCode).toBe(403);
  });

  it('adds a note mentioning a colleague, who is notified; the author is not; @Name must be in the text', async () => {
    const missing = await as(funding, 'POST', `/api/clients/${declined.id}/notes`, {
      body: 'No name here',
      mentions: [steps.id],
    });
    expect(missing.statusCode).toBe(400);
    const made = await as(funding, 'POST', `/api/clients/${declined.id}/notes`, {
      body: '@Sam Steps please check the Equifax decline',
      mentions: [steps.id, funding.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().note).toMatchObject({ mine: true, author: { display_name: 'Fran Funding' } });
    const inbox = (await as(steps, 'GET', '/api/notifications')).json();
    const notice = inbox.notifications.find((n: { type: string }) => n.type === 'client.mentioned');
    expect(notice, JSON.stringify(inbox).slice(0, 300)).toMatchObject({
      title: 'Fran Funding mentioned you in a note on Dana Declined',
      link: `/clients/${declined.id}#notes`,
    });
    const own = (await as(funding, 'GET', '/api/notifications')).json();
    expect(own.notifications.some((n: { type: string }) => n.type === 'client.mentioned')).toBe(false);

    // Only the author edits; an admin may delete; NUL bytes and huge notes are refused.
    const id = made.json().note.id;
    const url = `/api/clients/${declined.id}/notes/${id}`;
    expect((await as(steps, 'PATCH', url, { body: 'mine now' })).statusCode).toBe(403);
    expect((await as(funding, 'PATCH', url, { body: 'bad \u0000 byte' })).statusCode).toBe(400);
    expect(
      (await as(funding, 'POST', `/api/clients/${declined.id}/notes`, { body: 'x'.repeat(6000) })).statusCode,
    ).toBe(400);
    const edited = await as(funding, 'PATCH', url, { body: 'Checked with @Sam Steps', mentions: [steps.id] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await as(steps, 'DELETE', url)).statusCode).toBe(403);
    expect((await as(admin, 'DELETE', url)).statusCode).toBe(200);
    expect((await as(admin, 'DELETE', url)).statusCode).toBe(404);
  });

  it('keeps a timeline of what every module reported, newest first, paged by id', async () => {
    const first = await as(funding, 'GET', `/api/clients/${declined.id}/activity?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.activity).toHaveLength(2);
    expect(page.activity[0].kind).toBe('client.note_added');
    const rest = (
      await as(funding, 'GET', `/api/clients/${declined.id}/activity?before=${page.next_before}`)
    ).json();
    const kinds = [...page.activity, ...rest.activity].map((a: { kind: string }) => a.kind);
    expect(kinds).toEqual(['client.note_added', 'ticket.created', 'credit.report_pulled']);
    expect(rest.next_before).toBeNull();
  });
});

describe('brand walls (review findings)', () => {
  it('never assigns or mentions another brand’s staff on a client they cannot open', async () => {
    const assign = await as(funding, 'PUT', `/api/clients/${waiting.id}/assignees`, {
      staff_ids: [branded.id],
    });
    expect(assign.statusCode).toBe(400);
    const mention = await as(funding, 'POST', `/api/clients/${waiting.id}/notes`, {
      body: '@Bea Branded have a look',
      mentions: [branded.id],
    });
    expect(mention.statusCode).toBe(400);
    const record = (await as(funding, 'GET', `/api/clients/${waiting.id}`)).json().record;
    expect(record.staff.map((s: { id: string }) => s.id)).not.toContain(branded.id);
    // On the brand's own client, the brand's staff and the platform's are both eligible.
    const ok = await as(funding, 'PUT', `/api/clients/${otherBrand.id}/assignees`, {
      staff_ids: [branded.id, funding.id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('decides visibility on the live user row: a client moved out of a brand is gone for it at once', async () => {
    expect((await as(branded, 'GET', `/api/clients/${otherBrand.id}`)).statusCode).toBe(200);
    await t.db.update(users).set({ brand_id: null }).where(eq(users.id, otherBrand.id));
    expect((await as(branded, 'GET', `/api/clients/${otherBrand.id}`)).statusCode).toBe(404);
    expect((await as(branded, 'GET', `/api/clients/${otherBrand.id}/activity`)).statusCode).toBe(404);
  });
});

describe('the business part of the record: GET /api/clients/:id/business', () => {
  it('shows the store’s paid orders, the travel bookings and the ledger; nothing yet → nulls; walls hold', async () => {
    const empty = await as(funding, 'GET', `/api/clients/${declined.id}/business`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().business).toEqual({ store: null, travel: null, commissions: null });

    const [store] = await t.db
      .insert(stores)
      .values({ owner_id: waiting.id, slug: `biz-${Date.now()}`, store_name: 'Wendy’s Shop' })
      .returning();
    const address = { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' };
    const order = (n: number, total: number, paid: boolean, refunded = 0) => ({
      number: `T-${Date.now()}-${n}`,
      store_id: store!.id,
      email: `buyer${n}@example.test`,
      customer_name: `Buyer ${n}`,
      shipping_address: address as never,
      subtotal_cents: total,
      shipping_cents: 0,
      tax_cents: 0,
      total_cents: total,
      refunded_cents: refunded,
      status: (paid ? 'paid' : 'pending_payment') as never,
      payment_provider: 'test',
      payment_id: `tp_${Date.now()}_${n}`,
      access_key_hash: `hash-${n}`,
      tax_rate_bps: 0,
      paid_at: paid ? new Date() : null,
      created_at: new Date(Date.now() - (10 - n) * 60_000),
    });
    await t.db
      .insert(orders)
      .values([order(1, 2_500, true), order(2, 4_000, true, 1_000), order(3, 9_999, false)]);
    await t.db.insert(commissionEntries).values(
      (['pending', 'approved', 'approved'] as const).map((status, i) => ({
        source: 'store_order' as const,
        source_id: `order-${i}`,
        source_label: `Order ${i}`,
        beneficiary_id: waiting.id,
        base_cents: 10_000,
        terms: {} as never,
        basis: 'default' as const,
        gross_cents: 1_000 * (i + 1),
        amount_cents: 1_000 * (i + 1),
        status,
      })),
    );

    const res = await as(funding, 'GET', `/api/clients/${waiting.id}/business`);
    expect(res.statusCode, res.body).toBe(200);
    const { business } = res.json();
    expect(business.store).toMatchObject({
      name: 'Wendy’s Shop',
      paid_orders: 2,
      gross_cents: 6_500,
      refunded_cents: 1_000,
    });
    expect(business.store.recent.map((o: { customer_name: string }) => o.customer_name)).toEqual([
      'Buyer 3',
      'Buyer 2',
      'Buyer 1',
    ]);
    expect(business.travel).toBeNull();
    expect(business.commissions.by_status).toEqual([
      { status: 'pending', entries: 1, cents: 1_000 },
      { status: 'approved', entries: 2, cents: 5_000 },
    ]);
    expect(business.commissions.recent).toHaveLength(3);

    expect((await as(branded, 'GET', `/api/clients/${waiting.id}/business`)).statusCode).toBe(404);
    expect((await as(funding, 'GET', `/api/clients/${admin.id}/business`)).statusCode).toBe(404);
    expect((await as(waiting, 'GET', `/api/clients/${waiting.id}/business`)).statusCode).toBe(403);
    expect((await as(null, 'GET', `/api/clients/${waiting.id}/business`)).statusCode).toBe(401);
  });
});
