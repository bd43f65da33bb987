import type { AdminUser } from '@fundpath/contracts/people';
import { Badge } from '@/components/ui/badge';
import { Callout } from '@/components/ui/callout';

/** An account's state as a badge. */
export function StatusBadge({ status }: { status: AdminUser['status'] }) {
  return status === 'active' ? (
    <Badge tone="success">Active</Badge>
  ) : (
    <Badge tone="danger">Deactivated</Badge>
  );
}

/** Says only admins may manage users, rather than failing on every click. */
export function NeedsUsersManage() {
  return (
    <Callout tone="warning" title="You can view this page but not manage users">
      Creating, inviting, editing and deactivating accounts needs the “Manage users” permission, which only
      admins can hold.
    </Callout>
  );
}

/** Maps zod issues to the form's fields (first message per field). */
export function issuesToErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? 'form');
    out[key] ??= i.message;
  }
  return out;
}
