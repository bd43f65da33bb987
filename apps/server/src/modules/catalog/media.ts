/**
 * Product images and store logos: checked by content (platform/uploads.ts), normalised with sharp
 * (EXIF orientation applied, metadata dropped, longest side capped, re-encoded as WebP) with a
 * square 400 px thumbnail, and stored through the storage adapter under server-made keys that
 * carry a random id. `GET /api/ecommerce/media/…` serves a key only while a product image or a
 * store logo references it.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage';
import { AppError } from '../../platform/errors';
import { checkUpload, type ReceivedFile, storeUploads, type UploadErrors } from '../../platform/uploads';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGES_PER_PRODUCT = 10;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['jpg', 'png', 'webp'] as const;
/** Originals are kept at most this wide/high; thumbnails are square. */
const ORIGINAL_MAX_SIDE = 2000;
export const THUMB_SIDE = 400;
const LOGO_MAX_SIDE = 512;
/** Decompression bombs: sharp refuses inputs above this many pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export const MEDIA_URL_PREFIX = '/api/ecommerce/media/';

/** `catalog/p/<store>/<image id>.webp` and `…-thumb.webp`; logos `catalog/l/<store>/<uuid>.webp`. */
export const productImageKeys = (storeId: number, imageId: string) => ({
  storage_key: `catalog/p/${storeId}/${imageId}.webp`,
  thumb_key: `catalog/p/${storeId}/${imageId}-thumb.webp`,
});
export const logoKey = (storeId: number) => `catalog/l/${storeId}/${randomUUID()}.webp`;

/** The public URL of a stored key (null in, null out). */
export function mediaUrl(key: string): string;
export function mediaUrl(key: string | null): string | null;
export function mediaUrl(key: string | null): string | null {
  return key === null ? null : MEDIA_URL_PREFIX + key.slice('catalog/'.length);
}

/** The media route's parameters back to the key they name, or null when they cannot name one. */
export function parseMediaPath(
  kind: string,
  storeId: number,
  file: string,
): { kind: 'p'; key: string; image_id: string } | { kind: 'l'; key: string } | null {
  const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-thumb)?\.webp$/.exec(file);
  if (!m) return null;
  const key = `catalog/${kind}/${storeId}/${file}`;
  if (kind === 'p') return { kind: 'p', key, image_id: m[1]! };
  if (kind === 'l' && !m[2]) return { kind: 'l', key };
  return null;
}

const imageErrors: UploadErrors = {
  tooLarge: (name) =>
    new AppError('VALIDATION_FAILED', `${name} is larger than 10 MB`, {
      errors: { file: 'Images can be at most 10 MB' },
    }),
  notAllowed: (what, name) =>
    new AppError('VALIDATION_FAILED', `${name} is not a JPEG, PNG or WebP image (it is ${what})`, {
      errors: { file: 'Use a JPEG, PNG or WebP image' },
    }),
};

/** A decoder failure on bytes whose magic number looked right (truncated, corrupt, too many pixels). */
function unreadable(name: string): AppError {
  return new AppError('VALIDATION_FAILED', `${name} could not be read as an image`, {
    errors: { file: 'The image could not be read; try exporting it again' },
  });
}

export interface ProcessedImage {
  original: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Normalises any decodable image buffer to a WebP original plus a square WebP thumbnail. */
export async function processImage(data: Buffer, name = 'image'): Promise<ProcessedImage> {
  try {
    const base = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { data: original, info } = await base()
      .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base()
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
    return { original, thumb, width: info.width, height: info.height };
  } catch {
    throw unreadable(name);
  }
}

/** Checks an uploaded file (type by content, size) and normalises it. */
export async function processUpload(file: ReceivedFile): Promise<ProcessedImage & { file_name: string }> {
  const checked = checkUpload(
    file,
    { maxBytes: IMAGE_MAX_BYTES, allowedTypes: IMAGE_TYPES, fallbackName: 'image' },
    imageErrors,
  );
  return { ...(await processImage(checked.data, checked.file_name)), file_name: checked.file_name };
}

/** Stores a processed product image (both files, or neither) under keys carrying `imageId`. */
export async function storeProductImage(
  storage: Storage,
  storeId: number,
  imageId: string,
  image: ProcessedImage,
  fileName = 'image.webp',
) {
  const keys = productImageKeys(storeId, imageId);
  await storeUploads(storage, [
    { key: keys.storage_key, data: image.original, file_name: fileName, content_type: 'image/webp' },
    { key: keys.thumb_key, data: image.thumb, file_name: fileName, content_type: 'image/webp' },
  ]);
  return keys;
}

/** A logo: checked like a product image (5 MB), fitted inside 512 px, transparent edges kept. */
export async function processLogo(file: ReceivedFile): Promise<{ data: Buffer; file_name: string }> {
  const checked = checkUpload(
    file,
    { maxBytes: LOGO_MAX_BYTES, allowedTypes: IMAGE_TYPES, fallbackName: 'logo' },
    {
      ...imageErrors,
      tooLarge: (name) =>
        new AppError('VALIDATION_FAILED', `${name} is larger than 5 MB`, {
          errors: { file: 'A logo can be at most 5 MB' },
        }),
    },
  );
  try {
    const data = await sharp(checked.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
    return { data, file_name: checked.file_name };
  } catch {
    throw unreadable(checked.file_name);
  }
}
