import { randomBytes } from 'node:crypto';
import type { Task } from '@fundpath/contracts/coaching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands';
import { ensureJourneyContent } from '../../seed';
import { EXE, PDF, PNG, uploadFiles } from '../../testing/coaching';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { multipart, openTicket } from '../../testing/support';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Documents (ADR 017): folders, uploads checked by content, versions, access-checked files with
 * safe headers, task and ticket files as read-only virtual documents, and the staff template
 * library shared to clients, with ownership (another user's id → 404) on every route.
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let client: TestUser;
let other: TestUser;
let brandStaff: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureJourneyContent(t.db);
  admin = await makeUser(t.db, 'admin');
  funding = await makeUser(t.db, 'funding_team');
  client = await makeUser(t.db, 'client');
  other = await makeUser(t.db, 'client');
  // Staff of a brand the clients are not in.
  const [brand] = await t.db
    .insert(brands)
    .values({ name: 'Other brand', slug: `other-${randomBytes(3).toString('hex')}` })
    .returning();
  brandStaff = await makeUser(t.db, 'funding_team', { brand_id: brand!.id });
});
afterAll(() => t.close());

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });

function upload(
  user: TestUser,
  url: string,
  name: string,
  data: Buffer,
  fields: Record<string, string> = {},
) {
  const body = multipart({ name, data }, fields);
  return injectAs(t.app, user, { method: 'POST', url, payload: body.payload, headers: body.headers });
}

