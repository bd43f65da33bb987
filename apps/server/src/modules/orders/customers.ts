/**
 * Customers' own accounts (`/customer/*`): sign-up as a `customer`, profile, password and saved
 * addresses. Accounts are the auth module's (it creates users, hashes passwords and checks them);
 * this file adds the commerce rules. Everything acts on the signed-in user's own rows only.
 */
import type { OrderAddress } from '@fundpath/contracts/ecommerce';
import {
  CUSTOMER_ADDRESSES_MAX,
  type CustomerAddress,
  type CustomerAddressPatch,
  type CustomerProfile,
  type CustomerProfilePatch,
} from '@fundpath/contracts/ecommerce-analytics';
import { recordAudit } from '../../platform/audit';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { createSession, deleteUserSessions, type SessionRow, type UserRow } from '../../platform/sessions';
import * as auth from '../auth';
import * as repo from './repo';

export const EMAIL_TAKEN = 'An account with that email already exists';
export const WRONG_PASSWORD = 'Your current password is not correct';
export const ADDRESS_NOT_FOUND = 'Address not found';

const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });

/** An admin acting as someone cannot change that person's sign-in details. */
function refuseImpersonation(ctx: Ctx): void {
  if (ctx.realUser && ctx.actor && ctx.realUser.id !== ctx.actor.id)
    throw forbidden('You cannot change the sign-in details of someone you are acting as');
}

/** `POST /api/ecommerce/customers/register`: a new `customer` account, signed in at once. */
export async function registerCustomer(
  ctx: Ctx,
  input: { display_name: string; email: string; password: string },
): Promise<{ user: UserRow; token: string; session: SessionRow }> {
  const now = new Date();
  const user = await ctx.db.transaction(async (tx) => {
    // Two sign-ups with one address at once: the second waits here, then finds the first.
    await repo.lockEmail(tx, input.email);
    if (await auth.findUserByEmail(tx, input.email)) throw emailTaken();
    return auth.createUser(
      { db: tx },
      { email: input.email, password: input.password, role: 'customer', display_name: input.display_name },
    );
  });
  const { token, session } = await createSession(
    ctx.db,
    user.id,
    { ip: ctx.ip, userAgent: ctx.userAgent },
    now,
  );
  await auth.touchLastSignIn(ctx.db, user.id, now);
  ctx.log.info({ event: 'customer_registered', user_id: user.id }, 'customer account created');
  return { user, token, session };
}

const toProfile = (u: UserRow): CustomerProfile => ({
  id: u.id,
  display_name: u.display_name,
  email: u.email,
  role: u.role,
  created_at: u.created_at.toISOString(),
});

export function getProfile(ctx: Ctx): CustomerProfile {
  return toProfile(requireActor(ctx));
}

export const STAFF_EMAIL =
  'The e-mail you sign in with is changed by an administrator for staff and coach accounts';

/**
 * Name and e-mail; a new e-mail must not belong to another account (409 naming the field). The
 * e-mail is the sign-in name and where password resets go, so changing it takes the current
 * password (a borrowed session alone cannot take the account over), is audited, and is open to
 * customers only: staff and coaches' addresses are an admin's to change (`/admin/users`).
 */
export async function updateProfile(ctx: Ctx, patch: CustomerProfilePatch): Promise<CustomerProfile> {
  const actor = requireActor(ctx);
  refuseImpersonation(ctx);
  const email = patch.email?.trim();
  const emailChanges = email !== undefined && email.toLowerCase() !== actor.email.toLowerCase();
  if (emailChanges) {
    if (actor.role !== 'customer') throw forbidden(STAFF_EMAIL);
    const user = await auth.findUser(ctx.db, actor.id);
    if (
      !patch.current_password ||
      !user ||
      !(await auth.verifyPassword(user.password_hash, patch.current_password))
    ) {
      const message = patch.current_password ? WRONG_PASSWORD : 'Enter your current password';
      throw new AppError('VALIDATION_FAILED', message, { errors: { current_password: message } });
    }
  }
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await auth.updateUser(tx, actor.id, {
      ...(patch.display_name !== undefined ? { display_name: patch.display_name } : {}),
      ...(emailChanges ? { email } : {}),
    });
    if (emailChanges)
      await recordAudit(
        ctx,
        {
          action: 'user.email_changed',
          target_type: 'user',
          target_id: actor.id,
          target_label: actor.display_name,
          before: { email: actor.email },
          after: { email: updated.email },
        },
        tx,
      );
    return updated;
  });
  ctx.sessionCache.invalidateUser(actor.id);
  if (emailChanges)
    ctx.log.info({ event: 'email_changed', user_id: actor.id }, 'sign-in e-mail changed by its owner');
  return toProfile(row);
}

