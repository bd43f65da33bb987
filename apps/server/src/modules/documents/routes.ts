import {
  DOCUMENT_MAX_BYTES,
  documentDetailResponseSchema,
  documentFolderResponseSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentPatchSchema,
  documentResponseSchema,
  documentTemplateFieldsSchema,
  documentTemplateListResponseSchema,
  documentTemplatePatchSchema,
  documentTemplateResponseSchema,
  documentUploadFieldsSchema,
  newDocumentFolderSchema,
  shareDocumentTemplateSchema,
} from '@fundpath/contracts/documents';
import { errorBodySchema } from '@fundpath/contracts/errors';
import { staffRoles } from '@fundpath/contracts/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { type ReceivedFile, receiveUploads } from '../../platform/uploads';
import * as service from './service';

const tags = ['documents'];
const ok = 'success' as const;
const ANY = { access: 'authenticated' } as const;
const STAFF = { access: [...staffRoles] } as const;
const MANAGE = { access: { permission: service.MANAGE_TEMPLATES, roles: staffRoles } } as const;
const idParams = z.object({ id: z.uuid() });
const fileQuery = z.object({ version: z.uuid().optional() });
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const successOnly = z.object({ status: z.literal('success') });

/** One `file` part and a few text fields, checked here; the content is checked by the service. */
async function oneFile<S extends z.ZodType>(
  req: FastifyRequest,
  fieldsSchema: S,
): Promise<{ file: ReceivedFile; fields: z.infer<S> }> {
  const received = await receiveUploads(req, {
    maxBytes: DOCUMENT_MAX_BYTES,
    maxFiles: 1,
    fileField: 'file',
    maxFields: 4,
    notMultipartMessage: 'Send the file as multipart/form-data',
  });
  const file = received.files[0];
  if (file?.too_large) throw new AppError('PAYLOAD_TOO_LARGE', service.TOO_LARGE_MESSAGE);
  if (received.tooMany) throw new AppError('PAYLOAD_TOO_LARGE', 'Upload one file at a time');
  if (!file) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload');
  const parsed = fieldsSchema.safeParse(
    Object.fromEntries(Object.entries(received.fields).filter(([, v]) => v !== '')),
  );
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid fields', {
      issues: parsed.error.issues,
    });
  return { file, fields: parsed.data };
}

const send = (reply: FastifyReply, file: service.OpenedFile) => reply.headers(file.headers).send(file.stream);

