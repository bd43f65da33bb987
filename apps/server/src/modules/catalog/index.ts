/**
 * Commerce catalogue (issue 4/8, ADR 012; layer 2): stores, products, variants, images, CSV
 * import/export. The storefront reads are public; `/my-store/*` serves a client's own store; the
 * admin routes need `ecommerce.manage`. The cart and checkout (a higher layer) price and reserve
 * stock through the functions exported here, inside their own transaction.
 */
import type { FastifyPluginAsync } from 'fastify';
import { catalogAdminRoutes } from './admin-routes';
import { executeImport, IMPORT_JOB } from './import-service';
import { ownerRoutes } from './owner-routes';
import { storefrontRoutes } from './storefront-routes';

export { executeImport, IMPORT_JOB } from './import-service';
export {
  IMAGE_MAX_BYTES,
  MEDIA_URL_PREFIX,
  mediaUrl,
  processImage,
  processUpload,
  storeProductImage,
} from './media';
export { getStorefrontProduct, listStorefrontProducts } from './product-service';
export { sanitizeDescription } from './sanitize';
export {
  type CartProductInfo,
  type PricedLine,
  productsForCart,
  reserveStock,
  restock,
  SHORT_STOCK_MESSAGE,
  type ShortLine,
  type ShortStockDetails,
  type StockLine,
  VARIANT_REQUIRED_MESSAGE,
} from './stock';
export { findStoreById, findStoreByOwner } from './store-repo';
export { getStoreForCheckout, STORE_NOT_FOUND, type StoreForCheckout } from './store-service';

export const catalogPlugin: FastifyPluginAsync = async (app) => {
  const { db, storage } = app.deps;
  // Imports write in batches of their own; one at a time per instance keeps the embedded database responsive.
  app.deps.jobs.work(
    IMPORT_JOB,
    async (job) => executeImport(db, storage, job.data.import_id, job.data.skip_invalid),
    {
      queue: { retryLimit: 1, expireInSeconds: 30 * 60 },
    },
  );
  await app.register(storefrontRoutes);
  await app.register(ownerRoutes);
  await app.register(catalogAdminRoutes);
};
