/**
 * Compliance (issue 3/8): consent and disclosure records, data exports and deletion requests.
 * Exports are built by the `compliance.export` job (a ZIP of JSON plus the user's files, stored
 * through the storage adapter and downloadable by staff for {@link EXPORT_TTL_DAYS} days).
 * Deletion anonymises the account through auth (ADR 003: writes to `users` go through auth) and
 * keeps what the law requires (consents, signed contracts, financial records, the audit log).
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type ComplianceListQuery,
  type ConsentListQuery,
  type ConsentRecord,
  croaCancelUntil,
  type DataExport,
  DELETION_KEEPS,
  DELETION_REMOVES,
  type DeletionRequest,
  EXPORT_TTL_DAYS,
  type NewConsent,
  type UserRequestBody,
} from '@fundpath/contracts/compliance';
import { zipSync } from 'fflate';
import { type Storage, StorageNotFoundError } from '../../adapters/storage';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import * as auth from '../auth';
import { contractsOfUser } from '../contracts';
import { attachmentsOfUser, deleteAttachmentsOfUser } from '../tasks';
import * as repo from './repo';

export const EXPORT_JOB = 'compliance.export';
export const PURGE_JOB = 'compliance.purge_exports';

declare module '../../platform/jobs' {
  interface JobData {
    'compliance.export': { exportId: string };
    'compliance.purge_exports': Record<string, never>;
  }
}

export interface ComplianceDeps {
  db: Db;
  storage: Storage;
  log: { error: (obj: object, msg?: string) => void; info: (obj: object, msg?: string) => void };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: { [field]: message } });

// ---- consents ---------------------------------------------------------------------------------

function toConsent(r: repo.ConsentListRow, now = new Date()): ConsentRecord {
  const c = r.consent;
  return {
    id: c.id,
    user_id: c.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    kind: c.kind,
    version: c.version,
    statement: c.statement,
    agreed_at: c.agreed_at.toISOString(),
    ip: c.ip,
    user_agent: c.user_agent,
    recorded_by_name: r.recorded_by_name,
    cancel_until: iso(c.cancel_until),
    cancel_window_open: c.cancel_until !== null && c.cancel_until > now,
  };
}

export async function listConsents(
  ctx: Ctx,
  q: ConsentListQuery & { page: number; per_page: number },
): Promise<{ consents: ConsentRecord[]; total: number }> {
  const { rows, total } = await repo.listConsents(ctx.db, {
    q: q.q || undefined,
    kind: q.kind,
    user_id: q.user_id,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  const now = new Date();
  return { consents: rows.map((r) => toConsent(r, now)), total };
}

async function storeConsent(
  ctx: Ctx,
  userId: string,
  input: Omit<NewConsent, 'user_id'>,
  recordedBy: string | null,
): Promise<ConsentRecord> {
  const user = await auth.findUser(ctx.db, userId);
  if (!user) throw fieldError('user_id', 'Choose an existing client');
  const agreedAt = input.agreed_at ? new Date(input.agreed_at) : new Date();
  if (agreedAt.getTime() > Date.now() + 60_000) throw fieldError('agreed_at', 'Cannot be in the future');
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertConsent(tx, {
      user_id: user.id,
      kind: input.kind,
      version: input.version,
      statement: input.statement,
      agreed_at: agreedAt,
      cancel_until: input.kind === 'croa_disclosure' ? croaCancelUntil(agreedAt) : null,
      ip: ctx.ip,
      user_agent: ctx.userAgent ? ctx.userAgent.slice(0, 500) : null,
      recorded_by: recordedBy,
    });
    await recordAudit(
      ctx,
      {
        action: 'consent.recorded',
        target_type: 'user',
        target_id: user.id,
        target_label: `${user.display_name} <${user.email}>`,
        after: { kind: created.kind, version: created.version, agreed_at: created.agreed_at.toISOString() },
      },
      tx,
    );
    return created;
  });
  return toConsent({
    consent: row,
    user_name: user.display_name,
    user_email: user.email,
    recorded_by_name: recordedBy ? (ctx.realUser?.display_name ?? null) : null,
  });
}

/** Staff record an agreement given elsewhere (on paper, by phone): their IP and name are kept. */
export async function recordConsent(ctx: Ctx, input: NewConsent): Promise<ConsentRecord> {
  const actor = requireActor(ctx);
  return storeConsent(ctx, input.user_id, input, ctx.realUser?.id ?? actor.id);
}

