import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCookie } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedAutomationsDemo } from './automations-demo';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users';

/** The automations demo: three template workflows (off) with runs and logs, once; an admin sees them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
});
afterAll(() => t.close());

describe('automations demo', () => {
  it('seeds the templates as disabled workflows with past runs, idempotently', async () => {
    await seedAutomationsDemo(t.db);
    await seedAutomationsDemo(t.db);
    const cookie = await signInCookie(t.app, 'admin@fundpath.test', DEMO_PASSWORD);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/automations/workflows',
      headers: { cookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const workflows = list.json().workflows as Array<{
      id: string;
      template_key: string;
      enabled: boolean;
      runs: { total: number };
    }>;
    expect(workflows.map((w) => w.template_key).sort()).toEqual([
      'approval-waiting',
      'client-onboarding',
      'credit-follow-up',
    ]);
    expect(workflows.every((w) => !w.enabled)).toBe(true);
    const runs = await t.app.inject({ method: 'GET', url: '/api/automations/runs', headers: { cookie } });
    expect(runs.statusCode, runs.body).toBe(200);
    expect(runs.json().total).toBeGreaterThanOrEqual(2);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/automations/runs/${runs.json().runs[0].id}`,
      headers: { cookie },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().run.log.length).toBeGreaterThan(0);
    // The seed has no app secret: the webhook secret is made on first use.
    const secret = await t.app.inject({
      method: 'GET',
      url: `/api/automations/workflows/${workflows[0]!.id}/webhook-secret`,
      headers: { cookie },
    });
    expect(secret.statusCode, secret.body).toBe(200);
    expect(secret.json().secret).toMatch(/^whsec_/);
  });
});
