import type { Ticket } from '@fundpath/contracts/support';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { openTicket } from '../../testing/support';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { parseTicketNumber } from './policy';
import { SEARCH_COUNT_CAP } from './repo';
import { toPrefixQuery } from './service';

let t: TestApp;
let agent: TestUser;
let client: TestUser;
let other: TestUser;
let funding: Ticket;
let dispute: Ticket;
let theirs: Ticket;

beforeAll(async () => {
  t = await createTestApp();
  agent = await makeUser(t.db, 'credit_team');
  client = await makeUser(t.db, 'client');
  other = await makeUser(t.db, 'client');
  funding = await openTicket(t.app, client, {
    title: 'Funding application stuck in review',
    description: 'My SBA application has shown pending for two weeks.',
    priority: 'high',
  });
  dispute = await openTicket(t.app, client, {
    title: 'Dispute letter for Equifax',
    description: 'Which template should I use for the collection account?',
    category: 'credit_report',
  });
  theirs = await openTicket(t.app, other, {
    title: 'Funding question',
    description: 'Private details of another client.',
  });
  await injectAs(t.app, agent, {
    method: 'POST',
    url: `/api/tickets/${dispute.id}/messages`,
    payload: { message: 'Use the goodwill template and attach your Experian statement.' },
  });
  await injectAs(t.app, agent, {
    method: 'POST',
    url: `/api/tickets/${dispute.id}/internal-note`,
    payload: { note: 'Client mentioned bankruptcy on the phone' },
  });
});
afterAll(() => t.close());

