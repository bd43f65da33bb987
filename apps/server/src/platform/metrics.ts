import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from './errors';

/** Prometheus metrics at /metrics: process defaults plus request latency by route and status. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token: string | null }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'fundpath_' });
    const duration = new Histogram({
      name: 'fundpath_http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'not_found';
      duration.observe(
        { method: req.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      if (opts.token && req.headers.authorization !== `Bearer ${opts.token}`) {
        throw new AppError('UNAUTHENTICATED', 'Metrics token required');
      }
      reply.header('Content-Type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'fundpath-metrics' },
);
