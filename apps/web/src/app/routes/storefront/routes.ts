import { defineRoutes } from '@/config/routes';

/** A store's public pages (spec §2 storefront) and the shopper's own pages (customer layout, public). */
export const storefrontRoutes = defineRoutes('storefront', [
  { path: '/store/:store_id', guard: 'storefront', title: 'Store' },
  { path: '/store/:store_id/products', guard: 'storefront', title: 'Products' },
  { path: '/store/:store_id/product/:id', guard: 'storefront', title: 'Product' },
  { path: '/store/:store_id/cart', guard: 'storefront', title: 'Cart' },
  { path: '/store/:store_id/checkout', guard: 'storefront', title: 'Checkout' },
  {
    path: '/store/:store_id/order-confirmation/:order_id',
    guard: 'storefront',
    title: 'Order Confirmation',
  },
  { path: '/store/:store_id/track-order/:order_id?', guard: 'storefront', title: 'Track Order' },
  { path: '/category/:category', guard: 'public', title: 'Category', layout: 'customer' },
  { path: '/product/:productId', guard: 'public', title: 'Product', layout: 'customer' },
  { path: '/cart', guard: 'public', title: 'Cart', layout: 'customer' },
  { path: '/checkout', guard: 'public', title: 'Checkout', layout: 'customer' },
  { path: '/order-success', guard: 'public', title: 'Order Confirmed', layout: 'customer' },
  {
    path: '/customer/login',
    guard: 'public',
    title: 'Customer Sign In',
    layout: 'customer',
    lazy: () => import('../auth/marketplace-login'),
  },
  { path: '/customer/register', guard: 'public', title: 'Customer Registration', layout: 'customer' },
  { path: '/customer/dashboard', guard: 'public', title: 'Customer Dashboard', layout: 'customer' },
  { path: '/customer/orders', guard: 'public', title: 'My Orders', layout: 'customer' },
  { path: '/customer/orders/:id', guard: 'public', title: 'Order Details', layout: 'customer' },
  { path: '/customer/profile', guard: 'public', title: 'Customer Profile', layout: 'customer' },
]);
