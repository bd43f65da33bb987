import { errorBodySchema } from '@fundpath/contracts/errors';
import {
  marketingGoParamsSchema,
  marketingGoQuerySchema,
  marketingKitResponseSchema,
} from '@fundpath/contracts/marketing';
import { CLIENT_ONLY } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import { normalizeHost } from '../brand';
import * as service from './service';

const tags = ['marketing'];
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));

/** Redirects per address and minute: a whole classroom scanning one poster fits, a script doesn't. */
export const REDIRECTS_PER_MINUTE = 120;

/** What a person who opened a dead link sees (a browser asked for a page, not JSON). */
const NOT_ACTIVE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Link not active</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>This link is not active</h1>
<p>The page it pointed to has moved or is no longer available.</p><p><a href="/">Go to the home page</a></p></body></html>`;

/** `/api/marketing/links` (the coach's kit) and the public short-link redirect `/go/{code}`. */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const redirects = new IpRateLimiter(REDIRECTS_PER_MINUTE, 60_000, 'Too many requests from this network.');

  app.get(
    '/api/marketing/links',
    {
      config: { access: CLIENT_ONLY },
      schema: { tags, response: { 200: marketingKitResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const kit = await service.myKit(req.ctx, app.deps.config.publicUrl, normalizeHost(req.host));
      return { status: 'success' as const, ...kit };
    },
  );

  // GET and the HEAD Fastify derives from it: HEAD redirects the same way but is never counted.
  app.get(
    '/go/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: marketingGoParamsSchema,
        querystring: marketingGoQuerySchema,
        response: { 302: z.null(), ...errors(400, 404, 429) },
      },
    },
    async (req, reply) => {
      redirects.hit(req.ip);
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Robots-Tag', 'noindex');
      try {
        const path = await service.follow(req.ctx, req.params.code, {
          method: req.method,
          headers: req.headers,
          source: req.query.src === 'qr' ? 'qr' : 'link',
        });
        return reply.redirect(path, 302);
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND' && wantsPage(req.headers.accept)) {
          // A person's browser gets a page, not JSON: a string with its own type skips the serializer.
          return reply
            .code(404 as 302)
            .type('text/html; charset=utf-8')
            .send(NOT_ACTIVE_PAGE as unknown as null);
        }
        throw err;
      }
    },
  );
};

/** A browser navigating (HTML first in Accept), as opposed to a script or the API client. */
function wantsPage(accept: string | undefined): boolean {
  return typeof accept === 'string' && /^\s*text\/html/i.test(accept);
}
