/**
 * Contract templates, signature requests and signed records (issue 3/8). Templates are edited by
 * publishing versions (append-only in the database); a request freezes the rendered text of the
 * current version, and signing stores an immutable record with the SHA-256 of that exact text and
 * a PDF (through the storage adapter) with its own SHA-256. The marketplace issue sends the
 * specialist contract through {@link sendSignatureRequest}.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type ContractKind,
  type ContractTemplate,
  type ContractTemplateDetail,
  type ContractTemplatePatch,
  type NewContractTemplate,
  type NewContractVersion,
  type NewSignatureRequest,
  renderContract,
  SIGNATURE_PNG_MAX,
  type SignatureRequest,
  type SignatureRequestListQuery,
  type SignContract,
  type SignedContract,
  type SigningView,
} from '@fundpath/contracts/contracts';
import { isStaff } from '@fundpath/contracts/roles';
import type { Mailer } from '../../adapters/mail';
import { type Storage, StorageNotFoundError } from '../../adapters/storage';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import { newToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import * as auth from '../auth';
import { renderSignedPdf, SignatureImageError } from './pdf';
import * as repo from './repo';

export const TEMPLATE_NOT_FOUND = 'Contract template not found';
export const REQUEST_NOT_FOUND = 'Signature request not found';
export const SIGNED_NOT_FOUND = 'Signed contract not found';
/** Shown for a token that matches nothing: the same words whatever the reason. */
export const LINK_NOT_FOUND = 'This signing link is not valid. Ask the sender for a new one.';
export const COMPANY_NAME = 'FundPath';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: { [field]: message } });

function toTemplate(row: NonNullable<Awaited<ReturnType<typeof repo.findTemplate>>>): ContractTemplate {
  const t = row.template;
  return {
    id: t.id,
    kind: t.kind,
    name: t.name,
    current_version: t.current_version,
    archived: t.archived_at !== null,
    pending_requests: row.pending_requests,
    signed_count: row.signed_count,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  };
}

async function templateOr404(db: Db, id: string, lock = false) {
  const row = await repo.findTemplate(db, id, { lock });
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

export async function listTemplates(ctx: Ctx): Promise<ContractTemplate[]> {
  return (await repo.listTemplates(ctx.db)).map(toTemplate);
}

export async function getTemplate(ctx: Ctx, id: string): Promise<ContractTemplateDetail> {
  const row = await templateOr404(ctx.db, id);
  const versions = await repo.listVersions(ctx.db, id);
  return {
    ...toTemplate(row),
    versions: versions.map(({ version: v, created_by_name }) => ({
      id: v.id,
      version: v.version,
      format: v.format,
      body: v.body,
      change_note: v.change_note,
      created_by_name,
      created_at: v.created_at.toISOString(),
    })),
  };
}

const nameTaken = () => fieldError('name', 'A template with that name already exists');

export async function createTemplate(ctx: Ctx, input: NewContractTemplate): Promise<ContractTemplateDetail> {
  const actor = requireActor(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    if (await repo.templateNameTaken(tx, input.name)) throw nameTaken();
    const t = await repo.insertTemplate(tx, { kind: input.kind, name: input.name, current_version: 1 });
    await repo.insertVersion(tx, {
      template_id: t.id,
      version: 1,
      format: input.format,
      body: input.body,
      change_note: 'First version',
      created_by: actor.id,
    });
    await recordAudit(
      ctx,
      {
        action: 'contract_template.created',
        target_type: 'contract_template',
        target_id: t.id,
        target_label: t.name,
        after: { kind: t.kind, name: t.name, version: 1, format: input.format },
      },
      tx,
    );
    return t.id;
  });
  return getTemplate(ctx, id);
}

