import {
  libraryFileResponseSchema,
  libraryListQuerySchema,
  libraryListResponseSchema,
} from '@fundpath/contracts/files';
import { ADMIN_ONLY, STAFF } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { receiveUploads } from '../../platform/uploads';
import * as service from './service';

const tags = ['files'];
const idParams = z.object({ id: z.uuid() });

/** `/api/admin/files`: the admin file library (staff read and upload; admins delete). */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;

  app.get(
    '/api/admin/files',
    {
      config: { access: STAFF },
      schema: { tags, querystring: libraryListQuerySchema, response: { 200: libraryListResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listFiles(req.ctx, req.query)) }),
  );

  app.post(
    '/api/admin/files',
    {
      config: { access: STAFF },
      // Multipart: one `file` part, up to 25 MB (larger files go through tus).
      schema: { tags, response: { 201: libraryFileResponseSchema } },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError('VALIDATION_FAILED', 'Send the file as multipart/form-data');
      const received = await receiveUploads(req, {
        maxBytes: 25 * 1024 * 1024,
        maxFiles: 1,
        fileField: 'file',
        maxFields: 2,
      });
      const file = received.files[0];
      if (file?.too_large) throw new AppError('PAYLOAD_TOO_LARGE', service.FORM_TOO_LARGE);
      if (received.tooMany) throw new AppError('PAYLOAD_TOO_LARGE', 'Upload one file at a time');
      if (!file) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload');
      return reply
        .code(201)
        .send({ status: 'success' as const, file: await service.addFormFile(req.ctx, storage, file) });
    },
  );

  app.get(
    '/api/admin/files/:id/download',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParams,
        querystring: z.object({ preview: z.enum(['1', 'true']).optional() }),
      },
    },
    async (req, reply) => {
      const file = await service.openFile(req.ctx, storage, req.params.id, Boolean(req.query.preview));
      reply.headers(file.headers);
      return reply.send(file.stream);
    },
  );

  app.delete(
    '/api/admin/files/:id',
    {
      config: { access: ADMIN_ONLY },
      schema: { tags, params: idParams, response: { 200: z.object({ status: z.literal('success') }) } },
    },
    async (req) => {
      await service.deleteFile(req.ctx, storage, req.params.id);
      return { status: 'success' as const };
    },
  );
};
