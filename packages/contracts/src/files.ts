/**
 * The admin file library (`/admin/file-upload`, `/admin/chunked-upload`, issue 3/8): files staff
 * upload once and share by link. Small files go in one request; large ones resumably over tus.
 */
import { z } from 'zod';

const success = z.literal('success');

/** One-request uploads (`POST /api/admin/files`). */
export const LIBRARY_FORM_MAX_BYTES = 25 * 1024 * 1024;
/** Resumable uploads (tus): hundreds of MB. */
export const LIBRARY_TUS_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Chunk size the web client sends per PATCH: a dropped connection loses at most this much. */
export const LIBRARY_TUS_CHUNK_BYTES = 8 * 1024 * 1024;
/** The tus endpoint (creation at this path, each upload under it). */
export const LIBRARY_TUS_PATH = '/api/admin/uploads/tus';
/** What the library accepts, by content (never by name). */
export const LIBRARY_TYPES = [
  'pdf',
  'jpg',
  'png',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'txt',
  'json',
  'zip',
  'mp4',
  'mov',
  'm4a',
  'mp3',
  'wav',
] as const;

export const libraryFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number(),
  sha256: z.string(),
  via: z.enum(['form', 'tus']),
  uploaded_by_name: z.string().nullable(),
  created_at: z.string(),
  /** The access-checked link (staff sign-in required). */
  url: z.string(),
});
export type LibraryFile = z.infer<typeof libraryFileSchema>;

export const libraryListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  via: z.enum(['form', 'tus']).optional(),
  kind: z.enum(['image', 'document', 'media', 'archive']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type LibraryListQuery = z.input<typeof libraryListQuerySchema>;
export const libraryListResponseSchema = z.object({
  status: success,
  files: z.array(libraryFileSchema),
  total: z.number(),
  /** Bytes of every file matching the filters (the sum of their sizes). */
  total_bytes: z.number(),
});
export const libraryFileResponseSchema = z.object({ status: success, file: libraryFileSchema });