/** Publishes a new version; it becomes the current one. Earlier versions stay as they were. */
export async function publishVersion(
  ctx: Ctx,
  id: string,
  input: NewContractVersion,
): Promise<ContractTemplateDetail> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const { template } = await templateOr404(tx, id, true);
    if (template.archived_at) throw new AppError('CONFLICT', 'Restore the template before publishing to it');
    const current = await repo.findVersion(tx, id, template.current_version);
    if (current && current.body === input.body && current.format === input.format)
      throw fieldError('body', 'Nothing changed: edit the text to publish a new version');
    const version = template.current_version + 1;
    await repo.insertVersion(tx, {
      template_id: id,
      version,
      format: input.format,
      body: input.body,
      change_note: input.change_note || null,
      created_by: actor.id,
    });
    await repo.updateTemplate(tx, id, { current_version: version });
    await recordAudit(
      ctx,
      {
        action: 'contract_template.version_published',
        target_type: 'contract_template',
        target_id: id,
        target_label: template.name,
        before: { version: template.current_version },
        after: { version, format: input.format, change_note: input.change_note ?? null },
      },
      tx,
    );
  });
  return getTemplate(ctx, id);
}

export async function updateTemplate(
  ctx: Ctx,
  id: string,
  patch: ContractTemplatePatch,
): Promise<ContractTemplateDetail> {
  requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const { template: before } = await templateOr404(tx, id, true);
    if (patch.name !== undefined && (await repo.templateNameTaken(tx, patch.name, id))) throw nameTaken();
    const after = await repo.updateTemplate(tx, id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.archived !== undefined
        ? { archived_at: patch.archived ? (before.archived_at ?? new Date()) : null }
        : {}),
    });
    await recordAudit(
      ctx,
      {
        action:
          patch.archived !== undefined && patch.archived !== (before.archived_at !== null)
            ? patch.archived
              ? 'contract_template.archived'
              : 'contract_template.restored'
            : 'contract_template.renamed',
        target_type: 'contract_template',
        target_id: id,
        target_label: after.name,
        before: { name: before.name, archived: before.archived_at !== null },
        after: { name: after.name, archived: after.archived_at !== null },
      },
      tx,
    );
  });
  return getTemplate(ctx, id);
}

// ---- signature requests -----------------------------------------------------------------------

function toRequest(row: repo.RequestListRow): SignatureRequest {
  const r = row.request;
  return {
    id: r.id,
    template_id: r.template_id,
    template_name: row.template_name,
    kind: row.kind,
    version: row.version,
    title: r.title,
    recipient_id: r.recipient_id,
    recipient_name: row.recipient_name,
    recipient_email: row.recipient_email,
    status: r.status,
    message: r.message,
    expires_at: iso(r.expires_at),
    decided_at: iso(r.decided_at),
    decline_reason: r.decline_reason,
    signed_contract_id: row.signed_contract_id,
    created_by_name: row.created_by_name,
    created_at: r.created_at.toISOString(),
  };
}

