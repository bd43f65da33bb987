import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { LIBRARY_FORM_MAX_BYTES, LIBRARY_TYPES, type LibraryFile } from '@fundpath/contracts/files';
import type { Storage } from '../../adapters/storage';
import { contentDisposition, isAllowedType, safeFileName, sniffFileType } from '../../adapters/storage/sniff';
import { recordAudit } from '../../platform/audit';
import type { Ctx } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import {
  checkUpload,
  describeContent,
  discardUploads,
  nameForContent,
  type ReceivedFile,
  storeUploads,
} from '../../platform/uploads';
import * as repo from './repo';

export const TYPE_REFUSED = (what: string) =>
  `${what.toUpperCase()} files can't go in the library. Upload a document, image, audio, video or ZIP file.`;
export const FORM_TOO_LARGE = 'Files over 25 MB go through the chunked upload (/admin/chunked-upload).';

export const fileUrl = (id: string) => `/api/admin/files/${id}/download`;

export function toLibraryFile(row: repo.LibraryRow): LibraryFile {
  return {
    id: row.id,
    name: row.name,
    content_type: row.content_type,
    size: row.size,
    sha256: row.sha256,
    via: row.via,
    uploaded_by_name: row.uploaded_by_name,
    created_at: row.created_at.toISOString(),
    url: fileUrl(row.id),
  };
}

export async function listFiles(
  ctx: Ctx,
  q: {
    q?: string;
    via?: 'form' | 'tus';
    kind?: 'image' | 'document' | 'media' | 'archive';
    page: number;
    per_page: number;
  },
) {
  const { rows, total, total_bytes } = await repo.listFiles(ctx.db, q, q.per_page, (q.page - 1) * q.per_page);
  return { files: rows.map(toLibraryFile), total, total_bytes };
}

const audited = async (ctx: Ctx, action: string, row: { id: string; name: string; size: number }) =>
  recordAudit(ctx, {
    action,
    target_type: 'file',
    target_id: row.id,
    target_label: row.name,
    after: action === 'file.deleted' ? null : { size: row.size },
    before: action === 'file.deleted' ? { size: row.size } : null,
  });

/** One request, up to 25 MB: checked by content, stored, recorded. */
export async function addFormFile(ctx: Ctx, storage: Storage, file: ReceivedFile): Promise<LibraryFile> {
  const checked = checkUpload(
    file,
    { maxBytes: LIBRARY_FORM_MAX_BYTES, allowedTypes: LIBRARY_TYPES, fallbackName: 'file' },
    {
      tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', FORM_TOO_LARGE),
      notAllowed: (what) => new AppError('VALIDATION_FAILED', TYPE_REFUSED(what)),
    },
  );
  const id = randomUUID();
  const [stored] = await storeUploads(
    storage,
    [
      {
        key: `library/${id}.${checked.type.ext}`,
        data: checked.data,
        file_name: nameForContent(checked.file_name, checked.type.ext),
        content_type: checked.type.mime,
      },
    ],
    ctx.log,
  );
  try {
    await repo.insertFile(ctx.db, {
      id,
      name: stored!.file_name,
      content_type: stored!.content_type,
      size: stored!.size,
      sha256: stored!.sha256,
      storage_key: stored!.key,
      via: 'form',
      uploaded_by: ctx.realUser?.id ?? null,
    });
  } catch (err) {
    await discardUploads(storage, [stored!.key], ctx.log);
    throw err;
  }
  const row = (await repo.findFile(ctx.db, id))!;
  await audited(ctx, 'file.uploaded', row);
  return toLibraryFile(row);
}

/**
 * A finished resumable upload on local disk: checked by its first bytes, hashed while streaming,
 * copied into the storage adapter and recorded. Throws (415) when the content is not allowed.
 */
export async function addStagedFile(
  ctx: Ctx,
  storage: Storage,
  staged: { path: string; size: number; name: string },
): Promise<LibraryFile> {
  const head = Buffer.alloc(Math.min(staged.size, 64 * 1024));
  const fh = await open(staged.path, 'r');
  try {
    await fh.read(head, 0, head.length, 0);
  } finally {
    await fh.close();
  }
  const type = sniffFileType(head);
  const name = safeFileName(staged.name, 'upload');
  if (!type || !isAllowedType(type, LIBRARY_TYPES))
    throw new AppError('VALIDATION_FAILED', TYPE_REFUSED(describeContent(head, name)));
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(staged.path)) hash.update(chunk as Buffer);
  const id = randomUUID();
  const key = `library/${id}.${type.ext}`;
  await storage.putFile(key, staged.path, type.mime);
  try {
    await repo.insertFile(ctx.db, {
      id,
      name: nameForContent(name, type.ext),
      content_type: type.mime,
      size: staged.size,
      sha256: hash.digest('hex'),
      storage_key: key,
      via: 'tus',
      uploaded_by: ctx.realUser?.id ?? null,
    });
  } catch (err) {
    await discardUploads(storage, [key], ctx.log);
    throw err;
  }
  const row = (await repo.findFile(ctx.db, id))!;
  await audited(ctx, 'file.uploaded', row);
  return toLibraryFile(row);
}

const INLINE = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
  'text/plain',
]);

/** The stored file with the headers it is served under (inline only for types a browser shows safely). */
export async function openFile(ctx: Ctx, storage: Storage, id: string, preview: boolean) {
  const row = await repo.findFile(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'File not found');
  const { stream, size } = await storage.get(row.storage_key);
  const inline = preview && INLINE.has(row.content_type);
  return {
    stream,
    headers: {
      'content-type': row.content_type === 'text/plain' ? 'text/plain; charset=utf-8' : row.content_type,
      'content-length': String(size),
      'content-disposition': contentDisposition(row.name, inline ? 'inline' : 'attachment'),
      'x-content-type-options': 'nosniff',
      // Served content never runs as the app: no scripts, no same-origin.
      'content-security-policy':
        "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'private, no-store',
    },
  };
}

export async function deleteFile(ctx: Ctx, storage: Storage, id: string): Promise<void> {
  const row = await repo.deleteFile(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'File not found');
  await discardUploads(storage, [row.storage_key], ctx.log);
  await audited(ctx, 'file.deleted', row);
}
