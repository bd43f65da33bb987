import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BreakerSnapshot,
  createRequestClient,
  type HealthSnapshot,
  type RequestClient,
  type RequestClientSnapshot,
  type RequestLogEntry,
} from '@/lib/request';
import { HealthMonitor } from '@/lib/request/health-monitor';
import type { HealthMonitorSource } from './hooks/use-monitoring';
import { MonitoringPage } from './monitoring-page';

const NOW = Date.parse('2025-03-01T12:00:00Z');

function breaker(overrides: Partial<BreakerSnapshot>): BreakerSnapshot {
  return {
    endpoint: 'GET /api/x',
    state: 'CLOSED',
    failureCount: 0,
    successCount: 0,
    halfOpenRequests: 0,
    nextAttemptAt: null,
    lastFailureAt: null,
    lastError: null,
    totalRequests: 0,
    totalFailures: 0,
    responseTimes: { count: 0, averageMs: null, p95Ms: null, p99Ms: null },
    history: [],
    ...overrides,
  };
}

function logEntry(overrides: Partial<RequestLogEntry>): RequestLogEntry {
  return {
    id: 1,
    method: 'GET',
    url: '/api/x',
    endpoint: 'GET /api/x',
    status: 200,
    durationMs: 42,
    ok: true,
    error: null,
    at: NOW,
    attempt: 1,
    blocked: false,
    ...overrides,
  };
}

const requestState: RequestClientSnapshot = {
  breakers: [
    breaker({
      endpoint: 'GET /api/coaching/progress',
      state: 'OPEN',
      failureCount: 5,
      nextAttemptAt: NOW + 12_000,
      lastError: 'HTTP 500: Internal Server Error',
      responseTimes: { count: 20, averageMs: 80, p95Ms: 240, p99Ms: 910 },
    }),
    breaker({ endpoint: 'GET /api/auth/current-user', state: 'HALF_OPEN', successCount: 2 }),
    breaker({ endpoint: 'POST /api/coaching/start-step', state: 'CLOSED' }),
  ],
  log: [
    logEntry({
      id: 2,
      url: '/api/coaching/progress',
      status: 500,
      ok: false,
      error: 'HTTP 500: Internal Server Error',
      durationMs: 120,
    }),
    logEntry({ id: 1, url: '/api/auth/current-user', status: 200, durationMs: 35 }),
  ],
  performance: { count: 2, averageMs: 78, p95Ms: null, p99Ms: null },
  queue: [
    {
      id: 1,
      endpoint: 'GET /api/coaching/progress',
      method: 'GET',
      url: '/api/coaching/progress',
      enqueuedAt: NOW,
      attempts: 0,
    },
    {
      id: 2,
      endpoint: 'GET /api/coaching/progress',
      method: 'GET',
      url: '/api/coaching/progress',
      enqueuedAt: NOW,
      attempts: 1,
    },
  ],
};

const healthState: HealthSnapshot = {
  overall: 'degraded',
  services: [
    { name: 'api', url: '/api/health', status: 'healthy', responseTime: 31, error: null, checkedAt: NOW },
    {
      name: 'brand',
      url: '/api/brand/config',
      status: 'down',
      responseTime: null,
      error: 'Health check timeout',
      checkedAt: NOW,
    },
  ],
  confidence: 'medium',
  samples: 10,
  recentFailures: 3,
  running: true,
  checking: false,
  lastCheckedAt: NOW,
};

function fakeHealth(state: HealthSnapshot = healthState) {
  return {
    isRunning: false,
    subscribe: () => () => {},
    getSnapshot: () => state,
    start: vi.fn(),
    stop: vi.fn(),
    checkAll: vi.fn(async () => {}),
  } satisfies HealthMonitorSource;
}

