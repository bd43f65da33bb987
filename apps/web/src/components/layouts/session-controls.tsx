import { LogOut } from 'lucide-react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatRole, initials } from '@/lib/format';

/** The one "Log out" control of a page. `compact` shows only the icon (the name stays). */
export function LogoutButton({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { logout } = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size={compact ? 'icon' : 'sm'}
      className={className}
      loading={busy}
      aria-label={compact ? 'Log out' : undefined}
      title="Log out"
      onClick={async () => {
        setBusy(true);
        await logout();
      }}
      leftIcon={busy ? undefined : <LogOut className="size-4" aria-hidden="true" />}
    >
      {compact ? null : 'Log out'}
    </Button>
  );
}

/** Avatar, name and role of the signed-in user. */
export function UserChip({
  className,
  hideTextOnMobile = true,
}: {
  className?: string;
  hideTextOnMobile?: boolean;
}) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className={cn('flex min-w-0 items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-slate-700 to-slate-900 text-xs font-semibold text-white ring-2 ring-white"
      >
        {initials(user.display_name || user.email)}
      </span>
      <div className={cn('min-w-0 leading-tight', hideTextOnMobile && 'hidden sm:block')}>
        <p className="truncate text-sm font-medium text-slate-900">{user.display_name || user.email}</p>
        <p className="truncate text-xs text-slate-500">{formatRole(user.role)}</p>
      </div>
    </div>
  );
}

/**
 * What app/ puts in every signed-in header next to the user (the notifications bell). A slot,
 * because components/ may not import features: the shells provide it, the layouts place it.
 */
const SessionActionsContext = createContext<ReactNode>(null);
export const SessionActionsProvider = SessionActionsContext.Provider;

/** The header actions of the shell, shown only while someone is signed in. */
export function SessionActions() {
  const { user } = useAuth();
  const actions = useContext(SessionActionsContext);
  return user ? actions : null;
}
