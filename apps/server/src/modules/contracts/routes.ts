import {
  contractIdParamsSchema,
  contractTemplateListResponseSchema,
  contractTemplatePatchSchema,
  contractTemplateResponseSchema,
  declineContractSchema,
  newContractTemplateSchema,
  newContractVersionSchema,
  newSignatureRequestSchema,
  signatureRequestCreatedSchema,
  signatureRequestListQuerySchema,
  signatureRequestListResponseSchema,
  signatureRequestResponseSchema,
  signContractSchema,
  signedContractResponseSchema,
  signingViewResponseSchema,
  signTokenParamsSchema,
} from '@fundpath/contracts/contracts';
import { ADMIN_ONLY, STAFF } from '@fundpath/contracts/roles';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../adapters/storage/sniff';
import * as service from './service';

const tags = ['contracts'];
const BASE = '/api/admin/contracts';
const BODY_LIMIT = 128 * 1024;

function sendPdf(reply: FastifyReply, pdf: service.PdfDownload) {
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(pdf.filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (pdf.size) reply.header('content-length', String(pdf.size));
  return reply.send(pdf.stream);
}

/**
 * `/api/admin/contracts/*` (staff read, admins change), the signer's `/api/sign/:token/*` (the
 * link's token is the credential) and `/api/contracts/signed/:id/pdf` (the signer or staff).
 */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer, storage, config } = app.deps;
  const originOf = (req: { protocol: string; host: string }) =>
    config.publicUrl ?? `${req.protocol}://${req.host}`;

  app.get(
    `${BASE}/templates`,
    { config: { access: STAFF }, schema: { tags, response: { 200: contractTemplateListResponseSchema } } },
    async (req) => ({ status: 'success' as const, templates: await service.listTemplates(req.ctx) }),
  );
  app.post(
    `${BASE}/templates`,
    {
      config: { access: ADMIN_ONLY },
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: newContractTemplateSchema, response: { 201: contractTemplateResponseSchema } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: 'success' as const, template: await service.createTemplate(req.ctx, req.body) }),
  );
  app.get(
    `${BASE}/templates/:id`,
    {
      config: { access: STAFF },
      schema: { tags, params: contractIdParamsSchema, response: { 200: contractTemplateResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      template: await service.getTemplate(req.ctx, req.params.id),
    }),
  );
  app.patch(
    `${BASE}/templates/:id`,
    {
      config: { access: ADMIN_ONLY },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        params: contractIdParamsSchema,
        body: contractTemplatePatchSchema,
        response: { 200: contractTemplateResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      template: await service.updateTemplate(req.ctx, req.params.id, req.body),
    }),
  );
  app.post(
    `${BASE}/templates/:id/versions`,
    {
      config: { access: ADMIN_ONLY },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: contractIdParamsSchema,
        body: newContractVersionSchema,
        response: { 201: contractTemplateResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        template: await service.publishVersion(req.ctx, req.params.id, req.body),
      }),
  );

  app.get(
    `${BASE}/requests`,
    {
      config: { access: STAFF },
      schema: {
        tags,
        querystring: signatureRequestListQuerySchema,
        response: { 200: signatureRequestListResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listRequests(req.ctx, req.query)) }),
  );
  app.post(
    `${BASE}/requests`,
    {
      config: { access: ADMIN_ONLY },
      bodyLimit: 8 * 1024,
      schema: { tags, body: newSignatureRequestSchema, response: { 201: signatureRequestCreatedSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        ...(await service.sendSignatureRequest(req.ctx, mailer, req.body, originOf(req))),
      }),
  );
  app.get(
    `${BASE}/requests/:id`,
    {
      config: { access: STAFF },
      schema: { tags, params: contractIdParamsSchema, response: { 200: signatureRequestResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      request: await service.getRequest(req.ctx, req.params.id),
    }),
  );
  app.post(
    `${BASE}/requests/:id/void`,
    {
      config: { access: ADMIN_ONLY },
      schema: { tags, params: contractIdParamsSchema, response: { 200: signatureRequestResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      request: await service.voidRequest(req.ctx, req.params.id),
    }),
  );
  app.get(
    `${BASE}/signed/:id`,
    {
      config: { access: STAFF },
      schema: { tags, params: contractIdParamsSchema, response: { 200: signedContractResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, signed: await service.getSigned(req.ctx, req.params.id) }),
  );

  // The signer (signed in) or staff; the service answers 404 to anyone else.
  app.get(
    '/api/contracts/signed/:id/pdf',
    { config: { access: 'authenticated' }, schema: { tags, params: contractIdParamsSchema } },
    async (req, reply) => sendPdf(reply, await service.signedPdfFor(req.ctx, storage, req.params.id)),
  );

  // ---- the signing link ---------------------------------------------------------------------
  app.get(
    '/api/sign/:token',
    {
      config: { access: 'public' },
      schema: { tags, params: signTokenParamsSchema, response: { 200: signingViewResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      contract: await service.signingView(req.ctx, req.params.token),
    }),
  );
  app.post(
    '/api/sign/:token',
    {
      config: { access: 'public' },
      bodyLimit: 300 * 1024,
      schema: {
        tags,
        params: signTokenParamsSchema,
        body: signContractSchema,
        response: { 200: signingViewResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      contract: await service.sign(req.ctx, storage, req.params.token, req.body),
    }),
  );
  app.post(
    '/api/sign/:token/decline',
    {
      config: { access: 'public' },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        params: signTokenParamsSchema,
        body: declineContractSchema,
        response: { 200: signingViewResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      contract: await service.decline(req.ctx, req.params.token, req.body.reason),
    }),
  );
  app.get(
    '/api/sign/:token/pdf',
    { config: { access: 'public' }, schema: { tags, params: signTokenParamsSchema } },
    async (req, reply) => sendPdf(reply, await service.signedPdfByToken(req.ctx, storage, req.params.token)),
  );
};
