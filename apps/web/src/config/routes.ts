/**
 * Every screen of spec §2 in one declarative table: path, who may open it (guard), the title shown
 * in the tab and on placeholder screens, and the area whose layout wraps it.
 * The router is built from this table and the route tests iterate over it.
 */

/** Who may open a screen; see `decideGuard` in lib/route-guards.ts for the rules. */
export const guardKinds = [
  'public',
  'storefront',
  'travel',
  'staff',
  'admin',
  'client',
  'authenticated',
  'staff-and-client',
  'specialist',
  'manila',
] as const;
export type GuardKind = (typeof guardKinds)[number];

/** Which shell wraps the screen. */
export type RouteArea =
  | 'landing'
  | 'public'
  | 'auth'
  | 'storefront'
  | 'travel'
  | 'customer'
  | 'admin'
  | 'client'
  | 'account'
  | 'specialist'
  | 'manila';

export interface AppRoute {
  /** React Router pattern (`:param`, `:param?`); for suffix routes the spec's `{product}` form. */
  path: string;
  guard: GuardKind;
  title: string;
  area: RouteArea;
  /** Visiting the path redirects here (spec: /specialist → /specialist/discover). */
  redirectTo?: string;
  /**
   * React Router 7 has no partial segments: a route like `/{product}-funding-report` is matched by
   * the catch-all route, which checks the single segment ends with this suffix.
   */
  segmentSuffix?: string;
}

const route = (path: string, guard: GuardKind, area: RouteArea, title: string): AppRoute => ({
  path,
  guard,
  area,
  title,
});

const publicRoutes: AppRoute[] = [
  route('/', 'public', 'landing', 'Home'),
  route('/login', 'public', 'auth', 'Sign In'),
  route('/forgot-password', 'public', 'auth', 'Forgot Password'),
  route('/reset-password', 'public', 'auth', 'Reset Password'),
  route('/register', 'public', 'auth', 'Travel Affiliate Registration'),
  route('/category/:category', 'public', 'customer', 'Category'),
  route('/product/:productId', 'public', 'customer', 'Product'),
  route('/cart', 'public', 'customer', 'Cart'),
  route('/checkout', 'public', 'customer', 'Checkout'),
  route('/order-success', 'public', 'customer', 'Order Confirmed'),
  route('/customer/login', 'public', 'customer', 'Customer Sign In'),
  route('/customer/register', 'public', 'customer', 'Customer Registration'),
  route('/customer/dashboard', 'public', 'customer', 'Customer Dashboard'),
  route('/customer/orders', 'public', 'customer', 'My Orders'),
  route('/customer/orders/:id', 'public', 'customer', 'Order Details'),
  route('/customer/profile', 'public', 'customer', 'Customer Profile'),
  // Store-owner pages, unguarded per spec §2 (Public).
  route('/client/dashboard', 'public', 'public', 'Store Dashboard'),
  route('/client/customers', 'public', 'public', 'Store Customers'),
  route('/client/settings', 'public', 'public', 'Store Settings'),
  route('/client/analytics', 'public', 'public', 'Store Analytics'),
  route('/credit-report-test', 'public', 'public', 'Credit Report Test'),
  route('/credit-report-offline-test', 'public', 'public', 'Credit Report Offline Test'),
  route('/book/:linkCode', 'public', 'public', 'Book an Appointment'),
  route('/ref/:code', 'public', 'landing', 'Home'),
  route('/preview/design-1', 'public', 'landing', 'Design Preview 1'),
  route('/preview/design-2', 'public', 'landing', 'Design Preview 2'),
  route('/preview/design-3', 'public', 'landing', 'Design Preview 3'),
  route('/preview/design-4', 'public', 'landing', 'Design Preview 4'),
  route('/manila-preview', 'public', 'landing', 'Manila Preview'),
  route('/wellness', 'public', 'landing', 'Wellness'),
  route('/book', 'public', 'public', 'Book a Session'),
  route('/referrals', 'public', 'public', 'Referrals'),
  route('/test-client-center', 'public', 'public', 'Client Center (Test)'),
];

const storefrontRoutes: AppRoute[] = [
  route('/store/:store_id', 'storefront', 'storefront', 'Store'),
  route('/store/:store_id/products', 'storefront', 'storefront', 'Products'),
  route('/store/:store_id/product/:id', 'storefront', 'storefront', 'Product'),
  route('/store/:store_id/cart', 'storefront', 'storefront', 'Cart'),
  route('/store/:store_id/checkout', 'storefront', 'storefront', 'Checkout'),
  route('/store/:store_id/order-confirmation/:order_id', 'storefront', 'storefront', 'Order Confirmation'),
  route('/store/:store_id/track-order/:order_id?', 'storefront', 'storefront', 'Track Order'),
];

