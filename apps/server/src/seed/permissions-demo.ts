import { count } from 'drizzle-orm';
import { auditLog, permissionOverrides } from '../db/schema';
import { findUserByEmail } from '../modules/auth/repo';
import type { Db } from '../platform/db';

const DAY = 86_400_000;

/**
 * Demo permissions: the steps coach may pull credit reports for a month (an override with its
 * reason and expiry), recorded in the audit log as the admin's change. Skipped when any override exists.
 */
export async function seedPermissionsDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ c: count() }).from(permissionOverrides);
  if ((existing?.c ?? 0) > 0) return;
  const admin = await findUserByEmail(db, 'admin@fundpath.test');
  const steps = await findUserByEmail(db, 'steps@fundpath.test');
  if (!admin || !steps) return;
  const at = new Date(Date.now() - 2 * DAY);
  const expires = new Date(Date.now() + 28 * DAY);
  const reason = 'Covers credit pulls while the credit team is at the lender summit';
  await db.insert(permissionOverrides).values({
    user_id: steps.id,
    permission: 'credit.pull',
    granted: true,
    reason,
    expires_at: expires,
    created_by: admin.id,
    created_at: at,
    updated_at: at,
  });
  await db.insert(auditLog).values({
    at,
    actor_id: admin.id,
    actor_name: `${admin.display_name} <${admin.email}>`,
    ip: '127.0.0.1',
    action: 'permission.override_set',
    target_type: 'user',
    target_id: steps.id,
    target_label: `${steps.display_name} <${steps.email}> · Pull credit reports`,
    before: null,
    after: { permission: 'credit.pull', granted: true, reason, expires_at: expires.toISOString() },
  });
}
