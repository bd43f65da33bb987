import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CYCLE_MESSAGE, HAS_CHILDREN_MESSAGE, snippetOf } from './service';

/**
 * `/admin/project-docs` end to end: staff read and edit, admins delete; every save is a revision
 * with its author; a stale save is a 409 that says who saved; restore makes a new revision;
 * pages move in the tree without cycles; search finds words and fragments in titles and bodies.
 */
let t: TestApp;
let admin: TestUser;
let steps: TestUser;
let credit: TestUser;
let client: TestUser;
const BASE = '/api/admin/project-docs';

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  steps = await makeUser(t.db, 'steps_team', { display_name: 'Sam Steps' });
  credit = await makeUser(t.db, 'credit_team', { display_name: 'Cory Credit' });
  client = await makeUser(t.db, 'client');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const create = async (user: TestUser, body: { title: string; body?: string; parent_id?: string | null }) => {
  const res = await as(user, 'POST', `${BASE}/pages`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().page as { id: string; revision: number; position: number; parent_id: string | null };
};
const auditRows = async (targetId: string) =>
  (
    (await t.db.execute(
      sql`select action, actor_name from audit_log where target_id = ${targetId} order by at`,
    )) as unknown as { rows: Array<{ action: string; actor_name: string }> }
  ).rows;

describe('who may read, edit and delete', () => {
  it('refuses clients and anonymous callers; any staff role edits; only admins delete', async () => {
    expect((await as(null, 'GET', `${BASE}/pages`)).statusCode).toBe(401);
    expect((await as(client, 'GET', `${BASE}/pages`)).statusCode).toBe(403);
    expect((await as(client, 'POST', `${BASE}/pages`, { title: 'x' })).statusCode).toBe(403);
    const page = await create(steps, { title: 'Steps team notes', body: 'Hello' });
    expect((await as(credit, 'GET', `${BASE}/pages/${page.id}`)).statusCode).toBe(200);
    const saved = await as(credit, 'PUT', `${BASE}/pages/${page.id}`, {
      title: 'Steps team notes',
      body: 'Hello, edited',
      base_revision: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as(steps, 'DELETE', `${BASE}/pages/${page.id}`)).statusCode).toBe(403);
    expect((await as(admin, 'DELETE', `${BASE}/pages/${page.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'GET', `${BASE}/pages/${page.id}`)).statusCode).toBe(404);
    expect((await auditRows(page.id)).map((r) => r.action)).toEqual([
      'doc.created',
      'doc.saved',
      'doc.deleted',
    ]);
  });

  it('answers 400 for bad input and 404 for unknown pages and revisions', async () => {
    expect((await as(admin, 'POST', `${BASE}/pages`, { title: '' })).statusCode).toBe(400);
    expect((await as(admin, 'POST', `${BASE}/pages`, { title: 'a\u0000b' })).statusCode).toBe(400);
    expect((await as(admin, 'POST', `${BASE}/pages`, { title: 'x'.repeat(161) })).statusCode).toBe(400);
    expect((await as(admin, 'GET', `${BASE}/pages/not-a-uuid`)).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await as(admin, 'GET', `${BASE}/pages/${unknown}`)).statusCode).toBe(404);
    const orphan = await as(admin, 'POST', `${BASE}/pages`, { title: 'Orphan', parent_id: unknown });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().details.errors.parent_id).toBeTruthy();
    const page = await create(admin, { title: 'Has one revision' });
    expect((await as(admin, 'GET', `${BASE}/pages/${page.id}/revisions/2`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', `${BASE}/pages/${page.id}/revisions/0`)).statusCode).toBe(400);
    const badRevision = await as(admin, 'PUT', `${BASE}/pages/${page.id}`, {
      title: 'x',
      body: '',
      base_revision: 99999999999,
    });
    expect(badRevision.statusCode).toBe(400);
    expect((await as(admin, 'GET', `${BASE}/search?q=a`)).statusCode).toBe(400);
  });
});

describe('history', () => {
  it('stores every save with its author, refuses a stale save with 409 and restores old revisions', async () => {
    const page = await create(admin, { title: 'Support SLA', body: 'First response in 8 hours.' });
    const second = await as(steps, 'PUT', `${BASE}/pages/${page.id}`, {
      title: 'Support SLA',
      body: 'First response in 4 business hours.',
      base_revision: 1,
    });
    expect(second.json().page).toMatchObject({ revision: 2, updated_by_name: 'Sam Steps' });

    // Someone still editing revision 1 saves: refused, and told who got there first.
    const stale = await as(credit, 'PUT', `${BASE}/pages/${page.id}`, {
      title: 'Support SLA',
      body: 'Mine',
      base_revision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect(stale.json().message).toContain('Sam Steps saved this page (revision 2)');
    expect(stale.json().details).toMatchObject({ current_revision: 2, updated_by_name: 'Sam Steps' });

    const list = (await as(credit, 'GET', `${BASE}/pages/${page.id}/revisions`)).json().revisions;
    expect(list.map((r: { revision: number; author_name: string }) => [r.revision, r.author_name])).toEqual([
      [2, 'Sam Steps'],
      [1, 'Avery Admin'],
    ]);
    const first = (await as(credit, 'GET', `${BASE}/pages/${page.id}/revisions/1`)).json().revision;
    expect(first.body).toBe('First response in 8 hours.');

    const restored = await as(credit, 'POST', `${BASE}/pages/${page.id}/revisions/1/restore`, {
      base_revision: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().page).toMatchObject({ revision: 3, body: 'First response in 8 hours.' });
    const after = (await as(credit, 'GET', `${BASE}/pages/${page.id}/revisions`)).json().revisions;
    expect(after[0]).toMatchObject({ revision: 3, restored_from: 1, author_name: 'Cory Credit' });
    // Restoring from a stale view is refused too.
    const staleRestore = await as(credit, 'POST', `${BASE}/pages/${page.id}/revisions/2/restore`, {
      base_revision: 2,
    });
    expect(staleRestore.statusCode).toBe(409);
    expect((await auditRows(page.id)).map((r) => r.action)).toEqual([
      'doc.created',
      'doc.saved',
      'doc.restored',
    ]);
  });

  it('lets only one of two saves of the same revision win', async () => {
    const page = await create(admin, { title: 'Race', body: '' });
    const results = await Promise.all(
      ['A', 'B'].map((body) =>
        as(admin, 'PUT', `${BASE}/pages/${page.id}`, { title: 'Race', body, base_revision: 1 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('the tree', () => {
  it('orders siblings, moves pages between parents, refuses cycles and keeps pages with children', async () => {
    const root = await create(admin, { title: 'Operations' });
    const a = await create(admin, { title: 'A', parent_id: root.id });
    const b = await create(admin, { title: 'B', parent_id: root.id });
    const c = await create(admin, { title: 'C', parent_id: root.id });
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);

    const moved = await as(steps, 'POST', `${BASE}/pages/${c.id}/move`, { parent_id: root.id, position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = async (parent: string) =>
      ((await as(admin, 'GET', `${BASE}/pages`)).json().pages as Array<{ id: string; parent_id: string }>)
        .filter((p) => p.parent_id === parent)
        .map((p) => p.id);
    expect(await order(root.id)).toEqual([c.id, a.id, b.id]);

    // B goes under A; its old siblings close ranks.
    await as(steps, 'POST', `${BASE}/pages/${b.id}/move`, { parent_id: a.id, position: 5 });
    expect(await order(root.id)).toEqual([c.id, a.id]);
    expect(await order(a.id)).toEqual([b.id]);

    const cycle = await as(steps, 'POST', `${BASE}/pages/${root.id}/move`, { parent_id: b.id, position: 0 });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe(CYCLE_MESSAGE);
    const self = await as(steps, 'POST', `${BASE}/pages/${a.id}/move`, { parent_id: a.id, position: 0 });
    expect(self.statusCode).toBe(400);

    const refused = await as(admin, 'DELETE', `${BASE}/pages/${a.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HAS_CHILDREN_MESSAGE);
    expect((await as(admin, 'DELETE', `${BASE}/pages/${b.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'DELETE', `${BASE}/pages/${a.id}`)).statusCode).toBe(200);
    expect((await auditRows(c.id)).map((r) => r.action)).toContain('doc.moved');
  });
});

describe('search', () => {
  it('finds stemmed words and fragments in titles and bodies, with literal wildcards', async () => {
    await create(admin, {
      title: 'Credit decision rules',
      body: '## Late payments\n\nA **30-day late** in the last 12 months declines the bureau.',
    });
    await create(admin, {
      title: 'Brand setup',
      body: 'Upload the logo; 100% of pages use the primary colour.',
    });
    const search = async (q: string) =>
      (
        (await as(credit, 'GET', `${BASE}/search?q=${encodeURIComponent(q)}`)).json().results as Array<{
          title: string;
          snippet: string;
        }>
      ).map((r) => r.title);
    expect(await search('declined')).toContain('Credit decision rules'); // stemmed
    expect(await search('decis')).toContain('Credit decision rules'); // fragment of a title word
    expect(await search('brand')).toContain('Brand setup');
    expect(await search('100%')).toEqual(['Brand setup']);
    expect(await search('0%')).toEqual(['Brand setup']);
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
    const hit = (await as(credit, 'GET', `${BASE}/search?q=late`)).json().results[0];
    expect(hit.snippet).toContain('30-day late');
    expect(hit.snippet).not.toContain('**');
  });

  it('builds snippets around the match from plain text', () => {
    const long = `${'intro '.repeat(60)}the [SLA](https://x.test) is **four hours**`;
    const s = snippetOf(long, 'four');
    expect(s.startsWith('…')).toBe(true);
    expect(s).toContain('SLA is four hours');
  });
});
