import {
  audienceCountResponseSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignPatchSchema,
  campaignRecipientsQuerySchema,
  campaignRecipientsResponseSchema,
  campaignResponseSchema,
  campaignScheduleSchema,
  campaignStatsResponseSchema,
  campaignTestResponseSchema,
  campaignTestSchema,
  emailContentSchema,
  emailPreviewBodySchema,
  emailPreviewQuerySchema,
  emailPreviewResponseSchema,
  marketingAudienceResponseSchema,
  marketingEmailListResponseSchema,
  marketingEmailResponseSchema,
  segmentCountBodySchema,
  segmentInputSchema,
  segmentListResponseSchema,
  segmentPatchSchema,
  segmentResponseSchema,
  suppressionInputSchema,
  suppressionListQuerySchema,
  suppressionListResponseSchema,
  suppressionResponseSchema,
  unsubscribeStateSchema,
} from '@fundpath/contracts/campaigns';
import { errorBodySchema } from '@fundpath/contracts/errors';
import { CLIENT_ONLY, staffRoles } from '@fundpath/contracts/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_REPLAYED_HEADER, idempotencyKeyOf } from '../../platform/idempotency';
import { IpRateLimiter } from '../../platform/ip-rate-limit';
import * as marketing from './marketing';
import * as service from './service';

const tags = ['campaigns'];
const STAFF = { access: [...staffRoles] } as const;
/** Sending, scheduling, cancelling and the suppression list's changes (spec: "sending needs campaigns.send"). */
const SEND = { access: { permission: 'campaigns.send', roles: [...staffRoles] } } as const;
const CLIENT = { access: CLIENT_ONLY } as const;
const PUBLIC = { access: 'public' } as const;
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorBodySchema]));
const ok = 'success' as const;
const idParams = z.object({ id: z.uuid('Unknown id') });
const okSchema = z.object({ status: z.literal(ok) });
/** Bodies carry at most 40 blocks of ≤ 5 000 characters. */
const CONTENT_LIMIT = 256 * 1024;

/** Staff and coach answers are live (counts, stats, the send log): never cached. */
const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
  reply.header('Cache-Control', 'no-store');
};

/** Where links in messages point: PUBLIC_URL, else the origin the request came to. */
const originOf = (req: FastifyRequest) => req.server.deps.config.publicUrl ?? `${req.protocol}://${req.host}`;

