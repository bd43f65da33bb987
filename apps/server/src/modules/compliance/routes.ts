import {
  complianceIdParamsSchema,
  complianceListQuerySchema,
  consentKindSchema,
  consentListQuerySchema,
  consentListResponseSchema,
  consentResponseSchema,
  dataExportListResponseSchema,
  dataExportResponseSchema,
  deletionListResponseSchema,
  deletionResponseSchema,
  newConsentSchema,
  userRequestBodySchema,
} from '@fundpath/contracts/compliance';
import { ADMIN_ONLY, STAFF } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../adapters/storage/sniff';
import * as service from './service';

const tags = ['compliance'];
const BASE = '/api/admin/compliance';

/** `/api/admin/compliance/*` (staff read; admins record, export and delete) and `/api/consents`. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;

  app.get(
    `${BASE}/consents`,
    {
      config: { access: STAFF },
      schema: { tags, querystring: consentListQuerySchema, response: { 200: consentListResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listConsents(req.ctx, req.query)) }),
  );
  app.post(
    `${BASE}/consents`,
    {
      config: { access: ADMIN_ONLY },
      bodyLimit: 64 * 1024,
      schema: { tags, body: newConsentSchema, response: { 201: consentResponseSchema } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: 'success' as const, consent: await service.recordConsent(req.ctx, req.body) }),
  );
  // The signed-in user agrees to a document (their own IP and browser are recorded).
  app.post(
    '/api/consents',
    {
      config: { access: 'authenticated' },
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        body: newConsentSchema.pick({ version: true, statement: true }).extend({ kind: consentKindSchema }),
        response: { 201: consentResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: 'success' as const, consent: await service.agree(req.ctx, req.body) }),
  );

  app.get(
    `${BASE}/exports`,
    {
      config: { access: STAFF },
      schema: {
        tags,
        querystring: complianceListQuerySchema,
        response: { 200: dataExportListResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listExports(req.ctx, req.query)) }),
  );
  app.post(
    `${BASE}/exports`,
    {
      config: { access: ADMIN_ONLY },
      bodyLimit: 8 * 1024,
      schema: { tags, body: userRequestBodySchema, response: { 201: dataExportResponseSchema } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: 'success' as const, export: await service.requestExport(req.ctx, req.body) }),
  );
  app.get(
    `${BASE}/exports/:id`,
    {
      config: { access: STAFF },
      schema: { tags, params: complianceIdParamsSchema, response: { 200: dataExportResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, export: await service.getExport(req.ctx, req.params.id) }),
  );
  app.get(
    `${BASE}/exports/:id/download`,
    { config: { access: STAFF }, schema: { tags, params: complianceIdParamsSchema } },
    async (req, reply) => {
      const file = await service.exportDownload(req.ctx, storage, req.params.id);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.size) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  );

  app.get(
    `${BASE}/deletions`,
    {
      config: { access: STAFF },
      schema: { tags, querystring: complianceListQuerySchema, response: { 200: deletionListResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listDeletions(req.ctx, req.query)) }),
  );
  app.post(
    `${BASE}/deletions`,
    {
      config: { access: ADMIN_ONLY },
      bodyLimit: 8 * 1024,
      schema: { tags, body: userRequestBodySchema, response: { 201: deletionResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        deletion: await service.requestDeletion(req.ctx, storage, req.body),
      }),
  );
};
