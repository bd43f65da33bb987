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
      req.log.error({ err }, 'response did not match its schema');
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
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side'));
  });
}

export { errorBody };
