/**
 * Commerce orders (issue 4/8, ADR 012; layer 3): orders and their timeline, fulfilment, refunds
 * and cancellations through the payments adapter, customers' accounts, the owners' and admins'
 * views, the orders CSV. Reads stores and restocks through the catalogue. The cart and checkout
 * (a higher layer) place orders through `placement.ts`; notifications and analytics (the top
 * layer) read orders through the functions exported here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { orderAdminRoutes } from './admin-routes';
import { orderOwnerRoutes } from './owner-routes';
import { orderPublicRoutes } from './routes';

/** Buyers as SQL for e-mail audiences (campaigns, above). */
export { buyerIdsSql, storeBuyerContactsSql } from './audience';
/** Placing an order and settling its payment: checkout and the payment webhook (modules/cart). */
/** The commission ledger's view of an order (ADR 013). */
export {
  cancelUnpaidOrder,
  claimPaymentEvent,
  type LedgerOrder,
  markOrderPaid,
  type OrderPaymentState,
  orderForLedger,
  orderIdByPayment,
  orderPaymentState,
  type PlacementLine,
  placeOrder,
  platformFeeCents,
  recordLatePaymentRefund,
  recordPendingPayment,
  referredOrdersChangedSince,
  unpaidOrdersPlacedBefore,
} from './placement';
export { ECOMMERCE_MANAGE, TRACK_NOT_FOUND } from './reads';
export { ORDER_NOT_FOUND, type OrderScope } from './scope';
/** Aggregates for commerce analytics. */
export {
  type PlatformSalesDay,
  type ProductSales,
  platformSalesPerDay,
  type StoreOrdersOverview,
  type StoreSalesDay,
  storeOrdersOverview,
  storeSalesPerDay,
  topProducts,
  topStores,
} from './stats';
/** The whole order as `orderSchema` shows it (no access check: the caller decides). */
export { loadOrder } from './views';

export const ordersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(orderPublicRoutes);
  await app.register(orderOwnerRoutes);
  await app.register(orderAdminRoutes);
};
