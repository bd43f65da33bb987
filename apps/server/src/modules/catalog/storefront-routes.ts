import {
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  storeByDomainQuerySchema,
  storeByDomainResponseSchema,
  storefrontBrandingQuerySchema,
  storefrontBrandingResponseSchema,
  storefrontProductParamsSchema,
  storeIdParamsSchema,
} from '@fundpath/contracts/ecommerce';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredImage } from '../../platform/stored-image';
import * as products from './product-service';
import * as stores from './store-service';

const tags = ['ecommerce'];

/**
 * A live store's reads are the same for everyone, so browsers and CDNs may keep them briefly (stock
 * shown may lag by seconds; the cart and checkout re-read it). A draft is only ever shown to its
 * owner or staff, so that answer is private and never stored.
 */
function cacheFor(reply: FastifyReply, live: boolean): void {
  reply.header('cache-control', live ? 'public, max-age=30, stale-while-revalidate=60' : 'private, no-store');
}

const mediaParams = z.object({
  kind: z.enum(['p', 'l']),
  store_id: storeIdParamsSchema.shape.store_id,
  file: z.string().max(80),
});

/** The public storefront (spec §7, ADR 012): stores, products, and their images. */
export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ecommerce/store/by-domain',
    {
      config: { access: 'public' },
      schema: { tags, querystring: storeByDomainQuerySchema, response: { 200: storeByDomainResponseSchema } },
    },
    async (req, reply) => {
      const { live, ...found } = await stores.storeByDomain(req.ctx, req.query);
      cacheFor(reply, live);
      return { status: 'success' as const, ...found };
    },
  );

  app.get(
    '/api/ecommerce/storefront/branding',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: storefrontBrandingQuerySchema,
        response: { 200: storefrontBrandingResponseSchema },
      },
    },
    async (req, reply) => {
      const { live, store } = await stores.storeBranding(req.ctx, req.query.store);
      cacheFor(reply, live);
      return { status: 'success' as const, store };
    },
  );

  app.get(
    '/api/ecommerce/stores/:store_id/products',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: storeIdParamsSchema,
        querystring: productListQuerySchema.omit({ status: true }),
        response: { 200: productListResponseSchema },
      },
    },
    async (req, reply) => {
      const { live, ...page } = await products.listStorefrontProducts(req.ctx, req.params.store_id, {
        ...req.query,
        status: undefined,
      });
      cacheFor(reply, live);
      return { status: 'success' as const, ...page };
    },
  );

  app.get(
    '/api/ecommerce/stores/:store_id/products/:product_id',
    {
      config: { access: 'public' },
      schema: { tags, params: storefrontProductParamsSchema, response: { 200: productResponseSchema } },
    },
    async (req, reply) => {
      const { live, product } = await products.getStorefrontProduct(
        req.ctx,
        req.params.store_id,
        req.params.product_id,
      );
      cacheFor(reply, live);
      return { status: 'success' as const, product };
    },
  );

  // Product images and store logos. Only keys a product image or a store logo references are
  // served; each upload gets a new random key, so a URL's bytes never change (cached for a year).
  app.get(
    '/api/ecommerce/media/:kind/:store_id/:file',
    { config: { access: 'public' }, schema: { tags, params: mediaParams } },
    async (req, reply) => {
      const { kind, store_id, file } = req.params;
      const key = await products.servedMediaKey(req.ctx, kind, store_id, file);
      return sendStoredImage(reply, app.deps.storage, key);
    },
  );
};
