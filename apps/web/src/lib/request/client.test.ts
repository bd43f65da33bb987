import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestClient, type RequestClient } from './client';
import { CircuitOpenError, RequestError } from './errors';
import { AUTH_REQUEST } from './retry';
import { fakeFetch, jsonResponse, settle } from './testing';

let client: RequestClient | undefined;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  client?.dispose();
  client = undefined;
  vi.useRealTimers();
});

function clientWith(
  fetch: ReturnType<typeof fakeFetch>,
  config: Parameters<typeof createRequestClient>[0] = {},
) {
  client = createRequestClient({ fetch, ...config });
  return client;
}

describe('request basics', () => {
  it('sends credentials and JSON headers, serialises the body and parses the reply', async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { status: 'success', user: { id: '1' } }));
    const api = clientWith(fetch);
    await expect(
      api.request('/api/auth/login', { method: 'POST', body: { email: 'a@b.c' } }),
    ).resolves.toEqual({
      status: 'success',
      user: { id: '1' },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{"email":"a@b.c"}',
    });
  });

  it('leaves the headers to the browser for FormData bodies', async () => {
    const fetch = fakeFetch(() => jsonResponse(201, { ok: true }));
    const form = new FormData();
    form.append('file', 'x');
    await clientWith(fetch).request('/api/upload', {
      method: 'POST',
      body: form,
      headers: { 'X-User-ID': '7' },
    });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ 'X-User-ID': '7' });
    expect(init.credentials).toBe('include');
  });

  it('prefixes relative paths with baseUrl and passes the cache mode', async () => {
    const fetch = fakeFetch(() => jsonResponse(200, {}));
    await clientWith(fetch, { baseUrl: 'http://api.test' }).request('/api/brand/config', {
      cache: 'no-cache',
    });
    expect(fetch.mock.calls[0]![0]).toBe('http://api.test/api/brand/config');
    expect(fetch.mock.calls[0]![1]!.cache).toBe('no-cache');
  });

  it('resolves undefined for an empty body', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(clientWith(fetch).request('/api/cart/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('errors and retries', () => {
  it('throws a 4xx at once, without retrying, with "HTTP {status}: {text}"', async () => {
    const fetch = fakeFetch(() => jsonResponse(404, undefined, 'Not Found'));
    const error = await clientWith(fetch)
      .request('/api/missing')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: 'HTTP 404: Not Found', status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fills in the reason phrase when the server sends none (HTTP/2)', async () => {
    const fetch = fakeFetch(() => jsonResponse(403));
    await expect(clientWith(fetch).request('/api/admin')).rejects.toMatchObject({
      message: 'HTTP 403: Forbidden',
    });
  });

  it("uses the server's message and keeps its status and code", async () => {
    const body = { status: 'error', code: 'VALIDATION_FAILED', message: 'Email is required' };
    const fetch = fakeFetch(() => jsonResponse(400, body, 'Bad Request'));
    await expect(
      clientWith(fetch).request('/api/auth/login', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      message: 'Email is required',
      status: 400,
      code: 'VALIDATION_FAILED',
      body,
    });
  });

  it('retries a 5xx after 1 s then 2 s, then fails with "Request failed after multiple attempts"', async () => {
    const fetch = fakeFetch(() => jsonResponse(500, { status: 'error', code: 'INTERNAL', message: 'Boom' }));
    const result = settle(clientWith(fetch).request('/api/coaching/progress'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    const { error } = await result;
    expect(error).toMatchObject({
      message: 'Request failed after multiple attempts',
      status: 500,
      code: 'INTERNAL',
    });
  });

  it('succeeds when a retry succeeds', async () => {
    const fetch = fakeFetch((_url, _init, call) =>
      call === 1 ? 'network-error' : jsonResponse(200, { ok: 1 }),
    );
    const result = clientWith(fetch).request('/api/coach/context');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reports a network failure as "Network error - please check your connection" with status 0', async () => {
    const fetch = fakeFetch(() => 'network-error');
    const error = await clientWith(fetch)
      .request('/api/domain-context', { attempts: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Network error - please check your connection', status: 0 });
    expect((error as RequestError).code).toBe('NETWORK_ERROR');
  });

  it('times out after 10 s by default with "Request timeout" and status 0', async () => {
    const fetch = fakeFetch(() => 'hang');
    const result = settle(clientWith(fetch).request('/api/coach/context', { attempts: 1 }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await result;
    expect(error).toMatchObject({ message: 'Request timeout', status: 0, code: 'TIMEOUT' });
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('times out even when fetch ignores the abort signal', async () => {
    const fetch = fakeFetch(() => new Promise<never>(() => {}));
    const result = settle(clientWith(fetch).request('/api/x', { attempts: 1, timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect((await result).error).toMatchObject({ message: 'Request timeout' });
  });

  it('gives auth calls 30 s per attempt and 3 attempts (AUTH_REQUEST)', async () => {
    const fetch = fakeFetch(() => 'hang');
    const result = settle(clientWith(fetch).request('/api/auth/current-user', AUTH_REQUEST));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 1_000); // timeout, then 1 s back-off
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000 + 2_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(30_000);
    const { error } = await result;
    expect(error).toMatchObject({
      message: 'Request failed after multiple attempts',
      status: 0,
      code: 'TIMEOUT',
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('passes a caller abort through as an AbortError, without retrying or blaming the service', async () => {
    const fetch = fakeFetch(() => 'hang');
    const api = clientWith(fetch);
    const controller = new AbortController();
    const result = settle(api.request('/api/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect((await result).error).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(api.breakers.get('GET /api/x').getSnapshot().failureCount).toBe(0);
  });
});

describe('de-duplication', () => {
  it('shares one fetch and one promise between identical in-flight GETs', async () => {
    let release!: () => void;
    const fetch = fakeFetch((_url, _init, call) =>
      call > 1
        ? jsonResponse(200, {})
        : new Promise((resolve) => {
            release = () => resolve(jsonResponse(200, { roles: ['client'] }));
          }),
    );
    const api = clientWith(fetch);
    const a = api.request('/api/auth/roles');
    const b = api.request('/api/auth/roles');
    expect(a).toBe(b);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    release();
    await expect(a).resolves.toEqual({ roles: ['client'] });
    await api.request('/api/auth/roles'); // settled calls are not shared
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not share POSTs unless asked, and then only with the same body', async () => {
    const fetch = fakeFetch(() => jsonResponse(200, {}));
    const api = clientWith(fetch);
    await Promise.all([
      api.request('/api/feedback/signal', { method: 'POST', body: { a: 1 } }),
      api.request('/api/feedback/signal', { method: 'POST', body: { a: 1 } }),
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
    const opts = { method: 'POST' as const, dedupe: true };
    await Promise.all([
      api.request('/api/x', { ...opts, body: { a: 1 } }),
      api.request('/api/x', { ...opts, body: { a: 1 } }),
      api.request('/api/x', { ...opts, body: { a: 2 } }),
    ]);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('does not share GETs to different urls or with dedupe: false', async () => {
    const fetch = fakeFetch(() => jsonResponse(200, {}));
    const api = clientWith(fetch);
    await Promise.all([
      api.request('/api/a?x=1'),
      api.request('/api/a?x=2'),
      api.request('/api/a?x=2', { dedupe: false }),
    ]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('circuit breaker in the request path', () => {
  const failing = () => fakeFetch(() => jsonResponse(503, undefined, 'Service Unavailable'));

  it('opens after 5 failed attempts and then fails fast with a 503 "Service temporarily unavailable"', async () => {
    const fetch = failing();
    const api = clientWith(fetch);
    for (let i = 0; i < 5; i += 1)
      await api.request('/api/coaching/progress', { attempts: 1 }).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(5);
    const error = await api.request('/api/coaching/progress').catch((e: unknown) => e);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(error).toBeInstanceOf(CircuitOpenError);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      message: 'Service temporarily unavailable',
      status: 503,
      code: 'UNAVAILABLE',
      endpoint: 'GET /api/coaching/progress',
      state: 'OPEN',
      detail: 'Circuit breaker is OPEN for GET /api/coaching/progress. Service unavailable.',
    });
    expect(api.getSnapshot().log[0]).toMatchObject({ status: 503, blocked: true, ok: false });
  });

  it('stops retrying once the circuit opens mid-way', async () => {
    const fetch = failing();
    const api = clientWith(fetch);
    for (let i = 0; i < 4; i += 1) await api.request('/api/x', { attempts: 1 }).catch(() => undefined);
    const result = settle(api.request('/api/x'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await result).error).toBeInstanceOf(CircuitOpenError);
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('does not count 4xx answers as failures', async () => {
    const fetch = fakeFetch(() => jsonResponse(404));
    const api = clientWith(fetch);
    for (let i = 0; i < 8; i += 1) await api.request('/api/x').catch(() => undefined);
    expect(api.breakers.get('GET /api/x').getState()).toBe('CLOSED');
  });

  it('counts network errors and timeouts as failures', async () => {
    const fetch = fakeFetch((_url, _init, call) => (call % 2 ? 'network-error' : 'hang'));
    const api = clientWith(fetch);
    for (let i = 0; i < 5; i += 1) {
      const r = settle(api.request('/api/x', { attempts: 1, timeoutMs: 100 }));
      await vi.advanceTimersByTimeAsync(100);
      await r;
    }
    expect(api.breakers.get('GET /api/x').getState()).toBe('OPEN');
  });

  it('shares one breaker between ids of the same endpoint, separate from other endpoints', async () => {
    const fetch = failing();
    const api = clientWith(fetch);
    for (let i = 0; i < 5; i += 1)
      await api.request(`/api/ecommerce/cart/${i}`, { attempts: 1 }).catch(() => 0);
    await expect(api.request('/api/ecommerce/cart/99')).rejects.toBeInstanceOf(CircuitOpenError);
    await expect(api.request('/api/coach/context', { attempts: 1 })).rejects.not.toBeInstanceOf(
      CircuitOpenError,
    );
  });

  it('recovers: HALF_OPEN after 30 s lets 3 trials through and 3 successes close it', async () => {
    let healthy = false;
    const fetch = fakeFetch(() => (healthy ? jsonResponse(200, { ok: true }) : jsonResponse(500)));
    const api = clientWith(fetch);
    for (let i = 0; i < 5; i += 1) await api.request('/api/x', { attempts: 1 }).catch(() => undefined);
    healthy = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.getSnapshot().breakers[0]!.state).toBe('HALF_OPEN');
    for (let i = 0; i < 3; i += 1) await api.request('/api/x');
    expect(api.getSnapshot().breakers[0]).toMatchObject({ state: 'CLOSED', failureCount: 0 });
  });

  it('rejects a 4th concurrent call while HALF_OPEN with the testing-recovery detail', async () => {
    const fetch = fakeFetch((_url, _init, call) => (call <= 5 ? jsonResponse(500) : 'hang'));
    const api = clientWith(fetch);
    for (let i = 0; i < 5; i += 1) await api.request('/api/x', { attempts: 1 }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(30_000);
    const trials = [1, 2, 3].map(() => settle(api.request('/api/x', { dedupe: false, attempts: 1 })));
    await expect(api.request('/api/x', { dedupe: false })).rejects.toMatchObject({
      status: 503,
      state: 'HALF_OPEN',
      detail: 'Circuit breaker is testing recovery for GET /api/x. Please wait.',
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(trials);
  });

  it('reopens when a trial fails', async () => {
    const fetch = failing();
    const api = clientWith(fetch);
    for (let i = 0; i < 5; i += 1) await api.request('/api/x', { attempts: 1 }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(30_000);
    await api.request('/api/x', { attempts: 1 }).catch(() => undefined);
    expect(api.getSnapshot().breakers[0]!.state).toBe('OPEN');
  });

  it('resets and force-opens through the client, notifying subscribers', async () => {
    const fetch = fakeFetch(() => jsonResponse(200, {}));
    const api = clientWith(fetch);
    const listener = vi.fn();
    api.subscribe(listener);
    api.forceOpenBreaker('GET /api/x');
    expect(listener).toHaveBeenCalled();
    await expect(api.request('/api/x')).rejects.toBeInstanceOf(CircuitOpenError);
    api.resetBreaker('GET /api/x');
    await expect(api.request('/api/x')).resolves.toEqual({});
  });

  it('uses breakerKey when given', async () => {
    const fetch = fakeFetch(() => jsonResponse(200, {}));
    const api = clientWith(fetch);
    api.forceOpenBreaker('auth');
    await expect(api.request('/api/auth/check', { breakerKey: 'auth' })).rejects.toBeInstanceOf(
      CircuitOpenError,
    );
  });
});

describe('queueing on an open circuit (queueWhenOpen)', () => {
  async function openCircuit(api: RequestClient) {
    for (let i = 0; i < 5; i += 1) await api.request('/api/x', { attempts: 1 }).catch(() => undefined);
    expect(api.breakers.get('GET /api/x').getState()).toBe('OPEN');
  }

  it('queues instead of failing fast, and completes once the circuit admits it', async () => {
    let healthy = false;
    const fetch = fakeFetch(() => (healthy ? jsonResponse(200, { ok: true }) : jsonResponse(500)));
    const api = clientWith(fetch);
    await openCircuit(api);
    const result = settle(api.request('/api/x', { queueWhenOpen: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getSnapshot().queue).toHaveLength(1);
    healthy = true;
    await vi.advanceTimersByTimeAsync(25_000); // still OPEN: waits, no attempt spent
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(api.getSnapshot().queue[0]!.attempts).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000); // t = 30 s: HALF_OPEN, the 5-s round runs it
    expect((await result).value).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(api.getSnapshot().queue).toHaveLength(0);
  });

  it('retries every 5 s while the circuit admits calls, and gives up after 3 attempts', async () => {
    const fetch = fakeFetch(() => jsonResponse(500));
    const api = clientWith(fetch);
    await openCircuit(api);
    const result = settle(api.request('/api/x', { queueWhenOpen: true }));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      api.resetBreaker('GET /api/x'); // an admin resets before each round
      await vi.advanceTimersByTimeAsync(5_000);
      expect(fetch).toHaveBeenCalledTimes(5 + attempt);
    }
    const { error } = await result;
    expect(error).toMatchObject({ message: 'Request failed after multiple attempts', status: 500 });
    expect(api.getSnapshot().queue).toHaveLength(0);
  });

  it('rejects with "Request timeout in queue" after 60 s', async () => {
    const fetch = fakeFetch(() => jsonResponse(500));
    const api = clientWith(fetch);
    await openCircuit(api);
    const result = settle(api.request('/api/x', { queueWhenOpen: true }));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(api.getSnapshot().queue).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await result;
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: 'Request timeout in queue', status: 0, code: 'QUEUE_TIMEOUT' });
    expect(api.getSnapshot().queue).toHaveLength(0);
  });

  it('settles a queued call with its 4xx at once', async () => {
    let status = 500;
    const fetch = fakeFetch(() => jsonResponse(status));
    const api = clientWith(fetch);
    await openCircuit(api);
    const result = settle(api.request('/api/x', { queueWhenOpen: true }));
    status = 409;
    api.resetBreaker('GET /api/x');
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await result).error).toMatchObject({ message: 'HTTP 409: Conflict', status: 409 });
  });

  it('drops a queued call when its caller aborts', async () => {
    const api = clientWith(fakeFetch(() => jsonResponse(500)));
    await openCircuit(api);
    const controller = new AbortController();
    const result = settle(api.request('/api/x', { queueWhenOpen: true, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect((await result).error).toMatchObject({ name: 'AbortError' });
    expect(api.getSnapshot().queue).toHaveLength(0);
  });
});

describe('request log and performance', () => {
  it('logs method, url, status, duration, ok, error and time, newest first', async () => {
    const fetch = fakeFetch(async (url) => {
      await new Promise((r) => setTimeout(r, 40));
      return url.endsWith('ok') ? jsonResponse(200, {}) : jsonResponse(404, { message: 'No such thing' });
    });
    const api = clientWith(fetch);
    const started = Date.now();
    const ok = api.request('/api/ok');
    await vi.advanceTimersByTimeAsync(40);
    await ok;
    const missing = settle(api.request('/api/missing'));
    await vi.advanceTimersByTimeAsync(40);
    await missing;
    expect(api.getSnapshot().log).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/missing',
        status: 404,
        durationMs: 40,
        ok: false,
        error: 'No such thing',
        at: started + 40,
      }),
      expect.objectContaining({
        method: 'GET',
        url: '/api/ok',
        status: 200,
        durationMs: 40,
        ok: true,
        error: null,
        at: started,
      }),
    ]);
  });

  it('keeps the last 100 entries', async () => {
    const api = clientWith(fakeFetch(() => jsonResponse(200, {})));
    for (let i = 0; i < 105; i += 1) await api.request(`/api/n?i=${i}`);
    const { log } = api.getSnapshot();
    expect(log).toHaveLength(100);
    expect(log[0]!.url).toBe('/api/n?i=104');
    expect(log[99]!.url).toBe('/api/n?i=5');
  });

  it('reports p95/p99 once there are 10 response-time samples', async () => {
    let delay = 0;
    const fetch = fakeFetch(async () => {
      await new Promise((r) => setTimeout(r, delay));
      return jsonResponse(200, {});
    });
    const api = clientWith(fetch);
    for (let i = 1; i <= 10; i += 1) {
      delay = i * 10;
      const r = api.request(`/api/p?i=${i}`);
      await vi.advanceTimersByTimeAsync(delay);
      await r;
      if (i === 9)
        expect(api.getSnapshot().performance).toMatchObject({ count: 9, p95Ms: null, p99Ms: null });
    }
    expect(api.getSnapshot().performance).toMatchObject({ count: 10, p95Ms: 100, p99Ms: 100 });
    expect(api.getSnapshot().breakers[0]!.responseTimes.p95Ms).toBe(100);
  });

  it('returns a stable snapshot between changes', async () => {
    const api = clientWith(fakeFetch(() => jsonResponse(200, {})));
    const first = api.getSnapshot();
    expect(api.getSnapshot()).toBe(first);
    await api.request('/api/x');
    expect(api.getSnapshot()).not.toBe(first);
  });
});
