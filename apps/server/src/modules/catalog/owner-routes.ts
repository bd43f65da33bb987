import {
  imageAltSchema,
  imageOrderSchema,
  myStoreResponseSchema,
  newStoreSchema,
  ownerStoreResponseSchema,
  productBulkResponseSchema,
  productBulkSchema,
  productImageParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productParamsSchema,
  productPatchSchema,
  productResponseSchema,
  storeSettingsPatchSchema,
} from '@fundpath/contracts/ecommerce';
import { CLIENT_ONLY } from '@fundpath/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { receiveUploads } from '../../platform/uploads';
import { IMAGE_MAX_BYTES, IMAGES_PER_PRODUCT, LOGO_MAX_BYTES } from './media';
import * as products from './product-service';
import * as stores from './store-service';

const tags = ['ecommerce'];
const BASE = '/api/ecommerce/my-store';
const access = CLIENT_ONLY;
const deletedSchema = z.object({ status: z.literal('success'), deleted: z.literal(true) });

/** The platform's payment provider in effect (the adapter follows the run-time settings). */
const paymentsSetup = (app: FastifyInstance): stores.PaymentsSetup => ({ provider: app.deps.payments.kind });

/** `/api/ecommerce/my-store*`: a client's own store and products (ADR 012), never anyone else's. */
export const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;

  app.get(
    BASE,
    { config: { access }, schema: { tags, response: { 200: myStoreResponseSchema } } },
    async (req) => ({
      status: 'success' as const,
      ...(await stores.getMyStore(req.ctx, paymentsSetup(app))),
    }),
  );

  app.post(
    BASE,
    {
      config: { access },
      bodyLimit: 8 * 1024,
      schema: { tags, body: newStoreSchema, response: { 201: ownerStoreResponseSchema } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: 'success' as const, store: await stores.createMyStore(req.ctx, req.body) }),
  );

  app.patch(
    BASE,
    {
      config: { access },
      bodyLimit: 16 * 1024,
      schema: { tags, body: storeSettingsPatchSchema, response: { 200: ownerStoreResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, store: await stores.updateMyStore(req.ctx, req.body) }),
  );

  app.post(
    `${BASE}/logo`,
    { config: { access }, schema: { tags, response: { 200: ownerStoreResponseSchema } } },
    async (req) => {
      await stores.requireOwnStore(req.ctx);
      const { files, tooMany } = await receiveUploads(req, { maxBytes: LOGO_MAX_BYTES, maxFiles: 1 });
      if (tooMany) throw new AppError('VALIDATION_FAILED', 'Upload one logo at a time');
      return { status: 'success' as const, store: await stores.setMyStoreLogo(req.ctx, storage, files) };
    },
  );

  // ---- products ---------------------------------------------------------------------------------

  app.get(
    `${BASE}/products`,
    {
      config: { access },
      schema: { tags, querystring: productListQuerySchema, response: { 200: productListResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await products.listMyProducts(req.ctx, req.query)) }),
  );

  app.post(
    `${BASE}/products`,
    {
      config: { access },
      bodyLimit: 256 * 1024,
      schema: { tags, body: productInputSchema, response: { 201: productResponseSchema } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: 'success' as const, product: await products.createMyProduct(req.ctx, req.body) }),
  );

  // Static path before `/products/:id`.
  app.post(
    `${BASE}/products/bulk`,
    {
      config: { access },
      bodyLimit: 64 * 1024,
      schema: { tags, body: productBulkSchema, response: { 200: productBulkResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await products.bulkEdit(req.ctx, storage, req.body)) }),
  );

  app.get(
    `${BASE}/products/:id`,
    {
      config: { access },
      schema: { tags, params: productParamsSchema, response: { 200: productResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      product: await products.getMyProduct(req.ctx, req.params.id),
    }),
  );

  app.patch(
    `${BASE}/products/:id`,
    {
      config: { access },
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        params: productParamsSchema,
        body: productPatchSchema,
        response: { 200: productResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      product: await products.updateMyProduct(req.ctx, req.params.id, req.body),
    }),
  );

  app.delete(
    `${BASE}/products/:id`,
    { config: { access }, schema: { tags, params: productParamsSchema, response: { 200: deletedSchema } } },
    async (req) => {
      await products.deleteMyProduct(req.ctx, storage, req.params.id);
      return { status: 'success' as const, deleted: true as const };
    },
  );

  app.post(
    `${BASE}/products/:id/images`,
    {
      config: { access },
      schema: { tags, params: productParamsSchema, response: { 201: productResponseSchema } },
    },
    async (req, reply) => {
      await products.getMyProduct(req.ctx, req.params.id); // 404 before reading any upload
      const { files, tooMany } = await receiveUploads(req, {
        maxBytes: IMAGE_MAX_BYTES,
        maxFiles: IMAGES_PER_PRODUCT,
      });
      if (tooMany)
        throw new AppError('LIMIT_REACHED', `A product can have at most ${IMAGES_PER_PRODUCT} images`);
      return reply.code(201).send({
        status: 'success' as const,
        product: await products.addMyProductImages(req.ctx, storage, req.params.id, files),
      });
    },
  );

  // Static `order` before `/:image_id`.
  app.patch(
    `${BASE}/products/:id/images/order`,
    {
      config: { access },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        params: productParamsSchema,
        body: imageOrderSchema,
        response: { 200: productResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      product: await products.reorderMyProductImages(req.ctx, req.params.id, req.body.image_ids),
    }),
  );

  app.patch(
    `${BASE}/products/:id/images/:image_id`,
    {
      config: { access },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: productImageParamsSchema,
        body: imageAltSchema,
        response: { 200: productResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      product: await products.setMyProductImageAlt(req.ctx, req.params.id, req.params.image_id, req.body.alt),
    }),
  );

  app.delete(
    `${BASE}/products/:id/images/:image_id`,
    {
      config: { access },
      schema: { tags, params: productImageParamsSchema, response: { 200: productResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      product: await products.deleteMyProductImage(req.ctx, storage, req.params.id, req.params.image_id),
    }),
  );
};
