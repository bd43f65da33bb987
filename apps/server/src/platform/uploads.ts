/**
 * The one upload pipeline. Every feature that takes files (task attachments, ticket attachments,
 * and whatever comes next) goes through the same four steps, so a limit or a check added here
 * holds everywhere:
 *
 * 1. `receiveUploads`: read the multipart stream, at most `maxBytes` per file (the rest of a
 *    larger file is drained, never buffered) and at most `maxFiles` files per request;
 * 2. `checkUpload`: the file's real type by its magic bytes against an allow-list, its size,
 *    and a clean name (no path, no NUL or other control characters);
 * 3. `storeUploads`: put the bytes into storage under server-made keys, with size and sha256;
 *    a failure part-way removes what was already stored;
 * 4. `discardUploads`: remove stored files when the database work that follows fails.
 *
 * Each caller keeps its own wording: the errors are built by the caller's factories.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Storage } from '../adapters/storage';
import { isAllowedType, type SniffedType, safeFileName, sniffFileType } from '../adapters/storage/sniff';
import { AppError } from './errors';

// ---- 1. receive --------------------------------------------------------------------------------

/** A file as it arrived: the uploader's name (unchecked) and at most `maxBytes` of its content. */
export interface ReceivedFile {
  file_name: string;
  data: Buffer;
  /** More bytes arrived than `maxBytes`: the data was cut. */
  too_large: boolean;
}

export interface ReceiveOptions {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Most files read from one request; more are drained and reported as `tooMany`. */
  maxFiles: number;
  /** Only file parts under this field name are read; others are drained. Any name when unset. */
  fileField?: string;
  /** Most text fields in the request (more fail the request with 413). */
  maxFields?: number;
  /** Message of the 400 for a request that is not multipart/form-data. */
  notMultipartMessage?: string;
}

export interface Received {
  files: ReceivedFile[];
  /** Text fields by name (the first value of each). */
  fields: Record<string, string>;
  /** The request carried more than `maxFiles` files; the extra ones were not read. */
  tooMany: boolean;
}

/** Reads a file stream up to `cap` bytes; beyond that it drains the rest and reports it too large. */
export async function readCapped(stream: Readable & { truncated?: boolean }, cap: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > cap) tooLarge = true;
    else chunks.push(chunk as Buffer);
  }
  return { data: Buffer.concat(chunks), tooLarge: tooLarge || stream.truncated === true };
}

/** Reads the files and text fields of a multipart request within the limits of `opts`. */
export async function receiveUploads(req: FastifyRequest, opts: ReceiveOptions): Promise<Received> {
  if (!req.isMultipart())
    throw new AppError(
      'VALIDATION_FAILED',
      opts.notMultipartMessage ?? 'Send the files as multipart/form-data',
    );
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  let tooMany = false;
  // `throwFileSizeLimit` is honoured per call at runtime; the typings leave it out of `parts()`.
  const partsOptions: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    // The parser cuts a file at the limit and drains the rest; the file is then reported too large
    // instead of failing the whole request, so each caller can answer in its own words.
    limits: { fileSize: opts.maxBytes, ...(opts.maxFields === undefined ? {} : { fields: opts.maxFields }) },
    throwFileSizeLimit: false,
  };
  for await (const part of req.parts(partsOptions)) {
    if (part.type === 'file') {
      if (opts.fileField !== undefined && part.fieldname !== opts.fileField) {
        part.file.resume();
        continue;
      }
      if (files.length >= opts.maxFiles) {
        tooMany = true;
        part.file.resume();
        continue;
      }
      const { data, tooLarge } = await readCapped(part.file, opts.maxBytes);
      files.push({ file_name: part.filename, data, too_large: tooLarge });
    } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
      fields[part.fieldname] = part.value;
    }
  }
  return { files, fields, tooMany };
}

// ---- 2. check ----------------------------------------------------------------------------------

