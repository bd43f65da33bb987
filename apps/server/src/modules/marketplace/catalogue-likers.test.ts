import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import {
  addressPool,
  bookableSpecialist,
  createService,
  createSpecialistAgreement,
} from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { shortName } from './discovery';

let t: TestApp;
let admin: TestUser;
const ips = addressPool('198.51.102', '198.51.103');
const get = (user: { cookie: string } | null, url: string) => injectAs(t.app, user, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  await createSpecialistAgreement(t.app, admin);
});
afterAll(() => t.close());

describe('shortName', () => {
  it('keeps the first name and the last initial only', () => {
    expect(shortName('Morgan Member')).toBe('Morgan M.');
    expect(shortName('  jamie  de la cruz ')).toBe('jamie C.');
    expect(shortName('Cher')).toBe('Cher');
    expect(shortName('')).toBe('A member');
  });
});

describe('GET /api/marketplace/specialists/me/likers', () => {
  it("lists the specialist's own likers with first name and initial, counts, pages; never e-mails", async () => {
    const riley = await bookableSpecialist(t.app, admin, {
      emailPrefix: 'likers-a',
      display_name: 'Riley Likers',
      specialty: 'Massage',
      remoteAddress: ips.signup(),
    });
    const other = await bookableSpecialist(t.app, admin, {
      emailPrefix: 'likers-b',
      display_name: 'Other Likers',
      specialty: 'Yoga',
      remoteAddress: ips.signup(),
    });
    const morgan = await makeUser(t.db, 'member', { display_name: 'Morgan Member' });
    const jamie = await makeUser(t.db, 'member', { display_name: 'Jamie Cruz' });

    const empty = await get(riley, '/api/marketplace/specialists/me/likers');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ total: 0, last_30_days: 0, likers: [], limit: 20, offset: 0 });

    for (const [who, id] of [
      [morgan, riley.id],
      [jamie, riley.id],
      [jamie, other.id],
    ] as const) {
      const like = await injectAs(t.app, who, { method: 'PUT', url: `/api/marketplace/likes/${id}` });
      expect(like.statusCode, like.body).toBe(200);
    }

    const res = await get(riley, '/api/marketplace/specialists/me/likers');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', total: 2, last_30_days: 2 });
    expect(body.likers.map((l: { display_name: string }) => l.display_name).sort()).toEqual([
      'Jamie C.',
      'Morgan M.',
    ]);
    expect(Object.keys(body.likers[0]).sort()).toEqual(['display_name', 'liked_at']);
    expect(res.body).not.toContain('@');

    const page = (await get(riley, '/api/marketplace/specialists/me/likers?limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page.likers).toHaveLength(1);
    expect(page.likers[0].display_name).toBe(body.likers[1].display_name);

    // The other specialist sees only their own liker.
    const theirs = (await get(other, '/api/marketplace/specialists/me/likers')).json();
    expect(theirs.total).toBe(1);
    expect(theirs.likers.map((l: { display_name: string }) => l.display_name)).toEqual(['Jamie C.']);

    // Unliking takes them off.
    await injectAs(t.app, morgan, { method: 'DELETE', url: `/api/marketplace/likes/${riley.id}` });
    expect((await get(riley, '/api/marketplace/specialists/me/likers')).json().total).toBe(1);
  });

  it('is for specialists only: member 403, anonymous 401; a bad query is 400', async () => {
    const member = await makeUser(t.db, 'member');
    expect((await get(member, '/api/marketplace/specialists/me/likers')).statusCode).toBe(403);
    expect((await get(null, '/api/marketplace/specialists/me/likers')).statusCode).toBe(401);
    const s = await makeUser(t.db, 'specialist');
    for (const q of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc', 'offset=1.5']) {
      const res = await get(s, `/api/marketplace/specialists/me/likers?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/marketplace/services', () => {
  type Row = {
    id: string;
    name: string;
    price_cents: number;
    duration_minutes: number;
    mode: string;
    category_name: string | null;
    specialist: { id: string; display_name: string };
  };
  let massageCategory: string;
  const names = (rows: Row[]) => rows.map((r) => r.name);
  const catalogue = async (query = '') => {
    const res = await get(null, `/api/marketplace/services?per_page=60${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { services: Row[]; total: number; page: number; per_page: number };
  };

  beforeAll(async () => {
    const cat = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/marketplace/categories',
      payload: { name: 'Catalogue massage', slug: 'catalogue-massage', platform_fee_bps: 1500 },
    });
    expect(cat.statusCode, cat.body).toBe(201);
    massageCategory = cat.json().category.id;

    const ana = await bookableSpecialist(t.app, admin, {
      emailPrefix: 'cat-ana',
      display_name: 'Ana Catalogue',
      specialty: 'Massage',
      remoteAddress: ips.signup(),
      service: {
        name: 'Zq deep tissue',
        category_id: massageCategory,
        duration_minutes: 90,
        price_cents: 9000,
        mode: 'in_person',
      },
    });
    await createService(t.app, ana, { name: 'Zq quick stretch', duration_minutes: 20, price_cents: 2000 });
    const hidden = await createService(t.app, ana, { name: 'Zq retired', price_cents: 100 });
    const patched = await injectAs(t.app, ana, {
      method: 'PATCH',
      url: `/api/marketplace/specialists/me/services/${hidden}`,
      payload: { active: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    await bookableSpecialist(t.app, admin, {
      emailPrefix: 'cat-ben',
      display_name: 'Ben Catalogue',
      specialty: 'Coaching',
      remoteAddress: ips.signup(),
      service: { name: 'Zq coaching call', duration_minutes: 45, price_cents: 5000, mode: 'online' },
    });
    // Pending (never approved) and suspended specialists are never listed.
    await bookableSpecialist(t.app, admin, {
      emailPrefix: 'cat-pending',
      display_name: 'Pending Catalogue',
      specialty: 'Yoga',
      remoteAddress: ips.signup(),
      approve: false,
      service: { name: 'Zq pending yoga', price_cents: 1000 },
    });
    const suspended = await bookableSpecialist(t.app, admin, {
      emailPrefix: 'cat-susp',
      display_name: 'Suspended Catalogue',
      specialty: 'Yoga',
      remoteAddress: ips.signup(),
      service: { name: 'Zq suspended yoga', price_cents: 1500 },
    });
    const suspend = await injectAs(t.app, admin, {
      method: 'POST',
      url: `/api/admin/marketplace/specialists/${suspended.id}/suspend`,
      payload: { reason: 'Test suspension' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
  });

  it('lists only active services of approved, listed specialists, with the specialist', async () => {
    const all = await catalogue('&q=zq');
    expect(names(all.services)).toEqual(['Zq quick stretch', 'Zq coaching call', 'Zq deep tissue']);
    expect(all.total).toBe(3);
    const deep = all.services.find((s) => s.name === 'Zq deep tissue')!;
    expect(deep).toMatchObject({
      category_name: 'Catalogue massage',
      duration_minutes: 90,
      price_cents: 9000,
      mode: 'in_person',
      specialist: { display_name: 'Ana Catalogue', photo_url: null },
    });
    expect(JSON.stringify(all)).not.toContain('@');
    // Signed in as a member or a specialist: the same list.
    const member = await makeUser(t.db, 'member');
    const asMember = await get(member, '/api/marketplace/services?q=zq');
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json().total).toBe(3);
  });

  it('filters by category, text, price, mode and duration, and sorts', async () => {
    expect(names((await catalogue(`&q=zq&category_id=${massageCategory}`)).services)).toEqual([
      'Zq deep tissue',
    ]);
    expect(names((await catalogue('&q=coaching')).services)).toContain('Zq coaching call');
    expect(names((await catalogue('&q=ben%20catalogue')).services)).toEqual(['Zq coaching call']);
    expect(names((await catalogue('&q=zq&max_price_cents=5000')).services)).toEqual([
      'Zq quick stretch',
      'Zq coaching call',
    ]);
    expect(names((await catalogue('&q=zq&mode=in_person')).services)).toEqual(['Zq deep tissue']);
    expect(
      names((await catalogue('&q=zq&min_duration_minutes=30&max_duration_minutes=60')).services),
    ).toEqual(['Zq coaching call']);
    expect(names((await catalogue('&q=zq&sort=price_desc')).services)).toEqual([
      'Zq deep tissue',
      'Zq coaching call',
      'Zq quick stretch',
    ]);
    expect(names((await catalogue('&q=zq&sort=duration')).services)).toEqual([
      'Zq quick stretch',
      'Zq coaching call',
      'Zq deep tissue',
    ]);
    expect(names((await catalogue('&q=zq&sort=newest')).services)).toEqual([
      'Zq coaching call',
      'Zq quick stretch',
      'Zq deep tissue',
    ]);
    const page2 = (await get(null, '/api/marketplace/services?q=zq&per_page=2&page=2')).json();
    expect(page2).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(names(page2.services)).toEqual(['Zq deep tissue']);
    // `%` and `_` are literal characters, not wildcards.
    expect((await catalogue('&q=%25')).total).toBe(0);
  });

  it('rejects a bad query with 400', async () => {
    for (const q of [
      'q=%00',
      `q=${'x'.repeat(101)}`,
      'category_id=nope',
      'max_price_cents=-1',
      'max_price_cents=1.5',
      'mode=teleport',
      'max_duration_minutes=9999',
      'sort=random',
      'page=0',
      'per_page=61',
    ]) {
      const res = await get(null, `/api/marketplace/services?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
