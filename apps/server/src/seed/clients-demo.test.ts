import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedAnalyticsDemo } from './analytics-demo';
import { seedClientsDemo } from './clients-demo';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users';
import { seedSupportDemo } from './support-demo';

/** The client record's demo: the list on a fresh start, then tags, assignee, notes and timeline, once. */
let t: TestApp;
let funding: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  await seedSupportDemo(t.db);
  await seedAnalyticsDemo(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'funding@fundpath.test', password: DEMO_PASSWORD },
  });
  funding = { cookie: cookieFrom(res) };
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: funding });
type Row = {
  id: string;
  email: string;
  tags: string[];
  assignees: Array<{ display_name: string }>;
  open_tickets: number;
};

describe('seedClientsDemo', () => {
  it('lists the demo client on a fresh start, before this seed (the list catches up)', async () => {
    const res = await get('/api/clients?q=client%40fundpath.test');
    expect(res.statusCode, res.body).toBe(200);
    const jordan = (res.json().clients as Row[]).find((c) => c.email === 'client@fundpath.test');
    expect(jordan).toMatchObject({ tags: [], assignees: [] });
    expect(jordan!.open_tickets).toBeGreaterThan(0); // the support demo's tickets
  });

  it('tags the demo clients, assigns Finley, adds notes and a timeline, once', async () => {
    expect(await seedClientsDemo(t.db)).toBe(3);
    expect(await seedClientsDemo(t.db)).toBe(0);

    const mine = (await get('/api/clients?assignee=me&per_page=100')).json();
    const emails = (mine.clients as Row[]).map((c) => c.email).sort();
    expect(emails).toEqual(['ava.trend@fundpath.test', 'ben.trend@fundpath.test', 'client@fundpath.test']);
    const jordan = (mine.clients as Row[]).find((c) => c.email === 'client@fundpath.test')!;
    expect(jordan.tags).toEqual(['llc', 'vip']);
    expect(jordan.assignees.map((a) => a.display_name)).toEqual(['Finley Funding']);
    expect(mine.tags).toEqual(expect.arrayContaining(['vip', 'follow-up', 'slow payer']));
    expect((await get('/api/clients?tag=vip')).json().total).toBe(1);

    const record = (await get(`/api/clients/${jordan.id}`)).json().record;
    expect(record.notes).toHaveLength(2);
    const mention = record.notes.find((n: { body: string }) => n.body.includes('@Casey Credit'));
    expect(mention.mentions.map((m: { display_name: string }) => m.display_name)).toEqual(['Casey Credit']);
    expect(mention.author.display_name).toBe('Finley Funding');
    // The read model rebuilt at the end: every client is listed, the analytics demo's too.
    expect((await get('/api/clients?per_page=1')).json().total).toBeGreaterThan(3);

    const activity = (await get(`/api/clients/${jordan.id}/activity?limit=100`)).json().activity as Array<{
      kind: string;
      at: string;
    }>;
    expect(activity.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['client.assigned', 'client.tagged', 'client.note_added']),
    );
    expect(activity.filter((a) => a.kind === 'client.note_added')).toHaveLength(2);
    const times = activity.map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times); // newest first by id is newest first by time
  });
});