beforeEach(() => {
  // Only the clock and the countdown ticker are faked, so Testing Library and user-event keep real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});

const breakerRow = (endpoint: string) =>
  within(screen.getByRole('table', { name: 'Circuit breaker per endpoint' })).getByRole('row', {
    name: (name) => name.startsWith(endpoint),
  });
afterEach(() => vi.useRealTimers());

describe('MonitoringPage with a fake client state', () => {
  function renderPage() {
    const client = {
      subscribe: () => () => {},
      getSnapshot: () => requestState,
      resetBreaker: vi.fn(),
      forceOpenBreaker: vi.fn(),
    };
    const health = fakeHealth();
    render(<MonitoringPage client={client} health={health} jobs={false} />);
    return { client, health };
  }

  it('shows overall health, per-service rows and recovery confidence', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'System monitoring' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Overall system health' })).toHaveTextContent('degraded');
    const services = within(screen.getByRole('table', { name: 'Per-service health' }));
    const brand = services.getByRole('row', { name: /^brand/ });
    expect(brand).toHaveTextContent('down');
    expect(brand).toHaveTextContent('Health check timeout');
    expect(services.getByRole('row', { name: /^api/ })).toHaveTextContent('31 ms');
    expect(screen.getByText('medium')).toBeInTheDocument();
    expect(screen.getByText('3 of 10 recent checks failed')).toBeInTheDocument();
  });

  it('starts the health monitor while mounted', () => {
    const { health } = renderPage();
    expect(health.start).toHaveBeenCalledTimes(1);
  });

  it('lists every breaker with state, counts, countdown and percentiles, plus queued retries', () => {
    renderPage();
    const open = breakerRow('GET /api/coaching/progress');
    expect(open).toHaveTextContent('OPEN');
    expect(open).toHaveTextContent('12 s');
    expect(open).toHaveTextContent('240 ms');
    expect(open).toHaveTextContent('910 ms');
    expect(
      within(open).getByRole('button', { name: 'Force open GET /api/coaching/progress' }),
    ).toBeDisabled();
    expect(breakerRow('GET /api/auth/current-user')).toHaveTextContent('HALF_OPEN');
    expect(breakerRow('POST /api/coaching/start-step')).toHaveTextContent('CLOSED');
    expect(screen.getByText(/Queued retries/)).toHaveTextContent('Queued retries: 2');
  });

  it('counts down to half-open each second', () => {
    renderPage();
    expect(breakerRow('GET /api/coaching/progress')).toHaveTextContent('12 s');
    act(() => vi.advanceTimersByTime(3_000));
    expect(breakerRow('GET /api/coaching/progress')).toHaveTextContent('9 s');
  });

  it('lists recent requests with failures highlighted', () => {
    renderPage();
    const log = within(screen.getByRole('table', { name: /The last 2 requests/ }));
    const failed = log.getByRole('row', { name: 'Failed GET /api/coaching/progress' });
    expect(failed).toHaveClass('bg-red-50');
    expect(failed).toHaveTextContent('500');
    expect(failed).toHaveTextContent('120 ms');
    expect(log.getAllByRole('row')).toHaveLength(3); // header + 2
  });

  it('resets and force-opens a breaker through the client', async () => {
    const user = userEvent.setup();
    const { client } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Reset GET /api/coaching/progress' }));
    expect(client.resetBreaker).toHaveBeenCalledWith('GET /api/coaching/progress');
    await user.click(screen.getByRole('button', { name: 'Force open POST /api/coaching/start-step' }));
    expect(client.forceOpenBreaker).toHaveBeenCalledWith('POST /api/coaching/start-step');
  });

  it('runs a health check on demand', async () => {
    const user = userEvent.setup();
    const { health } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(health.checkAll).toHaveBeenCalled();
  });
});

describe('MonitoringPage with a real client', () => {
  let client: RequestClient;
  afterEach(() => client.dispose());

  it('updates live when a breaker is force-opened and reset', async () => {
    client = createRequestClient({ fetch: async () => new Response('{}', { status: 200 }) });
    await client.request('/api/coach/context');
    const health = new HealthMonitor({ fetch: async () => new Response(null, { status: 200 }) });
    const user = userEvent.setup();
    render(<MonitoringPage client={client} health={health} autoStart={false} jobs={false} />);

    const row = () => breakerRow('GET /api/coach/context');
    expect(row()).toHaveTextContent('CLOSED');
    expect(screen.getByRole('status', { name: 'Overall system health' })).toHaveTextContent('healthy');
    expect(screen.getByText('Waiting for the first check')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Force open GET /api/coach/context' }));
    expect(row()).toHaveTextContent('OPEN');
    expect(row()).toHaveTextContent('30 s');

    await user.click(screen.getByRole('button', { name: 'Reset GET /api/coach/context' }));
    expect(row()).toHaveTextContent('CLOSED');
    expect(client.breakers.get('GET /api/coach/context').getState()).toBe('CLOSED');
  });
});
