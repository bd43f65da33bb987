/**
 * The admin's marketplace members (`/admin/manila/members`): each member with their bookings'
 * totals. It lives here, not in `marketplace`, because the totals are bookings' and the
 * marketplace (a lower layer) may not read them; members are `users` rows (a shared table) and
 * likes come through the marketplace's index.
 */
import type { AdminMember, AdminMemberListQuery } from '@fundpath/contracts/marketplace';
import type { Ctx } from '../../platform/auth';
import { likeCountsOf } from '../marketplace';
import * as repo from './repo';

export async function listMembers(ctx: Ctx, q: AdminMemberListQuery) {
  const { rows, total } = await repo.listMembers(ctx.db, {
    q: q.q || undefined,
    status: q.status,
    sort: q.sort,
    page: q.page,
    perPage: q.per_page,
  });
  const likes = await likeCountsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const members: AdminMember[] = rows.map((r) => ({
    id: r.id,
    display_name: r.display_name,
    email: r.email,
    status: r.deactivated_at ? 'disabled' : 'active',
    joined_at: r.created_at.toISOString(),
    last_sign_in_at: r.last_sign_in_at?.toISOString() ?? null,
    bookings_count: r.bookings_count,
    completed_count: r.completed_count,
    total_paid_cents: r.total_paid_cents,
    likes_count: likes.get(r.id) ?? 0,
  }));
  return { members, total, page: q.page, per_page: q.per_page };
}
