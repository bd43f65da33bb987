import { href } from '@/lib/href';

/**
 * Named paths the code links to, built with `href`, so each one must be a path of the route tables
 * (app/routes/<area>/routes.ts) and takes exactly that path's parameters. For a one-off link,
 * `href('/clients/:id', { id })` does the same without a name.
 */
export const paths = {
  home: href('/'),
  login: href('/login'),
  loginWithNext: (next: string) => `${href('/login')}?next=${encodeURIComponent(next)}`,
  forgotPassword: href('/forgot-password'),
  resetPassword: href('/reset-password'),
  register: href('/register'),
  ref: (code: string) => href('/ref/:code', { code }),
  admin: {
    dashboard: href('/admin/dashboard'),
    users: href('/admin/users'),
    impersonationLogs: href('/admin/impersonation-logs'),
    monitoring: href('/admin/monitoring'),
    applicationView: (userId: string) => href('/admin/application-view/:userId', { userId }),
  },
  client: {
    center: href('/client-center'),
    steps: href('/dashboard'),
    application: href('/client/application'),
    coachSetup: href('/coach/setup'),
    myStore: href('/my-store'),
    myTravelSite: href('/my-travel-site'),
    commissions: href('/commissions'),
    marketing: href('/marketing'),
  },
  calendar: href('/calendar'),
  fundingReport: (productSlug: string) => href('/{product}-funding-report', { product: productSlug }),
  specialist: {
    discover: href('/specialist/discover'),
    signup: href('/specialist/signup'),
    login: href('/specialist/login'),
  },
  manila: {
    members: href('/manila/members'),
    signup: href('/manila/signup'),
    login: href('/manila/login'),
    affiliateDashboard: href('/manila/affiliate/dashboard'),
    affiliateSignup: href('/manila/affiliate/signup'),
    pricing: href('/manila/pricing'),
    about: href('/manila/about'),
    help: href('/manila/help'),
  },
  customer: { dashboard: href('/customer/dashboard'), login: href('/customer/login') },
  store: (storeId: number | string) => href('/store/:store_id', { store_id: storeId }),
  travel: (affiliateCode: string) => href('/travel/:affiliate_code', { affiliate_code: affiliateCode }),
} as const;