export interface UploadRules {
  maxBytes: number;
  /** Allowed extensions (`pdf`, `jpg`, `.png`…): what the content IS must be one of them. */
  allowedTypes: readonly string[];
  /** The name when the uploader's is empty once cleaned. */
  fallbackName: string;
}

/** The caller's errors, so every feature keeps its own messages and codes. */
export interface UploadErrors {
  tooLarge(fileName: string): AppError;
  /** `what`: the real type when recognisable, else the name's extension (see `describeContent`). */
  notAllowed(what: string, fileName: string): AppError;
}

export interface CheckedUpload {
  /** The uploader's name without path, quotes or control characters (NUL included). */
  file_name: string;
  data: Buffer;
  type: SniffedType;
}

export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m ? m[1]!.toLowerCase() : '';
}

/** What a file is, for messages: its real type when recognisable, else its name's extension. */
export function describeContent(data: Buffer, fileName: string): string {
  const sniffed = sniffFileType(data);
  if (sniffed) return sniffed.ext;
  if (data[0] === 0x4d && data[1] === 0x5a) return 'exe';
  if (data[0] === 0x7f && data[1] === 0x45 && data[2] === 0x4c && data[3] === 0x46) return 'elf';
  if (data[0] === 0x50 && data[1] === 0x4b) return 'zip';
  return extensionOf(fileName) || 'unknown';
}

const EXT_ALIASES: Record<string, string> = { jpeg: 'jpg', csv: 'txt', text: 'txt' };

/**
 * The name a file is stored and served under: the uploader's name when its extension tells the
 * truth, else with the detected type's extension added (`poly.html` of PNG bytes → `poly.html.png`),
 * so a download never presents detected content under another type's extension.
 */
export function nameForContent(name: string, ext: string): string {
  const given = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return given && (EXT_ALIASES[given] ?? given) === ext ? name : `${name}.${ext}`;
}

/** Size first, then the content's type against the allow-list; the name is cleaned on the way. */
export function checkUpload(file: ReceivedFile, rules: UploadRules, errors: UploadErrors): CheckedUpload {
  const file_name = safeFileName(file.file_name, rules.fallbackName);
  if (file.too_large || file.data.length > rules.maxBytes) throw errors.tooLarge(file_name);
  const type = sniffFileType(file.data);
  if (!type || !isAllowedType(type, rules.allowedTypes))
    throw errors.notAllowed(describeContent(file.data, file_name), file_name);
  return { file_name, data: file.data, type };
}

// ---- 3. store ----------------------------------------------------------------------------------

/** A server-made storage key: `<prefix>/<uuid>.<ext>` (never the uploader's name). */
export function uploadKey(prefix: string, ext: string): string {
  return `${prefix}/${randomUUID()}.${ext}`;
}

export interface ToStore {
  key: string;
  data: Buffer;
  file_name: string;
  content_type: string;
}

export interface StoredUpload {
  key: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
}

/** Stores every file or none: when one put fails, the ones already stored are removed again. */
export async function storeUploads(
  storage: Storage,
  items: readonly ToStore[],
  log?: FastifyBaseLogger,
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  try {
    for (const item of items) {
      await storage.put(item.key, item.data, item.content_type);
      stored.push({
        key: item.key,
        file_name: item.file_name,
        content_type: item.content_type,
        size: item.data.length,
        sha256: createHash('sha256').update(item.data).digest('hex'),
      });
    }
  } catch (err) {
    await discardUploads(
      storage,
      stored.map((s) => s.key),
      log,
    );
    throw err;
  }
  return stored;
}

// ---- 4. discard --------------------------------------------------------------------------------

/** Removes stored files; a failure is logged (when a logger is given), never thrown. */
export async function discardUploads(
  storage: Storage,
  keys: readonly string[],
  log?: Pick<FastifyBaseLogger, 'error'>,
  message = 'could not delete a stored upload',
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      log?.error({ err, key }, message);
    }
  }
}
