/** Back-office commerce (ADR 012): one products table and editor, one orders table and detail, one customers table, for the owner's store and for the admin over every store. */
export { adminSurface, type CommerceSurface, ownerSurface } from './api/surface';
export { OrderStatusBadge, PaymentStatusBadge } from './components/badges';
export { CustomersAdmin } from './components/customers/customers-admin';
export { OrderHeadline, OrderView, trackingUrl } from './components/orders/order-view';
export { OrdersAdmin } from './components/orders/orders-admin';
export { OwnerStoreGate } from './components/owner-gate';
export { ProductsAdmin } from './components/products/products-admin';
