import { errorBodySchema } from '@fundpath/contracts/errors';
import {
  adminSpecialistListQuerySchema,
  adminSpecialistListResponseSchema,
  adminSpecialistResponseSchema,
  categoryInputSchema,
  categoryListResponseSchema,
  categoryResponseSchema,
  defaultHoursInputSchema,
  defaultHoursResponseSchema,
  specialistReviewBodySchema,
} from '@fundpath/contracts/marketplace';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as availability from './availability';
import * as services from './services';
import * as specialists from './specialists';

const tags = ['marketplace'];
const MANAGE = { access: { permission: 'marketplace.manage' } } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const idParams = z.object({ id: z.uuid() });
const deletedSchema = z.object({ status: z.literal('success'), deleted: z.literal(true) });
const ok = 'success' as const;
const BASE = '/api/admin/marketplace';

/** `/api/admin/marketplace/*` (marketplace.manage): specialists' review, categories, default hours. */
export const marketplaceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/specialists`,
    {
      config: MANAGE,
      schema: {
        tags,
        querystring: adminSpecialistListQuerySchema,
        response: { 200: adminSpecialistListResponseSchema, ...errors(400) },
      },
    },
    async (req) => ({ status: ok, ...(await specialists.listForAdmin(req.ctx, req.query)) }),
  );

  app.get(
    `${BASE}/specialists/:id`,
    {
      config: MANAGE,
      schema: { tags, params: idParams, response: { 200: adminSpecialistResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, specialist: await specialists.getForAdmin(req.ctx, req.params.id) }),
  );

  for (const action of ['approve', 'reinstate'] as const) {
    app.post(
      `${BASE}/specialists/:id/${action}`,
      {
        config: MANAGE,
        schema: {
          tags,
          params: idParams,
          response: { 200: adminSpecialistResponseSchema, ...errors(404, 409) },
        },
      },
      async (req) => ({ status: ok, specialist: await specialists.review(req.ctx, req.params.id, action) }),
    );
  }

  for (const action of ['reject', 'suspend'] as const) {
    app.post(
      `${BASE}/specialists/:id/${action}`,
      {
        config: MANAGE,
        bodyLimit: 8 * 1024,
        schema: {
          tags,
          params: idParams,
          body: specialistReviewBodySchema,
          response: { 200: adminSpecialistResponseSchema, ...errors(400, 404, 409) },
        },
      },
      async (req) => ({
        status: ok,
        specialist: await specialists.review(req.ctx, req.params.id, action, req.body.reason),
      }),
    );
  }

  // ---- categories (`/admin/manila/services`) ----
  app.get(
    `${BASE}/categories`,
    { config: MANAGE, schema: { tags, response: { 200: categoryListResponseSchema } } },
    async (req) => ({
      status: ok,
      categories: await services.listCategories(req.ctx.db, { activeOnly: false }),
    }),
  );

  app.post(
    `${BASE}/categories`,
    {
      config: MANAGE,
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        body: categoryInputSchema,
        response: { 201: categoryResponseSchema, ...errors(400, 409) },
      },
    },
    async (req, reply) => {
      const category = await services.createCategory(req.ctx, req.body);
      reply.code(201);
      return { status: ok, category };
    },
  );

  app.put(
    `${BASE}/categories/:id`,
    {
      config: MANAGE,
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        params: idParams,
        body: categoryInputSchema,
        response: { 200: categoryResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => ({
      status: ok,
      category: await services.updateCategory(req.ctx, req.params.id, req.body),
    }),
  );

  app.delete(
    `${BASE}/categories/:id`,
    { config: MANAGE, schema: { tags, params: idParams, response: { 200: deletedSchema, ...errors(404) } } },
    async (req) => {
      await services.deleteCategory(req.ctx, req.params.id);
      return { status: ok, deleted: true as const };
    },
  );

  // ---- default hours (`/admin/manila/default-hours`) ----
  app.get(
    `${BASE}/default-hours`,
    { config: MANAGE, schema: { tags, response: { 200: defaultHoursResponseSchema } } },
    async (req) => ({ status: ok, default_hours: await availability.getDefaultHours(req.ctx.db) }),
  );

  app.put(
    `${BASE}/default-hours`,
    {
      config: MANAGE,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        body: defaultHoursInputSchema,
        response: { 200: defaultHoursResponseSchema, ...errors(400) },
      },
    },
    async (req) => ({
      status: ok,
      default_hours: await availability.saveDefaultHours(req.ctx, req.body.weekly),
    }),
  );
};
