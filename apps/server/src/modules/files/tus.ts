/**
 * Resumable uploads over tus (`/admin/chunked-upload`): @tus/server with its file store stages the
 * chunks under DATA_DIR/tus; the finished file is checked, copied into the storage adapter and
 * recorded in the library, and the staged copy removed. Each upload belongs to whoever created it.
 *
 * Limits: the staging directory and the lock are per instance (the tus MemoryLocker), so with
 * several instances a resumable upload must reach the same one (sticky routing), or the staging
 * directory be shared. The library itself lives in the storage adapter (S3 in that setup).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { LIBRARY_TUS_MAX_BYTES, LIBRARY_TUS_PATH } from '@fundpath/contracts/files';
import { STAFF } from '@fundpath/contracts/roles';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../../platform/auth';
import { requireActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import * as service from './service';

/** Header the route sets (overwriting the client's) to find the request's context in tus hooks. */
const CTX_HEADER = 'x-fundpath-upload-ctx';
const OWNER = 'fundpath_owner';
const STAGED_TTL_MS = 24 * 3600_000;

type Refusal = { status_code: number; body: string };
const refuse = (status_code: number, body: string): Refusal => ({ status_code, body });

export const tusRoutes: FastifyPluginAsync = async (app) => {
  const { config, storage } = app.deps;
  const directory = path.join(config.dataDir, 'tus');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: STAGED_TTL_MS });
  const contexts = new Map<string, Ctx>();
  const ctxOf = (req: { headers: Headers }): Ctx | undefined =>
    contexts.get(req.headers.get(CTX_HEADER) ?? '');

  const tus = new Server({
    path: LIBRARY_TUS_PATH,
    datastore,
    locker: new MemoryLocker(),
    maxSize: LIBRARY_TUS_MAX_BYTES,
    relativeLocation: true,
    exposedHeaders: ['X-Library-File-Id'],
    namingFunction: () => randomUUID().replaceAll('-', ''),
    async onUploadCreate(req, upload) {
      const ctx = ctxOf(req);
      if (!ctx?.realUser) throw refuse(401, 'Sign in again');
      const name = upload.metadata?.filename ?? '';
      if (!name || name.length > 300 || /\p{Cc}/u.test(name)) throw refuse(400, 'The file needs a name');
      if (upload.sizeIsDeferred) throw refuse(400, 'Send the file size when creating the upload');
      return { metadata: { ...upload.metadata, [OWNER]: ctx.realUser.id } };
    },
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const ctx = ctxOf(req);
      let owner: string | null | undefined;
      try {
        owner = (await datastore.getUpload(uploadId)).metadata?.[OWNER];
      } catch {
        return; // unknown upload: tus answers 404 itself
      }
      if (!ctx?.realUser || owner !== ctx.realUser.id)
        throw refuse(403, 'This upload belongs to someone else');
    },
    async onUploadFinish(req, upload) {
      const ctx = ctxOf(req);
      if (!ctx) throw refuse(401, 'Sign in again');
      const staged = {
        path: path.join(directory, upload.id),
        size: upload.size ?? upload.offset,
        name: upload.metadata?.filename ?? 'upload',
      };
      try {
        const file = await service.addStagedFile(ctx, storage, staged);
        return { headers: { 'X-Library-File-Id': file.id } };
      } catch (err) {
        if (err instanceof AppError) throw refuse(err.status, err.message);
        ctx.log.error({ err }, 'a finished resumable upload could not be stored');
        throw refuse(500, 'The file could not be stored');
      } finally {
        await datastore.remove(upload.id).catch(() => {});
      }
    },
  });

  // Chunks stream straight to the file store: Fastify must not read the body.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    requireActor(req.ctx);
    const key = randomUUID();
    contexts.set(key, req.ctx);
    // Ours, whatever the client sent: srvx builds the tus request's headers from rawHeaders.
    const raw = req.raw.rawHeaders;
    for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === CTX_HEADER) raw.splice(i, 2);
    raw.push(CTX_HEADER, key);
    req.raw.headers[CTX_HEADER] = key;
    reply.hijack();
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.raw.setHeader('cache-control', 'no-store');
    try {
      await tus.handle(req.raw, reply.raw);
    } finally {
      contexts.delete(key);
    }
  };
  const access = { access: STAFF };
  for (const url of [LIBRARY_TUS_PATH, `${LIBRARY_TUS_PATH}/:id`]) {
    app.route({
      method: url === LIBRARY_TUS_PATH ? ['POST'] : ['HEAD', 'PATCH', 'DELETE'],
      url,
      config: access,
      schema: {
        tags: ['files'],
        hide: true,
        ...(url === LIBRARY_TUS_PATH ? {} : { params: z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) }) }),
      },
      handler,
    });
  }

  // Abandoned uploads (no chunk for a day) are removed hourly.
  const timer = setInterval(() => void tus.cleanUpExpiredUploads().catch(() => {}), 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
