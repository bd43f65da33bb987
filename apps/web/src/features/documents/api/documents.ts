import {
  type Document,
  type DocumentPatch,
  type DocumentTemplate,
  documentDetailResponseSchema,
  documentFolderResponseSchema,
  documentListResponseSchema,
  documentResponseSchema,
  documentTemplateListResponseSchema,
  documentTemplateResponseSchema,
} from '@fundpath/contracts/documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export const documentKeys = {
  all: ['documents'] as const,
  list: (userId?: string) => ['documents', 'list', userId ?? 'me'] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
  templates: ['documents', 'templates'] as const,
};

export const documentsQuery = (userId?: string) =>
  queryOptions({
    queryKey: documentKeys.list(userId),
    queryFn: () => api.get(`/documents${toQuery({ user_id: userId })}`, documentListResponseSchema),
  });
export const useDocuments = (userId?: string) => useQuery(documentsQuery(userId));

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: () => api.get(`/documents/${id}`, documentDetailResponseSchema),
  });
export const useDocument = (id: string | null) =>
  useQuery({ ...documentQuery(id ?? ''), enabled: Boolean(id) });

export const useInvalidateDocuments = () => {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: documentKeys.all });
};

/** POST /api/documents with progress. */
export function uploadDocument(
  file: File,
  fields: { folder_id?: string },
  onProgress: (percent: number) => void,
): Promise<Document> {
  const form = new FormData();
  if (fields.folder_id) form.append('folder_id', fields.folder_id);
  form.append('file', file);
  return uploadWithProgress('/api/documents', form, documentResponseSchema, onProgress).then(
    (r) => r.document,
  );
}

/** POST /api/documents/:id/versions with progress. */
export function uploadVersion(
  id: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Document> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress(`/api/documents/${id}/versions`, form, documentResponseSchema, onProgress).then(
    (r) => r.document,
  );
}

export function usePatchDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DocumentPatch }) =>
      api.patch(`/documents/${id}`, patch, documentResponseSchema),
    onSuccess: () => void qc.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useDeleteDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/documents/${id}`, z.object({ status: z.literal('success') })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useCreateFolder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post('/documents/folders', { name }, documentFolderResponseSchema),
    onSuccess: () => void qc.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

// ---- the staff library ---------------------------------------------------------------------------

export const templatesQuery = () =>
  queryOptions({
    queryKey: documentKeys.templates,
    queryFn: () => api.get('/documents/templates', documentTemplateListResponseSchema),
  });
export const useTemplates = (enabled = true) => useQuery({ ...templatesQuery(), enabled });

/** POST /api/documents/templates with progress. */
export function uploadTemplate(
  file: File,
  fields: { title: string; description: string },
  onProgress: (percent: number) => void,
): Promise<DocumentTemplate> {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  form.append('file', file);
  return uploadWithProgress(
    '/api/documents/templates',
    form,
    documentTemplateResponseSchema,
    onProgress,
  ).then((r) => r.template);
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/documents/templates/${id}`, z.object({ status: z.literal('success') })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: documentKeys.templates }),
  });
}

export function useShareTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) =>
      api.post(`/documents/templates/${id}/share`, { user_id: userId }, documentResponseSchema),
    onSuccess: () => void qc.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** Only what the picker shows of `GET /api/clients` rows. */
const clientPickSchema = z.object({
  clients: z.array(z.object({ id: z.string(), display_name: z.string(), email: z.string() })),
});

/** The client picker: GET /api/clients?q= (the clients module; staff see their brand's clients). */
export const useClientSearch = (q: string) =>
  useQuery({
    queryKey: ['documents', 'client-search', q],
    queryFn: () => api.get(`/clients${toQuery({ q, per_page: 10 })}`, clientPickSchema),
    enabled: q.trim().length >= 1,
  });
