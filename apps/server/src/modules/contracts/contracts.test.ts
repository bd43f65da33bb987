import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * `/admin/contracts` and the signing link end to end: staff read, admins change; versions are
 * append-only with one current version; a request freezes the rendered text; signing stores an
 * immutable record (the database refuses UPDATE/DELETE) with the document's and PDF's SHA-256;
 * the PDF downloads for the signer and staff only; audit rows for every change.
 */
let t: TestApp;
let admin: TestUser;
let funding: TestUser;
let client: TestUser;
let other: TestUser;
const BASE = '/api/admin/contracts';
const BODY =
  '# Service agreement\n\nThis agreement is between {{company_name}} and {{client_name}}, dated {{date}}.\n\n- We coach you.\n- You do the work.';
// A 1×1 transparent PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Method = 'GET' | 'POST' | 'PATCH';
const as = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t.app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

let templateId: string;
/** Drizzle wraps the database's refusal; the trigger's message is on the cause. */
const APPEND_ONLY = { cause: { message: expect.stringMatching(/append-only/) } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, 'admin', { display_name: 'Avery Admin' });
  funding = await makeUser(t.db, 'funding_team');
  client = await makeUser(t.db, 'client', { display_name: 'Zoë Ångström' });
  other = await makeUser(t.db, 'client');
});
afterAll(() => t.close());

describe('templates', () => {
  it('refuses non-staff reads and non-admin writes', async () => {
    expect((await as(null, 'GET', `${BASE}/templates`)).statusCode).toBe(401);
    expect((await as(client, 'GET', `${BASE}/templates`)).statusCode).toBe(403);
    expect((await as(funding, 'GET', `${BASE}/templates`)).statusCode).toBe(200);
    const res = await as(funding, 'POST', `${BASE}/templates`, {
      kind: 'client_service_agreement',
      name: 'Nope',
      format: 'markdown',
      body: BODY,
    });
    expect(res.statusCode).toBe(403);
  });

  it('validates the body: unknown variables, control characters, size', async () => {
    const bad = async (body: string) =>
      as(admin, 'POST', `${BASE}/templates`, {
        kind: 'specialist_contract',
        name: 'Bad one',
        format: 'text',
        body,
      });
    const unknown = await bad(`${BODY} {{ssn}}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('{{ssn}}');
    expect((await bad(`${BODY}\u0000`)).statusCode).toBe(400);
    expect((await bad('x'.repeat(60_000))).statusCode).toBe(400);
    expect((await as(admin, 'GET', `${BASE}/templates/not-a-uuid`)).statusCode).toBe(400);
    expect(
      (await as(admin, 'GET', `${BASE}/templates/00000000-0000-4000-8000-000000000000`)).statusCode,
    ).toBe(404);
  });

  it('creates version 1, publishes version 2, keeps version 1 readable', async () => {
    const created = await as(admin, 'POST', `${BASE}/templates`, {
      kind: 'client_service_agreement',
      name: 'Client service agreement',
      format: 'markdown',
      body: BODY,
    });
    expect(created.statusCode, created.body).toBe(201);
    templateId = created.json().template.id;
    expect(created.json().template.current_version).toBe(1);

    const same = await as(admin, 'POST', `${BASE}/templates/${templateId}/versions`, {
      format: 'markdown',
      body: BODY,
    });
    expect(same.statusCode).toBe(400);

    const v2 = await as(admin, 'POST', `${BASE}/templates/${templateId}/versions`, {
      format: 'markdown',
      body: `${BODY}\n\nVersion two adds this line.`,
      change_note: 'Clarified duties',
    });
    expect(v2.statusCode, v2.body).toBe(201);
    const tpl = v2.json().template;
    expect(tpl.current_version).toBe(2);
    expect(tpl.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(tpl.versions[1].body).toBe(BODY);

    await expect(
      t.db.execute(
        sql`update contract_template_versions set body = 'rewritten' where template_id = ${templateId}`,
      ),
    ).rejects.toMatchObject(APPEND_ONLY);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where target_id = ${templateId} order by at`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'contract_template.created',
      'contract_template.version_published',
    ]);
  });
});

