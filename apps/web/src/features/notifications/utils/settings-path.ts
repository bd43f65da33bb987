import { isStaff, marketplaceRoles, type RoleSubject } from '@fundpath/contracts/roles';
import { href } from '@/lib/href';

/** Where the signed-in user changes which notifications they get (null: no settings screen for them). */
export function notificationSettingsPath(user: RoleSubject | null | undefined): string | null {
  if (!user) return null;
  if (isStaff(user)) return href('/settings/notifications');
  if ((marketplaceRoles as readonly string[]).includes(user.role))
    return href('/manila/notification-settings');
  return null;
}
