/**
 * Marketplace accounts and specialists' profiles (issue 6/8, ADR 016): sign-up of specialists
 * (an account with a `pending_review` profile) and members, the specialist's own profile, the
 * specialist agreement signed through the contracts module (ADR 010), and the admin review:
 * approve (only with a signed agreement of the current version), reject, suspend, reinstate.
 */
import { randomInt } from 'node:crypto';
import type {
  AdminSpecialist,
  MemberSignup,
  OwnSpecialistProfile,
  SpecialistContract,
  SpecialistStatus,
  specialistProfileInputSchema,
  specialistSignupSchema,
} from '@fundpath/contracts/marketplace';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { createSession, type SessionRow, type UserRow } from '../../platform/sessions';
import * as affiliates from '../affiliates';
import * as auth from '../auth';
import * as contracts from '../contracts';
import * as repo from './repo';

export const EMAIL_TAKEN = 'An account with that email already exists';
export const SPECIALIST_NOT_FOUND = 'Specialist not found';
export const NO_PROFILE = 'Only specialists have a specialist profile';
export const AGREEMENT_KIND = 'specialist_contract' as const;
export const AGREEMENT_MISSING = 'The specialist has not signed the current specialist agreement';

/** 31 characters without look-alikes (0/O, 1/I/L); 10 of them: about 50 bits, not guessable. */
const LINK_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 10;

export function drawLinkCode(): string {
  return Array.from({ length: LINK_CODE_LENGTH }, () => LINK_ALPHABET[randomInt(LINK_ALPHABET.length)]).join(
    '',
  );
}

type ProfileFields = z.output<typeof specialistProfileInputSchema>;

/** Creates the profile with a fresh link code (drawn again on the rare clash). */
export async function insertProfileFor(
  db: Db,
  userId: string,
  fields: ProfileFields,
  extra: Partial<repo.ProfileRow> = {},
): Promise<repo.ProfileRow> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await repo.insertProfile(db, {
      user_id: userId,
      ...fields,
      ...extra,
      link_code: drawLinkCode(),
    });
    if (row) return row;
  }
  throw new Error('could not draw a free booking link code');
}

// ---- views ------------------------------------------------------------------------------------

export async function agreementOf(
  db: Db,
  profile: Pick<repo.ProfileRow, 'agreement_record_id'>,
): Promise<OwnSpecialistProfile['agreement']> {
  const state = profile.agreement_record_id
    ? await contracts.signedRecordState(db, profile.agreement_record_id)
    : undefined;
  if (state)
    return {
      signed_current: state.signed_current,
      record_id: state.id,
      signed_version: state.version,
      signed_at: state.signed_at.toISOString(),
      current_version: state.current_version,
    };
  return {
    signed_current: false,
    record_id: null,
    signed_version: null,
    signed_at: null,
    current_version: null,
  };
}

