/**
 * Affiliates and attribution (issue 5/8, ADR 013): `/register` makes an `affiliate` account with
 * its own code; a visit through `/ref/{code}` or `/travel/{code}` (their pages call the track API) sets a first-party, HttpOnly
 * attribution cookie for {@link Config.referralAttributionDays} days (last click wins: a later
 * link replaces it) and counts a click; a sale reads the cookie and names the affiliate as its
 * referrer, whose commission the ledger then records.
 */
import { randomInt } from 'node:crypto';
import type { Affiliate, AffiliateRegistration } from '@fundpath/contracts/affiliates';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { createSession, type SessionRow, type UserRow } from '../../platform/sessions';
import * as auth from '../auth';
import * as repo from './repo';

export const EMAIL_TAKEN = 'An account with that email already exists';
export const UNKNOWN_CODE = 'This affiliate link is not active';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `JORDAN7K3M`: the first name's letters (up to 8) and four unambiguous random characters. */
export function drawCode(name: string): string {
  const stem =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, ' ')
      .trim()
      .split(/\s+/)[0]
      ?.slice(0, 8)
      .toUpperCase() || 'FP';
  const tail = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${stem.length >= 2 ? stem : 'FP'}${tail}`;
}

export function toAffiliate(row: repo.AffiliateRow, clicks: number): Affiliate {
  return {
    code: row.code,
    display_name: row.display_name,
    status: row.status,
    links: { referral: `/ref/${row.code}`, travel: `/travel/${row.code}` },
    clicks,
    created_at: row.created_at.toISOString(),
  };
}

/** Gives the user a code (idempotent: an existing one is kept). */
export async function ensureCode(
  db: Db,
  user: Pick<UserRow, 'id' | 'display_name'>,
  extra: { business_name?: string; phone?: string } = {},
): Promise<repo.AffiliateRow> {
  const existing = await repo.findByUser(db, user.id);
  if (existing) return existing;
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = drawCode(user.display_name);
    if (
      await repo.insertCode(db, {
        user_id: user.id,
        code,
        business_name: extra.business_name ?? '',
        phone: extra.phone ?? '',
      })
    )
      return (await repo.findByUser(db, user.id))!;
  }
  throw new Error('could not draw a free affiliate code');
}

/** `POST /api/travel/affiliates/register`: an `affiliate` account with its code, signed in at once. */
export async function register(
  ctx: Ctx,
  input: AffiliateRegistration,
): Promise<{ affiliate: Affiliate; user: UserRow; token: string; session: SessionRow }> {
  const { user, row } = await ctx.db.transaction(async (tx) => {
    await repo.lockEmail(tx, input.email);
    if (await auth.findUserByEmail(tx, input.email))
      throw new AppError('CONFLICT', EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
    const created = await auth.createUser(
      { db: tx },
      { email: input.email, password: input.password, role: 'affiliate', display_name: input.full_name },
    );
    const code = await ensureCode(tx, created, { business_name: input.business_name, phone: input.phone });
    return { user: created, row: code };
  });
  const now = new Date();
  const { token, session } = await createSession(
    ctx.db,
    user.id,
    { ip: ctx.ip, userAgent: ctx.userAgent },
    now,
  );
  await auth.touchLastSignIn(ctx.db, user.id, now);
  ctx.log.info({ event: 'affiliate_registered', user_id: user.id }, 'affiliate registered');
  return { affiliate: toAffiliate(row, 0), user, token, session };
}

/** An active affiliate for a code, or undefined (unknown, suspended or deactivated). */
export async function activeAffiliate(db: Db, code: string): Promise<repo.AffiliateRow | undefined> {
  const row = await repo.findByCode(db, code.toUpperCase());
  return row?.status === 'active' ? row : undefined;
}

/** Counts a visit through the affiliate's link; 404 for a code that is not active. */
export async function track(ctx: Ctx, code: string, path: string): Promise<repo.AffiliateRow> {
  const row = await activeAffiliate(ctx.db, code);
  if (!row) throw new AppError('NOT_FOUND', UNKNOWN_CODE);
  await repo.insertClick(ctx.db, row.user_id, path);
  return row;
}

export async function mine(ctx: Ctx): Promise<Affiliate | null> {
  const actor = requireActor(ctx);
  const row = await repo.findByUser(ctx.db, actor.id);
  return row ? toAffiliate(row, await repo.clicksOf(ctx.db, row.user_id)) : null;
}

/**
 * Who a sale is attributed to: the active affiliate of the attribution cookie's code, unless the
 * buyer is that affiliate (signed in, or a guest with the affiliate's own e-mail) or the seller
 * is: nobody earns a commission on their own purchase or their own store's sales.
 */
export async function referrerFor(
  db: Db,
  code: string | undefined,
  exclude: { userIds: ReadonlyArray<string | null | undefined>; email?: string | undefined },
): Promise<string | null> {
  if (!code || !/^[A-Z0-9]{4,32}$/.test(code)) return null;
  const row = await activeAffiliate(db, code);
  if (!row || exclude.userIds.includes(row.user_id)) return null;
  if (exclude.email && exclude.email.trim().toLowerCase() === row.email.toLowerCase()) return null;
  return row.user_id;
}

/**
 * Records who referred a new marketplace member or specialist (issue 6/8): the active affiliate
 * of `code` (the sign-up's `ref`, else the attribution cookie), unless it is the new account or
 * whoever is signed in while signing up (no self-referral). An unknown, suspended or malformed
 * code records nothing and never fails the sign-up. Run it in the sign-up's transaction.
 */
export async function recordSignupReferral(
  db: Db,
  code: string | undefined,
  account: { id: string; email: string; kind: repo.ReferralKind },
  signedInAs: string | null | undefined,
): Promise<string | null> {
  const referrer = await referrerFor(db, code?.trim().toUpperCase(), {
    userIds: [account.id, signedInAs],
    email: account.email,
  });
  if (!referrer) return null;
  await repo.insertReferralSignup(db, { user_id: account.id, affiliate_id: referrer, kind: account.kind });
  return referrer;
}

/** `Jane Doe` → `Jane D.`: first name and last initial (what an affiliate sees of a referral). */
export function shortName(displayName: string): string {
  const parts = displayName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Member';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
