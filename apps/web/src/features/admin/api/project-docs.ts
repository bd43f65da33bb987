import {
  type DocPage,
  type DocTreeNode,
  docPageResponseSchema,
  docRevisionListResponseSchema,
  docRevisionResponseSchema,
  docSearchResponseSchema,
  docTreeResponseSchema,
  type MoveDocPage,
  type NewDocPage,
  type SaveDocPage,
} from '@fundpath/contracts/project-docs';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export type { DocPage, DocTreeNode };

const BASE = '/admin/project-docs';
export const docKeys = {
  all: ['admin', 'project-docs'] as const,
  tree: () => ['admin', 'project-docs', 'tree'] as const,
  page: (id: string) => ['admin', 'project-docs', 'page', id] as const,
  revisions: (id: string) => ['admin', 'project-docs', 'revisions', id] as const,
  revision: (id: string, revision: number) => ['admin', 'project-docs', 'revision', id, revision] as const,
  search: (q: string) => ['admin', 'project-docs', 'search', q] as const,
};

export const docTreeQuery = () =>
  queryOptions({
    queryKey: docKeys.tree(),
    queryFn: () => api.get(`${BASE}/pages`, docTreeResponseSchema).then((r) => r.pages),
  });
export const useDocTree = () => useQuery(docTreeQuery());

export const useDocPage = (id: string | null) =>
  useQuery({
    queryKey: docKeys.page(id ?? ''),
    queryFn: () => api.get(`${BASE}/pages/${id}`, docPageResponseSchema).then((r) => r.page),
    enabled: Boolean(id),
  });

export const useDocRevisions = (id: string | null) =>
  useQuery({
    queryKey: docKeys.revisions(id ?? ''),
    queryFn: () =>
      api.get(`${BASE}/pages/${id}/revisions`, docRevisionListResponseSchema).then((r) => r.revisions),
    enabled: Boolean(id),
  });

export const useDocRevision = (id: string, revision: number | null) =>
  useQuery({
    queryKey: docKeys.revision(id, revision ?? 0),
    queryFn: () =>
      api.get(`${BASE}/pages/${id}/revisions/${revision}`, docRevisionResponseSchema).then((r) => r.revision),
    enabled: revision !== null,
  });

export const useDocSearch = (q: string) =>
  useQuery({
    queryKey: docKeys.search(q),
    queryFn: () =>
      api.get(`${BASE}/search?q=${encodeURIComponent(q)}`, docSearchResponseSchema).then((r) => r.results),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });

/** Every write refreshes the tree and the page it touched (its history too). */
function useDocMutation<V>(fn: (vars: V) => Promise<DocPage | undefined>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (page) => {
      if (page) qc.setQueryData(docKeys.page(page.id), page);
      void qc.invalidateQueries({ queryKey: docKeys.all });
    },
  });
}

export const useCreateDocPage = () =>
  useDocMutation((body: NewDocPage) =>
    api.post(`${BASE}/pages`, body, docPageResponseSchema).then((r) => r.page),
  );

export const useSaveDocPage = () =>
  useDocMutation(({ id, ...body }: SaveDocPage & { id: string }) =>
    api.put(`${BASE}/pages/${id}`, body, docPageResponseSchema).then((r) => r.page),
  );

export const useMoveDocPage = () =>
  useDocMutation(({ id, ...body }: MoveDocPage & { id: string }) =>
    api.post(`${BASE}/pages/${id}/move`, body, docPageResponseSchema).then((r) => r.page),
  );

export const useRestoreDocRevision = () =>
  useDocMutation(({ id, revision, base_revision }: { id: string; revision: number; base_revision: number }) =>
    api
      .post(`${BASE}/pages/${id}/revisions/${revision}/restore`, { base_revision }, docPageResponseSchema)
      .then((r) => r.page),
  );

export const useDeleteDocPage = () =>
  useDocMutation((id: string) =>
    api.delete(`${BASE}/pages/${id}`, z.object({ status: z.literal('success') })).then(() => undefined),
  );
