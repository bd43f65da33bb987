import {
  brandInputSchema,
  brandListResponseSchema,
  brandPatchSchema,
  brandResponseSchema,
  draftBaseSchema,
  logoVariants,
  pageContentSchema,
  pageEditorResponseSchema,
  pageKinds,
  pageQuerySchema,
  saveDraftBodySchema,
} from '@fundpath/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { receiveUploads } from '../../platform/uploads';
import * as admin from './admin-service';
import * as pages from './pages-service';

const tags = ['brand'];
const EDIT = { permission: 'brand.edit' } as const;
const idParams = z.object({ id: z.uuid() });
const logoParams = z.object({ id: z.uuid(), variant: z.enum(logoVariants) });
const pageParams = z.object({ id: z.uuid(), page: z.enum(pageKinds) });
const contextQuery = pageQuerySchema.pick({ context: true });
const versionParams = pageParams.extend({ version: z.coerce.number().int().min(1).max(1_000_000) });
/** Twelve sections at their largest fit well within this; anything bigger is not a page. */
const PAGE_BODY_LIMIT = 512 * 1024;

/** `/api/admin/brands…`: brands, logos and page content, for holders of `brand.edit`. */
export const brandAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.deps.storage;

  app.get(
    '/api/admin/brands',
    { config: { access: EDIT }, schema: { tags, response: { 200: brandListResponseSchema } } },
    async (req) => ({ status: 'success' as const, brands: await admin.listBrands(req.ctx) }),
  );

  app.post(
    '/api/admin/brands',
    {
      config: { access: EDIT },
      bodyLimit: 16 * 1024,
      schema: { tags, body: brandInputSchema, response: { 201: brandResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({ status: 'success' as const, brand: await admin.createBrand(req.ctx, req.body) }),
  );

  app.patch(
    '/api/admin/brands/:id',
    {
      config: { access: EDIT },
      bodyLimit: 16 * 1024,
      schema: { tags, params: idParams, body: brandPatchSchema, response: { 200: brandResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      brand: await admin.updateBrand(req.ctx, req.params.id, req.body),
    }),
  );

  app.post(
    '/api/admin/brands/:id/logos/:variant',
    {
      config: { access: EDIT },
      schema: { tags, params: logoParams, response: { 200: brandResponseSchema } },
    },
    async (req) => {
      await admin.getBrand(req.ctx, req.params.id);
      const { files, tooMany } = await receiveUploads(req, admin.LOGO_UPLOAD);
      if (tooMany) throw new AppError('VALIDATION_FAILED', 'Upload one logo at a time');
      return {
        status: 'success' as const,
        brand: await admin.setLogo(req.ctx, storage, req.params.id, req.params.variant, files),
      };
    },
  );

  app.delete(
    '/api/admin/brands/:id/logos/:variant',
    {
      config: { access: EDIT },
      schema: { tags, params: logoParams, response: { 200: brandResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      brand: await admin.removeLogo(req.ctx, storage, req.params.id, req.params.variant),
    }),
  );

  // ---- pages -------------------------------------------------------------------------------------

  const refOf = (
    params: { id: string; page: (typeof pageKinds)[number] },
    query: z.output<typeof contextQuery>,
  ) => ({
    brandId: params.id,
    page: params.page,
    context: query.context,
  });

  app.get(
    '/api/admin/brands/:id/pages/:page',
    {
      config: { access: EDIT },
      schema: {
        tags,
        params: pageParams,
        querystring: contextQuery,
        response: { 200: pageEditorResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await pages.getPageEditor(req.ctx, refOf(req.params, req.query))),
    }),
  );

  app.put(
    '/api/admin/brands/:id/pages/:page/draft',
    {
      config: { access: EDIT },
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        tags,
        params: pageParams,
        querystring: contextQuery,
        body: saveDraftBodySchema,
        response: { 200: pageEditorResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await pages.saveDraft(
        req.ctx,
        refOf(req.params, req.query),
        req.body.content,
        req.body.base_updated_at,
      )),
    }),
  );

  app.post(
    '/api/admin/brands/:id/pages/:page/publish',
    {
      config: { access: EDIT },
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        tags,
        params: pageParams,
        querystring: contextQuery,
        // Optional: the editor publishes what it shows, saving it as the draft in the same step.
        body: z
          .object({ content: pageContentSchema.optional(), base_updated_at: draftBaseSchema })
          .optional(),
        response: { 200: pageEditorResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await pages.publishPage(
        req.ctx,
        refOf(req.params, req.query),
        req.body?.content,
        req.body?.base_updated_at,
      )),
    }),
  );

  app.post(
    '/api/admin/brands/:id/pages/:page/versions/:version/restore',
    {
      config: { access: EDIT },
      schema: {
        tags,
        params: versionParams,
        querystring: contextQuery,
        response: { 200: pageEditorResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await pages.restoreVersion(req.ctx, refOf(req.params, req.query), req.params.version)),
    }),
  );
};
