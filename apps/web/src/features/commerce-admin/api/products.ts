import {
  adminProductListResponseSchema,
  imageOrderSchema,
  type Product,
  type ProductBulk,
  type ProductInput,
  type ProductStatus,
  productBulkResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  type productSorts,
} from '@fundpath/contracts/ecommerce';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiUrl } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { toQuery } from '@/lib/query-string';
import { type CommerceSurface, commerceKeys } from './surface';

const ok = z.object({ status: z.literal('success') });
const WRITE = { attempts: 1 } as const;

/** One row of the products table, whichever surface listed it. */
export interface ProductRow {
  id: string;
  store_id: number;
  title: string;
  store_name: string | null;
  thumb_url: string | null;
  price_cents: number;
  compare_at_cents: number | null;
  sku: string | null;
  /** Stock across the product, or its variants when it sells variants. */
  tracked: boolean;
  stock: number;
  variant_count: number;
  status: ProductStatus;
  categories: string[];
  updated_at: string;
}

export interface ProductFilters {
  q?: string;
  status?: ProductStatus;
  category?: string;
  store_id?: number;
  sort?: (typeof productSorts)[number];
  page: number;
  per_page: number;
}

export interface ProductPage {
  rows: ProductRow[];
  total: number;
  categories: string[];
}

/** A product's stock as the table shows it: its variants' tracked units when it has variants. */
export function stockOf(p: Pick<Product, 'track_inventory' | 'inventory_quantity' | 'variants'>) {
  if (p.variants.length === 0) return { tracked: p.track_inventory, stock: p.inventory_quantity };
  const tracked = p.variants.filter((v) => v.track_inventory);
  return {
    tracked: tracked.length > 0,
    stock: tracked.reduce((sum, v) => sum + v.inventory_quantity, 0),
  };
}

function ownerRow(p: Product): ProductRow {
  const image = p.images[0];
  return {
    id: p.id,
    store_id: p.store_id,
    title: p.title,
    store_name: null,
    thumb_url: image?.thumb_url ?? null,
    price_cents: p.price_cents,
    compare_at_cents: p.compare_at_cents,
    sku: p.sku,
    ...stockOf(p),
    variant_count: p.variants.length,
    status: p.status,
    categories: p.categories,
    updated_at: p.updated_at,
  };
}

async function listProducts(surface: CommerceSurface, f: ProductFilters): Promise<ProductPage> {
  if (surface.kind === 'admin') {
    const query = toQuery({
      q: f.q,
      status: f.status,
      store_id: f.store_id,
      page: f.page,
      per_page: f.per_page,
    });
    const r = await api.get(`${surface.base}/products${query}`, adminProductListResponseSchema);
    return {
      total: r.total,
      categories: [],
      rows: r.products.map((p) => ({
        id: p.id,
        store_id: p.store_id,
        title: p.title,
        store_name: p.store_name,
        thumb_url: p.thumb_url,
        price_cents: p.price_cents,
        compare_at_cents: null,
        sku: p.sku,
        tracked: p.track_inventory,
        stock: p.inventory_quantity,
        variant_count: 0,
        status: p.status,
        categories: p.categories,
        updated_at: p.updated_at,
      })),
    };
  }
  const query = toQuery({
    q: f.q,
    status: f.status,
    category: f.category,
    sort: f.sort,
    page: f.page,
    per_page: f.per_page,
  });
  const r = await api.get(`${surface.base}/products${query}`, productListResponseSchema);
  return { total: r.total, categories: r.categories, rows: r.products.map(ownerRow) };
}

export const useProductPage = (surface: CommerceSurface, filters: ProductFilters, enabled = true) =>
  useQuery({
    queryKey: [...commerceKeys.products(surface), 'list', filters],
    queryFn: () => listProducts(surface, filters),
    placeholderData: keepPreviousData,
    enabled,
  });

export const productQueryKey = (surface: CommerceSurface, id: string) =>
  [...commerceKeys.products(surface), 'detail', id] as const;

export const useProduct = (surface: CommerceSurface, id: string | null) =>
  useQuery({
    queryKey: productQueryKey(surface, id ?? ''),
    queryFn: () => api.get(`${surface.base}/products/${id}`, productResponseSchema).then((r) => r.product),
    enabled: Boolean(id),
  });

/** Every product change refreshes the lists and that product. */
function useProductMutation<I, O>(surface: CommerceSurface, fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void qc.invalidateQueries({ queryKey: commerceKeys.products(surface) }),
  });
}

/** `POST …/products`: one key per create, so a retried request creates one product. */
export const useCreateProduct = (surface: CommerceSurface) =>
  useProductMutation(surface, ({ body, key }: { body: ProductInput; key: string }) =>
    api
      .post(`${surface.base}/products`, body, productResponseSchema, withIdempotencyKey(WRITE, key))
      .then((r) => r.product),
  );

export const useUpdateProduct = (surface: CommerceSurface) =>
  useProductMutation(surface, ({ id, patch }: { id: string; patch: Partial<ProductInput> }) =>
    api.patch(`${surface.base}/products/${id}`, patch, productResponseSchema, WRITE).then((r) => r.product),
  );

export const useDeleteProduct = (surface: CommerceSurface) =>
  useProductMutation(surface, (id: string) => api.delete(`${surface.base}/products/${id}`, ok, WRITE));

export const useBulkProducts = (surface: CommerceSurface) =>
  useProductMutation(surface, (body: ProductBulk) =>
    api.post(`${surface.base}/products/bulk`, body, productBulkResponseSchema, WRITE),
  );

export const useDeleteImage = (surface: CommerceSurface) =>
  useProductMutation(surface, ({ productId, imageId }: { productId: string; imageId: string }) =>
    api.delete(`${surface.base}/products/${productId}/images/${imageId}`, undefined, WRITE),
  );

export const useReorderImages = (surface: CommerceSurface) =>
  useProductMutation(surface, ({ productId, imageIds }: { productId: string; imageIds: string[] }) =>
    api.patch(
      `${surface.base}/products/${productId}/images/order`,
      imageOrderSchema.parse({ image_ids: imageIds }),
      undefined,
      WRITE,
    ),
  );

export const useImageAlt = (surface: CommerceSurface) =>
  useProductMutation(
    surface,
    ({ productId, imageId, alt }: { productId: string; imageId: string; alt: string }) =>
      api.patch(`${surface.base}/products/${productId}/images/${imageId}`, { alt }, undefined, WRITE),
  );

/**
 * `POST …/products/{id}/images` (multipart) with upload progress, which fetch cannot
 * report. Rejects with the server's message (`details.errors.file` first: "Use a JPEG, PNG…").
 */
export function uploadProductImage(
  surface: CommerceSurface,
  productId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`${surface.base}/products/${productId}/images`));
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { message?: unknown; details?: { errors?: { file?: unknown } } } | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve();
        return;
      }
      const fileError = body?.details?.errors?.file;
      const message = typeof body?.message === 'string' ? body.message : `Upload failed (${xhr.status})`;
      reject(new Error(typeof fileError === 'string' ? `${message}. ${fileError}` : message));
    };
    xhr.onerror = () => reject(new Error('The connection dropped. Try the upload again.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
