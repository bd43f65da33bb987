/**
 * Documents (ADR 017): who sees whose documents, uploads and versions through the shared upload
 * pipeline (platform/uploads), access-checked downloads, and the staff template library.
 *
 * Who sees what: everyone their own documents; staff a client's (admins and staff without a
 * brand every client, branded staff the clients of their brand). Anyone else asking for a
 * document, a version or a folder learns nothing: 404. Only the owner changes a document.
 */
import type { Readable } from 'node:stream';
import {
  DOCUMENT_FOLDERS_MAX,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_PREVIEW_TYPES,
  DOCUMENT_TYPES,
  type Document,
  type DocumentDetail,
  type DocumentFolder,
  type DocumentList,
  type DocumentPatch,
  type DocumentTemplate,
  type DocumentTemplatePatch,
} from '@fundpath/contracts/documents';
import { hasPermission, isStaff } from '@fundpath/contracts/roles';
import type { Storage } from '../../adapters/storage';
import { StorageNotFoundError } from '../../adapters/storage';
import { contentDisposition } from '../../adapters/storage/sniff';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import { seesBrand } from '../../platform/brand-scope';
import { AppError } from '../../platform/errors';
import {
  checkUpload,
  discardUploads,
  nameForContent,
  type ReceivedFile,
  type StoredUpload,
  storeUploads,
  type UploadErrors,
  uploadKey,
} from '../../platform/uploads';
import { ticketFilesOfUser } from '../support';
import { taskFilesOfUser } from '../tasks';
import * as repo from './repo';

export const MANAGE_TEMPLATES = 'documents.manage_templates';
export const DOCUMENT_NOT_FOUND = 'Document not found';
export const TOO_LARGE_MESSAGE = `Documents can be at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;
export const NOT_ALLOWED_MESSAGE = (what: string) =>
  `${what.toUpperCase()} files can't be added. Upload a PDF, an image (PNG, JPG, WebP) or a Word document (DOCX).`;

const notFound = (what = DOCUMENT_NOT_FOUND) => new AppError('NOT_FOUND', what);
const iso = (d: Date) => d.toISOString();
const previewable = (type: string) => (DOCUMENT_PREVIEW_TYPES as readonly string[]).includes(type);

// ---- who sees whose documents --------------------------------------------------------------------

interface Owner {
  id: string;
  display_name: string;
}

/** Whether the actor may read `person`'s documents: their own, or staff for a client in scope. */
function staffSees(ctx: Ctx, person: { role: string; brand_id: string | null }): boolean {
  const me = requireActor(ctx);
  if (!isStaff(me) || person.role !== 'client') return false;
  return seesBrand(me, person.brand_id);
}

/** Whose documents a list shows: one's own, or a client staff may see (else 404). */
async function ownerFor(ctx: Ctx, userId?: string): Promise<Owner> {
  const me = requireActor(ctx);
  if (!userId || userId === me.id) return { id: me.id, display_name: me.display_name };
  const person = await repo.findPerson(ctx.db, userId);
  if (!person || !staffSees(ctx, person)) throw notFound('Client not found');
  return { id: person.id, display_name: person.display_name };
}

/** A document the actor may read (own, or a client's for staff in scope); else 404. */
async function readable(ctx: Ctx, id: string): Promise<repo.DocumentRow> {
  const me = requireActor(ctx);
  const doc = await repo.findDocument(ctx.db, id);
  if (!doc) throw notFound();
  if (doc.user_id === me.id) return doc;
  const owner = await repo.findPerson(ctx.db, doc.user_id);
  if (!owner || !staffSees(ctx, owner)) throw notFound();
  return doc;
}

/** A document the actor may change: their own only (staff who may read it get 403, others 404). */
async function writable(ctx: Ctx, id: string, forUpdate = false): Promise<repo.DocumentRow> {
  const me = requireActor(ctx);
  const doc = await readable(ctx, id);
  if (doc.user_id !== me.id) throw new AppError('FORBIDDEN', 'Only the owner can change this document');
  return forUpdate ? ((await repo.findDocument(ctx.db, id, true)) ?? doc) : doc;
}