/** `/api/campaigns/*` for staff: segments, campaigns, preview, tests, sending, stats, suppressions. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer } = app.deps;
  app.addHook('onSend', noStore);

  // ---- segments
  app.get(
    '/api/campaigns/segments',
    { config: STAFF, schema: { tags, response: { 200: segmentListResponseSchema } } },
    async (req) => ({ status: ok, segments: await service.listSegments(req.ctx) }),
  );
  app.post(
    '/api/campaigns/segments',
    {
      config: STAFF,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        body: segmentInputSchema,
        response: { 201: segmentResponseSchema, ...errors(400, 403, 409, 422) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, segment: await service.createSegment(req.ctx, req.body) }),
  );
  app.post(
    '/api/campaigns/segments/count',
    {
      config: STAFF,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        body: segmentCountBodySchema,
        response: { 200: audienceCountResponseSchema, ...errors(400, 403) },
      },
    },
    async (req) => ({ status: ok, audience: await service.countAudience(req.ctx, req.body.filter) }),
  );
  app.get(
    '/api/campaigns/segments/:id',
    {
      config: STAFF,
      schema: { tags, params: idParams, response: { 200: segmentResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, segment: await service.getSegment(req.ctx, req.params.id) }),
  );
  app.get(
    '/api/campaigns/segments/:id/count',
    {
      config: STAFF,
      schema: { tags, params: idParams, response: { 200: audienceCountResponseSchema, ...errors(403, 404) } },
    },
    async (req) => ({ status: ok, audience: await service.countSegment(req.ctx, req.params.id) }),
  );
  app.patch(
    '/api/campaigns/segments/:id',
    {
      config: STAFF,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        params: idParams,
        body: segmentPatchSchema,
        response: { 200: segmentResponseSchema, ...errors(400, 403, 404, 409) },
      },
    },
    async (req) => ({ status: ok, segment: await service.updateSegment(req.ctx, req.params.id, req.body) }),
  );
  app.delete(
    '/api/campaigns/segments/:id',
    { config: STAFF, schema: { tags, params: idParams, response: { 200: okSchema, ...errors(404) } } },
    async (req) => {
      await service.deleteSegment(req.ctx, req.params.id);
      return { status: ok };
    },
  );

  // ---- suppression list
  app.get(
    '/api/campaigns/suppressions',
    {
      config: STAFF,
      schema: {
        tags,
        querystring: suppressionListQuerySchema,
        response: { 200: suppressionListResponseSchema, ...errors(400) },
      },
    },
    async (req) => ({ status: ok, ...(await service.listSuppressions(req.ctx, req.query)) }),
  );
  app.post(
    '/api/campaigns/suppressions',
    {
      config: SEND,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        body: suppressionInputSchema,
        response: { 201: suppressionResponseSchema, ...errors(400) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, suppression: await service.addSuppression(req.ctx, req.body) }),
  );
  app.delete(
    '/api/campaigns/suppressions/:id',
    { config: SEND, schema: { tags, params: idParams, response: { 200: okSchema, ...errors(404) } } },
    async (req) => {
      await service.removeSuppression(req.ctx, req.params.id);
      return { status: ok };
    },
  );

  // ---- campaigns
  app.get(
    '/api/campaigns',
    {
      config: STAFF,
      schema: {
        tags,
        querystring: campaignListQuerySchema,
        response: { 200: campaignListResponseSchema, ...errors(400) },
      },
    },
    async (req) => ({ status: ok, ...(await service.listCampaigns(req.ctx, req.query)) }),
  );
  app.post(
    '/api/campaigns',
    {
      config: STAFF,
      bodyLimit: CONTENT_LIMIT,
      schema: {
        tags,
        body: campaignInputSchema,
        response: { 201: campaignResponseSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: ok, campaign: await service.createCampaign(req.ctx, req.body) }),
  );
  app.post(
    '/api/campaigns/preview',
    {
      config: STAFF,
      bodyLimit: CONTENT_LIMIT,
      schema: {
        tags,
        body: emailPreviewBodySchema,
        response: { 200: emailPreviewResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({
      status: ok,
      preview: await service.previewContent(req.ctx, originOf(req), req.body, { user_id: req.body.user_id }),
    }),
  );
  app.get(
    '/api/campaigns/:id',
    {
      config: STAFF,
      schema: { tags, params: idParams, response: { 200: campaignResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, campaign: await service.getCampaign(req.ctx, req.params.id) }),
  );
  app.patch(
    '/api/campaigns/:id',
    {
      config: STAFF,
      bodyLimit: CONTENT_LIMIT,
      schema: {
        tags,
        params: idParams,
        body: campaignPatchSchema,
        response: { 200: campaignResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (req) => ({ status: ok, campaign: await service.updateCampaign(req.ctx, req.params.id, req.body) }),
  );
  app.delete(
    '/api/campaigns/:id',
    { config: STAFF, schema: { tags, params: idParams, response: { 200: okSchema, ...errors(404, 409) } } },
    async (req) => {
      await service.deleteCampaign(req.ctx, req.params.id);
      return { status: ok };
    },
  );
  app.get(
    '/api/campaigns/:id/preview',
    {
      config: STAFF,
      schema: {
        tags,
        params: idParams,
        querystring: emailPreviewQuerySchema,
        response: { 200: emailPreviewResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({
      status: ok,
      preview: await service.previewCampaign(req.ctx, originOf(req), req.params.id, req.query.user_id),
    }),
  );
  app.post(
    '/api/campaigns/:id/test',
    {
      config: STAFF,
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        params: idParams,
        body: campaignTestSchema,
        response: { 200: campaignTestResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (req) => ({
      status: ok,
      sent_to: await service.sendTest(req.ctx, mailer, originOf(req), req.params.id, req.body),
    }),
  );
  // "Send now" is a schedule for now: the same checks, answer and background job.
  const scheduled = { 200: campaignResponseSchema, ...errors(400, 403, 404, 409, 422) };
  const schedule = (req: FastifyRequest, id: string, at: Date | null) =>
    service.scheduleCampaign(req.ctx, originOf(req), id, at);
  app.post(
    '/api/campaigns/:id/send',
    { config: SEND, schema: { tags, params: idParams, response: scheduled } },
    async (req) => ({ status: ok, campaign: await schedule(req, req.params.id, null) }),
  );
  app.post(
    '/api/campaigns/:id/schedule',
    {
      config: SEND,
      bodyLimit: 4 * 1024,
      schema: { tags, params: idParams, body: campaignScheduleSchema, response: scheduled },
    },
    async (req) => ({ status: ok, campaign: await schedule(req, req.params.id, new Date(req.body.send_at)) }),
  );
  app.post(
    '/api/campaigns/:id/cancel',
    {
      config: SEND,
      schema: { tags, params: idParams, response: { 200: campaignResponseSchema, ...errors(403, 404, 409) } },
    },
    async (req) => ({ status: ok, campaign: await service.cancelCampaign(req.ctx, req.params.id) }),
  );
  app.get(
    '/api/campaigns/:id/stats',
    {
      config: STAFF,
      schema: { tags, params: idParams, response: { 200: campaignStatsResponseSchema, ...errors(404) } },
    },
    async (req) => ({ status: ok, ...(await service.campaignStats(req.ctx, req.params.id)) }),
  );
  app.get(
    '/api/campaigns/:id/recipients',
    {
      config: STAFF,
      schema: {
        tags,
        params: idParams,
        querystring: campaignRecipientsQuerySchema,
        response: { 200: campaignRecipientsResponseSchema, ...errors(400, 404) },
      },
    },
    async (req) => ({ status: ok, ...(await service.campaignRecipients(req.ctx, req.params.id, req.query)) }),
  );
};

/** A 1×1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,80}$/, 'This link is not valid') });

/**
 * The public side of every message: unsubscribe (the page's reads and RFC 8058 one-click POSTs,
 * which come from mail providers without cookies, as a form body), the open pixel, the click
 * redirect. Tokens are signed; nothing here reveals more than the address the link was sent to.
 */
