import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { cookieFrom } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedSupportDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
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