/** Refuses before an upload is read when the caller may not change the document. */
export async function assertWritable(ctx: Ctx, id: string): Promise<void> {
  await writable(ctx, id);
}

// ---- wire shapes ---------------------------------------------------------------------------------

const fileUrl = (id: string, kind: 'download' | 'preview', versionId?: string) =>
  `/api/documents/${id}/${kind}${versionId ? `?version=${versionId}` : ''}`;

function toDocument(row: repo.DocumentRow, ownerIsMe: boolean): Document {
  return {
    id: row.id,
    folder_id: row.folder_id,
    title: row.title,
    source: row.source,
    file_name: row.file_name,
    content_type: row.content_type,
    size: row.size,
    version: row.version,
    read_only: false,
    can_delete: ownerIsMe && row.source === 'upload',
    shared_by_name: row.shared_by_name,
    origin: null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    download_url: fileUrl(row.id, 'download'),
    preview_url: previewable(row.content_type) ? fileUrl(row.id, 'preview') : null,
  };
}

function toFolder(row: repo.FolderRow, count: number): DocumentFolder {
  return { id: row.id, name: row.name, kind: row.kind, document_count: count };
}

// ---- lists ---------------------------------------------------------------------------------------

/** The owner's folders and documents, with their task files (in Uploads) and ticket files (in Tickets). */
export async function listDocuments(ctx: Ctx, userId?: string): Promise<Omit<DocumentList, 'status'>> {
  const me = requireActor(ctx);
  const owner = await ownerFor(ctx, userId);
  await repo.ensureDefaultFolders(ctx.db, owner.id);
  const folders = await repo.listFolders(ctx.db, owner.id);
  const uploads = folders.find((f) => f.kind === 'uploads')!;
  const tickets = folders.find((f) => f.kind === 'tickets')!;
  const stored = (await repo.listDocuments(ctx.db, owner.id)).map((r) => toDocument(r, owner.id === me.id));
  // Read from their owners, never copied: shown read-only, changed where they were uploaded.
  const taskFiles: Document[] = (await taskFilesOfUser(ctx.db, owner.id)).map((f) => ({
    id: `task-${f.id}`,
    folder_id: uploads.id,
    title: f.name,
    source: 'task',
    file_name: f.name,
    content_type: f.content_type,
    size: f.size,
    version: null,
    read_only: true,
    can_delete: false,
    shared_by_name: null,
    origin: f.task_title,
    created_at: iso(f.created_at),
    updated_at: iso(f.created_at),
    download_url: f.download_path,
    preview_url: null,
  }));
  const ticketFiles: Document[] = (await ticketFilesOfUser(ctx.db, owner.id)).map((f) => ({
    id: `ticket-${f.id}`,
    folder_id: tickets.id,
    title: f.name,
    source: 'ticket',
    file_name: f.name,
    content_type: f.content_type,
    size: f.size,
    version: null,
    read_only: true,
    can_delete: false,
    shared_by_name: null,
    origin: f.ticket_title,
    created_at: iso(f.created_at),
    updated_at: iso(f.created_at),
    download_url: f.download_path,
    preview_url: null,
  }));
  const all = [...stored, ...taskFiles, ...ticketFiles].sort((a, b) =>
    b.updated_at.localeCompare(a.updated_at),
  );
  const counts = new Map<string, number>();
  for (const d of all) counts.set(d.folder_id, (counts.get(d.folder_id) ?? 0) + 1);
  return {
    owner,
    folders: folders.map((f) => toFolder(f, counts.get(f.id) ?? 0)),
    documents: all,
  };
}

export async function getDocument(ctx: Ctx, id: string): Promise<Omit<DocumentDetail, 'status'>> {
  const me = requireActor(ctx);
  const doc = await readable(ctx, id);
  const versions = await repo.listVersions(ctx.db, doc.id);
  return {
    document: toDocument(doc, doc.user_id === me.id),
    versions: versions.map((v) => ({
      id: v.id,
      number: v.number,
      file_name: v.file_name,
      content_type: v.content_type,
      size: v.size,
      sha256: v.sha256,
      uploaded_by_name: v.uploaded_by_name,
      created_at: iso(v.created_at),
      download_url: fileUrl(doc.id, 'download', v.id),
      preview_url: previewable(v.content_type) ? fileUrl(doc.id, 'preview', v.id) : null,
    })),
  };
}