export const campaignPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const unsubscribes = new IpRateLimiter(300, 10 * 60_000, 'Too many requests from this network.');
  // One-click unsubscribes arrive as `List-Unsubscribe=One-Click` form bodies (this plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, { form: String(body) }),
  );
  const anyBody = z.unknown().optional();

  app.get(
    '/api/campaigns/unsubscribe/:token',
    {
      config: PUBLIC,
      onRequest: unsubscribes.onRequest(),
      schema: {
        tags,
        params: tokenParams,
        response: { 200: unsubscribeStateSchema, ...errors(400, 404, 429) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      return service.unsubscribeState(db, config.appSecret, req.params.token);
    },
  );
  // The one-click POST (RFC 8058) and the page's button; "Subscribe again" undoes it.
  for (const [path, act] of [
    ['/api/campaigns/unsubscribe/:token', service.unsubscribe],
    ['/api/campaigns/unsubscribe/:token/resubscribe', service.resubscribe],
  ] as const) {
    app.post(
      path,
      {
        config: PUBLIC,
        onRequest: unsubscribes.onRequest(),
        bodyLimit: 1024,
        schema: {
          tags,
          params: tokenParams,
          body: anyBody,
          response: { 200: unsubscribeStateSchema, ...errors(400, 404, 429) },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return act(db, config.appSecret, req.params.token);
      },
    );
  }
  app.get(
    '/api/campaigns/o/:file',
    {
      config: PUBLIC,
      schema: {
        tags,
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,80}\.gif$/, 'Unknown image') }),
      },
    },
    async (req, reply) => {
      try {
        await service.recordOpen(db, config.appSecret, req.params.file.slice(0, -4));
      } catch (err) {
        req.log.warn({ err }, 'campaign open not recorded');
      }
      return reply
        .header('Content-Type', 'image/gif')
        .header('Cache-Control', 'no-store, no-cache, must-revalidate, private')
        .header('Pragma', 'no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .send(PIXEL);
    },
  );
  app.get(
    '/api/campaigns/c/:token',
    {
      config: PUBLIC,
      schema: {
        tags,
        params: tokenParams,
        querystring: z.object({ u: z.string().max(2000).optional() }),
        response: { ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      const url = await service.recordClick(db, config.appSecret, req.params.token, req.query.u);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .redirect(url, 302);
    },
  );
};

/** `/api/marketing/audience` and `/api/marketing/emails*`: a coach's e-mail to their own contacts. */
export const marketingEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer } = app.deps;
  app.addHook('onSend', noStore);
  const mtags = ['marketing'];
  /** The coach's e-mail in the body (the campaigns' content format), for preview, test and send. */
  const withContent = <R extends object>(response: R) =>
    ({
      config: CLIENT,
      bodyLimit: CONTENT_LIMIT,
      schema: { tags: mtags, body: emailContentSchema, response },
    }) as const;
  app.get(
    '/api/marketing/audience',
    { config: CLIENT, schema: { tags: mtags, response: { 200: marketingAudienceResponseSchema } } },
    async (req) => ({ status: ok, audience: await marketing.marketingAudience(req.ctx) }),
  );
  app.get(
    '/api/marketing/emails',
    { config: CLIENT, schema: { tags: mtags, response: { 200: marketingEmailListResponseSchema } } },
    async (req) => ({ status: ok, ...(await marketing.listMarketingEmails(req.ctx)) }),
  );
  app.post(
    '/api/marketing/emails/preview',
    withContent({ 200: emailPreviewResponseSchema, ...errors(400) }),
    async (req) => ({
      status: ok,
      preview: await marketing.previewMarketingEmail(req.ctx, originOf(req), req.body),
    }),
  );
  app.post(
    '/api/marketing/emails/test',
    withContent({ 200: campaignTestResponseSchema, ...errors(400, 429) }),
    async (req) => ({
      status: ok,
      sent_to: await marketing.testMarketingEmail(req.ctx, mailer, originOf(req), req.body),
    }),
  );
  app.get(
    '/api/marketing/emails/:id',
    {
      config: CLIENT,
      schema: {
        tags: mtags,
        params: idParams,
        response: { 200: marketingEmailResponseSchema, ...errors(404) },
      },
    },
    async (req) => ({ status: ok, email: await marketing.getMarketingEmail(req.ctx, req.params.id) }),
  );
  app.post(
    '/api/marketing/emails',
    withContent({
      200: marketingEmailResponseSchema,
      202: marketingEmailResponseSchema,
      ...errors(400, 409, 422),
    }),
    async (req, reply) => {
      const key = idempotencyKeyOf(req);
      const { email, replayed } = await marketing.sendMarketingEmail(req.ctx, originOf(req), req.body, key);
      if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return reply.code(replayed ? 200 : 202).send({ status: ok, email });
    },
  );
};
