import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_HEALTH_SERVICES,
  HEALTH_DEFAULTS,
  HealthMonitor,
  overallHealth,
  recoveryConfidence,
  type ServiceStatus,
} from './health-monitor';
import { fakeFetch, jsonResponse } from './testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('overallHealth', () => {
  const statuses = (failing: number, total: number): ServiceStatus[] =>
    Array.from({ length: total }, (_, i) => (i < failing ? 'down' : 'healthy'));

  it.each([
    [0, 10, 'healthy'],
    [4, 10, 'healthy'],
    [5, 10, 'degraded'],
    [7, 10, 'degraded'],
    [8, 10, 'down'],
    [10, 10, 'down'],
    [1, 2, 'degraded'],
    [2, 2, 'down'],
  ] as const)('%i of %i failing → %s', (failing, total, expected) => {
    expect(overallHealth(statuses(failing, total))).toBe(expected);
  });

  it('counts unhealthy as failing and ignores services not checked yet', () => {
    expect(overallHealth(['unhealthy', 'healthy', 'unknown'])).toBe('degraded');
    expect(overallHealth(['unknown', 'unknown'])).toBe('healthy');
  });
});

describe('recoveryConfidence', () => {
  it.each([
    [0, 0, 'low'],
    [9, 0, 'low'],
    [10, 0, 'high'],
    [10, 2, 'high'],
    [10, 3, 'medium'],
    [10, 4, 'medium'],
    [10, 5, 'low'],
    [10, 10, 'low'],
  ] as const)('%i samples with %i failures → %s', (samples, failures, expected) => {
    expect(recoveryConfidence(samples, failures)).toBe(expected);
  });
});

describe('HealthMonitor', () => {
  it('registers api and brand by default with the spec timings', () => {
    expect(DEFAULT_HEALTH_SERVICES).toEqual([
      { name: 'api', url: '/api/health' },
      { name: 'brand', url: '/api/brand/config' },
    ]);
    expect(HEALTH_DEFAULTS).toMatchObject({ intervalMs: 30_000, initialDelayMs: 1_000, timeoutMs: 5_000 });
    const monitor = new HealthMonitor({ fetch: fakeFetch(() => jsonResponse(200)) });
    expect(monitor.getSnapshot()).toMatchObject({
      overall: 'healthy',
      confidence: 'low',
      running: false,
      lastCheckedAt: null,
      services: [
        { name: 'api', status: 'unknown', responseTime: null, error: null, checkedAt: null },
        { name: 'brand', status: 'unknown', responseTime: null, error: null, checkedAt: null },
      ],
    });
  });

  it('checks first after 1 s, then every 30 s, until stopped', async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { status: 'ok' }));
    const monitor = new HealthMonitor({ fetch, services: [{ name: 'api', url: '/api/health' }] });
    monitor.start();
    monitor.start(); // idempotent
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/health');
    expect(fetch.mock.calls[0]![1]).toMatchObject({
      method: 'GET',
      credentials: 'include',
      cache: 'no-store',
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    monitor.stop();
    expect(monitor.getSnapshot().running).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('records healthy, unhealthy (non-2xx) and down (network) per service with response time and error', async () => {
    const fetch = fakeFetch(async (url) => {
      await new Promise((r) => setTimeout(r, 25));
      if (url === '/a') return jsonResponse(200);
      if (url === '/b') return jsonResponse(503, undefined, 'Service Unavailable');
      return 'network-error';
    });
    const monitor = new HealthMonitor({
      fetch,
      services: [
        { name: 'a', url: '/a' },
        { name: 'b', url: '/b' },
        { name: 'c', url: '/c' },
      ],
    });
    const round = monitor.checkAll();
    expect(monitor.getSnapshot().checking).toBe(true);
    await vi.advanceTimersByTimeAsync(25);
    await round;
    const now = Date.now();
    expect(monitor.getSnapshot().services).toEqual([
      { name: 'a', url: '/a', status: 'healthy', responseTime: 25, error: null, checkedAt: now },
      {
        name: 'b',
        url: '/b',
        status: 'unhealthy',
        responseTime: 25,
        error: 'HTTP 503: Service Unavailable',
        checkedAt: now,
      },
      {
        name: 'c',
        url: '/c',
        status: 'down',
        responseTime: 25,
        error: 'Network error - please check your connection',
        checkedAt: now,
      },
    ]);
    expect(monitor.getSnapshot()).toMatchObject({ overall: 'degraded', checking: false, lastCheckedAt: now });
  });

  it('marks a service down when its check takes more than 5 s', async () => {
    const fetch = fakeFetch(() => 'hang');
    const monitor = new HealthMonitor({ fetch, services: [{ name: 'api', url: '/api/health' }] });
    const round = monitor.checkAll();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(monitor.getSnapshot().services[0]!.status).toBe('unknown');
    await vi.advanceTimersByTimeAsync(1);
    await round;
    expect(monitor.getSnapshot().services[0]).toMatchObject({
      status: 'down',
      responseTime: null,
      error: 'Health check timeout',
    });
    expect(monitor.getSnapshot().overall).toBe('down');
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('derives recovery confidence from the last 10 check results', async () => {
    let failing = 0; // how many of the next checks fail
    const fetch = fakeFetch(() => {
      if (failing > 0) {
        failing -= 1;
        return jsonResponse(500);
      }
      return jsonResponse(200);
    });
    const monitor = new HealthMonitor({ fetch, services: [{ name: 'api', url: '/api/health' }] });
    failing = 4;
    for (let i = 0; i < 9; i += 1) await monitor.checkAll();
    expect(monitor.getSnapshot()).toMatchObject({ confidence: 'low', samples: 9 });
    await monitor.checkAll();
    expect(monitor.getSnapshot()).toMatchObject({ confidence: 'medium', samples: 10, recentFailures: 4 });
    await monitor.checkAll(); // the oldest failure leaves the window
    await monitor.checkAll();
    expect(monitor.getSnapshot()).toMatchObject({ confidence: 'high', samples: 10, recentFailures: 2 });
    failing = 10;
    for (let i = 0; i < 5; i += 1) await monitor.checkAll();
    expect(monitor.getSnapshot()).toMatchObject({ confidence: 'low', recentFailures: 5 });
  });

  it('notifies subscribers and supports register/unregister', async () => {
    const monitor = new HealthMonitor({ fetch: fakeFetch(() => jsonResponse(200)), services: [] });
    const listener = vi.fn();
    const unsubscribe = monitor.subscribe(listener);
    monitor.register({ name: 'credit', url: '/api/credit/health' });
    expect(listener).toHaveBeenCalledTimes(1);
    await monitor.checkAll();
    expect(monitor.getSnapshot().services.map((s) => [s.name, s.status])).toEqual([['credit', 'healthy']]);
    monitor.unregister('credit');
    expect(monitor.getSnapshot().services).toEqual([]);
    unsubscribe();
  });
});
