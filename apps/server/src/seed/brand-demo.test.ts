import { publishedPageResponseSchema } from '@fundpath/contracts/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedBrandDemo } from './brand-demo';
import { seedDemoUsers } from './demo-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  await seedBrandDemo(t.db);
  await seedBrandDemo(t.db); // runs once
});
afterAll(() => t.close());

describe('seedBrandDemo', () => {
  it('publishes a landing (two versions) and a login page that pass the contract', async () => {
    for (const page of ['landing', 'login']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/brand/page?page=${page}` });
      const parsed = publishedPageResponseSchema.safeParse(res.json());
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data?.sections.length).toBeGreaterThan(0);
    }
    const landing = (await t.app.inject({ method: 'GET', url: '/api/brand/page?page=landing' })).json();
    expect(landing.version).toBe(2);
    expect(landing.sections.map((s: { type: string }) => s.type)).toEqual(['hero', 'features', 'faq', 'cta']);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@fundpath.test', password: 'fundpath-demo-2026' },
    });
    const brands = await t.app.inject({
      method: 'GET',
      url: '/api/admin/brands',
      headers: { cookie: cookieFrom(login) },
    });
    const brand = brands.json().brands.find((b: { is_default: boolean }) => b.is_default);
    expect(brand.support_email).toBe('support@fundpath.test');
    const editor = await t.app.inject({
      method: 'GET',
      url: `/api/admin/brands/${brand.id}/pages/landing?context=default`,
      headers: { cookie: cookieFrom(login) },
    });
    expect(editor.json()).toMatchObject({ published_version: 2, has_unpublished_changes: false });
    expect(editor.json().versions).toHaveLength(2);
  });
});
