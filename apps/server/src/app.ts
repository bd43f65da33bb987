import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSwitchingMailer, type Mailer } from './adapters/mail';
import {
  createSwitchingPaymentsProvider,
  describePayments,
  type PaymentsProvider,
} from './adapters/payments';
import { createLocalStorage, createS3Storage, type Storage } from './adapters/storage';
import { registerModules } from './modules';
import { type AdmissionOptions, EMBEDDED_DB_ADMISSION, registerAdmission } from './platform/admission';
import { authPlugin } from './platform/auth';
import { registerCompression } from './platform/compression';
import type { Database } from './platform/db';
import type { Config } from './platform/env';
import { registerErrorHandling, serializeError } from './platform/errors';
import { createEventBus, type EventBus } from './platform/events';
import { registerInputGuards } from './platform/input-guard';
import { createJobRunner, type JobRunner, type JobsOptions } from './platform/jobs';
import { metricsPlugin } from './platform/metrics';
import { lazyChildLoggerFactory, RequestLogController } from './platform/request-log';
import { securityHeaders } from './platform/security-headers';
import { responseSerializerCompiler } from './platform/serializer';
import { listenForAuthChanges, SessionCache } from './platform/session-cache';
import { RuntimeSettings } from './platform/settings';
import { registerSpa } from './platform/spa';
import { registerSystemJobs } from './platform/system-jobs';

export interface AppDeps {
  sessionCache: SessionCache;
  storage: Storage;
  config: Config;
  database: Database;
  db: Database['db'];
  mailer: Mailer;
  /** Run-time settings (`/admin/config`) over the environment. */
  settings: RuntimeSettings;
  /** Platform events (in-process, one bus per app): modules subscribe in their plugins. */
  events: EventBus;
  /** Background jobs (platform/jobs.ts): modules register handlers in their plugins, send from services. */
  jobs: JobRunner;
  /** The payments adapter (ADR 012): Stripe or the offline test provider, per the run-time settings. */
  payments: PaymentsProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  mailer?: Mailer;
  storage?: Storage;
  /** Close the database when the app closes (the server owns it; tests may share one). */
  closeDatabase?: boolean;
  /** Request admission bounds (platform/admission.ts); by default only on the embedded database. */
  admission?: AdmissionOptions | false;
  /** The job runner: workers run only where asked (the server; tests that need them). */
  jobs?: JobsOptions;
  /** The payments provider; by default the one the run-time settings choose (adapters/payments). */
  payments?: PaymentsProvider;
}

