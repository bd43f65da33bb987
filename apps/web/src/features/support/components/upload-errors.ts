import { isApiError } from '@/lib/api-client';

/**
 * Spec §8 has two upload messages: the server refused the file (`Failed to upload file`, with its
 * reason) or the upload never got an answer (`Upload failed`: network, timeout, server down).
 */
export function uploadErrorTitle(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.status < 500) return 'Failed to upload file';
  return 'Upload failed';
}