export async function listRequests(
  ctx: Ctx,
  q: SignatureRequestListQuery & { page: number; per_page: number },
): Promise<{ requests: SignatureRequest[]; total: number }> {
  await repo.expireOverdue(ctx.db, new Date());
  const { rows, total } = await repo.listRequests(ctx.db, {
    status: q.status,
    template_id: q.template_id,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { requests: rows.map(toRequest), total };
}

export async function getRequest(ctx: Ctx, id: string): Promise<SignatureRequest> {
  await repo.expireOverdue(ctx.db, new Date());
  const row = await repo.findRequestView(ctx.db, id);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return toRequest(row);
}

export const signLink = (origin: string, token: string) =>
  `${origin}/sign?token=${encodeURIComponent(token)}`;

const dateText = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Sends the current version of a template to a user: the text is rendered now (variables filled)
 * and frozen on the request; the link (its token stored only as a SHA-256) is mailed after commit
 * and returned once to the sender to share.
 */
export async function sendSignatureRequest(
  ctx: Ctx,
  mailer: Mailer,
  input: NewSignatureRequest,
  origin: string,
): Promise<{ request: SignatureRequest; sign_url: string }> {
  const actor = requireActor(ctx);
  const recipient = await auth.findUserByEmail(ctx.db, input.recipient_email);
  if (!recipient || recipient.deactivated_at)
    throw fieldError('recipient_email', 'No active user has that e-mail');
  const token = newToken();
  const now = new Date();
  const id = await ctx.db.transaction(async (tx) => {
    const found = await repo.findTemplate(tx, input.template_id);
    if (!found) throw fieldError('template_id', 'Choose an existing template');
    const { template } = found;
    if (template.archived_at) throw fieldError('template_id', 'This template is archived');
    const version = await repo.findVersion(tx, template.id, template.current_version);
    if (!version) throw new AppError('CONFLICT', 'The template has no current version');
    const rendered = renderContract(version.body, {
      client_name: recipient.display_name,
      client_email: recipient.email,
      date: dateText(now),
      company_name: COMPANY_NAME,
    });
    const row = await repo.insertRequest(tx, {
      template_id: template.id,
      version_id: version.id,
      recipient_id: recipient.id,
      title: template.name,
      format: version.format,
      rendered_body: rendered,
      token_hash: sha256(token),
      message: input.message || null,
      expires_at: input.expires_in_days ? new Date(now.getTime() + input.expires_in_days * 86_400_000) : null,
      created_by: actor.id,
    });
    await recordAudit(
      ctx,
      {
        action: 'signature_request.sent',
        target_type: 'signature_request',
        target_id: row.id,
        target_label: `${template.name} v${version.version} → ${recipient.email}`,
        after: {
          template_id: template.id,
          version: version.version,
          recipient_id: recipient.id,
          expires_at: iso(row.expires_at),
        },
      },
      tx,
    );
    return row.id;
  });
  const link = signLink(origin, token);
  try {
    await mailer.send({
      to: recipient.email,
      subject: `Please sign: ${(await repo.findRequest(ctx.db, id))!.title}`,
      text: `Hi ${recipient.display_name},\n\n${actor.display_name} sent you a contract to read and sign on ${COMPANY_NAME}.${
        input.message ? `\n\n${input.message}` : ''
      }\n\nOpen this link to read and sign it:\n\n${link}\n\nThe link is personal: do not forward it.\n`,
    });
  } catch (err) {
    // The request stands; the sender still has the link to share.
    ctx.log.warn({ err, request_id: id }, 'contracts: could not mail the signing link');
  }
  return { request: await getRequest(ctx, id), sign_url: link };
}

export async function voidRequest(ctx: Ctx, id: string): Promise<SignatureRequest> {
  requireActor(ctx);
  await repo.expireOverdue(ctx.db, new Date());
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findRequest(tx, id, { lock: true });
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    if (row.status !== 'pending')
      throw new AppError('CONFLICT', `Only a pending request can be voided (this one is ${row.status})`);
    await repo.setRequestStatus(tx, id, { status: 'voided', decided_at: new Date() });
    await recordAudit(
      ctx,
      {
        action: 'signature_request.voided',
        target_type: 'signature_request',
        target_id: id,
        target_label: row.title,
        before: { status: row.status },
        after: { status: 'voided' },
      },
      tx,
    );
  });
  return getRequest(ctx, id);
}

// ---- signing (public: the token is the credential) --------------------------------------------

async function byToken(db: Db, token: string, lock = false) {
  const row = await repo.findRequestByToken(db, sha256(token), { lock });
  if (!row) throw notFound(LINK_NOT_FOUND);
  return row;
}

export async function signingView(ctx: Ctx, token: string): Promise<SigningView> {
  await repo.expireOverdue(ctx.db, new Date());
  const { request: r, recipient_name } = await byToken(ctx.db, token);
  const signed = r.status === 'signed' ? await repo.findSignedByRequest(ctx.db, r.id) : undefined;
  return {
    title: r.title,
    format: r.format,
    body: r.rendered_body,
    recipient_name,
    status: r.status,
    message: r.message,
    expires_at: iso(r.expires_at),
    signed_at: iso(signed?.signed_at ?? null),
    document_sha256: signed?.document_sha256 ?? null,
  };
}

const notPending = (status: string) =>
  new AppError(
    'CONFLICT',
    status === 'signed'
      ? 'This contract is already signed'
      : status === 'expired'
        ? 'This signing link has expired. Ask the sender for a new one.'
        : status === 'voided'
          ? 'The sender withdrew this contract'
          : 'This contract was declined',
  );