const travelRoutes: AppRoute[] = [
  route('/travel/:affiliate_code', 'travel', 'travel', 'Travel'),
  route('/travel/:affiliate_code/packages', 'travel', 'travel', 'Travel Packages'),
  route('/travel/:affiliate_code/packages/:id', 'travel', 'travel', 'Travel Package'),
  route('/travel/checkout/:package_id', 'travel', 'travel', 'Travel Checkout'),
  route('/travel/booking/:booking_number', 'travel', 'travel', 'Travel Booking'),
];

/** Spec §2 Admin (staff only), in the spec's order. */
const adminScreens: Array<[slug: string, title: string]> = [
  ['dashboard', 'Admin Dashboard'],
  ['step-manager', 'Step Manager'],
  ['step-builder', 'Step Builder'],
  ['coaching-scripts', 'Coaching Scripts'],
  ['coaching-steps', 'Coaching Steps'],
  ['task-defaults', 'Task Defaults'],
  ['task-templates', 'Task Templates'],
  ['sync', 'Sync'],
  ['subscription-settings', 'Subscription Settings'],
  ['unanswered-questions', 'Unanswered Questions'],
  ['conversation-review', 'Conversation Review'],
  ['expert-queue', 'Expert Queue'],
  ['users', 'Users'],
  ['project-docs', 'Project Docs'],
  ['impersonation-logs', 'Impersonation Logs'],
  ['permissions', 'Permissions'],
  ['permissions/matrix', 'Permission Matrix'],
  ['permissions/overrides', 'Permission Overrides'],
  ['permissions/learning-approvals', 'Learning Approvals'],
  ['permissions/audit-logs', 'Permission Audit Logs'],
  ['compliance', 'Compliance'],
  ['banks', 'Banks'],
  ['qualification-messages', 'Qualification Messages'],
  ['ml-feedback', 'ML Feedback'],
  ['learning', 'Learning'],
  ['learning-pipeline', 'Learning Pipeline'],
  ['monitoring', 'Monitoring'],
  ['quality-control', 'Quality Control'],
  ['analytics', 'Platform Analytics'],
  ['config', 'Configuration'],
  ['file-upload', 'File Upload'],
  ['chunked-upload', 'Chunked Upload'],
  ['credit-report', 'Credit Report'],
  ['employees', 'Employees'],
  ['brand', 'Brand'],
  ['landing-page-editor', 'Landing Page Editor'],
  ['login-page-editor', 'Login Page Editor'],
  ['travel/packages', 'Travel Packages'],
  ['travel/bookings', 'Travel Bookings'],
  ['notifications', 'Notifications'],
  ['journey/dashboard', 'Journey Dashboard'],
  ['ai-dashboard', 'AI Dashboard'],
  ['application-fields', 'Application Fields'],
  ['application-view/:userId', 'Application View'],
  ['ecommerce-settings', 'Ecommerce Settings'],
  ['product-import', 'Product Import'],
  ['ecommerce-dashboard', 'Ecommerce Dashboard'],
  ['booking-management', 'Booking Management'],
  ['contracts', 'Contracts'],
  ['specialists', 'Specialists'],
  ['manila/services', 'Manila Services'],
  ['manila/default-hours', 'Manila Default Hours'],
  ['ecommerce/products', 'Ecommerce Products'],
  ['ecommerce/orders', 'Ecommerce Orders'],
  ['ecommerce/customers', 'Ecommerce Customers'],
  ['ecommerce/stores', 'Ecommerce Stores'],
  ['manila/members', 'Manila Members'],
  ['manila/chats', 'Manila Chats'],
  ['credit-repair-submissions', 'Credit Repair Submissions'],
  // Not in the spec's list: the staff side of the support desk (spec doc 2 §2, tickets screen).
  ['support', 'Support Desk'],
];

const adminRoutes: AppRoute[] = [
  ...adminScreens.map(([slug, title]) => route(`/admin/${slug}`, 'staff', 'admin', title)),
  route('/crms-showcase', 'admin', 'admin', 'CRM Showcase'),
  route('/crms-showcase/forms', 'admin', 'admin', 'CRM Showcase: Forms'),
  route('/crms-showcase/tables', 'admin', 'admin', 'CRM Showcase: Tables'),
  route('/crms-showcase/ui', 'admin', 'admin', 'CRM Showcase: UI'),
];

const clientRoutes: AppRoute[] = [
  route('/dashboard', 'client', 'client', 'Coaching Dashboard'),
  route('/coach/setup', 'client', 'client', 'Website Setup'),
  route('/my-store', 'client', 'client', 'My Store'),
  route('/my-travel-site', 'client', 'client', 'My Travel Site'),
  // Spec §2 lists these twice: unguarded store-owner pages and client-only "with layout".
  // One table entry per path; the client definition (which the bottom nav marks active) wins.
  route('/client/products', 'client', 'client', 'My Products'),
  route('/client/orders', 'client', 'client', 'My Orders'),
  route('/commission-dashboard', 'client', 'client', 'Commission Dashboard'),
  route('/my-journey', 'client', 'client', 'My Journey'),
  route('/client/profile', 'client', 'client', 'My Profile'),
  route('/client/application', 'client', 'client', 'My Application'),
  route('/client/support', 'client', 'client', 'Support'),
  route('/client-center', 'client', 'client', 'Client Center'),
  // Not in the spec's route list, but the bottom navigation bar links to them.
  route('/commissions', 'client', 'client', 'Commissions'),
  route('/marketing', 'client', 'client', 'Marketing'),
];

