import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConversations, aiKnowledge, coachingSteps, supportTickets, users } from '../db/schema';
import { cookieFrom } from '../testing/factories';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/test-app';
import { ANALYTICS_DEMO_CLIENTS, ANALYTICS_DEMO_TICKETS } from './analytics-demo';
import { BOOKINGS_DEMO_USERS } from './bookings-demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoUsers } from './demo-users';
import { FUNDING_DEMO_CLIENTS } from './funding-demo';
import { seedAll } from './index';
import { MARKETPLACE_DEMO_USERS } from './marketplace-demo';
import { PEOPLE_DEMO_USERS } from './people-demo';
import { seedSupportDemo } from './support-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
});
afterAll(() => t.close());

async function login(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'fundpath-demo-2026' },
  });
  return { cookie: cookieFrom(res) };
}

describe('seedSupportDemo', () => {
  it('gives the demo client tickets with staff replies and one internal note only staff see; runs once', async () => {
    expect(await seedSupportDemo(t.db)).toEqual({ created: 4 });
    expect(await seedSupportDemo(t.db)).toEqual({ created: 0 });

    const client = await login('client@fundpath.test');
    const list = (await t.app.inject({ method: 'GET', url: '/api/tickets', headers: client })).json();
    expect(list.total).toBe(4);
    const disputed = list.tickets.find((x: { category: string }) => x.category === 'credit_report');
    expect(disputed).toMatchObject({
      status: 'waiting_on_client',
      assigned_to_name: 'Casey Credit',
      messages_count: 1,
    });
    const clientView = (
      await t.app.inject({ method: 'GET', url: `/api/tickets/${disputed.id}`, headers: client })
    ).json();
    expect(clientView.ticket.messages).toHaveLength(1);

    const admin = await login('admin@fundpath.test');
    const staffView = (
      await t.app.inject({ method: 'GET', url: `/api/tickets/${disputed.id}`, headers: admin })
    ).json();
    expect(staffView.ticket.messages.filter((m: { is_internal: boolean }) => m.is_internal)).toHaveLength(1);
    const overdue = list.tickets.find((x: { priority: string }) => x.priority === 'urgent');
    expect(overdue.sla_breached).toBe(true);
  });
});

describe('seedAll (what a start runs)', () => {
  it('always fills the content, adds demo data only when asked, and changes nothing the second time', async () => {
    const database = await createTestDatabase();
    const { db } = database;
    const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    const counts = async () => ({
      steps: await rows(coachingSteps),
      knowledge: await rows(aiKnowledge),
      users: await rows(users),
      tickets: await rows(supportTickets),
      conversations: await rows(aiConversations),
    });
    try {
      expect(await seedAll(db, { demo: false })).toEqual({ demo: null });
      const content = await counts();
      expect(content).toMatchObject({ steps: 18, users: 0, tickets: 0, conversations: 0 });
      expect(content.knowledge).toBeGreaterThan(50);

      const first = await seedAll(db, { demo: true });
      expect(first.demo).toEqual({ created: true, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD });
      const demo = await counts();
      expect(demo).toEqual({
        ...content,
        users:
          DEMO_ACCOUNTS.length +
          FUNDING_DEMO_CLIENTS.length +
          PEOPLE_DEMO_USERS +
          ANALYTICS_DEMO_CLIENTS.length +
          MARKETPLACE_DEMO_USERS +
          BOOKINGS_DEMO_USERS,
        tickets: 4 + ANALYTICS_DEMO_TICKETS.length,
        conversations: 2,
      });

      expect((await seedAll(db, { demo: true })).demo?.created).toBe(false);
      expect(await counts()).toEqual(demo);
    } finally {
      await database.close();
    }
  });
});
