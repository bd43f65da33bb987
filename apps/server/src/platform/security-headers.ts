import type { Config } from './env';

/**
 * The security headers every response carries, computed once at start (helmet's defaults plus a
 * real CSP). Re-deriving them per request, as a generic middleware does, cost measurable
 * throughput on the hottest routes.
 */
export function securityHeaders(config: Config): Record<string, string> {
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
