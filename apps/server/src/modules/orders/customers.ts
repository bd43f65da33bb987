/**
 * Customers' own accounts (`/customer/*`): sign-up as a `customer`, profile, password and saved
 * addresses. Accounts are the auth module's (it creates users, hashes and checks passwords, and
 * owns profile and password changes, delegated to below); this file adds the commerce rules.
 * Everything acts on the signed-in user's own rows only.
 */
import type { OrderAddress } from '@fundpath/contracts/ecommerce';
import {
  CUSTOMER_ADDRESSES_MAX,
  type CustomerAddress,
  type CustomerAddressPatch,
} from '@fundpath/contracts/ecommerce-analytics';
import { type Ctx, requireActor } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { createSession, type SessionRow, type UserRow } from '../../platform/sessions';
import * as auth from '../auth';
import * as repo from './repo';

export const EMAIL_TAKEN = 'An account with that email already exists';
export const ADDRESS_NOT_FOUND = 'Address not found';

const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });

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

// Profile and password are the account's (the auth module owns users and sessions, and serves
// them at `/api/account/*` too): the commerce pages' routes call the same functions.
export const getProfile = auth.getAccountProfile;
export const updateProfile = auth.updateAccountProfile;
export const changePassword = auth.changePassword;

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
