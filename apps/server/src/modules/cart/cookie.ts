import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../../platform/auth';
import { newToken, sha256 } from '../../platform/crypto';
import type { Config } from '../../platform/env';

/**
 * The guest cart cookie (ADR 012): a random 256-bit token, HttpOnly, SameSite=Lax, Secure where
 * the session cookie is. Only its SHA-256 is stored (`carts.guest_token_hash`), so a database
 * leak hands nobody a cart. One token covers the guest's carts in every store.
 */
export const CART_COOKIE = 'fp_cart';
/** A guest cart outlives a browsing session: 30 days from the last change. */
export const CART_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
/** What {@link newToken} makes: 32 bytes in base64url. Anything else is ignored, never looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of the request's cart token, or null when it has none (or a malformed one). */
export function guestTokenHash(req: FastifyRequest): string | null {
  const token = req.cookies[CART_COOKIE];
  return token && TOKEN.test(token) ? sha256(token) : null;
}

/**
 * The hash of the request's cart token; when it has none, a new token is set on the reply (the
 * first write of a guest) and its hash returned.
 */
export function ensureGuestToken(req: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = req.cookies[CART_COOKIE];
  const token = existing && TOKEN.test(existing) ? existing : newToken();
  // Set on every write, so the 30 days run from the last change.
  reply.setCookie(CART_COOKIE, token, { ...sessionCookieOptions(config), maxAge: CART_COOKIE_MAX_AGE_S });
  return sha256(token);
}

/** Forgets the guest cart (after it was merged into a signed-in user's). */
export function clearGuestToken(reply: FastifyReply, config: Config): void {
  reply.clearCookie(CART_COOKIE, sessionCookieOptions(config));
}