/** `/api/documents`: one's documents (staff: a client's), uploads, versions, files, the template library. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;

  app.get(
    '/api/documents',
    {
      config: ANY,
      schema: {
        tags,
        querystring: documentListQuerySchema,
        response: { 200: documentListResponseSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: ok, ...(await service.listDocuments(req.ctx, req.query.user_id)) };
    },
  );

  app.post(
    '/api/documents/folders',
    {
      config: ANY,
      schema: {
        tags,
        body: newDocumentFolderSchema,
        response: { 201: documentFolderResponseSchema, ...errors(400, 409, 422) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, folder: await service.createFolder(req.ctx, req.body.name) }),
  );

  app.post(
    '/api/documents',
    {
      config: ANY,
      // Multipart: one `file` part (PDF, PNG, JPEG, WebP, DOCX by content, ≤ 20 MB), `title`, `folder_id`.
      schema: { tags, response: { 201: documentResponseSchema, ...errors(400, 404, 413) } },
    },
    async (req, reply) => {
      const { file, fields } = await oneFile(req, documentUploadFieldsSchema);
      return reply
        .code(201)
        .send({ status: ok, document: await service.uploadDocument(req.ctx, storage, file, fields) });
    },
  );

  // ---- the template library (static paths before `/:id`) ----------------------------------------

  app.get(
    '/api/documents/templates',
    { config: STAFF, schema: { tags, response: { 200: documentTemplateListResponseSchema } } },
    async (req) => ({ status: ok, ...(await service.listTemplates(req.ctx)) }),
  );

  app.post(
    '/api/documents/templates',
    {
      config: MANAGE,
      // Multipart: one `file` part, `title`, `description`.
      schema: { tags, response: { 201: documentTemplateResponseSchema, ...errors(400, 413) } },
    },
    async (req, reply) => {
      const { file, fields } = await oneFile(req, documentTemplateFieldsSchema);
      return reply
        .code(201)
        .send({ status: ok, template: await service.createTemplate(req.ctx, storage, file, fields) });
    },
  );

  app.patch(
    '/api/documents/templates/:id',
    {
      config: MANAGE,
      schema: {
        tags,
        params: idParams,
        body: documentTemplatePatchSchema,
        response: { 200: documentTemplateResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, template: await service.patchTemplate(req.ctx, req.params.id, req.body) }),
  );

  app.post(
    '/api/documents/templates/:id/file',
    {
      config: MANAGE,
      schema: {
        tags,
        params: idParams,
        response: { 200: documentTemplateResponseSchema, ...errors(400, 404, 413) },
      },
    },
    async (req) => {
      await service.assertTemplate(req.ctx, req.params.id);
      const { file } = await oneFile(req, z.object({}));
      return {
        status: ok,
        template: await service.replaceTemplateFile(req.ctx, storage, req.params.id, file),
      };
    },
  );

  app.delete(
    '/api/documents/templates/:id',
    { config: MANAGE, schema: { tags, params: idParams, response: { 200: successOnly, ...errors(404) } } },
    async (req) => {
      await service.deleteTemplate(req.ctx, req.params.id);
      return { status: ok };
    },
  );

  app.get(
    '/api/documents/templates/:id/download',
    { config: STAFF, schema: { tags, params: idParams } },
    async (req, reply) => send(reply, await service.openTemplate(req.ctx, storage, req.params.id, false)),
  );

  app.get(
    '/api/documents/templates/:id/preview',
    { config: STAFF, schema: { tags, params: idParams } },
    async (req, reply) => send(reply, await service.openTemplate(req.ctx, storage, req.params.id, true)),
  );

  app.post(
    '/api/documents/templates/:id/share',
    {
      config: STAFF,
      schema: {
        tags,
        params: idParams,
        body: shareDocumentTemplateSchema,
        response: { 201: documentResponseSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        status: ok,
        document: await service.shareTemplate(req.ctx, req.params.id, req.body.user_id),
      }),
  );

  // ---- one document -----------------------------------------------------------------------------

  app.get(
    '/api/documents/:id',
    {
      config: ANY,
      schema: { tags, params: idParams, response: { 200: documentDetailResponseSchema, ...errors(404) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: ok, ...(await service.getDocument(req.ctx, req.params.id)) };
    },
  );

  app.post(
    '/api/documents/:id/versions',
    {
      config: ANY,
      schema: {
        tags,
        params: idParams,
        response: { 201: documentResponseSchema, ...errors(400, 403, 404, 413) },
      },
    },
    async (req, reply) => {
      // Refused before the upload is read when the caller may not change the document.
      await service.assertWritable(req.ctx, req.params.id);
      const { file } = await oneFile(req, z.object({}));
      return reply
        .code(201)
        .send({ status: ok, document: await service.addVersion(req.ctx, storage, req.params.id, file) });
    },
  );

  app.patch(
    '/api/documents/:id',
    {
      config: ANY,
      schema: {
        tags,
        params: idParams,
        body: documentPatchSchema,
        response: { 200: documentResponseSchema, ...errors(400, 403, 404) },
      },
    },
    async (req) => ({ status: ok, document: await service.patchDocument(req.ctx, req.params.id, req.body) }),
  );

  app.delete(
    '/api/documents/:id',
    { config: ANY, schema: { tags, params: idParams, response: { 200: successOnly, ...errors(403, 404) } } },
    async (req) => {
      await service.deleteDocument(req.ctx, req.params.id);
      return { status: ok };
    },
  );

  app.get(
    '/api/documents/:id/download',
    { config: ANY, schema: { tags, params: idParams, querystring: fileQuery } },
    async (req, reply) =>
      send(reply, await service.openDocument(req.ctx, storage, req.params.id, req.query.version, false)),
  );

  app.get(
    '/api/documents/:id/preview',
    { config: ANY, schema: { tags, params: idParams, querystring: fileQuery } },
    async (req, reply) =>
      send(reply, await service.openDocument(req.ctx, storage, req.params.id, req.query.version, true)),
  );
};
