import { clientLeadSchema } from '@fundpath/contracts/leads';
import {
  type MySiteResponse,
  mySiteResponseSchema,
  type NewSite,
  type NewSitePage,
  type SiteDraftBody,
  type SitePagePatch,
  type SitePatch,
  siteImageResponseSchema,
  siteImagesResponseSchema,
  sitePageEditorResponseSchema,
  siteResponseSchema,
} from '@fundpath/contracts/sites';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** The coach's own website (`/api/sites/mine`): every query key starts with `coach-site`. */
export const coachSiteKeys = {
  all: ['coach-site'] as const,
  mine: ['coach-site', 'mine'] as const,
  page: (id: string) => ['coach-site', 'page', id] as const,
  images: ['coach-site', 'images'] as const,
  leads: (page: number) => ['coach-site', 'leads', page] as const,
};
const BASE = '/sites/mine';
const once = { attempts: 1 };
const enc = encodeURIComponent;

export const mySiteQuery = queryOptions({
  queryKey: coachSiteKeys.mine,
  queryFn: () => api.get(BASE, mySiteResponseSchema),
});
export const useMySite = () => useQuery(mySiteQuery);

/** Writes that answer the whole site: the cached site is replaced, pages refetched. */
function useSiteMutation<V>(call: (vars: V) => Promise<{ site: MySiteResponse['site'] }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ site }) => {
      qc.setQueryData(coachSiteKeys.mine, (old: MySiteResponse | undefined) =>
        old ? { ...old, site } : old,
      );
      void qc.invalidateQueries({ queryKey: ['coach-site', 'page'] });
    },
  });
}

export const useCreateSite = () =>
  useSiteMutation((input: NewSite) => api.post(BASE, input, siteResponseSchema, once));
export const useUpdateSite = () =>
  useSiteMutation((patch: SitePatch) => api.patch(BASE, patch, siteResponseSchema, once));
export const usePublishSite = () =>
  useSiteMutation(() => api.post(`${BASE}/publish`, {}, siteResponseSchema, once));
export const useUnpublishSite = () =>
  useSiteMutation(() => api.post(`${BASE}/unpublish`, {}, siteResponseSchema, once));
export const useRestoreSiteVersion = () =>
  useSiteMutation((version: number) =>
    api.post(`${BASE}/versions/${version}/restore`, {}, siteResponseSchema, once),
  );
export const useAddPage = () =>
  useSiteMutation((input: NewSitePage) => api.post(`${BASE}/pages`, input, siteResponseSchema, once));
export const useUpdatePage = () =>
  useSiteMutation(({ id, patch }: { id: string; patch: SitePagePatch }) =>
    api.patch(`${BASE}/pages/${enc(id)}`, patch, siteResponseSchema, once),
  );
export const useDeletePage = () =>
  useSiteMutation((id: string) => api.delete(`${BASE}/pages/${enc(id)}`, siteResponseSchema, once));
export const useSetDomain = () =>
  useSiteMutation((domain: string) => api.put(`${BASE}/domain`, { domain }, siteResponseSchema, once));
export const useRemoveDomain = () =>
  useSiteMutation(() => api.delete(`${BASE}/domain`, siteResponseSchema, once));
export const useVerifyDomain = () =>
  useSiteMutation(() => api.post(`${BASE}/domain/verify`, {}, siteResponseSchema, once));

// ---- one page's editor ----------------------------------------------------------------------

export const sitePageQuery = (id: string) =>
  queryOptions({
    queryKey: coachSiteKeys.page(id),
    queryFn: () => api.get(`${BASE}/pages/${enc(id)}`, sitePageEditorResponseSchema),
  });
export const useSitePage = (id: string) => useQuery(sitePageQuery(id));

/** Save (`draft`) or save and publish the whole site (`publish`); the site summary refetches. */
export async function sendPage(kind: 'draft' | 'publish', id: string, body: SiteDraftBody) {
  const path = `${BASE}/pages/${enc(id)}/${kind}`;
  return kind === 'draft'
    ? api.put(path, body, sitePageEditorResponseSchema, once)
    : api.post(path, body, sitePageEditorResponseSchema, once);
}

// ---- images ---------------------------------------------------------------------------------

export const useSiteImages = (enabled = true) =>
  useQuery({
    queryKey: coachSiteKeys.images,
    queryFn: () => api.get(`${BASE}/images`, siteImagesResponseSchema).then((r) => r.images),
    enabled,
  });

export function useUploadImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post(`${BASE}/images`, form, siteImageResponseSchema, once).then((r) => r.image);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: coachSiteKeys.images }),
  });
}

export function useDeleteImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${BASE}/images/${enc(id)}`, undefined, once),
    onSuccess: () => void qc.invalidateQueries({ queryKey: coachSiteKeys.images }),
  });
}

// ---- leads ----------------------------------------------------------------------------------

const leadsResponseSchema = z.object({
  status: z.literal('success'),
  leads: z.array(clientLeadSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
/**
 * The coach's leads, a page at a time. Asked again whenever the screen opens (`staleTime: 0`): a
 * visitor may have written a minute ago, and the coach comes here from that notification. The
 * page shown stays while the next one loads.
 */
export const useSiteLeads = (page: number) =>
  useQuery({
    queryKey: coachSiteKeys.leads(page),
    queryFn: () => api.get(`${BASE}/leads?page=${page}&per_page=25`, leadsResponseSchema),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
