import type { FastifyReply } from 'fastify';
import { type Storage, StorageNotFoundError } from '../adapters/storage';
import { AppError } from './errors';

/**
 * Sends a stored WebP image whose key never changes its bytes (each upload gets a new random
 * key), so it is cached for a year; a missing object is a 404.
 */
export async function sendStoredImage(reply: FastifyReply, storage: Storage, key: string) {
  let object: Awaited<ReturnType<Storage['get']>>;
  try {
    object = await storage.get(key);
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw new AppError('NOT_FOUND', 'Image not found');
    throw err;
  }
  reply
    .header('content-type', 'image/webp')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff');
  if (object.size) reply.header('content-length', String(object.size));
  return reply.send(object.stream);
}
