import {
  type BrandInput,
  type BrandPatch,
  brandListResponseSchema,
  brandResponseSchema,
  type LogoVariant,
  type PageContentInput,
  type PageContext,
  type PageKind,
  pageEditorResponseSchema,
} from '@fundpath/contracts/pages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const brandAdminKeys = {
  all: ['admin', 'brands'] as const,
  list: () => ['admin', 'brands', 'list'] as const,
  page: (brandId: string, page: PageKind, context: PageContext) =>
    ['admin', 'brands', brandId, 'pages', page, context] as const,
};

/**
 * After any change: the admin lists, the audit log, and everything under `['brand']` (the public
 * brand config and published pages), which never goes stale on its own.
 */
function useRefreshBrand() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: brandAdminKeys.all });
    void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    void qc.invalidateQueries({ queryKey: ['brand'] });
  };
}

/** GET /admin/brands */
export const brandsQuery = () =>
  queryOptions({
    queryKey: brandAdminKeys.list(),
    queryFn: () => api.get('/admin/brands', brandListResponseSchema).then((r) => r.brands),
  });
export const useBrands = () => useQuery(brandsQuery());

export function useCreateBrand() {
  const refresh = useRefreshBrand();
  return useMutation({
    mutationFn: (body: BrandInput) =>
      api.post('/admin/brands', body, brandResponseSchema, { attempts: 1 }).then((r) => r.brand),
    onSuccess: refresh,
  });
}

export function useUpdateBrand() {
  const refresh = useRefreshBrand();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BrandPatch }) =>
      api
        .patch(`/admin/brands/${encodeURIComponent(id)}`, patch, brandResponseSchema, { attempts: 1 })
        .then((r) => r.brand),
    onSuccess: refresh,
  });
}

export function useUploadLogo() {
  const refresh = useRefreshBrand();
  return useMutation({
    mutationFn: ({ id, variant, file }: { id: string; variant: LogoVariant; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api
        .post(`/admin/brands/${encodeURIComponent(id)}/logos/${variant}`, form, brandResponseSchema, {
          attempts: 1,
        })
        .then((r) => r.brand);
    },
    onSuccess: refresh,
  });
}

export function useRemoveLogo() {
  const refresh = useRefreshBrand();
  return useMutation({
    mutationFn: ({ id, variant }: { id: string; variant: LogoVariant }) =>
      api
        .delete(`/admin/brands/${encodeURIComponent(id)}/logos/${variant}`, brandResponseSchema)
        .then((r) => r.brand),
    onSuccess: refresh,
  });
}

// ---- pages ---------------------------------------------------------------------------------------

const pagePath = (brandId: string, page: PageKind) =>
  `/admin/brands/${encodeURIComponent(brandId)}/pages/${page}`;

/** GET /admin/brands/:id/pages/:page?context= */
export const pageEditorQuery = (brandId: string, page: PageKind, context: PageContext) =>
  queryOptions({
    queryKey: brandAdminKeys.page(brandId, page, context),
    queryFn: () => api.get(`${pagePath(brandId, page)}?context=${context}`, pageEditorResponseSchema),
  });
export const usePageEditor = (brandId: string | null, page: PageKind, context: PageContext) =>
  useQuery({ ...pageEditorQuery(brandId ?? '', page, context), enabled: brandId !== null });

type PageTarget = { brandId: string; page: PageKind; context: PageContext };

function usePageMutation<V>(call: (target: PageTarget, vars: V) => Promise<unknown>) {
  const qc = useQueryClient();
  const refresh = useRefreshBrand();
  return useMutation({
    mutationFn: async ({ target, vars }: { target: PageTarget; vars: V }) => {
      const data = pageEditorResponseSchema.parse(await call(target, vars));
      return { target, data };
    },
    onSuccess: ({ target, data }) => {
      qc.setQueryData(brandAdminKeys.page(target.brandId, target.page, target.context), data);
      refresh();
    },
  });
}

/** PUT …/draft */
export const useSaveDraft = () =>
  usePageMutation((t, vars: { content: PageContentInput; base_updated_at: string | null }) =>
    api.put(`${pagePath(t.brandId, t.page)}/draft?context=${t.context}`, vars, undefined, {
      attempts: 1,
    }),
  );

/** POST …/publish, with what the editor shows (saved as the draft in the same step). */
export const usePublishPage = () =>
  usePageMutation((t, vars: { content: PageContentInput; base_updated_at: string | null }) =>
    api.post(`${pagePath(t.brandId, t.page)}/publish?context=${t.context}`, vars, undefined, {
      attempts: 1,
    }),
  );

/** POST …/versions/:version/restore: that version becomes the draft. */
export const useRestoreVersion = () =>
  usePageMutation((t, version: number) =>
    api.post(
      `${pagePath(t.brandId, t.page)}/versions/${version}/restore?context=${t.context}`,
      {},
      undefined,
      {
        attempts: 1,
      },
    ),
  );