/** Decodes and checks a drawn signature (a PNG data URL): PNG magic bytes and size. */
function signaturePng(dataUrl: string | undefined): Buffer | null {
  if (!dataUrl) return null;
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (data.length < 60 || !data.subarray(0, 8).equals(magic))
    throw fieldError('signature_png', 'The drawn signature is not a PNG image');
  if (data.length > SIGNATURE_PNG_MAX)
    throw fieldError('signature_png', 'The drawn signature is too large. Clear it and draw again');
  return data;
}

/**
 * Signs: builds the PDF first (the record is immutable, so it is written once, complete), stores
 * it, then in one transaction re-checks the request is still pending, marks it signed and inserts
 * the record. If the transaction fails the stored PDF is removed.
 */
export async function sign(
  ctx: Ctx,
  storage: Storage,
  token: string,
  input: SignContract,
): Promise<SigningView> {
  await repo.expireOverdue(ctx.db, new Date());
  const { request: r } = await byToken(ctx.db, token);
  if (r.status !== 'pending') throw notPending(r.status);
  const signer = await auth.findUser(ctx.db, r.recipient_id);
  if (!signer) throw notFound(LINK_NOT_FOUND);
  const png = signaturePng(input.signature_png);
  const version = await repo.findVersionById(ctx.db, r.version_id);
  const signedAt = new Date();
  const documentSha256 = sha256Hex(r.rendered_body);
  const userAgent = ctx.userAgent ? ctx.userAgent.slice(0, 500) : null;
  let pdf: Buffer;
  try {
    pdf = await renderSignedPdf({
      title: r.title,
      version: version?.version ?? 0,
      format: r.format,
      document: r.rendered_body,
      documentSha256,
      typedName: input.typed_name,
      signaturePng: png,
      signerId: signer.id,
      signedAt,
      ip: ctx.ip,
      userAgent,
      requestId: r.id,
    });
  } catch (err) {
    if (err instanceof SignatureImageError) throw fieldError('signature_png', err.message);
    throw err;
  }
  const pdfKey = `contracts/${r.id}.pdf`;
  await storage.put(pdfKey, pdf, 'application/pdf');
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await repo.findRequest(tx, r.id, { lock: true });
      if (locked?.status !== 'pending') throw notPending(locked?.status ?? 'voided');
      await repo.setRequestStatus(tx, r.id, { status: 'signed', decided_at: signedAt });
      const signed = await repo.insertSigned(tx, {
        request_id: r.id,
        signer_id: signer.id,
        title: r.title,
        version: version?.version ?? 0,
        typed_name: input.typed_name,
        signature_method: png ? 'drawn' : 'typed',
        signature_png_base64: png ? png.toString('base64') : null,
        document_text: r.rendered_body,
        document_sha256: documentSha256,
        pdf_key: pdfKey,
        pdf_sha256: sha256Hex(pdf),
        pdf_size: pdf.length,
        ip: ctx.ip,
        user_agent: userAgent,
        signed_at: signedAt,
      });
      // The signer is the actor here (the link is their credential), whoever is signed in.
      await recordAudit(
        { ...ctx, realUser: signer },
        {
          action: 'contract.signed',
          target_type: 'signed_contract',
          target_id: signed.id,
          target_label: `${r.title} — ${signer.email}`,
          after: {
            request_id: r.id,
            document_sha256: documentSha256,
            pdf_sha256: signed.pdf_sha256,
            method: signed.signature_method,
          },
        },
        tx,
      );
    });
  } catch (err) {
    await storage.delete(pdfKey).catch(() => undefined);
    throw err;
  }
  return signingView(ctx, token);
}

export async function decline(ctx: Ctx, token: string, reason: string | undefined): Promise<SigningView> {
  await repo.expireOverdue(ctx.db, new Date());
  const { request: r } = await byToken(ctx.db, token);
  const signer = await auth.findUser(ctx.db, r.recipient_id);
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.findRequest(tx, r.id, { lock: true });
    if (locked?.status !== 'pending') throw notPending(locked?.status ?? 'voided');
    await repo.setRequestStatus(tx, r.id, {
      status: 'declined',
      decided_at: new Date(),
      decline_reason: reason || null,
    });
    await recordAudit(
      { ...ctx, realUser: signer ?? null },
      {
        action: 'signature_request.declined',
        target_type: 'signature_request',
        target_id: r.id,
        target_label: r.title,
        after: { status: 'declined', reason: reason || null },
      },
      tx,
    );
  });
  return signingView(ctx, token);
}