/** Default API body limit; credit routes raise it per route for multi-megabyte reports. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Redacted wherever they appear in a log line: credentials never reach the logs. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.password_hash',
  '*.token_hash',
  '*.appSecret',
  // Card details (the test provider's checkout body): wherever a body or payment is logged.
  'card_number',
  'cvc',
  '*.card_number',
  '*.cvc',
  '*.payment.card_number',
  '*.payment.cvc',
  '*.*.payment.card_number',
  '*.*.payment.cvc',
];

/** Query parameters that identify a person or open something (a booking's e-mail, tokens, keys). */
const SENSITIVE_QUERY = /([?&](?:email|token|key|access_key|code_verifier)=)[^&#]*/gi;

/** A URL as logged: sensitive query values replaced (look-ups by e-mail must not put it in logs). */
export const redactUrl = (url: string) => url.replace(SENSITIVE_QUERY, '$1[redacted]');

/** Fastify's request fields for the access log, with the URL's sensitive query values redacted. */
function serializeRequest(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: { paths: LOG_REDACT, censor: '[redacted]' },
    // A failed query's parameters (e-mails, tokens, report data) never reach a log line.
    serializers: { err: serializeError, req: serializeRequest },
    ...(process.stdout.isTTY && config.env !== 'production'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** The storage the config names (server.ts also hands it to the demo seed, before the app exists). */
export function createStorage(config: Config): Storage {
  return config.storage.kind === 's3'
    ? createS3Storage(config.storage)
    : createLocalStorage(config.storage.dir);
}

/** Builds the whole application; never listens (server.ts does, tests inject). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Request loggers are made on first use, and each request logs one line when it completes.
    childLoggerFactory: lazyChildLoggerFactory,
    logController: new RequestLogController(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // Run-time overrides of the environment (`/admin/config`), reloaded on every instance on change.
  const settings = new RuntimeSettings(config, app.log);
  await settings.load(database.db);
  const mailer =
    opts.mailer ??
    createSwitchingMailer(database.db, app.log, () => ({
      smtpUrl: settings.smtpUrl(),
      from: settings.mailFrom(),
    }));
  const sessionCache = new SessionCache();
  sessionCache.onInvalidate((change) => {
    // 'all' follows a listener gap, when a settings notification may have been missed too.
    if (change.kind === 'settings' || change.kind === 'all')
      void settings.load(database.db).catch((err) => app.log.error({ err }, 'settings reload failed'));
  });
  const storage = opts.storage ?? createStorage(config);
  const events = createEventBus();
  const jobs = createJobRunner(database, app.log, opts.jobs);
  const payments =
    opts.payments ??
    createSwitchingPaymentsProvider({
      db: database.db,
      appSecret: config.appSecret,
      current: () => settings.payments(),
      log: app.log,
    });
  if (!opts.payments) app.log.info(`payments: ${describePayments(settings.payments())}`);
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    mailer,
    sessionCache,
    settings,
    storage,
    events,
    jobs,
    payments,
  });
  registerSystemJobs(jobs, database.db);
  const stopListening = await listenForAuthChanges(database, sessionCache, app.log);

  // Stripe's checkout needs its script, frames and API allowed; the test provider needs nothing.
  const headers = securityHeaders(config);
  const stripeHeaders = securityHeaders(config, { stripe: true });
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(payments.kind === 'stripe' ? stripeHeaders : headers);
    reply.header('x-request-id', req.id);
    done();
  });

  registerErrorHandling(app);
  // Embedded database: bounded, in-order admission, 503 + Retry-After past it (ADR 008).
  const admission = opts.admission ?? (database.kind === 'pglite' ? EMBEDDED_DB_ADMISSION : false);
  if (admission) registerAdmission(app, admission);
  registerInputGuards(app); // no NUL character in any route's params, query or body
  registerCompression(app); // JSON > 1 KB compressed per Accept-Encoding; before every route plugin
  await app.register(fastifyCookie);
  // Uploads: routes read parts with req.file()/req.parts(); limits here are the ceiling, each
  // route enforces its own (task templates, ticket attachments) after sniffing the content.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 25 * 1024 * 1024, files: 10, fields: 20, fieldSize: 64 * 1024 },
  });
  await app.register(authPlugin, { db: database.db, config, sessionCache, events, jobs });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'FundPath API',
        version: '0.1.0',
        description: 'Generated from the zod schemas of every route.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(metricsPlugin, { token: config.metricsToken, enabled: config.metricsEnabled });

  await app.register(import('./platform/realtime')); // @fastify/websocket + /api/realtime + app.realtime
  await registerModules(app); // every module, in layer order (modules/index.ts)

  await registerSpa(app, config.webDist);
  // Graceful close: requests in flight finish, but their keep-alive connections would then sit idle
  // until the keep-alive timeout and hold server.close() (and the process) open. Close each one as
  // soon as it goes idle; new requests already get 503 from Fastify while closing.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    if (app.server.listening) {
      sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      sweep.unref();
    }
    done();
  });
  // Queues exist before the first request (a send inside a PGlite transaction cannot create one).
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  // One ordered close: the LISTEN connection is checked out of the pool, so it must be released
  // before the pool can end (separate hooks run in an order that would wait forever). Job workers
  // stop first: running jobs finish (or go back to their queue) while the database is still open.
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await jobs.stop();
    await stopListening();
    if (opts.closeDatabase) await database.close();
  });
  return app;
}
