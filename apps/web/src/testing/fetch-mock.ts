import type { User } from '@fundpath/contracts/auth';
import { onTestFinished, vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A canned reply, or a function of the request; `'pending'` never answers. */
export type MockHandler =
  | MockReply
  | 'pending'
  | ((req: MockRequest) => MockReply | 'pending' | Promise<MockReply>);

export const TEST_BRAND = {
  status: 'success',
  brand_name: 'FundPath',
  logo_white_url: null,
  logo_black_url: null,
  primary_color: '#4f46e5',
  secondary_color: '#0f172a',
  accent_color: '#06b6d4',
};

export const unauthenticated: MockReply = {
  status: 401,
  body: { status: 'error', code: 'UNAUTHENTICATED', message: 'Not logged in' },
};

export const ok = (body: Record<string, unknown> = {}): MockReply => ({
  body: { status: 'success', ...body },
});

export function sessionRoutes(user: User | null, impersonating = false): Record<string, MockHandler> {
  if (!user) return { 'GET /api/auth/current-user': unauthenticated };
  const impersonation = {
    is_impersonating: impersonating,
    original_user_id: impersonating ? 'u_admin_real' : null,
  };
  return {
    'GET /api/auth/current-user': ok({ user, impersonation }),
    'GET /api/auth/roles': ok({ roles: [user.role] }),
    'GET /api/admin/impersonation-status': ok(impersonation),
  };
}

export const defaultRoutes: Record<string, MockHandler> = {
  'GET /api/brand/config': { body: TEST_BRAND },
  'GET /api/domain-context': ok({ service_type: 'default', domain: 'localhost' }),
  'GET /api/auth/current-user': unauthenticated,
  'GET /api/auth/check': ok({ authenticated: true }),
  'GET /api/health': { body: { status: 'ok', database: 'ok', uptime_s: 4200 } },
  'GET /api/admin/users': ok({ users: [] }),
  'GET /api/admin/impersonation-logs': ok({ logs: [] }),
  'POST /api/admin/logout': ok({ message: 'Logged out' }),
  // The bell in every signed-in header: nothing unread unless a test says otherwise.
  'GET /api/notifications/unread-count': ok({ unread_count: 0 }),
  'GET /api/notifications': ok({ notifications: [], unread_count: 0, next_cursor: null }),
};

/**
 * Replaces global fetch with a router over `METHOD /path` keys (query strings ignored; read
 * them from `req.url`). Unknown endpoints answer 404 in the server's error shape.
 */
export function mockApi(routes: Record<string, MockHandler> = {}) {
  const table: Record<string, MockHandler> = { ...defaultRoutes, ...routes };
  const calls: MockRequest[] = [];
  // A request left hanging would be shared (de-duplicated) with the next test's identical call;
  // when the test ends, hanging requests get a 4xx, which the request layer never retries.
  const releases: Array<() => void> = [];
  onTestFinished(() => {
    for (const release of releases) release();
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown;
    if (typeof init.body === 'string' && init.body) body = JSON.parse(init.body);
    else if (init.body instanceof FormData) body = init.body;
    const sent = Object.fromEntries(new Headers(init.headers).entries());
    const req: MockRequest = { method, path: url.pathname, url, body, headers: sent };
    calls.push(req);
    const handler = table[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(req) : handler;
    if (reply === 'pending') {
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
        releases.push(() => resolve(new Response(null, { status: 499 })));
      });
    }
    const {
      status = 200,
      body: replyBody,
      headers,
    } = reply ?? {
      status: 404,
      body: { status: 'error', code: 'NOT_FOUND', message: 'Not found' },
    };
    return new Response(replyBody === undefined ? null : JSON.stringify(replyBody), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** Calls to `METHOD /path`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** Change an endpoint's behaviour mid-test. */
    set: (key: string, handler: MockHandler) => {
      table[key] = handler;
    },
  };
}
