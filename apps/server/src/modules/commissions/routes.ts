import {
  adminCommissionQuerySchema,
  adminCommissionsResponseSchema,
  commissionListQuerySchema,
  createPayoutBodySchema,
  markPayoutPaidBodySchema,
  myCommissionsResponseSchema,
  myReferralsQuerySchema,
  myReferralsResponseSchema,
  payoutResponseSchema,
  payoutsResponseSchema,
  referralProgrammeResponseSchema,
} from '@fundpath/contracts/affiliates';
import { affiliateStatsQuerySchema, affiliateStatsResponseSchema } from '@fundpath/contracts/travel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as referrals from './referrals';
import * as service from './service';

const tags = ['commissions'];
const MANAGE = { access: { permission: 'commissions.manage' } } as const;
const payoutParams = z.object({ id: z.uuid() });

/** `/api/commissions` (the beneficiary's own ledger) and `/api/admin/commissions/*` (commissions.manage). */
export const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/commissions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        querystring: commissionListQuerySchema,
        response: { 200: myCommissionsResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await service.listMine(req.ctx, req.query)) };
    },
  );

  app.get(
    '/api/affiliates/me/stats',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        querystring: affiliateStatsQuerySchema,
        response: { 200: affiliateStatsResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await service.myStats(req.ctx, req.query.days)) };
    },
  );

  app.get(
    '/api/affiliates/me/referrals',
    {
      config: { access: ['affiliate'] },
      schema: {
        tags,
        querystring: myReferralsQuerySchema,
        response: { 200: myReferralsResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await referrals.myReferrals(req.ctx, req.query)) };
    },
  );

  app.get(
    '/api/referrals/programme',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: referralProgrammeResponseSchema } },
    },
    async () => ({
      status: 'success' as const,
      programme: referrals.programme(app.deps.config.affiliates),
    }),
  );

  app.get(
    '/api/admin/commissions',
    {
      config: MANAGE,
      schema: {
        tags,
        querystring: adminCommissionQuerySchema,
        response: { 200: adminCommissionsResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await service.listAll(req.ctx, req.query)) }),
  );

  app.get(
    '/api/admin/commissions/payouts',
    { config: MANAGE, schema: { tags, response: { 200: payoutsResponseSchema } } },
    async (req) => ({ status: 'success' as const, payouts: await service.listPayouts(req.ctx) }),
  );

  app.post(
    '/api/admin/commissions/payouts',
    {
      config: MANAGE,
      bodyLimit: 1024,
      schema: { tags, body: createPayoutBodySchema, response: { 201: payoutResponseSchema } },
    },
    async (req, reply) => {
      const payout = await service.createPayout(req.ctx, req.body.minimum_cents);
      reply.code(201);
      return {
        status: 'success' as const,
        payout,
        message: `Payout batch created: ${payout.beneficiaries} beneficiar${payout.beneficiaries === 1 ? 'y' : 'ies'}`,
      };
    },
  );

  app.post(
    '/api/admin/commissions/payouts/:id/paid',
    {
      config: MANAGE,
      bodyLimit: 1024,
      schema: {
        tags,
        params: payoutParams,
        body: markPayoutPaidBodySchema,
        response: { 200: payoutResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      payout: await service.markPaid(req.ctx, req.params.id, req.body.reference),
      message: 'Payout marked paid',
    }),
  );

  app.get(
    '/api/admin/commissions/payouts/:id/csv',
    { config: MANAGE, schema: { tags, params: payoutParams } },
    async (req, reply) => {
      const csv = await service.payoutCsv(req.ctx, req.params.id);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payout-${req.params.id}.csv"`)
        .header('Cache-Control', 'no-store');
      return csv;
    },
  );
};
