import {
  type ProductImport,
  productImportListResponseSchema,
  productImportResponseSchema,
} from '@fundpath/contracts/ecommerce';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleKeys } from './keys';

export type { ProductImport };

/** While the job works the import is polled this often. */
export const IMPORT_POLL_MS = 1_000;
const working = (i: ProductImport | undefined) => i?.status === 'queued' || i?.status === 'running';

/** `GET /api/admin/ecommerce/imports`: the latest imports, newest first. */
export const importsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.imports(),
    queryFn: () =>
      api.get('/admin/ecommerce/imports', productImportListResponseSchema).then((r) => r.imports),
  });
export const useImports = () =>
  useQuery({
    ...importsQuery(),
    refetchInterval: (q) => (q.state.data?.some(working) ? IMPORT_POLL_MS * 3 : false),
  });

/**
 * `GET /api/admin/ecommerce/imports/{id}`, polled while the background job is queued or running;
 * polling stops at `done`, `failed` (or a dry run that was never started).
 */
export const useImport = (id: string | null) => {
  const qc = useQueryClient();
  return useQuery({
    queryKey: consoleKeys.import(id ?? ''),
    queryFn: async () => {
      const next = await api
        .get(`/admin/ecommerce/imports/${encodeURIComponent(id ?? '')}`, productImportResponseSchema)
        .then((r) => r.import);
      if (!working(next)) void qc.invalidateQueries({ queryKey: consoleKeys.imports(), exact: true });
      return next;
    },
    enabled: id !== null,
    refetchInterval: (q) => (working(q.state.data) ? IMPORT_POLL_MS : false),
  });
};

/** `POST /api/admin/ecommerce/imports` (multipart `store_id`, `file`): the dry run's report. */
export function useCheckImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, file }: { storeId: number; file: File }) => {
      const form = new FormData();
      form.append('store_id', String(storeId));
      form.append('file', file, file.name);
      return api
        .post('/admin/ecommerce/imports', form, productImportResponseSchema, { attempts: 1 })
        .then((r) => r.import);
    },
    onSuccess: (imp) => {
      qc.setQueryData(consoleKeys.import(imp.id), imp);
      void qc.invalidateQueries({ queryKey: consoleKeys.imports(), exact: true });
    },
  });
}

/** `POST …/imports/{id}/run`: starts the background job (`skip_invalid` imports the valid rows only). */
export function useRunImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, skipInvalid }: { id: string; skipInvalid: boolean }) =>
      api
        .post(
          `/admin/ecommerce/imports/${encodeURIComponent(id)}/run`,
          { skip_invalid: skipInvalid },
          productImportResponseSchema,
          { attempts: 1 },
        )
        .then((r) => r.import),
    onSuccess: (imp) => {
      qc.setQueryData(consoleKeys.import(imp.id), imp);
      void qc.invalidateQueries({ queryKey: consoleKeys.imports(), exact: true });
    },
  });
}

/** The export link (a plain download; the session cookie authorises it). */
export const productsExportUrl = (storeId: number) =>
  `/api/admin/ecommerce/exports/products.csv?store_id=${storeId}`;