export async function createFolder(ctx: Ctx, name: string): Promise<DocumentFolder> {
  const me = requireActor(ctx);
  await repo.ensureDefaultFolders(ctx.db, me.id);
  const folders = await repo.listFolders(ctx.db, me.id);
  if (folders.length >= DOCUMENT_FOLDERS_MAX)
    throw new AppError('LIMIT_REACHED', `You can have at most ${DOCUMENT_FOLDERS_MAX} folders`);
  if (folders.some((f) => f.name.toLowerCase() === name.toLowerCase()))
    throw new AppError('CONFLICT', 'A folder with this name exists');
  return toFolder(await repo.insertFolder(ctx.db, me.id, name), 0);
}

// ---- uploads -------------------------------------------------------------------------------------

const uploadErrors: UploadErrors = {
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE),
  notAllowed: (what) => new AppError('VALIDATION_FAILED', NOT_ALLOWED_MESSAGE(what)),
};

/** Checks a file by content (platform/uploads) and stores it; NUL or other control characters in the name → 400. */
async function storeChecked(
  ctx: Ctx,
  storage: Storage,
  prefix: string,
  file: ReceivedFile,
): Promise<StoredUpload> {
  if (/\p{Cc}/u.test(file.file_name))
    throw new AppError('VALIDATION_FAILED', 'File names cannot contain control characters');
  const checked = checkUpload(
    file,
    { maxBytes: DOCUMENT_MAX_BYTES, allowedTypes: DOCUMENT_TYPES, fallbackName: 'document' },
    uploadErrors,
  );
  const [stored] = await storeUploads(
    storage,
    [
      {
        key: uploadKey(prefix, checked.type.ext),
        data: checked.data,
        file_name: nameForContent(checked.file_name, checked.type.ext),
        content_type: checked.type.mime,
      },
    ],
    ctx.log,
  );
  return stored!;
}

const versionOf = (s: StoredUpload, by: string | null) => ({
  storage_key: s.key,
  file_name: s.file_name,
  size: s.size,
  content_type: s.content_type,
  sha256: s.sha256,
  uploaded_by: by,
});

const titleFrom = (name: string) => name.replace(/\.[A-Za-z0-9]{1,10}$/, '').trim() || name;

/** Runs `work` after the bytes are stored; removes them again when it fails. */
async function keepOrDiscard<T>(ctx: Ctx, storage: Storage, key: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await discardUploads(storage, [key], ctx.log);
    throw err;
  }
}

/** An upload into one's own documents (Uploads unless another of one's folders is named). */
export async function uploadDocument(
  ctx: Ctx,
  storage: Storage,
  file: ReceivedFile,
  fields: { title?: string; folder_id?: string },
): Promise<Document> {
  const me = requireActor(ctx);
  const folder = fields.folder_id
    ? await repo.findFolder(ctx.db, me.id, fields.folder_id)
    : await repo.folderOfKind(ctx.db, me.id, 'uploads');
  if (!folder) throw notFound('Folder not found');
  const stored = await storeChecked(ctx, storage, `documents/${me.id}`, file);
  const id = await keepOrDiscard(ctx, storage, stored.key, () =>
    ctx.db.transaction((tx) =>
      repo.insertDocument(
        tx,
        {
          user_id: me.id,
          folder_id: folder.id,
          title: fields.title ?? titleFrom(stored.file_name),
          source: 'upload',
        },
        versionOf(stored, ctx.realUser?.id ?? me.id),
      ),
    ),
  );
  return toDocument((await repo.findDocument(ctx.db, id))!, true);
}

/** A new version of one's own document; the older ones stay listed and downloadable. */
export async function addVersion(
  ctx: Ctx,
  storage: Storage,
  id: string,
  file: ReceivedFile,
): Promise<Document> {
  const me = requireActor(ctx);
  const doc = await writable(ctx, id);
  const stored = await storeChecked(ctx, storage, `documents/${me.id}`, file);
  await keepOrDiscard(ctx, storage, stored.key, () =>
    ctx.db.transaction(async (tx) => {
      // Locked: two uploads at once get consecutive numbers.
      const locked = await repo.findDocument(tx, doc.id, true);
      if (!locked) throw notFound();
      await repo.addVersion(tx, doc.id, versionOf(stored, ctx.realUser?.id ?? me.id));
    }),
  );
  return toDocument((await repo.findDocument(ctx.db, id))!, true);
}