const search = async (user: TestUser, q: string, extra = '') => {
  const res = await injectAs(t.app, user, {
    method: 'GET',
    url: `/api/tickets/search?q=${encodeURIComponent(q)}${extra}`,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { ids: body.results.map((r: Ticket) => r.id) as string[], total: body.total as number, body };
};

describe('ticket search', () => {
  it('finds a ticket by its number, in any of the ways people type it', async () => {
    const n = funding.ticket_number; // FP-00000N
    const digits = String(Number(n.slice(3)));
    for (const q of [n, n.toLowerCase(), n.slice(3), `#${digits}`]) {
      const { ids } = await search(agent, q);
      expect(ids[0], q).toBe(funding.id);
    }
  });

  it('finds partial words inside titles and descriptions (trigram / ILIKE)', async () => {
    expect((await search(client, 'ppli')).ids).toEqual([funding.id]); // inside "application"
    expect((await search(client, 'quifa')).ids).toEqual([dispute.id]);
  });

  it('finds stemmed words and prefixes (full text), ranking title matches first', async () => {
    expect((await search(client, 'applications')).ids).toEqual([funding.id]);
    expect((await search(client, 'disput')).ids).toEqual([dispute.id]);
    const both = await search(agent, 'funding');
    expect(both.ids).toContain(funding.id);
    expect(both.ids).toContain(theirs.id);
  });

  it('finds words of visible messages, never of internal notes', async () => {
    expect((await search(client, 'goodwill')).ids).toEqual([dispute.id]);
    expect((await search(client, 'bankruptcy')).total).toBe(0);
    expect((await search(agent, 'bankruptcy')).total).toBe(0);
  });

  it("keeps clients inside their own tickets, even when searching another's number", async () => {
    const { ids } = await search(client, 'funding');
    expect(ids).toEqual([funding.id]);
    expect((await search(client, theirs.ticket_number)).total).toBe(0);
    expect((await search(other, 'goodwill')).total).toBe(0);
  });

  it('pages and filters', async () => {
    const first = await search(agent, 'funding', '&per_page=1&page=1');
    const second = await search(agent, 'funding', '&per_page=1&page=2');
    expect(first.total).toBe(2);
    expect(first.ids).toHaveLength(1);
    expect(second.ids).toHaveLength(1);
    expect(second.ids[0]).not.toBe(first.ids[0]);
    expect((await search(agent, 'funding', '&priority=high')).ids).toEqual([funding.id]);
    expect((await search(agent, 'funding', '&status=closed')).total).toBe(0);
  });

  it('narrows by the staff views (assignee, unassigned) on the server, and never widens a client', async () => {
    const assign = await injectAs(t.app, agent, {
      method: 'PATCH',
      url: `/api/tickets/${funding.id}/assign`,
      payload: { assigned_to: agent.id },
    });
    expect(assign.statusCode).toBe(200);
    const mine = await search(agent, 'funding', `&assigned_to=${agent.id}`);
    expect([mine.ids, mine.total]).toEqual([[funding.id], 1]);
    const unassigned = await search(agent, 'funding', '&assigned_to=unassigned');
    expect([unassigned.ids, unassigned.total]).toEqual([[theirs.id], 1]);
    expect((await search(client, 'funding', `&user_id=${other.id}`)).total).toBe(0);
    const tooLong = await injectAs(t.app, agent, {
      method: 'GET',
      url: `/api/tickets/search?q=${'a'.repeat(201)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('treats wildcard and tsquery characters as text', async () => {
    expect((await search(client, '%')).total).toBe(0);
    expect((await search(client, "a & b | !c:* ('")).total).toBe(0);
    const res = await injectAs(t.app, client, { method: 'GET', url: '/api/tickets/search?q=' });
    expect(res.statusCode).toBe(400);
  });
});

describe('query parsing', () => {
  it('reads ticket numbers', () => {
    expect(parseTicketNumber('FP-000123')).toBe(123);
    expect(parseTicketNumber('fp123')).toBe(123);
    expect(parseTicketNumber('#42')).toBe(42);
    expect(parseTicketNumber('000007')).toBe(7);
    expect(parseTicketNumber('FP-')).toBeUndefined();
    expect(parseTicketNumber('funding 2')).toBeUndefined();
  });

  it('turns words into prefix terms and drops operators', () => {
    expect(toPrefixQuery('Funding  app')).toBe('funding:* & app:*');
    expect(toPrefixQuery("a & b | !c:* ('")).toBe('a:* & b:* & c:*');
    expect(toPrefixQuery('!!')).toBeNull();
  });
});

describe('broad searches at scale', () => {
  let big: TestApp;
  let staff: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    big = await createTestApp();
    staff = await makeUser(big.db, 'funding_team');
    owner = await makeUser(big.db, 'client');
    // 2 100 tickets mention a walrus (more than the count cap), 30 of them a narwhal too;
    // ticket g was last updated g minutes ago, so newest first means the smallest g.
    await big.db.execute(sql`
      insert into support_tickets (title, description, status, priority, category, user_id, sla_due_date, created_at, updated_at)
      select 'Walrus ticket ' || g,
             case when g % 70 = 0 then 'Narwhal sighting, case 7' else 'Plain description, case 7' end,
             'open', 'medium', 'general', ${owner.id}, now() + interval '1 day',
             now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(1, 2100) g`);
  });
  afterAll(() => big.close());

  const find = async (q: string, page = 1) => {
    const res = await injectAs(big.app, staff, {
      method: 'GET',
      url: `/api/tickets/search?q=${encodeURIComponent(q)}&page=${page}&per_page=25`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { results: Ticket[]; total: number; total_capped: boolean };
  };
  const numbers = (r: { results: Ticket[] }) => r.results.map((x) => Number(x.title.split(' ')[2]));

  it(`stops counting at ${SEARCH_COUNT_CAP}, says so, and lists the matches newest first`, async () => {
    for (const q of ['walrus', 'alru']) {
      const first = await find(q);
      expect(first.total, q).toBe(SEARCH_COUNT_CAP);
      expect(first.total_capped, q).toBe(true);
      expect(numbers(first), q).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      expect(numbers(await find(q, 3)), q).toEqual(Array.from({ length: 25 }, (_, i) => i + 51));
    }
  });

  it('counts and ranks narrower searches exactly, and pages past the end to nothing', async () => {
    for (const q of ['narwhal', 'arwha']) {
      const first = await find(q);
      expect(first.total, q).toBe(30);
      expect(first.total_capped, q).toBe(false);
      expect(numbers(first), q).toEqual(Array.from({ length: 25 }, (_, i) => (i + 1) * 70));
      const second = await find(q, 2);
      expect(numbers(second), q).toEqual([26, 27, 28, 29, 30].map((n) => n * 70));
      const past = await find(q, 9);
      expect(past.results, q).toEqual([]);
      expect(past.total, q).toBe(30);
    }
  });

  it('pages past the end of a capped search to nothing, still capped', async () => {
    for (const page of [81, 200]) {
      const past = await find('walrus', page);
      expect(past.results).toEqual([]);
      expect(past.total_capped).toBe(true);
    }
  });

  it('keeps an exact ticket number first in a broad query, then pages on without repeating it', async () => {
    // "7" is ticket FP-000007 and also a word in every ticket.
    const first = await find('7');
    expect(first.total_capped).toBe(true);
    expect(first.results[0]!.ticket_number).toBe('FP-000007');
    expect(numbers(first).slice(1, 8)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    const second = await find('7', 2);
    expect(numbers(second)[0]).toBe(26);
    expect(numbers(second)).not.toContain(7);
  });
});
