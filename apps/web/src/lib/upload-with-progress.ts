import type { Parser } from '@/lib/api-client';

/**
 * POSTs a multipart form with upload progress (fetch cannot report it): resolves with the parsed
 * answer on `okStatus`, rejects with the server's message otherwise. Shared by every feature that
 * shows an upload progress bar.
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  schema: Parser<T>,
  onProgress: (percent: number) => void,
  {
    okStatus = 201,
    signal,
    offlineMessage = 'The connection dropped. Try again.',
  }: { okStatus?: number; signal?: AbortSignal; offlineMessage?: string } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as unknown;
      if (xhr.status === okStatus) {
        const parsed = schema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new Error('The server answered something unexpected'));
        return;
      }
      const message = (body as { message?: unknown } | null)?.message;
      reject(new Error(typeof message === 'string' ? message : `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error(offlineMessage));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
