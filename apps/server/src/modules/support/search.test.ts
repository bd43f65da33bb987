import type { Ticket } from '@fundpath/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { parseTicketNumber } from './policy';
import { toPrefixQuery } from './service';
import { openTicket } from './test-helpers';

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