// ---- signed records and their PDFs ------------------------------------------------------------

function toSigned(row: NonNullable<Awaited<ReturnType<typeof repo.findSigned>>>): SignedContract {
  const s = row.signed;
  return {
    id: s.id,
    request_id: s.request_id,
    title: s.title,
    version: s.version,
    signer_id: s.signer_id,
    signer_name: row.signer_name,
    signer_email: row.signer_email,
    typed_name: s.typed_name,
    signature_method: s.signature_method,
    signature_png: s.signature_png_base64 ? `data:image/png;base64,${s.signature_png_base64}` : null,
    document_text: s.document_text,
    document_sha256: s.document_sha256,
    pdf_sha256: s.pdf_sha256,
    pdf_size: s.pdf_size,
    ip: s.ip,
    user_agent: s.user_agent,
    signed_at: s.signed_at.toISOString(),
  };
}

export async function getSigned(ctx: Ctx, id: string): Promise<SignedContract> {
  const row = await repo.findSigned(ctx.db, id);
  if (!row) throw notFound(SIGNED_NOT_FOUND);
  return toSigned(row);
}

export interface PdfDownload {
  stream: Readable;
  size: number;
  filename: string;
}

/** Renders a signed record's PDF from the record alone (the rendering is deterministic). */
export async function renderRecordPdf(s: repo.SignedRow, format: 'markdown' | 'text'): Promise<Buffer> {
  return renderSignedPdf({
    title: s.title,
    version: s.version,
    format,
    document: s.document_text,
    documentSha256: s.document_sha256,
    typedName: s.typed_name,
    signaturePng: s.signature_png_base64 ? Buffer.from(s.signature_png_base64, 'base64') : null,
    signerId: s.signer_id,
    signedAt: s.signed_at,
    ip: s.ip,
    userAgent: s.user_agent,
    requestId: s.request_id,
  });
}

/**
 * The stored PDF; when the object is missing (a restored database, a wiped bucket, seeded demo
 * records) it is rendered again from the immutable record and served only if its SHA-256 equals
 * the one recorded at signing, then stored again.
 */
async function pdfOf(db: Db, storage: Storage, s: repo.SignedRow): Promise<PdfDownload> {
  let object: Awaited<ReturnType<Storage['get']>>;
  try {
    object = await storage.get(s.pdf_key);
  } catch (err) {
    if (!(err instanceof StorageNotFoundError)) throw err;
    const request = await repo.findRequest(db, s.request_id);
    const pdf = await renderRecordPdf(s, request?.format ?? 'text');
    if (sha256Hex(pdf) !== s.pdf_sha256) throw notFound('The PDF of this contract is missing from storage');
    await storage.put(s.pdf_key, pdf, 'application/pdf');
    object = await storage.get(s.pdf_key);
  }
  const { stream, size } = object;
  const safe =
    s.title
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'contract';
  return { stream, size, filename: `${safe}-signed.pdf` };
}

/** The signer or staff; anyone else learns nothing (404). Checked on every download. */
export async function signedPdfFor(ctx: Ctx, storage: Storage, id: string): Promise<PdfDownload> {
  const actor = requireActor(ctx);
  const row = await repo.findSigned(ctx.db, id);
  if (!row || (row.signed.signer_id !== actor.id && !isStaff(actor))) throw notFound(SIGNED_NOT_FOUND);
  return pdfOf(ctx.db, storage, row.signed);
}

/** Through the signing link (the signer right after signing). */
export async function signedPdfByToken(ctx: Ctx, storage: Storage, token: string): Promise<PdfDownload> {
  const { request: r } = await byToken(ctx.db, token);
  const signed = r.status === 'signed' ? await repo.findSignedByRequest(ctx.db, r.id) : undefined;
  if (!signed) throw notFound(SIGNED_NOT_FOUND);
  return pdfOf(ctx.db, storage, signed);
}

// ---- for other modules (compliance exports) ---------------------------------------------------

