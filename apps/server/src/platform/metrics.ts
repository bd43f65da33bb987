import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, type Metric, Registry } from 'prom-client';
import { AppError } from './errors';

const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Series {
  labels: { method: string; route: string; status: string };
  /** Per-bucket (not cumulative) counts; the last slot is above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * Request latency by method, route pattern and status, exposed through prom-client's registry in
 * exactly the shape of its Histogram. prom-client's Histogram validated, hashed and re-keyed the
 * labels of every observation, which on this per-request path cost more than the observation:
 * here a series is one Map lookup and its buckets plain counters.
 */
export class RequestDurationHistogram {
  readonly name = 'fundpath_http_request_duration_seconds';
  readonly help = 'HTTP request duration by method, route pattern and status code';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(private readonly buckets: readonly number[] = DURATION_BUCKETS) {}

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${status} ${method} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        counts: new Array(this.buckets.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    let i = 0;
    while (i < this.buckets.length && seconds > this.buckets[i]!) i++;
    series.counts[i]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What prom-client's registry formats: buckets (cumulative), +Inf, sum, count per series. */
  async getForPromString() {
    const values = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      for (let i = 0; i < this.buckets.length; i++) {
        cumulative += counts[i]!;
        values.push(this.value({ le: this.buckets[i]! }, cumulative, '_bucket', labels));
      }
      values.push(
        this.value({ le: '+Inf' }, count, '_bucket', labels),
        this.value({}, sum, '_sum', labels),
        this.value({}, count, '_count', labels),
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** The JSON form (`registry.getMetricsAsJSON`): labels merged into one object. */
  async get() {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }

  reset(): void {
    this.series.clear();
  }

  private value(labels: Record<string, string | number>, value: number, suffix: string, shared: object) {
    // prom-client's own shape, down to the exemplar slot (null on buckets, absent on sum/count).
    const exemplar = suffix === '_bucket' ? null : undefined;
    return { labels, sharedLabels: shared, value, metricName: `${this.name}${suffix}`, exemplar };
  }
}

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice(7) : '';
  // Digests have one length whatever was sent, so neither the length nor a prefix leaks.
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b) && presented.length > 0;
}

/**
 * Prometheus metrics at /metrics: process defaults plus request latency by route and status.
 * With a token, only `Authorization: Bearer <token>` reads them; without one they are open outside
 * production and off (404, nothing collected) in production.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token: string | null; enabled: boolean }) => {
    const route = { config: { access: 'public' as const }, schema: { hide: true } };
    if (!opts.enabled) {
      app.get('/metrics', route, async () => {
        throw new AppError('NOT_FOUND', 'Not found');
      });
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'fundpath_' });
    const duration = new RequestDurationHistogram();
    registry.registerMetric(duration as unknown as Metric);
    app.addHook('onResponse', (req, reply, done) => {
      duration.observe(
        req.method,
        req.routeOptions.url ?? 'not_found',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
    app.get('/metrics', route, async (req, reply) => {
      if (opts.token && !bearerMatches(req.headers.authorization, opts.token)) {
        throw new AppError('UNAUTHENTICATED', 'Metrics token required', undefined, {
          'WWW-Authenticate': 'Bearer',
        });
      }
      reply.header('Content-Type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'fundpath-metrics' },
);
