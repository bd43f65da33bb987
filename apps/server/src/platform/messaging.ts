/**
 * What every conversation feature (the marketplace chat, team messaging) does the same way, so a
 * fix lands once: one attachment per message through the upload pipeline (sniffed type, stored
 * under a server-made key, removed again when the row cannot be written), downloads that stream
 * from storage with safe headers, a per-person send limit, realtime fan-out that never fails the
 * request that caused it, and newest-first history pages over a monotonic `seq`.
 */
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Storage } from '../adapters/storage';
import { contentDisposition } from '../adapters/storage/sniff';
import { AppError } from './errors';
import { IpRateLimiter } from './ip-rate-limit';
import type { Realtime, RealtimeEvent } from './realtime';
import {
  checkUpload,
  discardUploads,
  type ReceivedFile,
  type ReceiveOptions,
  storeUploads,
  type UploadErrors,
  uploadKey,
} from './uploads';

// ---- attachments -------------------------------------------------------------------------------

export interface AttachmentPolicy {
  maxBytes: number;
  /** Sniffed types allowed (`pdf`, `png`…). */
  allowedTypes: readonly string[];
  /** The 413 message. */
  tooLargeMessage: string;
  /** The 400 message for a type outside the list. */
  notAllowedMessage: string;
}

/** Multipart options for one `file` part (the route reads it with `receiveUploads`). */
export function attachmentUpload(policy: AttachmentPolicy): ReceiveOptions {
  return {
    maxBytes: policy.maxBytes,
    maxFiles: 1,
    fileField: 'file',
    maxFields: 2,
    notMultipartMessage: 'Send the file as multipart/form-data',
  };
}

export interface StoredAttachment {
  file_name: string;
  content_type: string;
  size: number;
  storage_key: string;
}

/**
 * Checks the file by its content, stores it under `<prefix>/<uuid>.<ext>` and hands the stored
 * facts to `insert`; when `insert` fails the bytes are removed again.
 */
export async function storeAttachment<T>(
  storage: Storage,
  log: FastifyBaseLogger,
  prefix: string,
  file: ReceivedFile,
  policy: AttachmentPolicy,
  insert: (stored: StoredAttachment) => Promise<T>,
): Promise<T> {
  const errors: UploadErrors = {
    tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', policy.tooLargeMessage),
    notAllowed: () => new AppError('VALIDATION_FAILED', policy.notAllowedMessage),
  };
  const { file_name: given, type } = checkUpload(
    file,
    { maxBytes: policy.maxBytes, allowedTypes: policy.allowedTypes, fallbackName: '' },
    errors,
  );
  const hasExt = new RegExp(`\\.${type.ext}$`, 'i').test(given);
  const name = given ? (hasExt ? given : `${given}.${type.ext}`) : `attachment.${type.ext}`;
  const key = uploadKey(prefix, type.ext);
  await storeUploads(storage, [{ key, data: file.data, file_name: name, content_type: type.mime }], log);
  try {
    return await insert({
      file_name: name,
      content_type: type.mime,
      size: file.data.length,
      storage_key: key,
    });
  } catch (err) {
    await discardUploads(storage, [key], log);
    throw err;
  }
}

/** Reads the route's single `file` part, mapping too large / too many / none to their errors. */
export function singleFile(
  received: { files: ReceivedFile[]; tooMany: boolean },
  policy: AttachmentPolicy,
): ReceivedFile {
  const file = received.files[0];
  if (file?.too_large) throw new AppError('PAYLOAD_TOO_LARGE', policy.tooLargeMessage);
  if (received.tooMany) throw new AppError('PAYLOAD_TOO_LARGE', 'Send one file at a time');
  if (!file) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload');
  return file;
}

export interface OpenedFile {
  stream: Readable;
  size: number;
  file_name: string;
  content_type: string;
}

/** The stored bytes of an attachment row, or 404 (no row, or the bytes are gone). */
export async function openStoredFile(
  storage: Storage,
  row: Pick<StoredAttachment, 'storage_key' | 'file_name' | 'content_type'> | undefined,
  notFound = 'Attachment not found',
): Promise<OpenedFile> {
  if (!row) throw new AppError('NOT_FOUND', notFound);
  const { stream, size } = await storage.get(row.storage_key).catch(() => {
    throw new AppError('NOT_FOUND', notFound);
  });
  return { stream, size, file_name: row.file_name, content_type: row.content_type };
}

/** Streams a download: its sniffed type, `nosniff`, an attachment disposition, never cached. */
export function sendStoredFile(reply: FastifyReply, file: OpenedFile) {
  reply
    .header('content-type', file.content_type)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return reply.send(file.stream);
}

// ---- sending -----------------------------------------------------------------------------------

/** Messages per person (keyed by user id) in a window; per instance, a brake (see IpRateLimiter). */
export function sendLimiter(perWindow: number, windowSeconds: number): IpRateLimiter {
  return new IpRateLimiter(perWindow, windowSeconds * 1000, 'You are sending messages too quickly.');
}

/** Publishes after the commit; a failure is logged, never thrown (the message is already saved). */
export async function publishQuietly(
  realtime: Pick<Realtime, 'publishMany'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  events: RealtimeEvent[],
  what: string,
): Promise<void> {
  try {
    await realtime.publishMany(events);
  } catch (err) {
    log.warn({ err, events: events.map((e) => `${e.topic} ${e.event}`) }, `${what}: realtime publish failed`);
  }
}

// ---- history -----------------------------------------------------------------------------------

/**
 * One page of history from rows fetched newest first with one extra row (`limit + 1`): the page
 * oldest first, whether older rows exist, and the cursor of the next (older) page.
 */
export function newestFirstPage<R, C>(
  rows: readonly R[],
  limit: number,
  cursorOf: (row: R) => C,
): { page: R[]; has_more: boolean; next_before: C | null } {
  const has_more = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { page, has_more, next_before: has_more && page[0] !== undefined ? cursorOf(page[0]) : null };
}
