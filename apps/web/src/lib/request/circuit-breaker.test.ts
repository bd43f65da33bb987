import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAKER_DEFAULTS, CircuitBreaker, CircuitBreakerRegistry, endpointKey } from './circuit-breaker';

const ENDPOINT = 'GET /api/coaching/progress';

function failTimes(breaker: CircuitBreaker, n: number) {
  for (let i = 0; i < n; i += 1) {
    expect(breaker.tryAcquire().allowed).toBe(true);
    breaker.recordFailure('HTTP 500: Internal Server Error');
  }
}

describe('CircuitBreaker', () => {
  let breaker: CircuitBreaker;

  beforeEach(() => {
    vi.useFakeTimers();
    breaker = new CircuitBreaker(ENDPOINT);
  });
  afterEach(() => {
    breaker.dispose();
    vi.useRealTimers();
  });

  it('uses the spec constants', () => {
    expect(BREAKER_DEFAULTS).toEqual({
      failureThreshold: 5,
      resetTimeoutMs: 30_000,
      halfOpenMaxRequests: 3,
      successThreshold: 3,
      monitoringWindowMs: 60_000,
      responseTimeSamples: 100,
      historySize: 50,
    });
  });

  it('stays CLOSED after 4 failures and opens on the 5th', () => {
    failTimes(breaker, 4);
    expect(breaker.getState()).toBe('CLOSED');
    expect(breaker.getSnapshot().failureCount).toBe(4);
    failTimes(breaker, 1);
    expect(breaker.getState()).toBe('OPEN');
    expect(breaker.getSnapshot()).toMatchObject({ failureCount: 5, nextAttemptAt: Date.now() + 30_000 });
  });

  it('forgets failures older than the 60 s monitoring window', () => {
    failTimes(breaker, 4);
    vi.advanceTimersByTime(60_001);
    failTimes(breaker, 1);
    expect(breaker.getState()).toBe('CLOSED');
    expect(breaker.getSnapshot().failureCount).toBe(1);
  });

  it('refuses calls while OPEN with the OPEN reason', () => {
    failTimes(breaker, 5);
    expect(breaker.tryAcquire()).toEqual({
      allowed: false,
      state: 'OPEN',
      reason: `Circuit breaker is OPEN for ${ENDPOINT}. Service unavailable.`,
    });
    expect(breaker.canRequest()).toBe(false);
  });

  it('turns HALF_OPEN 30 s after opening, by its own timer', () => {
    failTimes(breaker, 5);
    const listener = vi.fn();
    breaker.subscribe(listener);
    vi.advanceTimersByTime(29_999);
    expect(breaker.getSnapshot().state).toBe('OPEN');
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalled();
    expect(breaker.getSnapshot().state).toBe('HALF_OPEN');
    expect(breaker.getSnapshot().nextAttemptAt).toBeNull();
  });

  it('admits at most 3 trial requests while HALF_OPEN, then gives the testing-recovery reason', () => {
    failTimes(breaker, 5);
    vi.advanceTimersByTime(30_000);
    expect(breaker.tryAcquire().allowed).toBe(true);
    expect(breaker.tryAcquire().allowed).toBe(true);
    expect(breaker.tryAcquire().allowed).toBe(true);
    expect(breaker.canRequest()).toBe(false);
    expect(breaker.tryAcquire()).toEqual({
      allowed: false,
      state: 'HALF_OPEN',
      reason: `Circuit breaker is testing recovery for ${ENDPOINT}. Please wait.`,
    });
  });

  it('closes after 3 successful trials', () => {
    failTimes(breaker, 5);
    vi.advanceTimersByTime(30_000);
    for (let i = 1; i <= 3; i += 1) {
      breaker.tryAcquire();
      breaker.recordSuccess(20);
      if (i < 3) expect(breaker.getSnapshot()).toMatchObject({ state: 'HALF_OPEN', successCount: i });
    }
    expect(breaker.getSnapshot()).toMatchObject({ state: 'CLOSED', failureCount: 0, successCount: 0 });
  });

  it('reopens on any failure while HALF_OPEN, for another 30 s', () => {
    failTimes(breaker, 5);
    vi.advanceTimersByTime(30_000);
    breaker.tryAcquire();
    breaker.recordSuccess();
    breaker.tryAcquire();
    breaker.recordFailure('Request timeout');
    expect(breaker.getSnapshot()).toMatchObject({ state: 'OPEN', lastError: 'Request timeout' });
    vi.advanceTimersByTime(29_999);
    expect(breaker.getState()).toBe('OPEN');
    vi.advanceTimersByTime(1);
    expect(breaker.getState()).toBe('HALF_OPEN');
  });

  it('gives a trial slot back when a trial is cancelled', () => {
    failTimes(breaker, 5);
    vi.advanceTimersByTime(30_000);
    breaker.tryAcquire();
    breaker.tryAcquire();
    breaker.tryAcquire();
    breaker.release();
    expect(breaker.tryAcquire().allowed).toBe(true);
  });

  it('resets manually from OPEN to CLOSED', () => {
    failTimes(breaker, 5);
    breaker.reset();
    expect(breaker.getSnapshot()).toMatchObject({ state: 'CLOSED', failureCount: 0, nextAttemptAt: null });
    expect(breaker.tryAcquire().allowed).toBe(true);
    // the cancelled half-open timer does not fire later
    vi.advanceTimersByTime(30_000);
    expect(breaker.getState()).toBe('CLOSED');
  });

  it('force-opens a CLOSED circuit, which then recovers through HALF_OPEN', () => {
    breaker.forceOpen();
    expect(breaker.getState()).toBe('OPEN');
    expect(breaker.tryAcquire().allowed).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(breaker.getState()).toBe('HALF_OPEN');
  });

  it('counts 4xx-style successes while CLOSED without closing the failure window', () => {
    failTimes(breaker, 4);
    breaker.recordSuccess(10);
    failTimes(breaker, 1);
    expect(breaker.getState()).toBe('OPEN');
  });

  it('records each state change with its reason, keeping the last 50', () => {
    failTimes(breaker, 5);
    vi.advanceTimersByTime(30_000);
    breaker.reset();
    breaker.forceOpen();
    expect(breaker.getSnapshot().history.map((h) => `${h.from}->${h.to}:${h.reason}`)).toEqual([
      'CLOSED->OPEN:failure-threshold',
      'OPEN->HALF_OPEN:reset-timeout',
      'HALF_OPEN->CLOSED:manual-reset',
      'CLOSED->OPEN:forced-open',
    ]);
    for (let i = 0; i < 60; i += 1) {
      breaker.reset();
      breaker.forceOpen();
    }
    expect(breaker.getSnapshot().history).toHaveLength(50);
  });

  it('keeps the last 100 response times and reports p95/p99 from 10 samples', () => {
    for (let i = 1; i <= 9; i += 1) breaker.recordSuccess(i);
    expect(breaker.getSnapshot().responseTimes).toMatchObject({ count: 9, p95Ms: null, p99Ms: null });
    for (let i = 1; i <= 200; i += 1) breaker.recordSuccess(i);
    // only 101..200 remain
    expect(breaker.getSnapshot().responseTimes).toMatchObject({ count: 100, p95Ms: 195, p99Ms: 199 });
  });

  it('returns the same snapshot object until something changes', () => {
    const first = breaker.getSnapshot();
    expect(breaker.getSnapshot()).toBe(first);
    breaker.recordSuccess(5);
    expect(breaker.getSnapshot()).not.toBe(first);
  });
});

