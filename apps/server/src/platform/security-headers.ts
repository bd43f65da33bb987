import type { Config } from './env';

/** Stripe.js (script and its card-field and 3-D Secure frames) and the API it calls from the browser. */
const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/**
 * The security headers every response carries, computed once at start (helmet's defaults plus a
 * real CSP). Re-deriving them per request, as a generic middleware does, cost measurable
 * throughput on the hottest routes. With `stripe`, the CSP also admits Stripe.js (the checkout's
 * card field while Stripe is the payment provider); app.ts keeps both sets and picks per request.
 */
export function securityHeaders(config: Config, options: { stripe?: boolean } = {}): Record<string, string> {
  const csp: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'wss:', 'https:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (options.stripe) {
    csp['script-src']!.push(STRIPE_JS);
    csp['frame-src'] = ["'self'", STRIPE_JS, STRIPE_HOOKS];
    csp['connect-src']!.push(STRIPE_API);
  }
  const production = config.env === 'production';
  const headers: Record<string, string> = {
    'content-security-policy': [
      ...Object.entries(csp).map(([k, v]) => `${k} ${v.join(' ')}`),
      ...(production ? ['upgrade-insecure-requests'] : []),
    ].join('; '),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), geolocation=(), payment=(self), microphone=(self)',
  };
  // HSTS only where TLS is terminated for us; on plain http it would pin a dev host to https.
  if (production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
