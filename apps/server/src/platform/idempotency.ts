import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema';
import type { Db } from './db';
import { AppError, badRequest } from './errors';

/**
 * `Idempotency-Key` for creating requests the browser retries on a timeout (the request layer
 * retries a create whose answer was lost, which would otherwise create it twice). The client
 * sends one random key per logical call and the same key on every retry of it.
 *
 * The first request claims the key inside the transaction that does the work and records the id
 * of what it created; a retry with the same key (same user, same scope) gets that resource back,
 * marked `Idempotent-Replayed: true`. A retry that arrives while the first is still running waits
 * on the key's row lock and then replays; if the first failed and rolled back, the retry does the
 * work itself. The same key with a different request (another body, another file) is a 409, never
 * a silent replay of something else. Keys live 24 hours. Without the header, requests behave as
 * before.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';
const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
const TTL = sql`interval '24 hours'`;

/** The request's key, or undefined; a malformed key is a 400 rather than silently ignored. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY.test(raw)) {
    throw badRequest('Idempotency-Key must be 8–200 letters, digits or _ . : -');
  }
  return raw;
}

export interface IdempotencyClaim {
  userId: string;
  /** What the key is for, including the target: `tickets.create`, `tickets.note:<ticket id>`. */
  scope: string;
  key: string;
  /** {@link requestHash} of what the request asks for. */
  request: string;
}

/** A fingerprint of a request's meaningful content (strings as given, buffers by their bytes). */
export function requestHash(...parts: Array<string | number | boolean | null | undefined | Buffer>): string {
  const h = createHash('sha256');
  for (const part of parts) {
    if (Buffer.isBuffer(part)) h.update(createHash('sha256').update(part).digest());
    else h.update(JSON.stringify(part ?? null));
    h.update('\u0000');
  }
  return h.digest('hex');
}

/**
 * Claims the key in transaction `tx`. Returns `{ replay: id }` when an earlier request with this
 * key created `id`; otherwise the key is now this transaction's and {@link settleIdempotency}
 * must record what it creates.
 */
async function claimIdempotency(tx: Db, claim: IdempotencyClaim): Promise<{ replay?: string }> {
  const k = idempotencyKeys;
  // Keys older than a day go, a few at a time and never waiting on a row another request holds.
  await tx.execute(sql`
    delete from ${k} where ctid in (
      select ctid from ${k} where ${k.created_at} < now() - ${TTL} limit 100 for update skip locked)`);
  // A new key, or this user's expired one, becomes this request's.
  const claimed = await tx
    .insert(k)
    .values({ user_id: claim.userId, scope: claim.scope, key: claim.key, request_hash: claim.request })
    .onConflictDoUpdate({
      target: [k.user_id, k.scope, k.key],
      set: { request_hash: claim.request, resource_id: null, created_at: sql`now()` },
      setWhere: lt(k.created_at, sql`now() - ${TTL}`),
    })
    .returning({ key: k.key });
  if (claimed.length) return {};
  const [earlier] = await tx
    .select({ resource_id: k.resource_id, request_hash: k.request_hash })
    .from(k)
    .where(and(eq(k.user_id, claim.userId), eq(k.scope, claim.scope), eq(k.key, claim.key)));
  if (!earlier?.resource_id || earlier.request_hash !== claim.request) {
    throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request');
  }
  return { replay: earlier.resource_id };
}

async function settleIdempotency(tx: Db, claim: IdempotencyClaim, resourceId: string): Promise<void> {
  const k = idempotencyKeys;
  await tx
    .update(k)
    .set({ resource_id: resourceId })
    .where(and(eq(k.user_id, claim.userId), eq(k.scope, claim.scope), eq(k.key, claim.key)));
}

/**
 * Runs `work` in transaction `tx` under `claim` (plainly when there is none): the first request
 * does the work and records the id of what it made; a repeat gets `{ replay: id }` and the work
 * does not run.
 */
export async function idempotently<T>(
  tx: Db,
  claim: IdempotencyClaim | null,
  work: () => Promise<T>,
  idOf: (result: T) => string,
): Promise<{ replay: string } | { done: T }> {
  if (claim) {
    const { replay } = await claimIdempotency(tx, claim);
    if (replay) return { replay };
  }
  const done = await work();
  if (claim) await settleIdempotency(tx, claim, idOf(done));
  return { done };
}

/**
 * Gives a settled key up, in transaction `tx`: for work whose outcome turned out not to be final
 * (checkout's payment provider was unreachable and the order was cancelled), so a retry with the
 * same key does the work again instead of replaying the failure.
 */
export async function releaseIdempotency(
  tx: Db,
  claim: Pick<IdempotencyClaim, 'userId' | 'scope' | 'key'>,
): Promise<void> {
  const k = idempotencyKeys;
  await tx.delete(k).where(and(eq(k.user_id, claim.userId), eq(k.scope, claim.scope), eq(k.key, claim.key)));
}

/** Drops every key past its 24 hours (the hourly `system.cleanup` job; claims also drop a few). */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, sql`now() - ${TTL}`));
}