describe('CircuitBreakerRegistry', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps one breaker per endpoint and resets or force-opens by key', () => {
    vi.useFakeTimers();
    const registry = new CircuitBreakerRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    registry.forceOpen('GET /api/a');
    expect(registry.get('GET /api/a').getState()).toBe('OPEN');
    expect(registry.get('GET /api/b').getState()).toBe('CLOSED');
    expect(registry.getSnapshot().map((b) => [b.endpoint, b.state])).toEqual([
      ['GET /api/a', 'OPEN'],
      ['GET /api/b', 'CLOSED'],
    ]);
    registry.reset('GET /api/a');
    expect(registry.getSnapshot()[0]!.state).toBe('CLOSED');
    expect(listener).toHaveBeenCalled();
    registry.dispose();
  });
});

describe('endpointKey', () => {
  it.each([
    ['GET', '/api/auth/current-user', 'GET /api/auth/current-user'],
    ['get', '/api/application/fields?step=3', 'GET /api/application/fields'],
    ['PUT', '/api/ecommerce/cart/42', 'PUT /api/ecommerce/cart/:id'],
    ['GET', '/api/tickets/3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b#x', 'GET /api/tickets/:id'],
    ['GET', 'https://api.example.com/api/brand/config?ref=abc', 'GET /api/brand/config'],
    ['POST', '/api/default-tasks/17/complete', 'POST /api/default-tasks/:id/complete'],
  ])('%s %s → %s', (method, url, key) => {
    expect(endpointKey(method, url)).toBe(key);
  });
});