/** A user's signature requests and signed records, for their data export. */
export async function contractsOfUser(db: Db, userId: string) {
  const [requests, signed] = await Promise.all([repo.requestsOf(db, userId), repo.signedOf(db, userId)]);
  return {
    requests: requests.map((r) => {
      const { rendered_body: _b, token_hash: _t, ...rest } = r.request;
      return { ...rest, template_name: r.template_name, version: r.version };
    }),
    signed: signed.map(({ signature_png_base64: _p, ...rest }) => rest),
  };
}

// ---- self-service signing (the marketplace's specialist agreement) ----------------------------

export interface CurrentContract {
  template_id: string;
  title: string;
  version: number;
  format: 'markdown' | 'text';
  /** The text as it would be signed now (variables filled for the user). */
  document_text: string;
}

/** The current version of the live template of `kind`, rendered for `user` now; nothing is stored. */
export async function currentContractFor(
  db: Db,
  kind: ContractKind,
  user: { display_name: string; email: string },
  now = new Date(),
): Promise<CurrentContract> {
  const template = await repo.liveTemplateOfKind(db, kind);
  if (!template) throw notFound('No contract of this kind is published yet');
  const version = await repo.findVersion(db, template.id, template.current_version);
  if (!version) throw new AppError('CONFLICT', 'The template has no current version');
  return {
    template_id: template.id,
    title: template.name,
    version: version.version,
    format: version.format,
    document_text: renderContract(version.body, {
      client_name: user.display_name,
      client_email: user.email,
      date: dateText(now),
      company_name: COMPANY_NAME,
    }),
  };
}

/** A signed record and whether it is of the current version of its (live) template. */
export interface SignedRecordState {
  id: string;
  kind: ContractKind;
  version: number;
  current_version: number;
  signed_current: boolean;
  typed_name: string;
  signer_id: string;
  signed_at: Date;
}

export async function signedRecordState(db: Db, id: string): Promise<SignedRecordState | undefined> {
  const row = await repo.signedWithTemplate(db, id);
  if (!row) return undefined;
  return {
    id: row.signed.id,
    kind: row.kind,
    version: row.signed.version,
    current_version: row.current_version,
    signed_current: row.archived_at === null && row.signed.version === row.current_version,
    typed_name: row.signed.typed_name,
    signer_id: row.signed.signer_id,
    signed_at: row.signed.signed_at,
  };
}

/** The id of the latest record `userId` signed of a template kind, if any. */
export const latestSignedOfKind = (db: Db, userId: string, kind: ContractKind) =>
  repo.latestSignedOfKind(db, userId, kind);

/**
 * Signs the current version of the live template of `kind` as the signed-in actor, with no link
 * to mail: a request made by and for the signer (its token lives only in this call), then
 * {@link sign}, so the record, PDF, hashes and audit are exactly those of signing by link.
 */
export async function signCurrentVersion(
  ctx: Ctx,
  storage: Storage,
  kind: ContractKind,
  input: { typed_name: string },
): Promise<SignedRecordState> {
  const actor = requireActor(ctx);
  const template = await repo.liveTemplateOfKind(ctx.db, kind);
  if (!template) throw notFound('No contract of this kind is published yet');
  const version = await repo.findVersion(ctx.db, template.id, template.current_version);
  if (!version) throw new AppError('CONFLICT', 'The template has no current version');
  const current = await currentContractFor(ctx.db, kind, actor);
  const token = newToken();
  const request = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, {
      template_id: template.id,
      version_id: version.id,
      recipient_id: actor.id,
      title: template.name,
      format: version.format,
      rendered_body: current.document_text,
      token_hash: sha256(token),
      message: null,
      expires_at: null,
      created_by: actor.id,
    });
    await recordAudit(
      ctx,
      {
        action: 'signature_request.self_service',
        target_type: 'signature_request',
        target_id: row.id,
        target_label: `${template.name} v${version.version} → ${actor.email}`,
        after: { template_id: template.id, version: version.version, recipient_id: actor.id },
      },
      tx,
    );
    return row;
  });
  await sign(ctx, storage, token, { typed_name: input.typed_name, agree: true });
  const signed = await repo.findSignedByRequest(ctx.db, request.id);
  return (await signedRecordState(ctx.db, signed!.id))!;
}