/** The signed-in user agrees (the client's own IP and browser are recorded). */
export async function agree(
  ctx: Ctx,
  input: Omit<NewConsent, 'user_id' | 'agreed_at'>,
): Promise<ConsentRecord> {
  const actor = requireActor(ctx);
  return storeConsent(ctx, actor.id, input, null);
}

// ---- data exports -----------------------------------------------------------------------------

function toExport(r: repo.ExportListRow, now = new Date()): DataExport {
  const e = r.row;
  return {
    id: e.id,
    user_id: e.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    requested_by_name: r.requested_by_name,
    status: e.status,
    file_size: e.file_size,
    file_sha256: e.file_sha256,
    error: e.error,
    completed_at: iso(e.completed_at),
    expires_at: iso(e.expires_at),
    downloadable: e.status === 'completed' && !!e.file_key && !!e.expires_at && e.expires_at > now,
    created_at: e.created_at.toISOString(),
  };
}

export async function listExports(ctx: Ctx, q: ComplianceListQuery & { page: number; per_page: number }) {
  const { rows, total } = await repo.listExports(ctx.db, {
    status: q.status,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  const now = new Date();
  return { exports: rows.map((r) => toExport(r, now)), total };
}

export async function getExport(ctx: Ctx, id: string): Promise<DataExport> {
  const row = await repo.findExportView(ctx.db, id);
  if (!row) throw notFound('Export not found');
  return toExport(row);
}

async function userByEmail(db: Db, email: string) {
  const user = await auth.findUserByEmail(db, email);
  if (!user) throw fieldError('user_email', 'No user has that e-mail');
  return user;
}

/** Queues an export; the job runs after the request row commits (sendInTx). */
export async function requestExport(ctx: Ctx, input: UserRequestBody): Promise<DataExport> {
  const actor = requireActor(ctx);
  const user = await userByEmail(ctx.db, input.user_email);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertExport(tx, { user_id: user.id, requested_by: ctx.realUser?.id ?? actor.id });
    await ctx.jobs.sendInTx(tx, EXPORT_JOB, { exportId: row.id }, { singletonKey: row.id });
    await recordAudit(
      ctx,
      {
        action: 'data_export.requested',
        target_type: 'user',
        target_id: user.id,
        target_label: `${user.display_name} <${user.email}>`,
        after: { export_id: row.id, reason: input.reason ?? null },
      },
      tx,
    );
    return row.id;
  });
  return getExport(ctx, id);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const safeName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'file';

/**
 * Builds the ZIP of a user's data (the job's handler; idempotent: a rerun rebuilds the same
 * object key). A failure is recorded on the request (status `failed`) rather than retried, so an
 * admin sees it and can request again.
 */
export async function buildExport(deps: ComplianceDeps, exportId: string): Promise<void> {
  const request = await repo.findExport(deps.db, exportId);
  if (!request || request.status === 'completed') return;
  await repo.updateExport(deps.db, exportId, { status: 'processing', error: null });
  try {
    const user = await auth.findUser(deps.db, request.user_id);
    if (!user) throw new Error('The user no longer exists');
    const { password_hash: _h, permissions: _p, ...profile } = user;
    const [consents, contracts, attachments] = await Promise.all([
      repo.consentsOf(deps.db, user.id),
      contractsOfUser(deps.db, user.id),
      attachmentsOfUser(deps.db, user.id),
    ]);
    const files: Record<string, Uint8Array> = {
      'README.txt': new TextEncoder().encode(
        `Data export for ${user.display_name} <${user.email}>, made ${new Date().toISOString()}.\n` +
          'profile.json: the account; consents.json: what was agreed and when; contracts.json: signature\n' +
          'requests and signed contracts (PDFs in contracts/); files/: uploaded task files (files.json lists them).\n',
      ),
      'profile.json': json(profile),
      'consents.json': json(consents),
      'contracts.json': json(contracts),
      'files.json': json(
        attachments.map((a) => ({
          id: a.id,
          task_id: a.task_id,
          file_name: a.file_name,
          content_type: a.content_type,
          size_bytes: a.size_bytes,
          created_at: a.created_at,
        })),
      ),
    };
    for (const a of attachments) {
      try {
        const { stream } = await deps.storage.get(a.storage_key);
        files[`files/${a.id.slice(0, 8)}-${safeName(a.file_name)}`] = await readAll(stream);
      } catch (err) {
        if (!(err instanceof StorageNotFoundError)) throw err;
      }
    }
    for (const s of contracts.signed) {
      try {
        const { stream } = await deps.storage.get(s.pdf_key);
        files[`contracts/${s.id.slice(0, 8)}-${safeName(s.title)}.pdf`] = await readAll(stream);
      } catch (err) {
        if (!(err instanceof StorageNotFoundError)) throw err;
      }
    }
    const zip = Buffer.from(zipSync(files, { level: 6 }));
    const key = `exports/${exportId}.zip`;
    await deps.storage.put(key, zip, 'application/zip');
    const now = new Date();
    await repo.updateExport(deps.db, exportId, {
      status: 'completed',
      file_key: key,
      file_size: zip.length,
      file_sha256: createHash('sha256').update(zip).digest('hex'),
      completed_at: now,
      expires_at: new Date(now.getTime() + EXPORT_TTL_DAYS * 86_400_000),
    });
  } catch (err) {
    deps.log.error({ err, export_id: exportId }, 'compliance: data export failed');
    await repo.updateExport(deps.db, exportId, {
      status: 'failed',
      error: err instanceof Error ? err.message.slice(0, 500) : 'Export failed',
    });
  }
}

/** Queues exports still `requested` (seeded ones; the send is a no-op for a job already stored). */
export async function queueRequestedExports(deps: ComplianceDeps, jobs: Pick<Jobs, 'send'>): Promise<void> {
  for (const { id } of await repo.requestedExports(deps.db))
    await jobs.send(EXPORT_JOB, { exportId: id }, { singletonKey: id });
}

/** Deletes the files of exports whose download period ended (hourly job). */
export async function purgeExpiredExports(deps: ComplianceDeps): Promise<number> {
  const rows = await repo.expiredExportFiles(deps.db, new Date());
  for (const r of rows) {
    if (r.file_key) await deps.storage.delete(r.file_key);
    await repo.updateExport(deps.db, r.id, { file_key: null });
  }
  return rows.length;
}

export async function exportDownload(
  ctx: Ctx,
  storage: Storage,
  id: string,
): Promise<{ stream: Readable; size: number; filename: string }> {
  requireActor(ctx);
  const row = await repo.findExport(ctx.db, id);
  if (!row) throw notFound('Export not found');
  if (row.status !== 'completed' || !row.file_key) throw new AppError('CONFLICT', 'This export is not ready');
  if (!row.expires_at || row.expires_at <= new Date())
    throw new AppError('NOT_FOUND', 'This export has expired: request a new one');
  let object: Awaited<ReturnType<Storage['get']>>;
  try {
    object = await storage.get(row.file_key);
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound('The export file is missing: request a new one');
    throw err;
  }
  await recordAudit(ctx, {
    action: 'data_export.downloaded',
    target_type: 'user',
    target_id: row.user_id,
    target_label: `export ${row.id}`,
  });
  return { ...object, filename: `fundpath-export-${row.user_id.slice(0, 8)}.zip` };
}

// ---- deletion (anonymisation) -----------------------------------------------------------------

function toDeletion(r: repo.DeletionListRow): DeletionRequest {
  const d = r.row;
  return {
    id: d.id,
    user_id: d.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    requested_by_name: r.requested_by_name,
    reason: d.reason,
    status: d.status,
    summary: d.summary,
    error: d.error,
    completed_at: iso(d.completed_at),
    created_at: d.created_at.toISOString(),
  };
}

export async function listDeletions(ctx: Ctx, q: ComplianceListQuery & { page: number; per_page: number }) {
  const { rows, total } = await repo.listDeletions(ctx.db, {
    status: q.status,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { deletions: rows.map(toDeletion), total };
}

async function getDeletion(ctx: Ctx, id: string): Promise<DeletionRequest> {
  const row = await repo.findDeletionView(ctx.db, id);
  if (!row) throw notFound('Deletion request not found');
  return toDeletion(row);
}

/**
 * Anonymises a user now (admins). The request row is written first (`requested`), then one
 * transaction anonymises the account, deletes their task files and completes the request; a
 * failure marks it `failed` with the reason. The audit rows name the user by id only.
 */
export async function requestDeletion(
  ctx: Ctx,
  storage: Storage,
  input: UserRequestBody,
): Promise<DeletionRequest> {
  const actor = requireActor(ctx);
  const user = await userByEmail(ctx.db, input.user_email);
  if (user.id === ctx.realUser?.id || user.id === actor.id)
    throw fieldError('user_email', 'You cannot delete your own account');
  if (user.role === 'admin')
    throw fieldError('user_email', 'Demote an administrator before deleting the account');
  if (await repo.completedDeletionOf(ctx.db, user.id))
    throw new AppError('CONFLICT', 'This user was already anonymised');
  const request = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertDeletion(tx, {
      user_id: user.id,
      requested_by: ctx.realUser?.id ?? actor.id,
      reason: input.reason || null,
    });
    await recordAudit(
      ctx,
      {
        action: 'deletion.requested',
        target_type: 'user',
        target_id: user.id,
        target_label: `user ${user.id}`,
        after: { deletion_id: row.id, reason: input.reason ?? null },
      },
      tx,
    );
    return row;
  });
  await repo.updateDeletion(ctx.db, request.id, { status: 'processing' });
  try {
    await ctx.db.transaction(async (tx) => {
      await auth.anonymiseUser(tx, user.id);
      const files = await deleteAttachmentsOfUser(tx, storage, user.id);
      const summary = {
        removed: [...DELETION_REMOVES, `${files} uploaded file${files === 1 ? '' : 's'} deleted`],
        kept: [...DELETION_KEEPS],
      };
      await repo.updateDeletion(tx, request.id, { status: 'completed', summary, completed_at: new Date() });
      await recordAudit(
        ctx,
        {
          action: 'deletion.completed',
          target_type: 'user',
          target_id: user.id,
          target_label: `user ${user.id}`,
          after: { deletion_id: request.id, files_deleted: files },
        },
        tx,
      );
    });
    ctx.sessionCache.invalidateUser(user.id);
  } catch (err) {
    ctx.log.error({ err, deletion_id: request.id }, 'compliance: anonymisation failed');
    const message = err instanceof Error ? err.message.slice(0, 500) : 'Anonymisation failed';
    await repo.updateDeletion(ctx.db, request.id, { status: 'failed', error: message });
    await recordAudit(ctx, {
      action: 'deletion.failed',
      target_type: 'user',
      target_id: user.id,
      target_label: `user ${user.id}`,
      after: { deletion_id: request.id, error: message },
    });
  }
  return getDeletion(ctx, request.id);
}
