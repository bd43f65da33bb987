import type { AccountSession } from '@fundpath/contracts/account';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/ui/dialogs';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime, timeAgo } from '@/lib/format';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';

const fail = (fallback: string) => (err: unknown) =>
  toast.error(refusalMessage(err) ?? errorMessage(err, fallback));

/**
 * Where one is signed in (`GET /api/account/sessions`): device, address and when, this browser
 * marked; each other device can be signed out, or all of them at once. Revoking this browser's
 * own session signs it out.
 */
export function ActiveSessions() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const dialogs = useDialogs();
  const { refreshUser } = useAuth();
  const busy = revoke.isPending || revokeOthers.isPending;

  if (sessions.isPending) return <Spinner className="py-8" />;
  if (sessions.isError)
    return (
      <LoadError
        title="Your sessions could not be loaded"
        error={sessions.error}
        onRetry={sessions.refetch}
      />
    );
  const list = sessions.data;
  const others = list.filter((s) => !s.current).length;

  const end = async (s: AccountSession) => {
    const ok = await dialogs.confirm(
      s.current
        ? {
            title: 'Sign out on this device?',
            message: 'This is the browser you are using now: you will need to sign in again.',
            confirmLabel: 'Sign out',
            variant: 'danger',
          }
        : {
            title: 'Sign out this device?',
            message: `${s.device}${s.ip ? ` (${s.ip})` : ''} is signed out at once.`,
            confirmLabel: 'Revoke',
            variant: 'danger',
          },
    );
    if (!ok) return;
    revoke.mutate(s.id, {
      onSuccess: (r) => {
        toast.success(r.message);
        if (r.signed_out) void refreshUser(); // no session any more: back to sign-in
      },
      onError: fail('That device could not be signed out'),
    });
  };

  const endOthers = async () => {
    const ok = await dialogs.confirm({
      title: 'Sign out all other devices?',
      message: `${others} other session${others === 1 ? '' : 's'} end at once. This browser stays signed in.`,
      confirmLabel: 'Sign out others',
      variant: 'danger',
    });
    if (!ok) return;
    revokeOthers.mutate(undefined, {
      onSuccess: (r) => toast.success(r.message),
      onError: fail('The other devices could not be signed out'),
    });
  };

  return (
    <div className="grid gap-4">
      <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200" aria-label="Active sessions">
        {list.map((s) => (
          <li
            key={s.id}
            className="flex flex-col gap-3 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="flex min-w-0 items-start gap-3">
              <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span className="break-words">{s.device}</span>
                  {s.current ? <Badge tone="brand">This device</Badge> : null}
                </span>
                <span className="block text-xs break-all text-slate-600">{s.ip ?? 'Unknown address'}</span>
                <span className="block text-xs text-slate-600">
                  Signed in <time dateTime={s.created_at}>{formatDateTime(s.created_at)}</time> · active{' '}
                  {timeAgo(s.last_seen_at)}
                </span>
              </span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              className="self-start sm:self-center"
              aria-label={`Revoke: ${s.device}${s.current ? ' (this device)' : ''}`}
              onClick={() => void end(s)}
              disabled={busy}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="danger"
          size="sm"
          onClick={() => void endOthers()}
          disabled={busy || others === 0}
          loading={revokeOthers.isPending}
        >
          <LogOut className="size-4" aria-hidden="true" />
          Sign out all other devices
        </Button>
        {others === 0 ? (
          <p className="mt-2 text-xs text-slate-600">You are not signed in anywhere else.</p>
        ) : null}
      </div>
    </div>
  );
}
