import {
  adminMessageListResponseSchema,
  adminMessageResponseSchema,
  bankIdParamsSchema,
  bankListQuerySchema,
  bankListResponseSchema,
  bankPatchSchema,
  bankResponseSchema,
  messageKeyParamsSchema,
  messageUpdateSchema,
  newBankSchema,
  qualificationTextsResponseSchema,
} from '@fundpath/contracts/funding';
import { STAFF_AND_CLIENT } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './funding-service';

const tags = ['funding'];
const MANAGE = { permission: 'funding.manage' } as const;
const success = 'success' as const;
const ok = z.object({ status: z.literal('success') });
const BODY_LIMIT = 64 * 1024;

/**
 * Funding content: `/api/admin/banks` and `/api/admin/qualification-messages` (holders of
 * funding.manage), and the texts in force for everyone who sees a decision.
 */
export const fundingRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- banks ------------------------------------------------------------------------------------

  app.get(
    '/api/admin/banks',
    {
      config: { access: MANAGE },
      schema: { tags, querystring: bankListQuerySchema, response: { 200: bankListResponseSchema } },
    },
    async (req) => ({
      status: success,
      ...(await service.listBanks(req.ctx, req.query)),
      page: req.query.page,
      per_page: req.query.per_page,
    }),
  );

  app.post(
    '/api/admin/banks',
    {
      config: { access: MANAGE },
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: newBankSchema, response: { 201: bankResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({ status: success, bank: await service.createBank(req.ctx, req.body) }),
  );

  app.get(
    '/api/admin/banks/:id',
    {
      config: { access: MANAGE },
      schema: { tags, params: bankIdParamsSchema, response: { 200: bankResponseSchema } },
    },
    async (req) => ({ status: success, bank: await service.getBank(req.ctx, req.params.id) }),
  );

  app.patch(
    '/api/admin/banks/:id',
    {
      config: { access: MANAGE },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: bankIdParamsSchema,
        body: bankPatchSchema,
        response: { 200: bankResponseSchema },
      },
    },
    async (req) => ({ status: success, bank: await service.updateBank(req.ctx, req.params.id, req.body) }),
  );

  app.delete(
    '/api/admin/banks/:id',
    { config: { access: MANAGE }, schema: { tags, params: bankIdParamsSchema, response: { 200: ok } } },
    async (req) => {
      await service.deleteBank(req.ctx, req.params.id);
      return { status: success };
    },
  );

  // ---- qualification messages ---------------------------------------------------------------------

  app.get(
    '/api/qualification-messages',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags, response: { 200: qualificationTextsResponseSchema } },
    },
    async (req) => ({ status: success, messages: await service.qualificationTexts(req.ctx.db) }),
  );

  app.get(
    '/api/admin/qualification-messages',
    { config: { access: MANAGE }, schema: { tags, response: { 200: adminMessageListResponseSchema } } },
    async (req) => ({ status: success, messages: await service.listAdminMessages(req.ctx) }),
  );

  app.put(
    '/api/admin/qualification-messages/:key',
    {
      config: { access: MANAGE },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: messageKeyParamsSchema,
        body: messageUpdateSchema,
        response: { 200: adminMessageResponseSchema },
      },
    },
    async (req) => ({
      status: success,
      message: await service.updateMessage(req.ctx, req.params.key, req.body),
    }),
  );

  app.delete(
    '/api/admin/qualification-messages/:key',
    {
      config: { access: MANAGE },
      schema: { tags, params: messageKeyParamsSchema, response: { 200: adminMessageResponseSchema } },
    },
    async (req) => ({ status: success, message: await service.resetMessage(req.ctx, req.params.key) }),
  );
};
