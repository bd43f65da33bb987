import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from './errors';

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FundPath</title></head>
<body style="font-family:system-ui;padding:2rem"><h1>FundPath API is running</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> (or use <code>npm start</code>, which builds it).</p></body></html>`;

/** A top-level file of the build (favicon, robots.txt…), never a path outside it. */
function topLevelFile(distDir: string, pathname: string): string | null {
  const name = pathname.slice(1);
  if (!/^[\w.-]+$/.test(name) || name.startsWith('.') || name === 'index.html') return null;
  const file = path.join(distDir, name);
  return existsSync(file) && statSync(file).isFile() ? name : null;
}

/**
 * Serves the built SPA: hashed assets with long-lived caching, and index.html for every other
 * non-API GET so the client router can handle (or redirect) the path. Unknown /api/* → JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) await app.register(fastifyStatic, { root: distDir, serve: false });
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : MISSING_BUILD;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/assets/*',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ '*': z.string().max(300) }) },
    },
    async (req, reply) => {
      if (!hasBuild) return reply.status(404).send(errorBody('NOT_FOUND', 'No web build'));
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.sendFile(`assets/${req.params['*']}`);
    },
  );

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${req.method} ${pathname}`));
    }
    const file = hasBuild ? topLevelFile(distDir, pathname) : null;
    if (file) return reply.header('Cache-Control', 'public, max-age=3600').sendFile(file);
    return reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
