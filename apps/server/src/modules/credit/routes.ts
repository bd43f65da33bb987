import { messageResponseSchema } from '@fundpath/contracts/auth';
import {
  adminCreditReportsQuerySchema,
  adminCreditReportsResponseSchema,
  type CreditEvaluation,
  type CreditImprovements,
  clientCreditFetchBodySchema,
  clientCreditFetchResponseSchema,
  compareCreditReportsQuerySchema,
  compareCreditReportsResponseSchema,
  creditAuditLogQuerySchema,
  creditAuditLogResponseSchema,
  creditCredentialsBodySchema,
  creditCredentialsResponseSchema,
  creditReportHistoryResponseSchema,
  creditSubjectQuerySchema,
  creditTestFetchResponseSchema,
  evaluateCreditBodySchema,
  evaluateCreditResponseSchema,
  importCreditReportBodySchema,
  importCreditReportResponseSchema,
  saveCreditReportBodySchema,
  saveCreditReportResponseSchema,
  storedCreditReportResponseSchema,
} from '@fundpath/contracts/credit';
import { ADMIN_ONLY, STAFF, STAFF_AND_CLIENT } from '@fundpath/contracts/roles';
import { jsonNestingError } from '@fundpath/credit-engine';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth';
import { limitError } from './analysis';
import { createAnalysisPool } from './analysis-pool';
import { type CreditReportProvider, settingsProvider } from './providers';
import * as service from './service';

/** Real merged reports run from 100 KB to several MB; the rest of the API keeps the 1 MB default. */
export const CREDIT_BODY_LIMIT = 10 * 1024 * 1024;

const success = 'success' as const;
// The engine's types are the wire shapes; the contracts check their top level only.
const wire = (a: service.Analysis) => ({
  evaluation: a.evaluation as CreditEvaluation,
  improvements: a.improvements as CreditImprovements,
});

export interface CreditRoutesOptions {
  /** Defaults to the provider the environment configures (the embedded sandbox unless set). */
  provider?: CreditReportProvider;
  /** The analysis worker pool's settings (tests: a short time limit, a small queue). */
  analysisPool?: Parameters<typeof createAnalysisPool>[0];
}

/** The JSON text of each credit request's body, for the worker to parse again (see analysis.ts). */
const bodyTexts = new WeakMap<FastifyRequest, string>();