export async function patchDocument(ctx: Ctx, id: string, patch: DocumentPatch): Promise<Document> {
  const me = requireActor(ctx);
  const doc = await writable(ctx, id);
  if (patch.folder_id && !(await repo.findFolder(ctx.db, me.id, patch.folder_id)))
    throw notFound('Folder not found');
  await repo.updateDocument(ctx.db, doc.id, { title: patch.title, folder_id: patch.folder_id });
  return toDocument((await repo.findDocument(ctx.db, id))!, true);
}

/** Soft delete of one's own upload (shared documents stay: they are the team's record). */
export async function deleteDocument(ctx: Ctx, id: string): Promise<void> {
  const doc = await writable(ctx, id);
  if (doc.source !== 'upload') throw new AppError('FORBIDDEN', 'Documents shared with you cannot be deleted');
  await repo.updateDocument(ctx.db, doc.id, { deleted_at: new Date() });
}

// ---- serving files -------------------------------------------------------------------------------

export interface OpenedFile {
  stream: Readable;
  headers: Record<string, string>;
}

async function open(
  storage: Storage,
  v: { storage_key: string; file_name: string; content_type: string },
  inline: boolean,
): Promise<OpenedFile> {
  const object = await storage.get(v.storage_key).catch((err) => {
    if (err instanceof StorageNotFoundError) throw notFound('File not found');
    throw err;
  });
  const show = inline && previewable(v.content_type);
  const headers: Record<string, string> = {
    'content-type': v.content_type,
    'content-disposition': contentDisposition(v.file_name, show ? 'inline' : 'attachment'),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    // Served content never runs as the app; a preview may be framed by the app itself.
    'content-security-policy': show
      ? `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'${v.content_type === 'application/pdf' ? '' : '; sandbox'}`
      : "default-src 'none'; sandbox",
    'x-frame-options': show ? 'SAMEORIGIN' : 'DENY',
  };
  if (object.size) headers['content-length'] = String(object.size);
  return { stream: object.stream, headers };
}

/** A document's current (or named) version, for its owner and staff in scope; 404 for anyone else. */
export async function openDocument(
  ctx: Ctx,
  storage: Storage,
  id: string,
  versionId: string | undefined,
  inline: boolean,
): Promise<OpenedFile> {
  const doc = await readable(ctx, id);
  const version = await repo.findVersion(ctx.db, versionId ?? doc.version_id);
  if (!version || version.document_id !== doc.id) throw notFound('Version not found');
  if (inline && !previewable(version.content_type))
    throw new AppError('VALIDATION_FAILED', 'This file cannot be previewed; download it instead');
  return open(storage, version, inline);
}

// ---- the template library (staff) -----------------------------------------------------------------

function toTemplate(row: repo.TemplateRow): DocumentTemplate {
  const base = `/api/documents/templates/${row.id}`;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    file_name: row.file_name,
    content_type: row.content_type,
    size: row.size,
    created_by_name: row.created_by_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    download_url: `${base}/download`,
    preview_url: previewable(row.content_type) ? `${base}/preview` : null,
  };
}

export const canManageTemplates = (ctx: Ctx) => hasPermission(requireActor(ctx), MANAGE_TEMPLATES);

export async function listTemplates(ctx: Ctx) {
  return {
    templates: (await repo.listTemplates(ctx.db)).map(toTemplate),
    can_manage: canManageTemplates(ctx),
  };
}

async function template(ctx: Ctx, id: string) {
  const row = await repo.findTemplate(ctx.db, id);
  if (!row) throw notFound('Template not found');
  return row;
}

const auditTemplate = (ctx: Ctx, action: string, row: { id: string; title: string }, after?: unknown) =>
  recordAudit(ctx, {
    action,
    target_type: 'document_template',
    target_id: row.id,
    target_label: row.title,
    after: after ?? null,
  });

