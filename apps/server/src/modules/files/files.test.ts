import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The admin file library: one-request uploads checked by content, access-checked downloads with
 * safe headers, admin-only deletes, and resumable tus uploads over a real socket (interrupted and
 * resumed, owned by their creator, refused by content at the end).
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let client: TestUser;
let base: string;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2000), Buffer.from('\n%%EOF\n')]);
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), randomBytes(500)]);

function multipart(name: string, data: Buffer) {
  const boundary = `----fp${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin');
  funding = await makeUser(t.db, 'funding_team');
  client = await makeUser(t.db, 'client');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const upload = (user: TestUser | null, name: string, data: Buffer) => {
  const body = multipart(name, data);
  return injectAs(t.app, user, { method: 'POST', url: '/api/admin/files', ...body });
};

describe('one-request uploads', () => {
  it('staff upload, list, preview and download; the content decides the type', async () => {
    const res = await upload(funding, 'lender form.pdf', PDF);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().file;
    expect(file).toMatchObject({
      name: 'lender form.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      via: 'form',
    });
    expect(file.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));

    const list = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/files?q=lender' });
    expect(list.json().files.map((f: { id: string }) => f.id)).toContain(file.id);
    expect(list.json().total_bytes).toBe(
      list.json().files.reduce((n: number, f: { size: number }) => n + f.size, 0),
    );

    const down = await injectAs(t.app, funding, { method: 'GET', url: file.url });
    expect(down.statusCode).toBe(200);
    expect(Buffer.from(down.rawPayload).equals(PDF)).toBe(true);
    expect(down.headers['content-disposition']).toMatch(/^attachment;/);
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['content-security-policy']).toContain('sandbox');
    const preview = await injectAs(t.app, funding, { method: 'GET', url: `${file.url}?preview=1` });
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);

    // A file pretending to be a PDF is refused by what it is.
    const fake = await upload(funding, 'invoice.pdf', EXE);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toMatch(/^EXE files can't go in the library/);
    // A PNG named .pdf is stored under its real type.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(100),
    ]);
    expect((await upload(funding, 'logo.pdf', png)).json().file).toMatchObject({
      name: 'logo.pdf.png',
      content_type: 'image/png',
    });
  });

  it('clients and strangers get nothing; deleting is for admins and removes the bytes', async () => {
    const file = (await upload(admin, 'brochure.pdf', PDF)).json().file;
    expect((await injectAs(t.app, client, { method: 'GET', url: '/api/admin/files' })).statusCode).toBe(403);
    expect((await injectAs(t.app, client, { method: 'GET', url: file.url })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'GET', url: file.url })).statusCode).toBe(401);
    expect((await upload(client, 'x.pdf', PDF)).statusCode).toBe(403);
    expect(
      (await injectAs(t.app, funding, { method: 'DELETE', url: `/api/admin/files/${file.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await injectAs(t.app, admin, { method: 'DELETE', url: `/api/admin/files/${file.id}` })).statusCode,
    ).toBe(200);
    expect((await injectAs(t.app, admin, { method: 'GET', url: file.url })).statusCode).toBe(404);
    expect(
      (await injectAs(t.app, admin, { method: 'DELETE', url: `/api/admin/files/${file.id}` })).statusCode,
    ).toBe(404);
    const audit = (await t.db.execute(
      sql`select action from audit_log where target_id = ${file.id} order by id`,
    )) as unknown as { rows: Array<{ action: string }> };
    expect(audit.rows.map((r) => r.action)).toEqual(['file.uploaded', 'file.deleted']);
  });
});

describe('resumable uploads (tus)', () => {
  const tusHeaders = (user: TestUser, extra: Record<string, string> = {}) => ({
    cookie: user.cookie,
    'tus-resumable': '1.0.0',
    ...extra,
  });
  const create = async (user: TestUser, name: string, size: number) => {
    const res = await fetch(`${base}/api/admin/uploads/tus`, {
      method: 'POST',
      headers: tusHeaders(user, {
        'upload-length': String(size),
        'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return new URL(res.headers.get('location')!, base).toString();
  };
  const patch = (user: TestUser, url: string, offset: number, data: Buffer) =>
    fetch(url, {
      method: 'PATCH',
      headers: tusHeaders(user, {
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      }),
      body: data,
    });

  it('an interrupted upload resumes from the server’s offset and lands in the library', async () => {
    const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3 * 1024 * 1024)]);
    const url = await create(funding, 'recording notes.pdf', data.length);
    const first = await patch(funding, url, 0, data.subarray(0, 1024 * 1024));
    expect(first.status).toBe(204);
    // "The connection dropped": ask where to go on.
    const head = await fetch(url, { method: 'HEAD', headers: tusHeaders(funding) });
    expect(head.headers.get('upload-offset')).toBe(String(1024 * 1024));
    // Someone else cannot look at or continue it.
    expect((await fetch(url, { method: 'HEAD', headers: tusHeaders(admin) })).status).toBe(403);
    expect((await patch(admin, url, 1024 * 1024, data.subarray(1024 * 1024))).status).toBe(403);
    const last = await patch(funding, url, 1024 * 1024, data.subarray(1024 * 1024));
    expect(last.status).toBe(204);
    const id = last.headers.get('x-library-file-id')!;
    expect(id).toBeTruthy();
    const file = (await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/files?via=tus' }))
      .json()
      .files.find((f: { id: string }) => f.id === id);
    expect(file).toMatchObject({ name: 'recording notes.pdf', size: data.length, via: 'tus' });
    expect(file.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    const down = await injectAs(t.app, admin, { method: 'GET', url: file.url });
    expect(Buffer.from(down.rawPayload).equals(data)).toBe(true);
    // The staged copy is gone.
    expect((await fetch(url, { method: 'HEAD', headers: tusHeaders(funding) })).status).toBe(404);
  });

  it('refuses what is not allowed when it is complete, and needs a signed-in staff member', async () => {
    const url = await create(funding, 'setup.pdf', EXE.length);
    const res = await patch(funding, url, 0, EXE);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/EXE files/);
    const none = await fetch(`${base}/api/admin/uploads/tus`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(none.status).toBe(401);
    const asClient = await fetch(`${base}/api/admin/uploads/tus`, {
      method: 'POST',
      headers: tusHeaders(client, {
        'upload-length': '10',
        'upload-metadata': `filename ${Buffer.from('a.pdf').toString('base64')}`,
      }),
    });
    expect(asClient.status).toBe(403);
    const tooBig = await fetch(`${base}/api/admin/uploads/tus`, {
      method: 'POST',
      headers: tusHeaders(funding, {
        'upload-length': String(3 * 1024 * 1024 * 1024),
        'upload-metadata': `filename ${Buffer.from('huge.mp4').toString('base64')}`,
      }),
    });
    expect(tooBig.status).toBe(413);
    const nameless = await fetch(`${base}/api/admin/uploads/tus`, {
      method: 'POST',
      headers: tusHeaders(funding, { 'upload-length': '10' }),
    });
    expect(nameless.status).toBe(400);
  });
});
