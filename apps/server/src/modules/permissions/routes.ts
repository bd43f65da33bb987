import {
  auditListQuerySchema,
  auditListResponseSchema,
  effectivePermissionsResponseSchema,
  newOverrideSchema,
  overrideListQuerySchema,
  overrideListResponseSchema,
  overrideResponseSchema,
  permissionCatalogueResponseSchema,
  updateMatrixSchema,
} from '@fundpath/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service';

const tags = ['permissions'];
const MANAGE = { permission: 'permissions.manage' } as const;
const AUDIT = { permission: 'audit.view' } as const;
const idParams = z.object({ id: z.uuid() });
const ok = z.object({ status: z.literal('success') });

/** `/api/admin/permissions/*` (holders of permissions.manage) and `/api/admin/audit-logs` (audit.view). */
export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/permissions/catalogue',
    { config: { access: MANAGE }, schema: { tags, response: { 200: permissionCatalogueResponseSchema } } },
    async (req) => ({ status: 'success' as const, ...(await service.catalogue(req.ctx)) }),
  );

  app.put(
    '/api/admin/permissions/matrix',
    {
      config: { access: MANAGE },
      bodyLimit: 64 * 1024,
      schema: { tags, body: updateMatrixSchema, response: { 200: permissionCatalogueResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.updateMatrix(req.ctx, req.body)) }),
  );

  app.get(
    '/api/admin/permissions/overrides',
    {
      config: { access: MANAGE },
      schema: { tags, querystring: overrideListQuerySchema, response: { 200: overrideListResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      overrides: await service.listOverrides(req.ctx, req.query),
    }),
  );

  app.post(
    '/api/admin/permissions/overrides',
    {
      config: { access: MANAGE },
      bodyLimit: 16 * 1024,
      schema: { tags, body: newOverrideSchema, response: { 201: overrideResponseSchema } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: 'success' as const, override: await service.setOverride(req.ctx, req.body) }),
  );

  app.delete(
    '/api/admin/permissions/overrides/:id',
    { config: { access: MANAGE }, schema: { tags, params: idParams, response: { 200: ok } } },
    async (req) => {
      await service.removeOverride(req.ctx, req.params.id);
      return { status: 'success' as const };
    },
  );

  app.get(
    '/api/admin/permissions/users/:id',
    {
      config: { access: MANAGE },
      schema: { tags, params: idParams, response: { 200: effectivePermissionsResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.effectiveOf(req.ctx, req.params.id)) }),
  );

  app.get(
    '/api/admin/audit-logs',
    {
      config: { access: AUDIT },
      schema: { tags, querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listAudit(req.ctx, req.query)) }),
  );

  app.get(
    '/api/admin/audit-logs/export',
    {
      config: { access: AUDIT },
      schema: { tags, querystring: auditListQuerySchema.omit({ page: true, per_page: true }) },
    },
    async (req, reply) => {
      const csv = await service.exportAudit(req.ctx, req.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'no-store');
      return csv;
    },
  );
};