/**
 * Changes the password after checking the current one. Every session of the account ends (a
 * thief signed in elsewhere is out); this browser gets a fresh session, returned to be set.
 */
export async function changePassword(
  ctx: Ctx,
  input: { current_password: string; new_password: string },
): Promise<{ token: string; session: SessionRow }> {
  const actor = requireActor(ctx);
  refuseImpersonation(ctx);
  const user = await auth.findUser(ctx.db, actor.id);
  if (!user || !(await auth.verifyPassword(user.password_hash, input.current_password))) {
    throw new AppError('VALIDATION_FAILED', WRONG_PASSWORD, { errors: { current_password: WRONG_PASSWORD } });
  }
  const hash = await auth.hashPassword(input.new_password);
  const fresh = await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, actor.id, hash);
    await deleteUserSessions(tx, actor.id);
    return createSession(tx, actor.id, { ip: ctx.ip, userAgent: ctx.userAgent });
  });
  ctx.sessionCache.invalidateUser(actor.id);
  ctx.log.info({ event: 'password_changed', user_id: actor.id }, 'password changed by its owner');
  return fresh;
}

// ---- saved addresses --------------------------------------------------------------------------

const toAddress = (row: repo.AddressRow): CustomerAddress => ({
  id: row.id,
  label: row.label,
  address: row.address,
  is_default: row.is_default,
});

export async function listAddresses(ctx: Ctx): Promise<CustomerAddress[]> {
  return (await repo.addressesOf(ctx.db, requireActor(ctx).id)).map(toAddress);
}

/** The first address saved becomes the default; a new default clears the previous one. */
export async function addAddress(
  ctx: Ctx,
  input: { label: string; address: OrderAddress; is_default: boolean },
): Promise<CustomerAddress> {
  const actor = requireActor(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    await auth.lockUser(tx, actor.id); // one change to the address book at a time
    const n = await repo.countAddresses(tx, actor.id);
    if (n >= CUSTOMER_ADDRESSES_MAX)
      throw new AppError('LIMIT_REACHED', `You can keep at most ${CUSTOMER_ADDRESSES_MAX} addresses`);
    const isDefault = input.is_default || n === 0;
    if (isDefault) await repo.clearDefaultAddress(tx, actor.id);
    return repo.insertAddress(tx, {
      user_id: actor.id,
      label: input.label,
      address: input.address,
      is_default: isDefault,
    });
  });
  return toAddress(row);
}

/** Someone else's address id is the same 404 as a missing one. The default can be moved, not unset. */
export async function updateAddress(
  ctx: Ctx,
  id: string,
  patch: CustomerAddressPatch,
): Promise<CustomerAddress> {
  const actor = requireActor(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    await auth.lockUser(tx, actor.id); // one change to the address book at a time
    const before = await repo.findAddress(tx, actor.id, id);
    if (!before) throw notFound(ADDRESS_NOT_FOUND);
    if (patch.is_default === false && before.is_default) {
      const message = 'Choose another address as the default instead';
      throw new AppError('VALIDATION_FAILED', message, { errors: { is_default: message } });
    }
    if (patch.is_default) await repo.clearDefaultAddress(tx, actor.id, id);
    return repo.updateAddress(tx, actor.id, id, patch);
  });
  return toAddress(row!);
}

/** Deleting the default makes the oldest remaining address the default. */
export async function deleteAddress(ctx: Ctx, id: string): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    await auth.lockUser(tx, actor.id); // one change to the address book at a time
    const gone = await repo.deleteAddress(tx, actor.id, id);
    if (!gone) throw notFound(ADDRESS_NOT_FOUND);
    if (gone.is_default) {
      const [next] = await repo.addressesOf(tx, actor.id);
      if (next) await repo.updateAddress(tx, actor.id, next.id, { is_default: true });
    }
  });
}
