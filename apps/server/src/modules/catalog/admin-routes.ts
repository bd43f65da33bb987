import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminStoreListQuerySchema,
  adminStoreListResponseSchema,
  adminStoreResponseSchema,
  exportProductsQuerySchema,
  importParamsSchema,
  productImportListResponseSchema,
  productImportResponseSchema,
  runImportBodySchema,
  storeIdParamsSchema,
  suspendStoreBodySchema,
} from '@fundpath/contracts/ecommerce';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../adapters/storage/sniff';
import { AppError } from '../../platform/errors';
import { receiveUploads } from '../../platform/uploads';
import * as importing from './import-service';
import * as products from './product-service';
import * as stores from './store-service';

const tags = ['ecommerce-admin'];
const BASE = '/api/admin/ecommerce';
const access = { permission: 'ecommerce.manage' } as const;
const storeParams = z.object({ id: storeIdParamsSchema.shape.store_id });
const importStoreField = z.coerce
  .number({ error: 'Choose a store' })
  .int('Choose a store')
  .positive('Choose a store')
  .max(2_147_483_647, 'Choose a store');

/** `/api/admin/ecommerce/*` (ecommerce.manage): every store and product, suspensions, CSV import/export. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;

  app.get(
    `${BASE}/stores`,
    {
      config: { access },
      schema: {
        tags,
        querystring: adminStoreListQuerySchema,
        response: { 200: adminStoreListResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await stores.listStoresAdmin(req.ctx, req.query)) }),
  );

  app.post(
    `${BASE}/stores/:id/suspend`,
    {
      config: { access },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        params: storeParams,
        body: suspendStoreBodySchema,
        response: { 200: adminStoreResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      store: await stores.setSuspended(req.ctx, req.params.id, { reason: req.body.reason }),
    }),
  );

  app.post(
    `${BASE}/stores/:id/reactivate`,
    {
      config: { access },
      schema: { tags, params: storeParams, response: { 200: adminStoreResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      store: await stores.setSuspended(req.ctx, req.params.id, null),
    }),
  );

  app.get(
    `${BASE}/products`,
    {
      config: { access },
      schema: {
        tags,
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await products.listProductsAdmin(req.ctx, req.query)),
    }),
  );

  // ---- CSV import and export ----------------------------------------------------------------

  app.post(
    `${BASE}/imports`,
    { config: { access }, schema: { tags, response: { 201: productImportResponseSchema } } },
    async (req, reply) => {
      const { files, fields, tooMany } = await receiveUploads(req, {
        maxBytes: importing.IMPORT_MAX_BYTES,
        maxFiles: 1,
        maxFields: 5,
      });
      if (tooMany) throw new AppError('VALIDATION_FAILED', 'Upload one CSV file at a time');
      const storeId = importStoreField.safeParse(fields.store_id);
      if (!storeId.success)
        throw new AppError('VALIDATION_FAILED', 'Choose a store', { errors: { store_id: 'Choose a store' } });
      const created = await importing.createImport(req.ctx, storage, storeId.data, files[0]);
      return reply.code(201).send({ status: 'success' as const, import: created });
    },
  );

  app.get(
    `${BASE}/imports`,
    { config: { access }, schema: { tags, response: { 200: productImportListResponseSchema } } },
    async (req) => ({ status: 'success' as const, imports: await importing.listImports(req.ctx) }),
  );

  app.get(
    `${BASE}/imports/:id`,
    {
      config: { access },
      schema: { tags, params: importParamsSchema, response: { 200: productImportResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      import: await importing.getImport(req.ctx, req.params.id),
    }),
  );

  app.post(
    `${BASE}/imports/:id/run`,
    {
      config: { access },
      bodyLimit: 1024,
      schema: {
        tags,
        params: importParamsSchema,
        body: runImportBodySchema.nullish(),
        response: { 202: productImportResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send({
        status: 'success' as const,
        import: await importing.runImport(req.ctx, req.params.id, req.body?.skip_invalid ?? false),
      }),
  );

  app.get(
    `${BASE}/exports/products.csv`,
    { config: { access }, schema: { tags, querystring: exportProductsQuerySchema } },
    async (req, reply) => {
      const { csv, slug } = await importing.exportProductsCsv(req.ctx, req.query.store_id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`products-${slug}.csv`))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
