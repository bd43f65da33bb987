import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands';
import { leads } from '../../db/schema/leads';
import { userInvites } from '../../db/schema/people';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ACCOUNT_EXISTS_MESSAGE, captureLead, listClientLeads } from './index';

/** The lead pipeline: scope, board totals, moves (and races), won/lost, convert, capture. */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let branded: TestUser;
let client: TestUser;
let brandId: string;

type Json = Record<string, unknown>;
type LeadJson = Json & { id: string; stage_id: string; position: number; value_cents: number; name: string };
type Board = {
  columns: Array<{
    id: string;
    name: string;
    leads: LeadJson[];
    totals: { count: number; value_cents: number };
  }>;
  stages: Array<{ id: string; name: string; kind: string }>;
  totals: Record<'open' | 'won' | 'lost', { count: number; value_cents: number }>;
};

const as = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
const create = async (user: TestUser, body: Json): Promise<LeadJson> => {
  const res = await as(user, 'POST', '/api/leads', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().lead;
};
const board = async (user: TestUser, query = ''): Promise<Board> => {
  const res = await as(user, 'GET', `/api/leads/board${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const stageId = async (name: string) => (await board(admin)).stages.find((s) => s.name === name)!.id;
const idsIn = (b: Board, name: string) => b.columns.find((c) => c.name === name)!.leads.map((l) => l.id);

beforeAll(async () => {
  t = await createTestApp();
  const [brand] = await t.db
    .insert(brands)
    .values({ name: 'Acme Leads', slug: `acme-leads-${Date.now()}` })
    .returning();
  brandId = brand!.id;
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(t.db, 'funding_team', { display_name: 'Fran Funding' });
  branded = await makeUser(t.db, 'credit_team', { display_name: 'Bea Branded', brand_id: brandId });
  client = await makeUser(t.db, 'client', { display_name: 'Cleo Client' });
});
afterAll(() => t.close());

describe('stages and access', () => {
  it('makes the default stages in order', async () => {
    const res = await as(funding, 'GET', '/api/leads/stages');
    expect(res.statusCode).toBe(200);
    expect(res.json().stages.map((s: Json) => `${s.name}:${s.kind}`)).toEqual([
      'New:open',
      'Contacted:open',
      'Qualified:open',
      'Proposal:open',
      'Won:won',
      'Lost:lost',
    ]);
  });

  it('is for staff only', async () => {
    expect((await as(null, 'GET', '/api/leads/board')).statusCode).toBe(401);
    expect((await as(client, 'GET', '/api/leads/board')).statusCode).toBe(403);
    expect((await as(client, 'POST', '/api/leads', { name: 'X' })).statusCode).toBe(403);
  });

  it('scopes leads to the brand of a branded staff member; other ids are 404', async () => {
    const mine = await create(branded, {
      name: 'Brand Lead',
      email: 'brand.lead@example.test',
      value_cents: 100,
    });
    const theirs = await create(funding, { name: 'Unbranded Lead', value_cents: 200 });
    expect(mine.brand_id).toBe(brandId);
    const b = await board(branded);
    const ids = b.columns.flatMap((c) => c.leads.map((l) => l.id));
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    for (const [method, url, body] of [
      ['GET', `/api/leads/${theirs.id}`],
      ['PATCH', `/api/leads/${theirs.id}`, { name: 'Hacked' }],
      ['POST', `/api/leads/${theirs.id}/move`, { stage_id: await stageId('Contacted'), position: 0 }],
      ['POST', `/api/leads/${theirs.id}/notes`, { body: 'hi' }],
      ['GET', `/api/leads/${theirs.id}/history`],
      ['POST', `/api/leads/${theirs.id}/lost`, { reason: 'x' }],
    ] as const) {
      const res = await as(branded, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Admins (and staff without a brand) see every brand's leads.
    const all = (await board(funding)).columns.flatMap((c) => c.leads.map((l) => l.id));
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('deletes for admins only', async () => {
    const lead = await create(funding, { name: 'To Delete' });
    expect((await as(funding, 'DELETE', `/api/leads/${lead.id}`)).statusCode).toBe(403);
    expect((await as(admin, 'DELETE', `/api/leads/${lead.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'GET', `/api/leads/${lead.id}`)).statusCode).toBe(404);
  });
});