/** Credit reports: evaluation, pulls, stored versions, credentials, history, staff directory and audit. */
export const creditRoutes: FastifyPluginAsyncZod<CreditRoutesOptions> = async (app, opts) => {
  const provider = opts.provider ?? settingsProvider(app.deps.settings);
  const tags = ['credit'];
  const clientsAndStaff = { access: STAFF_AND_CLIENT };

  // Reports are evaluated in worker threads (hole 2: one large report froze the instance).
  const analysisPool = createAnalysisPool(opts.analysisPool);
  const analyse = analysisPool.analyse;
  app.addHook('onClose', async () => analysisPool.close());

  // This plugin's JSON bodies: refused past the nesting limit before parsing (one pass over the
  // text, no recursion), and kept as text so the worker, not the event loop, walks the report.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: CREDIT_BODY_LIMIT },
    (req, body, done) => {
      const text = body as string;
      const deep = jsonNestingError(text);
      if (deep) return done(limitError(deep), undefined);
      bodyTexts.set(req, text);
      return parseJson(req, text, done);
    },
  );
  const source = (req: FastifyRequest & { body: { raw_credit_data?: unknown } }) => ({
    raw_credit_data: req.body.raw_credit_data,
    bodyText: bodyTexts.get(req),
  });

  // ---- decisions --------------------------------------------------------------------------------

  app.post(
    '/api/credit-decision/evaluate',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: { tags, body: evaluateCreditBodySchema, response: { 200: evaluateCreditResponseSchema } },
    },
    async (req, reply) => {
      // Serialized in the worker (a maximal report's answer is ~10 MB): sent as is, same shape.
      const input = { ...req.body, ...source(req) };
      const { json } = await service.evaluate(req.ctx, input, analysisPool.analyseJson);
      // The typed reply expects the object; this text is that object's JSON (a string is sent as is).
      const body = `{"status":"success",${json.slice(1)}` as unknown as never;
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.post(
    '/api/credit-decision/save-report',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: { tags, body: saveCreditReportBodySchema, response: { 200: saveCreditReportResponseSchema } },
    },
    async (req) => {
      const { row, analysis } = await service.saveReport(req.ctx, { ...req.body, ...source(req) }, analyse);
      return {
        status: success,
        message: 'Credit report saved',
        report_id: row.id,
        version: row.version,
        evaluation: wire(analysis).evaluation,
      };
    },
  );

  // ---- the credit report page -------------------------------------------------------------------

  app.post(
    '/api/credit-report-test/fetch',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: { tags, body: creditCredentialsBodySchema, response: { 200: creditTestFetchResponseSchema } },
    },
    async (req) => {
      const { rawReport, row } = await service.fetchForReportPage(req.ctx, provider, req.body, analyse);
      return {
        status: success,
        message: 'Credit report fetched successfully',
        data: {
          credit_report_json: { rawReport },
          report_id: row?.id ?? null,
          version: row?.version ?? null,
        },
      };
    },
  );

  app.post(
    '/api/credit-report-test/save-credentials',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: { tags, body: creditCredentialsBodySchema, response: { 200: messageResponseSchema } },
    },
    async (req) => {
      await service.saveCredentials(req.ctx, requireActor(req.ctx).id, req.body);
      return { status: success, message: 'Credentials saved' };
    },
  );

  app.get(
    '/api/credit-report-test/get-credentials',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: { tags, response: { 200: creditCredentialsResponseSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: success, ...(await service.getOwnCredentials(req.ctx)) };
    },
  );

  // ---- the client's stored reports --------------------------------------------------------------

  app.get(
    '/api/client/credit-report/latest',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: {
        tags,
        querystring: creditSubjectQuerySchema,
        response: { 200: storedCreditReportResponseSchema },
      },
    },
    async (req) => ({ status: success, data: await service.getLatest(req.ctx, req.query.user_id) }),
  );

  app.post(
    '/api/client/credit-report/fetch',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: { tags, body: clientCreditFetchBodySchema, response: { 200: clientCreditFetchResponseSchema } },
    },
    async (req) => {
      const { row, analysis } = await service.fetchAndStore(req.ctx, provider, req.body, analyse);
      return {
        status: success,
        message: 'Credit report fetched successfully',
        data: { report: row.raw_report, report_id: row.id, version: row.version, ...wire(analysis) },
      };
    },
  );

  app.post(
    '/api/client/credit-report/import',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: {
        tags,
        body: importCreditReportBodySchema,
        response: { 200: importCreditReportResponseSchema },
      },
    },
    async (req) => {
      const { row, analysis } = await service.importReport(req.ctx, { ...req.body, ...source(req) }, analyse);
      return {
        status: success,
        message: 'Credit report imported',
        data: { report_id: row.id, version: row.version, source: row.source, ...wire(analysis) },
      };
    },
  );

  app.get(
    '/api/client/credit-report/history',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: {
        tags,
        querystring: creditSubjectQuerySchema,
        response: { 200: creditReportHistoryResponseSchema },
      },
    },
    async (req) => ({ status: success, reports: await service.getHistory(req.ctx, req.query.user_id) }),
  );

  app.get(
    '/api/client/credit-report/versions/:id',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: storedCreditReportResponseSchema },
      },
    },
    async (req) => ({ status: success, data: await service.getVersion(req.ctx, req.params.id) }),
  );

  app.get(
    '/api/client/credit-report/compare',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: clientsAndStaff,
      schema: {
        tags,
        querystring: compareCreditReportsQuerySchema,
        response: { 200: compareCreditReportsResponseSchema },
      },
    },
    async (req) => ({
      status: success,
      ...(await service.compareReports(req.ctx, req.query.from, req.query.to)),
    }),
  );

  // ---- staff ------------------------------------------------------------------------------------

  app.get(
    '/api/admin/credit-reports',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: { access: STAFF },
      schema: {
        tags,
        querystring: adminCreditReportsQuerySchema,
        response: { 200: adminCreditReportsResponseSchema },
      },
    },
    async (req) => {
      const { reports, total } = await service.listClientReports(req.ctx, req.query);
      return { status: success, reports, total, page: req.query.page, per_page: req.query.per_page };
    },
  );

  app.get(
    '/api/admin/credit-audit-log',
    {
      bodyLimit: CREDIT_BODY_LIMIT,
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        querystring: creditAuditLogQuerySchema,
        response: { 200: creditAuditLogResponseSchema },
      },
    },
    async (req) => {
      const { entries, total } = await service.listAuditLog(req.ctx, req.query);
      return { status: success, entries, total, page: req.query.page, per_page: req.query.per_page };
    },
  );
};
