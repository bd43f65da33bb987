import {
  type LibraryFile,
  type LibraryListQuery,
  libraryFileResponseSchema,
  libraryListResponseSchema,
} from '@fundpath/contracts/files';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';

export const fileKeys = {
  all: ['admin', 'files'] as const,
  list: (q: LibraryListQuery) => ['admin', 'files', q] as const,
};

export const filesQuery = (q: LibraryListQuery) =>
  queryOptions({
    queryKey: fileKeys.list(q),
    queryFn: () => api.get(`/admin/files${toQuery(q)}`, libraryListResponseSchema),
    placeholderData: keepPreviousData,
  });
export const useFiles = (q: LibraryListQuery) => useQuery(filesQuery(q));

export function useDeleteFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/files/${id}`, z.object({ status: z.literal('success') })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

export const useInvalidateFiles = () => {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: fileKeys.all });
};

/**
 * POST /api/admin/files with upload progress (fetch cannot report it): resolves with the stored
 * file, rejects with the server's message.
 */
export function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<LibraryFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/files');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as unknown;
      if (xhr.status === 201) {
        const parsed = libraryFileResponseSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data.file);
        else reject(new Error('The server answered something unexpected'));
        return;
      }
      const message = (body as { message?: unknown } | null)?.message;
      reject(new Error(typeof message === 'string' ? message : `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('The connection dropped. Try again, or use the chunked upload.'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