export async function assertTemplate(ctx: Ctx, id: string): Promise<void> {
  await template(ctx, id);
}

export async function createTemplate(
  ctx: Ctx,
  storage: Storage,
  file: ReceivedFile,
  fields: { title: string; description: string },
): Promise<DocumentTemplate> {
  const me = requireActor(ctx);
  const stored = await storeChecked(ctx, storage, 'document-templates', file);
  const id = await keepOrDiscard(ctx, storage, stored.key, () =>
    ctx.db.transaction((tx) =>
      repo.insertTemplate(
        tx,
        { title: fields.title, description: fields.description, created_by: me.id },
        versionOf(stored, me.id),
      ),
    ),
  );
  const row = await template(ctx, id);
  await auditTemplate(ctx, 'document_template.created', row, { file_name: row.file_name, size: row.size });
  return toTemplate(row);
}

export async function replaceTemplateFile(
  ctx: Ctx,
  storage: Storage,
  id: string,
  file: ReceivedFile,
): Promise<DocumentTemplate> {
  const me = requireActor(ctx);
  await template(ctx, id);
  const stored = await storeChecked(ctx, storage, 'document-templates', file);
  // Documents shared earlier keep the version they were given; the old bytes stay for them.
  await keepOrDiscard(ctx, storage, stored.key, () =>
    repo.replaceTemplateFile(ctx.db, id, versionOf(stored, me.id)),
  );
  const row = await template(ctx, id);
  await auditTemplate(ctx, 'document_template.file_replaced', row, {
    file_name: row.file_name,
    size: row.size,
  });
  return toTemplate(row);
}

export async function patchTemplate(
  ctx: Ctx,
  id: string,
  patch: DocumentTemplatePatch,
): Promise<DocumentTemplate> {
  if (!(await repo.updateTemplate(ctx.db, id, patch))) throw notFound('Template not found');
  const row = await template(ctx, id);
  await auditTemplate(ctx, 'document_template.updated', row, patch);
  return toTemplate(row);
}

/** Soft delete: the documents already shared from it keep their file. */
export async function deleteTemplate(ctx: Ctx, id: string): Promise<void> {
  const row = await template(ctx, id);
  await repo.updateTemplate(ctx.db, id, { deleted_at: new Date() });
  await auditTemplate(ctx, 'document_template.deleted', row);
}

export async function openTemplate(
  ctx: Ctx,
  storage: Storage,
  id: string,
  inline: boolean,
): Promise<OpenedFile> {
  const row = await template(ctx, id);
  if (inline && !previewable(row.content_type))
    throw new AppError('VALIDATION_FAILED', 'This file cannot be previewed; download it instead');
  return open(storage, row, inline);
}

/**
 * Shares a template with a client staff may see: a document in their "Shared with you" folder
 * pointing at the template's current file (the bytes are not copied), then a `document.shared`
 * notification.
 */
export async function shareTemplate(ctx: Ctx, id: string, userId: string): Promise<Document> {
  const me = requireActor(ctx);
  const row = await template(ctx, id);
  const person = await repo.findPerson(ctx.db, userId);
  if (!person || !staffSees(ctx, person)) throw notFound('Client not found');
  const docId = await ctx.db.transaction(async (tx) => {
    const folder = await repo.folderOfKind(tx, person.id, 'shared');
    return repo.insertDocument(
      tx,
      {
        user_id: person.id,
        folder_id: folder.id,
        title: row.title,
        source: 'shared',
        shared_by: me.id,
        template_id: row.id,
      },
      {
        storage_key: row.storage_key,
        file_name: row.file_name,
        size: row.size,
        content_type: row.content_type,
        sha256: row.sha256,
        uploaded_by: me.id,
      },
    );
  });
  await recordAudit(ctx, {
    action: 'document_template.shared',
    target_type: 'document_template',
    target_id: row.id,
    target_label: row.title,
    after: { user_id: person.id, document_id: docId },
  });
  await ctx.events.emit(ctx, 'document.shared', {
    document_id: docId,
    user_id: person.id,
    shared_by: me.id,
    title: row.title,
  });
  return toDocument((await repo.findDocument(ctx.db, docId))!, false);
}