export function toOwnProfile(
  row: repo.ProfileWithUser,
  agreement: OwnSpecialistProfile['agreement'],
): OwnSpecialistProfile {
  const p = row.profile;
  return {
    id: p.user_id,
    email: row.email,
    display_name: p.display_name,
    photo_url: p.photo_url,
    headline: p.headline,
    bio: p.bio,
    specialties: p.specialties,
    languages: p.languages,
    time_zone: p.time_zone,
    location_mode: p.location_mode,
    city: p.city,
    status: p.status,
    review_note: p.review_note,
    approved_at: p.approved_at?.toISOString() ?? null,
    link_code: p.link_code,
    booking_path: `/book/${p.link_code}`,
    agreement,
    profile_views: p.profile_views,
    qr_scans: p.qr_scans,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

async function ownView(db: Db, userId: string): Promise<OwnSpecialistProfile> {
  const row = await repo.findProfile(db, userId);
  if (!row) throw notFound(SPECIALIST_NOT_FOUND);
  return toOwnProfile(row, await agreementOf(db, row.profile));
}

// ---- sign-up ----------------------------------------------------------------------------------

async function startSession(ctx: Ctx, user: UserRow): Promise<{ token: string; session: SessionRow }> {
  const now = new Date();
  const started = await createSession(ctx.db, user.id, { ip: ctx.ip, userAgent: ctx.userAgent }, now);
  await auth.touchLastSignIn(ctx.db, user.id, now);
  return started;
}

async function createAccount(
  db: Db,
  input: { email: string; password: string; display_name: string },
  role: 'specialist' | 'member',
): Promise<UserRow> {
  await repo.lockEmail(db, input.email);
  if (await auth.findUserByEmail(db, input.email))
    throw new AppError('CONFLICT', EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
  return auth.createUser({ db }, { ...input, role });
}

/** `POST /api/marketplace/specialists/signup`: the account and a `pending_review` profile, signed in. */
export async function signupSpecialist(
  ctx: Ctx,
  input: z.output<typeof specialistSignupSchema>,
  referralCode?: string,
): Promise<{ specialist: OwnSpecialistProfile; token: string; session: SessionRow }> {
  const { email, password, ref, ...fields } = input;
  const user = await ctx.db.transaction(async (tx) => {
    const created = await createAccount(
      tx,
      { email, password, display_name: fields.display_name },
      'specialist',
    );
    await insertProfileFor(tx, created.id, fields);
    await affiliates.recordSignupReferral(
      tx,
      ref || referralCode,
      { id: created.id, email: created.email, kind: 'specialist' },
      ctx.actor?.id,
    );
    return created;
  });
  const { token, session } = await startSession(ctx, user);
  ctx.log.info({ event: 'specialist_signed_up', user_id: user.id }, 'specialist signed up');
  return { specialist: await ownView(ctx.db, user.id), token, session };
}

/** `POST /api/marketplace/members/signup`: a `member` account, signed in. */
export async function signupMember(
  ctx: Ctx,
  input: MemberSignup,
  referralCode?: string,
): Promise<{ user: UserRow; token: string; session: SessionRow }> {
  const user = await ctx.db.transaction(async (tx) => {
    const created = await createAccount(
      tx,
      { email: input.email, password: input.password, display_name: input.full_name },
      'member',
    );
    await affiliates.recordSignupReferral(
      tx,
      input.ref || referralCode,
      { id: created.id, email: created.email, kind: 'member' },
      ctx.actor?.id,
    );
    return created;
  });
  const { token, session } = await startSession(ctx, user);
  ctx.log.info({ event: 'member_signed_up', user_id: user.id }, 'member signed up');
  return { user, token, session };
}

// ---- the specialist's own profile -------------------------------------------------------------

/**
 * The acting specialist's profile. An account made a specialist some other way (an admin's invite
 * or role change) gets its `pending_review` profile on first use, so it can finish it.
 */
export async function ensureOwnProfile(ctx: Ctx): Promise<repo.ProfileWithUser> {
  const actor = requireActor(ctx);
  const found = await repo.findProfile(ctx.db, actor.id);
  if (found) return found;
  if (actor.role !== 'specialist') throw notFound(NO_PROFILE);
  await ctx.db.transaction(async (tx) => {
    if (await repo.findProfile(tx, actor.id)) return;
    await insertProfileFor(tx, actor.id, {
      display_name: actor.display_name,
      photo_url: null,
      headline: '',
      bio: '',
      specialties: [],
      languages: [],
      time_zone: 'UTC',
      location_mode: 'online',
      city: '',
    });
  });
  return (await repo.findProfile(ctx.db, actor.id))!;
}

export async function myProfile(ctx: Ctx): Promise<OwnSpecialistProfile> {
  const row = await ensureOwnProfile(ctx);
  return toOwnProfile(row, await agreementOf(ctx.db, row.profile));
}

export async function updateMyProfile(ctx: Ctx, input: ProfileFields): Promise<OwnSpecialistProfile> {
  const row = await ensureOwnProfile(ctx);
  await repo.updateProfile(ctx.db, row.profile.user_id, input);
  return ownView(ctx.db, row.profile.user_id);
}

// ---- the agreement ----------------------------------------------------------------------------

export async function myContract(ctx: Ctx): Promise<SpecialistContract> {
  const row = await ensureOwnProfile(ctx);
  const current = await contracts.currentContractFor(ctx.db, AGREEMENT_KIND, {
    display_name: row.profile.display_name,
    email: row.email,
  });
  const state = row.profile.agreement_record_id
    ? await contracts.signedRecordState(ctx.db, row.profile.agreement_record_id)
    : undefined;
  return {
    title: current.title,
    version: current.version,
    document_text: current.document_text,
    signed_current: state?.signed_current ?? false,
    record: state
      ? {
          id: state.id,
          version: state.version,
          signed_at: state.signed_at.toISOString(),
          typed_name: state.typed_name,
        }
      : null,
  };
}

/**
 * Signs the current specialist agreement (the contracts module stores the immutable record with
 * signer, time, IP, version, text hash and PDF) and links it to the profile. Signing a version
 * already signed is a 409; a newer version replaces the link.
 */
export async function signMyContract(
  ctx: Ctx,
  storage: Storage,
  input: { signature_name: string },
): Promise<SpecialistContract> {
  const row = await ensureOwnProfile(ctx);
  const before = await agreementOf(ctx.db, row.profile);
  if (before.signed_current) throw new AppError('CONFLICT', 'You already signed the current agreement');
  const record = await contracts.signCurrentVersion(ctx, storage, AGREEMENT_KIND, {
    typed_name: input.signature_name,
  });
  await repo.updateProfile(ctx.db, row.profile.user_id, { agreement_record_id: record.id });
  ctx.log.info(
    { event: 'specialist_agreement_signed', user_id: row.profile.user_id, record_id: record.id },
    'agreement signed',
  );
  return myContract(ctx);
}

// ---- admin ------------------------------------------------------------------------------------

async function adminView(
  db: Db,
  row: repo.ProfileWithUser & { service_count?: number },
): Promise<AdminSpecialist> {
  return {
    ...toOwnProfile(row, await agreementOf(db, row.profile)),
    full_name: row.full_name,
    service_count: row.service_count ?? (await repo.countServices(db, row.profile.user_id)),
  };
}

export async function listForAdmin(
  ctx: Ctx,
  query: { status?: SpecialistStatus | undefined; q?: string | undefined; page: number; per_page: number },
) {
  const { rows, total, byStatus } = await repo.listForAdmin(ctx.db, query);
  const counts = { pending_review: 0, approved: 0, suspended: 0, rejected: 0 } as Record<
    SpecialistStatus,
    number
  >;
  for (const s of byStatus) counts[s.status] = s.n;
  return {
    specialists: await Promise.all(rows.map((r) => adminView(ctx.db, r))),
    total,
    page: query.page,
    per_page: query.per_page,
    counts,
  };
}

export async function getForAdmin(ctx: Ctx, id: string): Promise<AdminSpecialist> {
  const row = await repo.findProfile(ctx.db, id);
  if (!row) throw notFound(SPECIALIST_NOT_FOUND);
  return adminView(ctx.db, row);
}

export type ReviewAction = 'approve' | 'reject' | 'suspend' | 'reinstate';

/** Which status each action needs and gives. */
const TRANSITIONS: Record<ReviewAction, { from: readonly SpecialistStatus[]; to: SpecialistStatus }> = {
  approve: { from: ['pending_review', 'rejected'], to: 'approved' },
  reject: { from: ['pending_review'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
};

/**
 * An admin's decision: checked against the current status under a row lock, audited in the same
 * transaction, then `marketplace.specialist_reviewed` tells the specialist (notifications). Being
 * listed again (approve, reinstate) needs a signed agreement of the current version.
 */
export async function review(
  ctx: Ctx,
  id: string,
  action: ReviewAction,
  reason?: string,
): Promise<AdminSpecialist> {
  const actor = requireActor(ctx);
  const rule = TRANSITIONS[action];
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await repo.findProfile(tx, id, { lock: true });
    if (!row) throw notFound(SPECIALIST_NOT_FOUND);
    const from = row.profile.status;
    if (!rule.from.includes(from))
      throw new AppError(
        'CONFLICT',
        `A specialist who is ${from.replace('_', ' ')} cannot be ${verbs[action]}`,
      );
    if (rule.to === 'approved' && !(await agreementOf(tx, row.profile)).signed_current)
      throw new AppError('CONFLICT', AGREEMENT_MISSING);
    const now = new Date();
    await repo.updateProfile(tx, id, {
      status: rule.to,
      review_note: rule.to === 'approved' ? '' : (reason ?? ''),
      reviewed_by: actor.id,
      ...(action === 'approve' ? { approved_at: now } : {}),
    });
    await recordAudit(
      ctx,
      {
        action: `marketplace.specialist_${verbs[action]}`,
        target_type: 'specialist',
        target_id: id,
        target_label: `${row.profile.display_name} <${row.email}>`,
        before: { status: from },
        after: { status: rule.to, ...(reason ? { reason } : {}) },
      },
      tx,
    );
    return { from, to: rule.to };
  });
  await ctx.events.emit(ctx, 'marketplace.specialist_reviewed', {
    specialist_id: id,
    from: changed.from,
    to: changed.to,
    reviewed_by: actor.id,
  });
  return getForAdmin(ctx, id);
}

const verbs: Record<ReviewAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  suspend: 'suspended',
  reinstate: 'reinstated',
};

/** What a review notification says (read by notifications through the index). */
export async function reviewNotice(
  db: Db,
  specialistId: string,
): Promise<{ display_name: string; status: SpecialistStatus; review_note: string } | undefined> {
  const row = await repo.findProfile(db, specialistId);
  return row
    ? {
        display_name: row.profile.display_name,
        status: row.profile.status,
        review_note: row.profile.review_note,
      }
    : undefined;
}
