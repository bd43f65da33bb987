import { type ErrorCode, errorStatus } from '@fundpath/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type of the server: a code (which fixes the HTTP status) and a message for people. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError('FORBIDDEN', message);
export const badRequest = (message: string, details?: unknown) =>
  new AppError('VALIDATION_FAILED', message, details);

// ---- database driver errors ------------------------------------------------------------------

/** Node socket errors that mean the database connection is gone. */
const CONNECTION_ERRNOS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** pg's own texts for a lost connection (these errors carry no code). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
];

/** The error objects of a chain (`cause` links: drizzle wraps the driver's error), outermost first. */
function errorChain(err: unknown): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  let current: unknown = err;
  while (current && typeof current === 'object' && out.length < 5 && !out.includes(current as never)) {
    out.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return out;
}

/**
 * What a driver error means for the client: `unavailable` (the connection was lost or refused:
 * 503, try again) or `invalid` (SQLSTATE class 22, a value the column cannot hold, or 54000, a
 * value too large to index: the request's fault, 400). Undefined for everything else (a bug: 500).
 */
export function classifyDatabaseError(err: unknown): 'unavailable' | 'invalid' | undefined {
  for (const e of errorChain(err)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code) {
      if (CONNECTION_ERRNOS.has(code)) return 'unavailable';
      if (code.length === 5) {
        if (
          code.startsWith('08') ||
          code === '57P01' ||
          code === '57P02' ||
          code === '57P03' ||
          code === '53300'
        )
          return 'unavailable';
        if (code.startsWith('22') || code === '54000') return 'invalid';
      }
    }
    const message = typeof e.message === 'string' ? e.message : '';
    if (CONNECTION_MESSAGES.some((m) => message.includes(m))) return 'unavailable';
  }
  return undefined;
}

/** Seconds a client is asked to wait after a lost database connection. */
export const DB_UNAVAILABLE_RETRY_AFTER = 2;
/** The message of the database's own backstop: a test asserts schemas reject such input first. */
export const UNSTORABLE_INPUT_MESSAGE = 'The request contains a value that cannot be stored';

/**
 * An error as it may be logged: drizzle's `Failed query: … params: …` message and its `params`,
 * and the driver's `detail`/`where` (which echo row values, e.g. `Key (email)=(…)`) never reach a
 * log line; the SQL text with its `$n` placeholders, the SQLSTATE and the constraint do.
 */
export function loggableError(err: unknown): unknown {
  if (!err || typeof err !== 'object') return err;
  const chain = errorChain(err);
  const isDb = chain.some(
    (e) => 'params' in e || (typeof e.code === 'string' && typeof e.severity === 'string'),
  );
  if (!isDb) return err;
  const outer = chain[0]!;
  const driver = chain.find((e) => typeof e.severity === 'string') ?? chain[chain.length - 1]!;
  const code = typeof driver.code === 'string' ? driver.code : undefined;
  const query = chain.find((e) => typeof e.query === 'string')?.query as string | undefined;
  // Class 22 messages quote the offending value (`invalid input syntax for type uuid: "…"`).
  const driverMessage =
    code?.startsWith('22') || typeof driver.message !== 'string' ? undefined : driver.message;
  return {
    type: typeof outer.name === 'string' ? outer.name : 'Error',
    message: driverMessage ?? `database error${code ? ` ${code}` : ''}`,
    code,
    constraint: driver.constraint,
    table: driver.table,
    column: driver.column,
    routine: driver.routine,
    query: query?.slice(0, 2_000),
    // Only the frames: the stack's first lines repeat the message, params included.
    stack:
      typeof outer.stack === 'string'
        ? outer.stack
            .split('\n')
            .filter((line) => line.trimStart().startsWith('at '))
            .join('\n')
        : undefined,
  };
}

/**
 * The logger's `err` serializer (app.ts): database errors through {@link loggableError}, other
 * errors as pino's standard serializer shapes them (type, message, stack, own fields, cause).
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  const safe = loggableError(err);
  if (safe !== err || !(err instanceof Error)) return safe as SerializedError;
  const out: Record<string, unknown> = { type: err.name, message: err.message, stack: err.stack };
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'cause' && out[key] === undefined) out[key] = value;
  }
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out as SerializedError;
}

/** The shape pino's `err` serializer returns. */
export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function errorBody(code: ErrorCode, message: string, details?: unknown) {
  return details === undefined
    ? { status: 'error', code, message }
    : { status: 'error', code, message, details };
}

/** Maps every failure to `{status:"error", code, message}` once, for the whole API. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send(errorBody(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: `${err.validationContext ?? 'body'}${v.instancePath.replaceAll('/', '.')}`,
        message: v.message,
      }));
      const first = issues[0];
      const message = first ? `Invalid ${first.path}: ${first.message}` : 'Invalid request';
      return reply.status(400).send(errorBody('VALIDATION_FAILED', message, issues));
    }
    // Fastify marks errors of the response serializer (a required property missing).
    if ('serialization' in err) {
      req.log.error({ err: loggableError(err) }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side'));
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', 'Request body is too large'));
    }
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 401
          ? 'UNAUTHENTICATED'
          : status === 403
            ? 'FORBIDDEN'
            : status === 404
              ? 'NOT_FOUND'
              : status === 429
                ? 'RATE_LIMITED'
                : 'VALIDATION_FAILED';
      return reply.status(status).send(errorBody(code, err.message || 'Bad request'));
    }
    const db = classifyDatabaseError(err);
    if (db === 'unavailable') {
      req.log.warn({ err: loggableError(err) }, 'database connection lost');
      reply.header('Retry-After', String(DB_UNAVAILABLE_RETRY_AFTER));
      return reply
        .status(503)
        .send(errorBody('UNAVAILABLE', 'The service is briefly unavailable. Please try again.'));
    }
    if (db === 'invalid') {
      req.log.info({ err: loggableError(err) }, 'input refused by the database');
      return reply.status(400).send(errorBody('VALIDATION_FAILED', UNSTORABLE_INPUT_MESSAGE));
    }
    req.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side'));
  });
}

export { errorBody };
