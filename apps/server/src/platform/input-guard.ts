import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Deeper than any body a route accepts; past it the request is refused rather than walked. */
const MAX_DEPTH = 64;

/**
 * The path of the first string (or object key) holding a NUL character, or null. PostgreSQL
 * cannot store U+0000 in text or jsonb, so such a value failed in SQL (a 500) wherever it reached
 * the database; no route has a use for it.
 */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path;
  if (Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key in value) {
    if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\0')}`;
    const found = findNul((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One guarantee for every route, before its schema runs: no NUL character anywhere in the path
 * parameters, query or JSON body (400 VALIDATION_FAILED, like any schema failure). Registered on
 * the root instance before the routes, so no route can miss it.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    const where =
      findNul(req.params, 'params') ?? findNul(req.query, 'querystring') ?? findNul(req.body, 'body');
    if (!where) return done();
    const message = 'must not contain NUL characters';
    done(new AppError('VALIDATION_FAILED', `Invalid ${where}: ${message}`, [{ path: where, message }]));
  });
}