describe('input', () => {
  it('rejects bad input with 400', async () => {
    for (const body of [
      { name: '' },
      { name: 'Nul\u0000byte' },
      { name: 'x'.repeat(121) },
      { name: 'Big', value_cents: 1_000_000_001 },
      { name: 'Neg', value_cents: -1 },
      { name: 'Frac', value_cents: 1.5 },
      { name: 'Mail', email: 'not-an-email' },
      { name: 'Day', next_action_on: '2026-13-45' },
      { name: 'Owner', owner_id: client.id },
      { name: 'Notes', notes: 'n'.repeat(5001) },
    ]) {
      const res = await as(funding, 'POST', '/api/leads', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await as(funding, 'GET', '/api/leads/not-a-uuid')).statusCode).toBe(400);
    expect((await as(funding, 'GET', '/api/leads?per_page=1000')).statusCode).toBe(400);
  });
});

describe('board, moves and history', () => {
  it('totals per stage equal the sum of the cards, filters apply to both', async () => {
    await create(funding, { name: 'Val One', value_cents: 12_345, source: 'referral', owner_id: funding.id });
    await create(funding, { name: 'Val Two', value_cents: 5_000, source: 'referral' });
    const b = await board(funding);
    for (const c of b.columns) {
      expect(c.totals.count).toBe(c.leads.length);
      expect(c.totals.value_cents).toBe(c.leads.reduce((s, l) => s + l.value_cents, 0));
    }
    expect(b.totals.open.value_cents).toBe(b.columns.reduce((s, c) => s + c.totals.value_cents, 0));
    const mine = await board(funding, '?owner=me&source=referral');
    expect(mine.totals.open).toEqual({ count: 1, value_cents: 12_345 });
    const q = await board(funding, '?q=val%20two');
    expect(q.totals.open).toEqual({ count: 1, value_cents: 5_000 });
  });

  it('moves a lead to a place in another stage, keeps positions dense and records history', async () => {
    const contacted = await stageId('Contacted');
    const a = await create(funding, { name: 'Move A', stage_id: contacted });
    const b = await create(funding, { name: 'Move B', stage_id: contacted });
    const c = await create(funding, { name: 'Move C' });
    const res = await as(funding, 'POST', `/api/leads/${c.id}/move`, { stage_id: contacted, position: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lead.stage_name).toBe('Contacted');
    const after = await board(funding);
    const col = after.columns.find((x) => x.name === 'Contacted')!;
    expect(col.leads.map((l) => l.id)).toEqual([a.id, c.id, b.id]);
    expect(col.leads.map((l) => l.position)).toEqual([0, 1, 2]);
    const newCol = after.columns.find((x) => x.name === 'New')!;
    expect(newCol.leads.map((l) => l.position)).toEqual(newCol.leads.map((_, i) => i));
    const history = (await as(funding, 'GET', `/api/leads/${c.id}/history`)).json().history;
    expect(history.map((h: Json) => `${h.from_stage_name}→${h.to_stage_name}`)).toEqual([
      'New→Contacted',
      'null→New',
    ]);
    expect(history[0].changed_by_name).toBe('Fran Funding');
    // Within a stage, to the top; past the end is clamped.
    await as(funding, 'POST', `/api/leads/${b.id}/move`, { stage_id: contacted, position: 0 });
    await as(funding, 'POST', `/api/leads/${a.id}/move`, { stage_id: contacted, position: 99 });
    expect(idsIn(await board(funding), 'Contacted')).toEqual([b.id, c.id, a.id]);
  });

  it('two concurrent moves leave consistent positions', async () => {
    const qualified = await stageId('Qualified');
    const proposal = await stageId('Proposal');
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await create(funding, { name: `Race ${i}`, stage_id: qualified }));
    const answers = await Promise.all([
      as(funding, 'POST', `/api/leads/${made[0]!.id}/move`, { stage_id: proposal, position: 0 }),
      as(funding, 'POST', `/api/leads/${made[1]!.id}/move`, { stage_id: proposal, position: 0 }),
      as(funding, 'POST', `/api/leads/${made[3]!.id}/move`, { stage_id: qualified, position: 0 }),
    ]);
    // Every move lands (on PostgreSQL a lock cycle would abort one as a deadlock).
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const b = await board(funding);
    for (const name of ['Qualified', 'Proposal']) {
      const col = b.columns.find((c) => c.name === name)!;
      expect(col.leads.map((l) => l.position)).toEqual(col.leads.map((_, i) => i));
    }
    expect(idsIn(b, 'Proposal')).toHaveLength(2);
    expect(idsIn(b, 'Qualified')).toEqual([made[3]!.id, made[2]!.id]);
  });

  it('refuses a board move into won or lost (those need the won/lost routes)', async () => {
    const lead = await create(funding, { name: 'No Shortcut' });
    const res = await as(funding, 'POST', `/api/leads/${lead.id}/move`, {
      stage_id: await stageId('Lost'),
      position: 0,
    });
    expect(res.statusCode).toBe(400);
  });

  it('emits lead.stage_changed', async () => {
    const heard: Json[] = [];
    const off = t.app.deps.events.on('lead.stage_changed', (p) => {
      heard.push(p);
    });
    const lead = await create(funding, { name: 'Event Lead' });
    await as(funding, 'POST', `/api/leads/${lead.id}/move`, {
      stage_id: await stageId('Contacted'),
      position: 0,
    });
    await as(funding, 'POST', `/api/leads/${lead.id}/won`);
    off();
    expect(heard.map((h) => h.to_kind)).toEqual(['open', 'won']);
    expect(heard[0]).toMatchObject({ lead_id: lead.id, changed_by: funding.id });
  });
});

