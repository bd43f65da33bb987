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
import { uploadWithProgress } from '@/lib/upload-with-progress';

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
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress('/api/admin/files', form, libraryFileResponseSchema, onProgress, {
    signal,
    offlineMessage: 'The connection dropped. Try again, or use the chunked upload.',
  }).then((r) => r.file);
}