const loggedInRoutes: AppRoute[] = [
  route('/proactive-ai', 'authenticated', 'account', 'Proactive AI'),
  route('/documents', 'authenticated', 'account', 'Documents'),
  {
    ...route('/{product}-funding-report', 'authenticated', 'account', 'Funding Report'),
    segmentSuffix: '-funding-report',
  },
];

const staffRoutes: AppRoute[] = [
  route('/tasks', 'staff', 'admin', 'Tasks'),
  route('/messaging', 'staff', 'admin', 'Team Messaging'),
  route('/email-campaigns', 'staff', 'admin', 'Email Campaigns'),
  route('/analytics', 'staff', 'admin', 'Analytics'),
  route('/lead-pipeline', 'staff', 'admin', 'Lead Pipeline'),
  route('/clients', 'staff', 'admin', 'Clients'),
  route('/settings/notifications', 'staff', 'admin', 'Notification Settings'),
  route('/automations', 'admin', 'admin', 'Automations'),
  route('/calendar', 'staff-and-client', 'account', 'Calendar'),
  route('/settings/ai-preferences', 'staff-and-client', 'account', 'AI Preferences'),
];

const specialistRoutes: AppRoute[] = [
  { ...route('/specialist', 'public', 'specialist', 'Specialist'), redirectTo: '/specialist/discover' },
  route('/specialist/login', 'public', 'specialist', 'Specialist Sign In'),
  route('/specialist/signup', 'public', 'specialist', 'Become a Specialist'),
  route('/specialist/contract', 'public', 'specialist', 'Specialist Contract'),
  ...(
    [
      ['discover', 'Discover'],
      ['messages', 'Messages'],
      ['chat/:roomId', 'Chat'],
      ['likes', 'Likes'],
      ['settings', 'Settings'],
      ['dashboard', 'Specialist Dashboard'],
      ['commissions', 'Commissions'],
      ['qr-marketing', 'QR Marketing'],
      ['services', 'My Services'],
      ['availability', 'Availability'],
      ['profile-settings', 'Profile Settings'],
      ['analytics', 'Specialist Analytics'],
      ['appointments', 'Appointments'],
    ] as const
  ).map(([slug, title]) => route(`/specialist/${slug}`, 'specialist', 'specialist', title)),
];

/** Manila pages open to visitors; every other Manila page needs a signed-in user. */
const manilaOpen: Array<[string, string]> = [
  ['login', 'Manila Sign In'],
  ['signup', 'Join Manila'],
  ['affiliate/login', 'Affiliate Sign In'],
  ['affiliate/signup', 'Become an Affiliate'],
  ['pricing', 'Pricing'],
  ['about', 'About Manila'],
  ['help', 'Help Center'],
];
const manilaPrivate: Array<[string, string]> = [
  ['affiliate/dashboard', 'Affiliate Dashboard'],
  ['members', 'Members'],
  ['likes', 'Likes'],
  ['messages', 'Messages'],
  ['chat/:roomId', 'Chat'],
  ['notification-settings', 'Notification Settings'],
  ['settings', 'Settings'],
  ['specialist/:id', 'Specialist Profile'],
  ['chat-test', 'Chat Test'],
  ['specialist/services', 'Specialist Services'],
  ['commissions', 'Commissions'],
  ['bookings', 'Bookings'],
  ['member/bookings', 'My Bookings'],
  ['member/payments', 'My Payments'],
  ['shared/profile-edit', 'Edit Profile'],
  ['shared/notifications', 'Notifications'],
  ['shared/security', 'Security'],
];
const manilaRoutes: AppRoute[] = [
  ...manilaOpen.map(([slug, title]) => route(`/manila/${slug}`, 'public', 'manila', title)),
  ...manilaPrivate.map(([slug, title]) => route(`/manila/${slug}`, 'manila', 'manila', title)),
];

export const appRoutes: readonly AppRoute[] = [
  ...publicRoutes,
  ...storefrontRoutes,
  ...travelRoutes,
  ...adminRoutes,
  ...clientRoutes,
  ...loggedInRoutes,
  ...staffRoutes,
  ...specialistRoutes,
  ...manilaRoutes,
];

/** The entry whose segment-suffix pattern matches `pathname`, e.g. `/fundpath-funding-report`. */
export function findSuffixRoute(pathname: string): AppRoute | undefined {
  const segment = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!segment) return undefined;
  return appRoutes.find(
    (r) => r.segmentSuffix && segment.endsWith(r.segmentSuffix) && segment.length > r.segmentSuffix.length,
  );
}

export function findRouteByPath(path: string): AppRoute | undefined {
  return appRoutes.find((r) => r.path === path);
}