describe('won and lost', () => {
  it('requires a reason for lost, keeps it, and totals the closed leads', async () => {
    const lead = await create(funding, { name: 'Lost Cause', value_cents: 777 });
    expect((await as(funding, 'POST', `/api/leads/${lead.id}/lost`, {})).statusCode).toBe(400);
    expect((await as(funding, 'POST', `/api/leads/${lead.id}/lost`, { reason: '   ' })).statusCode).toBe(400);
    const res = await as(funding, 'POST', `/api/leads/${lead.id}/lost`, { reason: 'Went with a competitor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lead).toMatchObject({ stage_kind: 'lost', lost_reason: 'Went with a competitor' });
    const b = await board(funding, '?q=lost%20cause');
    expect(b.totals.lost).toEqual({ count: 1, value_cents: 777 });
    expect(b.totals.open.count).toBe(0);
    // Reopening (a board move to an open stage) clears the reason.
    const reopened = await as(funding, 'POST', `/api/leads/${lead.id}/move`, {
      stage_id: await stageId('New'),
      position: 0,
    });
    expect(reopened.json().lead).toMatchObject({ stage_kind: 'open', lost_reason: null, closed_at: null });
  });

  it('lists with status filter, sort and paging', async () => {
    const res = await as(funding, 'GET', '/api/leads?status=won&sort=value_desc&per_page=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.per_page).toBe(1);
    expect(body.leads.every((l: Json) => l.stage_kind === 'won')).toBe(true);
    expect(body.total).toBeGreaterThanOrEqual(1);
  });
});

describe('notes', () => {
  it('adds and lists notes; rejects NUL bytes and huge notes', async () => {
    const lead = await create(funding, { name: 'Noted' });
    expect((await as(funding, 'POST', `/api/leads/${lead.id}/notes`, { body: 'a\u0000b' })).statusCode).toBe(
      400,
    );
    expect(
      (await as(funding, 'POST', `/api/leads/${lead.id}/notes`, { body: 'x'.repeat(5001) })).statusCode,
    ).toBe(400);
    const res = await as(funding, 'POST', `/api/leads/${lead.id}/notes`, { body: 'Called,\nleft a message' });
    expect(res.statusCode, res.body).toBe(201);
    const notes = (await as(funding, 'GET', `/api/leads/${lead.id}/notes`)).json().notes;
    expect(notes[0]).toMatchObject({ body: 'Called,\nleft a message', author_name: 'Fran Funding' });
  });
});

describe('convert', () => {
  it('invites the lead as a client through the people module, once', async () => {
    const lead = await create(funding, { name: 'Connie Convert', email: 'connie.convert@example.test' });
    const first = await as(funding, 'POST', `/api/leads/${lead.id}/convert`);
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(body.invite).toMatchObject({
      email: 'connie.convert@example.test',
      role: 'client',
      state: 'pending',
    });
    expect(body.lead.converted_invite_id).toBe(body.invite.id);
    expect(t.mailer.sent.some((m) => m.to === 'connie.convert@example.test')).toBe(true);
    const again = await as(funding, 'POST', `/api/leads/${lead.id}/convert`);
    expect(again.statusCode).toBe(200);
    expect(again.json().invite.id).toBe(body.invite.id);
    expect(again.json().created).toBe(false);
    const invites = await t.db
      .select()
      .from(userInvites)
      .where(eq(userInvites.email, 'connie.convert@example.test'));
    expect(invites).toHaveLength(1);
  });

  it('needs leads.convert, never replaces a pending team invite, and shows the link to user admins only', async () => {
    const lead = await create(funding, { name: 'Pat Pending', email: 'pat.pending@example.test' });
    // credit_team does not hold leads.convert by default.
    expect((await as(branded, 'POST', `/api/leads/${lead.id}/convert`)).statusCode).toBe(403);
    // An administrator invited this address to a staff account: converting must not revoke it.
    const invited = await as(admin, 'POST', '/api/admin/users/invites', {
      email: 'pat.pending@example.test',
      display_name: 'Pat Pending',
      role: 'credit_team',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const refused = await as(funding, 'POST', `/api/leads/${lead.id}/convert`);
    expect(refused.statusCode).toBe(409);
    const live = await t.db
      .select()
      .from(userInvites)
      .where(eq(userInvites.email, 'pat.pending@example.test'));
    expect(live.every((i) => i.revoked_at === null)).toBe(true);
    // The outbox link is for user administrators: funding_team gets none.
    const other = await create(funding, { name: 'Lin Link', email: 'lin.link@example.test' });
    const made = await as(funding, 'POST', `/api/leads/${other.id}/convert`);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().link).toBeNull();
  });

  it('two converts at once make one invite', async () => {
    const lead = await create(funding, { name: 'Rita Race', email: 'rita.race@example.test' });
    const [a, b] = await Promise.all([
      as(funding, 'POST', `/api/leads/${lead.id}/convert`),
      as(funding, 'POST', `/api/leads/${lead.id}/convert`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().invite.id).toBe(b.json().invite.id);
  });

  it('refuses an address that already has an account (409) and a lead without e-mail (400)', async () => {
    const lead = await create(funding, { name: 'Cleo Again', email: client.email });
    const res = await as(funding, 'POST', `/api/leads/${lead.id}/convert`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCOUNT_EXISTS_MESSAGE);
    const noMail = await create(funding, { name: 'No Mail' });
    expect((await as(funding, 'POST', `/api/leads/${noMail.id}/convert`)).statusCode).toBe(400);
  });
});

describe('capture', () => {
  const form = (over: Json = {}) => ({
    name: 'Pat Prospect',
    email: 'pat.prospect@example.test',
    message: 'I want to get funding-ready',
    elapsed_ms: 10_000,
    ...over,
  });
  const captured = (email: string) => t.db.select().from(leads).where(eq(leads.email, email));
  // Each submission from its own address unless a test means one: the limit is per address.
  let n = 0;
  const post = (body: Json, remoteAddress = `198.51.100.${++n}`) =>
    injectAs(t.app, null, { method: 'POST', url: '/api/leads/capture', payload: body, remoteAddress });

  it('creates a landing_form lead and dedupes the same address among open leads', async () => {
    const res = await post(form());
    expect(res.statusCode, res.body).toBe(202);
    const again = await post(form({ phone: '+1 555 0100', message: 'Second try' }));
    expect(again.statusCode).toBe(202);
    const rows = await captured('pat.prospect@example.test');
    expect(rows).toHaveLength(1);
    // A form from outside never writes the lead's contact details; the number goes to the note.
    expect(rows[0]).toMatchObject({ source: 'landing_form', phone: null });
    const notes = (await as(admin, 'GET', `/api/leads/${rows[0]!.id}/notes`)).json().notes;
    expect(notes).toHaveLength(2);
    expect(notes[0].body).toContain('Second try');
    expect(notes[0].body).toContain('+1 555 0100');
  });

  it('drops honeypot and too-quick submissions with the same answer', async () => {
    const bot = await post(form({ email: 'bot1@example.test', website: 'spam.example' }));
    expect(bot.statusCode).toBe(202);
    const quick = await post(form({ email: 'bot2@example.test', elapsed_ms: 500 }));
    expect(quick.statusCode).toBe(202);
    expect(await captured('bot1@example.test')).toHaveLength(0);
    expect(await captured('bot2@example.test')).toHaveLength(0);
  });

  it('validates and rate-limits per address', async () => {
    expect((await post(form({ name: 'a\u0000b' }))).statusCode).toBe(400);
    expect((await post(form({ extra: 1 }))).statusCode).toBe(400);
    expect((await post(form({ message: 'm'.repeat(2001) }))).statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(form({ email: `burst${i}@example.test` }), '203.0.113.9');
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });

  it('captureLead (booking links) dedupes too and keeps the source of the first', async () => {
    const first = await captureLead(t.db, {
      name: 'Bo Booker',
      email: 'Bo.Booker@example.test',
      source: 'booking_link',
      brand_id: null,
      message: 'Discovery call on Dec 9',
    });
    const second = await captureLead(t.db, {
      name: 'Bo',
      email: 'bo.booker@example.test',
      source: 'booking_link',
      brand_id: null,
    });
    expect(first.created).toBe(true);
    expect(second).toEqual({ lead_id: first.lead_id, created: false });
    // A closed lead is not reused: a new one opens.
    await as(admin, 'POST', `/api/leads/${first.lead_id}/lost`, { reason: 'No show' });
    const third = await captureLead(t.db, {
      name: 'Bo',
      email: 'bo.booker@example.test',
      source: 'booking_link',
      brand_id: null,
    });
    expect(third.created).toBe(true);
  });

  it('captureLead for a coach keeps the coach, dedupes per coach, and lists the coach their leads', async () => {
    const coach = await makeUser(t.db, 'client', { display_name: 'Casey Coach' });
    const other = await makeUser(t.db, 'client', { display_name: 'Olly Other' });
    const email = 'site.visitor@example.test';
    const a = await captureLead(t.db, {
      name: 'Vi Visitor',
      email,
      source: 'website',
      brand_id: null,
      client_id: coach.id,
      message: 'Can you help with my credit?',
    });
    const again = await captureLead(t.db, {
      name: 'Vi',
      email,
      source: 'website',
      brand_id: null,
      client_id: coach.id,
    });
    // The same address on another coach's site (or the platform's form) is that one's own lead.
    const b = await captureLead(t.db, {
      name: 'Vi',
      email,
      source: 'website',
      brand_id: null,
      client_id: other.id,
    });
    const platform = await captureLead(t.db, { name: 'Vi', email, source: 'landing_form', brand_id: null });
    expect(again).toEqual({ lead_id: a.lead_id, created: false });
    expect(new Set([a.lead_id, b.lead_id, platform.lead_id]).size).toBe(3);
    const staffView = (await as(admin, 'GET', `/api/leads/${a.lead_id}`)).json().lead;
    expect(staffView).toMatchObject({ client_id: coach.id, client_name: 'Casey Coach', source: 'website' });
    await as(admin, 'POST', `/api/leads/${a.lead_id}/notes`, { body: 'Staff only: call Tuesday' });
    const mine = await listClientLeads(t.db, coach.id);
    expect(mine.total).toBe(1);
    expect(mine.leads[0]).toMatchObject({ id: a.lead_id, name: 'Vi Visitor', source: 'website' });
    const bodies = mine.leads[0]!.messages.map((m) => m.body).join('\n');
    expect(bodies).toContain('Can you help with my credit?');
    expect(bodies).not.toContain('Staff only');
    expect((await listClientLeads(t.db, other.id)).leads.map((l) => l.id)).toEqual([b.lead_id]);
  });
});