describe('signature requests and signing', () => {
  let signUrl: string;
  let requestId: string;

  it('sends the current version, rendered, and mails the link', async () => {
    expect(
      (
        await as(admin, 'POST', `${BASE}/requests`, {
          template_id: templateId,
          recipient_email: 'nobody@x.test',
        })
      ).statusCode,
    ).toBe(400);
    const res = await as(admin, 'POST', `${BASE}/requests`, {
      template_id: templateId,
      recipient_email: client.email,
      expires_in_days: 14,
      message: 'Please sign this week',
    });
    expect(res.statusCode, res.body).toBe(201);
    requestId = res.json().request.id;
    signUrl = res.json().sign_url;
    expect(res.json().request).toMatchObject({
      status: 'pending',
      version: 2,
      recipient_email: client.email,
    });
    expect(t.mailer.sent.at(-1)?.to).toBe(client.email);
    expect(t.mailer.sent.at(-1)?.text).toContain(signUrl);
  });

  it('shows the rendered contract to whoever holds the link, and nothing for a wrong token', async () => {
    const view = await as(null, 'GET', `/api/sign/${tokenOf(signUrl)}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().contract.body).toContain('between FundPath and Zoë Ångström');
    expect(view.json().contract.body).not.toContain('{{');
    expect((await as(null, 'GET', `/api/sign/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/sign/short')).statusCode).toBe(400);
  });

  it('refuses a signature without agreement, a name, or with a non-PNG drawing', async () => {
    const token = tokenOf(signUrl);
    expect((await as(null, 'POST', `/api/sign/${token}`, { typed_name: 'Zoë Ångström' })).statusCode).toBe(
      400,
    );
    expect((await as(null, 'POST', `/api/sign/${token}`, { typed_name: '', agree: true })).statusCode).toBe(
      400,
    );
    const notPng = await as(null, 'POST', `/api/sign/${token}`, {
      typed_name: 'Zoë Ångström',
      agree: true,
      signature_png: `data:image/png;base64,${Buffer.from('GIF89a not a png at all, really not one at all, no no no no').toString('base64')}`,
    });
    expect(notPng.statusCode).toBe(400);
    const huge = await as(null, 'POST', `/api/sign/${token}`, {
      typed_name: 'Zoë Ångström',
      agree: true,
      signature_png: `data:image/png;base64,${'A'.repeat(250_000)}`,
    });
    expect(huge.statusCode).toBe(400);
  });

  it('signs: an immutable record with hashes, a PDF for the signer and staff only', async () => {
    const token = tokenOf(signUrl);
    const res = await injectAs(t.app, null, {
      method: 'POST',
      url: `/api/sign/${token}`,
      payload: { typed_name: 'Zoë Ångström', agree: true, signature_png: PNG },
      headers: { 'user-agent': 'SignTest/1.0' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contract.status).toBe('signed');
    const body = (await as(null, 'GET', `/api/sign/${token}`)).json().contract.body as string;
    expect(res.json().contract.document_sha256).toBe(createHash('sha256').update(body).digest('hex'));

    expect(
      (await as(null, 'POST', `/api/sign/${token}`, { typed_name: 'Again', agree: true })).statusCode,
    ).toBe(409);

    const request = (await as(funding, 'GET', `${BASE}/requests/${requestId}`)).json().request;
    expect(request.status).toBe('signed');
    const signed = await as(funding, 'GET', `${BASE}/signed/${request.signed_contract_id}`);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().signed).toMatchObject({
      typed_name: 'Zoë Ångström',
      signature_method: 'drawn',
      user_agent: 'SignTest/1.0',
    });

    const pdfUrl = `/api/contracts/signed/${request.signed_contract_id}/pdf`;
    const pdf = await as(client, 'GET', pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(signed.json().signed.pdf_sha256);
    expect((await as(funding, 'GET', pdfUrl)).statusCode).toBe(200);
    expect((await as(other, 'GET', pdfUrl)).statusCode).toBe(404);
    expect((await as(null, 'GET', pdfUrl)).statusCode).toBe(401);
    expect((await as(null, 'GET', `/api/sign/${token}/pdf`)).statusCode).toBe(200);

    // A lost object is rendered again from the immutable record, byte for byte.
    await t.app.deps.storage.delete(`contracts/${requestId}.pdf`);
    const again = await as(funding, 'GET', pdfUrl);
    expect(again.statusCode).toBe(200);
    expect(createHash('sha256').update(again.rawPayload).digest('hex')).toBe(signed.json().signed.pdf_sha256);

    await expect(
      t.db.execute(sql`update signed_contracts set typed_name = 'Forged' where request_id = ${requestId}`),
    ).rejects.toMatchObject(APPEND_ONLY);
    await expect(
      t.db.execute(sql`delete from signed_contracts where request_id = ${requestId}`),
    ).rejects.toMatchObject(APPEND_ONLY);
    const audit = await rows<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where target_id = ${request.signed_contract_id}`,
    );
    expect(audit).toEqual([{ action: 'contract.signed', actor_id: client.id }]);
  });

  it('accepts the typed name alone as the signature (keyboard users)', async () => {
    const sent = await as(admin, 'POST', `${BASE}/requests`, {
      template_id: templateId,
      recipient_email: other.email,
    });
    const res = await as(null, 'POST', `/api/sign/${tokenOf(sent.json().sign_url)}`, {
      typed_name: 'Other Person',
      agree: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const request = (await as(admin, 'GET', `${BASE}/requests/${sent.json().request.id}`)).json().request;
    const signed = (await as(admin, 'GET', `${BASE}/signed/${request.signed_contract_id}`)).json().signed;
    expect(signed).toMatchObject({ signature_method: 'typed', signature_png: null });
  });

  it('declines, voids, and filters the list by status and template', async () => {
    const a = await as(admin, 'POST', `${BASE}/requests`, {
      template_id: templateId,
      recipient_email: other.email,
    });
    const declined = await as(null, 'POST', `/api/sign/${tokenOf(a.json().sign_url)}/decline`, {
      reason: 'No',
    });
    expect(declined.json().contract.status).toBe('declined');
    const b = await as(admin, 'POST', `${BASE}/requests`, {
      template_id: templateId,
      recipient_email: other.email,
    });
    expect((await as(funding, 'POST', `${BASE}/requests/${b.json().request.id}/void`)).statusCode).toBe(403);
    const voided = await as(admin, 'POST', `${BASE}/requests/${b.json().request.id}/void`);
    expect(voided.json().request.status).toBe('voided');
    expect((await as(admin, 'POST', `${BASE}/requests/${b.json().request.id}/void`)).statusCode).toBe(409);
    const signLink = await as(null, 'POST', `/api/sign/${tokenOf(b.json().sign_url)}`, {
      typed_name: 'X Y',
      agree: true,
    });
    expect(signLink.statusCode).toBe(409);

    const list = await as(funding, 'GET', `${BASE}/requests?status=signed&template_id=${templateId}`);
    expect(list.json().total).toBe(2);
    expect((await as(funding, 'GET', `${BASE}/requests?status=bogus`)).statusCode).toBe(400);
  });

  it('expires a pending request past its expiry', async () => {
    const sent = await as(admin, 'POST', `${BASE}/requests`, {
      template_id: templateId,
      recipient_email: other.email,
      expires_in_days: 1,
    });
    const id = sent.json().request.id as string;
    await t.db.execute(
      sql`update signature_requests set expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    expect((await as(admin, 'GET', `${BASE}/requests/${id}`)).json().request.status).toBe('expired');
    const late = await as(null, 'POST', `/api/sign/${tokenOf(sent.json().sign_url)}`, {
      typed_name: 'X Y',
      agree: true,
    });
    expect(late.statusCode).toBe(409);
  });
});