async function uploaded(user: TestUser, name: string, data: Buffer, fields: Record<string, string> = {}) {
  const res = await upload(user, '/api/documents', name, data, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().document as {
    id: string;
    folder_id: string;
    title: string;
    version: number;
    preview_url: string;
  };
}

describe('own documents', () => {
  it('lists the default folders, uploads into Uploads, previews inline and downloads as attachment', async () => {
    const list = (await call(client, 'GET', '/api/documents')).json();
    expect(list.folders.map((f: { name: string }) => f.name)).toEqual([
      'Uploads',
      'Shared with you',
      'Tickets',
    ]);
    const doc = await uploaded(client, 'bank statement.pdf', PDF);
    expect(doc).toMatchObject({ title: 'bank statement', version: 1, folder_id: list.folders[0].id });

    const preview = await call(client, 'GET', doc.preview_url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    // The app may frame a preview; nothing else may, and a download is never framed.
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(Buffer.from(preview.rawPayload).equals(PDF)).toBe(true);
    const down = await call(client, 'GET', `/api/documents/${doc.id}/download`);
    expect(down.headers['content-disposition']).toMatch(/^attachment;/);
    expect(down.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps every version; the old one still downloads', async () => {
    const doc = await uploaded(client, 'id.png', PNG, { title: 'Driver licence' });
    const png2 = Buffer.concat([PNG, randomBytes(32)]);
    const v2 = await upload(client, `/api/documents/${doc.id}/versions`, 'id-new.png', png2);
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json().document).toMatchObject({
      title: 'Driver licence',
      version: 2,
      file_name: 'id-new.png',
    });
    const detail = (await call(client, 'GET', `/api/documents/${doc.id}`)).json();
    expect(detail.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const old = await call(client, 'GET', detail.versions[1].download_url);
    expect(Buffer.from(old.rawPayload).equals(PNG)).toBe(true);
    const current = await call(client, 'GET', `/api/documents/${doc.id}/download`);
    expect(Buffer.from(current.rawPayload).equals(png2)).toBe(true);
  });

  it('numbers versions uploaded at the same time one after another', async () => {
    const doc = await uploaded(client, 'race.pdf', PDF);
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        upload(
          client,
          `/api/documents/${doc.id}/versions`,
          `race-${n}.pdf`,
          Buffer.concat([PDF, randomBytes(n)]),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const detail = (await call(client, 'GET', `/api/documents/${doc.id}`)).json();
    expect(detail.versions.map((v: { number: number }) => v.number)).toEqual([4, 3, 2, 1]);
    expect(detail.document.version).toBe(4);
  });

  it('renames, moves into a folder of one’s own and deletes (softly) one’s uploads', async () => {
    const doc = await uploaded(client, 'lease.pdf', PDF);
    const folder = await call(client, 'POST', '/api/documents/folders', { name: 'Business' });
    expect(folder.statusCode, folder.body).toBe(201);
    const dup = await call(client, 'POST', '/api/documents/folders', { name: 'business' });
    expect(dup.statusCode).toBe(409);
    const moved = await call(client, 'PATCH', `/api/documents/${doc.id}`, {
      title: 'Office lease',
      folder_id: folder.json().folder.id,
    });
    expect(moved.json().document).toMatchObject({
      title: 'Office lease',
      folder_id: folder.json().folder.id,
    });
    // Another user's folder is as unknown as a missing one.
    const otherList = (await call(other, 'GET', '/api/documents')).json();
    expect(
      (await call(client, 'PATCH', `/api/documents/${doc.id}`, { folder_id: otherList.folders[0].id }))
        .statusCode,
    ).toBe(404);
    expect((await call(client, 'DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(200);
    expect((await call(client, 'GET', `/api/documents/${doc.id}`)).statusCode).toBe(404);
    const after = (await call(client, 'GET', '/api/documents')).json();
    expect(after.documents.some((d: { id: string }) => d.id === doc.id)).toBe(false);
  });

  it('checks uploads by content, size and name', async () => {
    const exe = await upload(client, '/api/documents', 'invoice.pdf', EXE);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toMatch(/^EXE files can't be added/);
    const huge = await upload(
      client,
      '/api/documents',
      'huge.pdf',
      Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    const nulName = await upload(client, '/api/documents', 'a\u0000b.pdf', PDF);
    expect(nulName.statusCode).toBe(400);
    const nulTitle = await upload(client, '/api/documents', 'a.pdf', PDF, { title: 'bad\u0000title' });
    expect(nulTitle.statusCode).toBe(400);
    const longTitle = await upload(client, '/api/documents', 'a.pdf', PDF, { title: 'x'.repeat(500) });
    expect(longTitle.statusCode).toBe(400);
    const notMultipart = await call(client, 'POST', '/api/documents', { title: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    const doc = await uploaded(client, 'ok.pdf', PDF);
    expect((await call(client, 'PATCH', `/api/documents/${doc.id}`, { title: 'a\u0000' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(client, 'PATCH', `/api/documents/${doc.id}`, { title: 'x'.repeat(10_000) })).statusCode,
    ).toBe(400);
    expect((await call(client, 'POST', '/api/documents/folders', { name: 'a\u0000' })).statusCode).toBe(400);
  });
});

describe('ownership', () => {
  it('another user’s document id is 404 on every route', async () => {
    const doc = await uploaded(client, 'private.pdf', PDF);
    const detail = (await call(client, 'GET', `/api/documents/${doc.id}`)).json();
    const v = detail.versions[0].id;
    for (const [method, url] of [
      ['GET', `/api/documents/${doc.id}`],
      ['GET', `/api/documents/${doc.id}/download`],
      ['GET', `/api/documents/${doc.id}/preview`],
      ['GET', `/api/documents/${doc.id}/download?version=${v}`],
      ['PATCH', `/api/documents/${doc.id}`],
      ['DELETE', `/api/documents/${doc.id}`],
    ] as const) {
      const res = await call(other, method, url, method === 'PATCH' ? { title: 'mine' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await upload(other, `/api/documents/${doc.id}/versions`, 'x.pdf', PDF)).statusCode).toBe(404);
    // A version of another document is not reachable through one's own.
    const mine = await uploaded(other, 'mine.pdf', PDF);
    expect((await call(other, 'GET', `/api/documents/${mine.id}/download?version=${v}`)).statusCode).toBe(
      404,
    );
    // A client cannot list someone else's documents.
    expect((await call(other, 'GET', `/api/documents?user_id=${client.id}`)).statusCode).toBe(404);
  });

  it('staff see a client’s documents; staff of another brand get 404; only the owner changes them', async () => {
    const doc = await uploaded(client, 'staff-visible.pdf', PDF);
    const list = await call(funding, 'GET', `/api/documents?user_id=${client.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().owner.id).toBe(client.id);
    expect(
      list
        .json()
        .documents.some((d: { id: string; can_delete: boolean }) => d.id === doc.id && !d.can_delete),
    ).toBe(true);
    expect((await call(funding, 'GET', `/api/documents/${doc.id}/download`)).statusCode).toBe(200);
    expect((await call(funding, 'PATCH', `/api/documents/${doc.id}`, { title: 'x' })).statusCode).toBe(403);
    expect((await call(funding, 'DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/documents?user_id=${client.id}`)).statusCode).toBe(200);

    expect((await call(brandStaff, 'GET', `/api/documents?user_id=${client.id}`)).statusCode).toBe(404);
    expect((await call(brandStaff, 'GET', `/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await call(brandStaff, 'GET', `/api/documents/${doc.id}/download`)).statusCode).toBe(404);
    // Staff are not clients: another staff member's documents stay private.
    expect((await call(funding, 'GET', `/api/documents?user_id=${admin.id}`)).statusCode).toBe(404);
  });
});

describe('task and ticket files', () => {
  it('appear read-only in Uploads and Tickets, and only for their owner', async () => {
    const owner = await makeUser(t.db, 'client');
    const auto = await call(owner, 'POST', '/api/tasks/auto-create', { step_number: 3 });
    expect(auto.statusCode, auto.body).toBe(200);
    const tasks: Task[] = auto.json().tasks;
    const task = tasks.find((x) => x.title.startsWith('Upload your dispute letters'))!;
    const up = await uploadFiles(t.app, owner, task.id, [{ name: 'dispute letter.pdf', data: PDF }]);
    expect(up.statusCode, up.body).toBe(201);
    const ticket = await openTicket(t.app, owner);
    const att = await upload(owner, `/api/tickets/${ticket.id}/attachments`, 'screenshot.png', PNG);
    expect(att.statusCode, att.body).toBe(201);

    const list = (await call(owner, 'GET', '/api/documents')).json();
    const [uploads, , tickets] = list.folders;
    const taskDoc = list.documents.find((d: { source: string }) => d.source === 'task');
    const ticketDoc = list.documents.find((d: { source: string }) => d.source === 'ticket');
    expect(taskDoc).toMatchObject({
      folder_id: uploads.id,
      read_only: true,
      version: null,
      title: 'dispute letter.pdf',
    });
    expect(ticketDoc).toMatchObject({ folder_id: tickets.id, read_only: true, title: 'screenshot.png' });
    expect(tickets.document_count).toBe(1);
    expect((await call(owner, 'GET', taskDoc.download_url)).statusCode).toBe(200);
    expect((await call(owner, 'GET', ticketDoc.download_url)).statusCode).toBe(200);

    // Another client sees none of them, and cannot open them by URL.
    const theirs = (await call(other, 'GET', '/api/documents')).json();
    expect(
      theirs.documents.some((d: { source: string }) => d.source === 'task' || d.source === 'ticket'),
    ).toBe(false);
    expect((await call(other, 'GET', taskDoc.download_url)).statusCode).toBe(404);
    expect((await call(other, 'GET', ticketDoc.download_url)).statusCode).toBe(404);
    // Staff of another brand don't see the list.
    expect((await call(brandStaff, 'GET', `/api/documents?user_id=${owner.id}`)).statusCode).toBe(404);
  });
});

describe('the template library', () => {
  it('managers add templates; staff share them with a client, who is notified', async () => {
    const created = await upload(funding, '/api/documents/templates', 'checklist.pdf', PDF, {
      title: 'Funding checklist',
      description: 'What lenders ask for',
    });
    expect(created.statusCode, created.body).toBe(201);
    const tpl = created.json().template;
    // Clients and staff without the permission cannot manage the library.
    const steps = await makeUser(t.db, 'steps_team');
    expect((await upload(steps, '/api/documents/templates', 'x.pdf', PDF, { title: 'No' })).statusCode).toBe(
      403,
    );
    expect((await call(client, 'GET', '/api/documents/templates')).statusCode).toBe(403);
    expect((await call(client, 'GET', tpl.download_url)).statusCode).toBe(403);
    const listed = (await call(steps, 'GET', '/api/documents/templates')).json();
    expect(listed.can_manage).toBe(false);
    expect(listed.templates.map((x: { id: string }) => x.id)).toContain(tpl.id);

    const shared = await call(steps, 'POST', `/api/documents/templates/${tpl.id}/share`, {
      user_id: client.id,
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const doc = shared.json().document;
    const mine = (await call(client, 'GET', '/api/documents')).json();
    const sharedFolder = mine.folders.find((f: { kind: string }) => f.kind === 'shared');
    expect(mine.documents.find((d: { id: string }) => d.id === doc.id)).toMatchObject({
      folder_id: sharedFolder.id,
      source: 'shared',
      title: 'Funding checklist',
      can_delete: false,
    });
    const got = await call(client, 'GET', `/api/documents/${doc.id}/download`);
    expect(Buffer.from(got.rawPayload).equals(PDF)).toBe(true);
    expect((await call(client, 'DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(403);
    const inbox = (await call(client, 'GET', '/api/notifications')).json();
    expect(inbox.notifications.some((n: { type: string }) => n.type === 'document.shared')).toBe(true);

    // Staff of another brand, unknown users and staff targets: 404.
    expect(
      (await call(brandStaff, 'POST', `/api/documents/templates/${tpl.id}/share`, { user_id: client.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(funding, 'POST', `/api/documents/templates/${tpl.id}/share`, { user_id: admin.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(funding, 'POST', `/api/documents/templates/${tpl.id}/share`, { user_id: 'not-a-uuid' }))
        .statusCode,
    ).toBe(400);

    // Edits, a new file and a soft delete; the shared copy keeps its file.
    const renamed = await call(admin, 'PATCH', `/api/documents/templates/${tpl.id}`, {
      title: 'Checklist 2027',
    });
    expect(renamed.json().template.title).toBe('Checklist 2027');
    const replaced = await upload(admin, `/api/documents/templates/${tpl.id}/file`, 'checklist.png', PNG);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().template.content_type).toBe('image/png');
    expect((await call(admin, 'DELETE', `/api/documents/templates/${tpl.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/documents/templates/${tpl.id}`)).statusCode).toBe(404);
    expect((await call(client, 'GET', `/api/documents/${doc.id}/download`)).statusCode).toBe(200);
  });
});
