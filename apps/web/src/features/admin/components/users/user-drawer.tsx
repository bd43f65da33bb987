import {
  type AdminUser,
  type SessionInfo,
  type UserDetail,
  updateUserSchema,
} from '@fundpath/contracts/people';
import { type Role, roles } from '@fundpath/contracts/roles';
import { KeyRound, LogOut, MonitorSmartphone, ShieldCheck, ShieldOff, UserRoundSearch } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { assignLocation } from '@/lib/browser';
import { formatDateTime, formatRole, timeAgo } from '@/lib/format';
import { useImpersonateUser } from '../../api/impersonation';
import {
  useBrandOptions,
  useRevokeSession,
  useSendPasswordReset,
  useSetActive,
  useUpdateUser,
  useUserDetail,
} from '../../api/users';
import { issuesToErrors, StatusBadge } from './parts';

const ROLE_OPTIONS = roles.map((r) => ({ value: r, label: formatRole(r) }));
const fail = (fallback: string) => (err: unknown) =>
  toast.error(refusalMessage(err) ?? errorMessage(err, fallback));

/** A short, readable device name from a user agent. */
export function deviceOf(ua: string | null): string {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const os = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? ua.slice(0, 60);
}

function ProfileForm({ user, canManage }: { user: AdminUser; canManage: boolean }) {
  const { user: me } = useAuth();
  const brands = useBrandOptions();
  const update = useUpdateUser();
  const [email, setEmail] = useState(user.email);
  const [name, setName] = useState(user.display_name);
  const [role, setRole] = useState<Role>(user.role);
  const [brandId, setBrandId] = useState(user.brand_id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const self = me?.id === user.id;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const patch: Record<string, unknown> = {};
    if (email !== user.email) patch.email = email;
    if (name !== user.display_name) patch.display_name = name;
    if (role !== user.role) patch.role = role;
    if ((brandId || null) !== user.brand_id) patch.brand_id = brandId || null;
    if (Object.keys(patch).length === 0) {
      toast.info('Nothing changed');
      return;
    }
    const parsed = updateUserSchema.safeParse(patch);
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    update.mutate(
      { id: user.id, ...parsed.data },
      {
        onSuccess: () => toast.success('Saved'),
        onError: (err) => {
          setErrors(fieldErrorsOf(err));
          fail('The changes could not be saved')(err);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit user" className="grid gap-4">
      <Field
        label="Full name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.display_name}
        disabled={!canManage}
      />
      <Field
        label="E-mail"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        disabled={!canManage}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NativeSelect
          label="Role"
          value={role}
          onChange={(v) => setRole(v as Role)}
          options={ROLE_OPTIONS}
          error={errors.role}
          disabled={!canManage || self}
          hint={self ? 'Nobody can change their own role.' : undefined}
        />
        <NativeSelect
          label="Brand"
          value={brandId}
          onChange={setBrandId}
          placeholder="No brand"
          options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
          error={errors.brand_id}
          disabled={!canManage}
        />
      </div>
      {canManage ? (
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function SessionsTab({ detail, canManage }: { detail: UserDetail; canManage: boolean }) {
  const revoke = useRevokeSession();
  const dialogs = useDialogs();
  const sessions = detail.sessions;
  const end = async (s: SessionInfo | 'all') => {
    const ok = await dialogs.confirm(
      s === 'all'
        ? {
            title: `Sign ${detail.user.display_name} out everywhere?`,
            message: `${sessions.length} session${sessions.length === 1 ? '' : 's'} end at once, on every device.`,
            confirmLabel: 'Sign out everywhere',
            variant: 'danger',
          }
        : {
            title: 'End this session?',
            message: `${deviceOf(s.user_agent)} is signed out at once.`,
            confirmLabel: 'End session',
            variant: 'danger',
          },
    );
    if (!ok) return;
    revoke.mutate(
      { userId: detail.user.id, sessionId: s === 'all' ? 'all' : s.id },
      { onSuccess: () => toast.success('Signed out'), onError: fail('The session could not be ended') },
    );
  };
  if (sessions.length === 0)
    return <p className="py-6 text-center text-sm text-slate-600">No one is signed in to this account.</p>;
  return (
    <div className="grid gap-3">
      <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200" aria-label="Sessions">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5">
            <span className="flex min-w-0 items-center gap-3">
              <MonitorSmartphone className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 text-sm">
                <span className="block font-medium text-slate-900">
                  {deviceOf(s.user_agent)} {s.current ? <Badge tone="brand">This session</Badge> : null}
                </span>
                <span className="block text-xs text-slate-600">
                  {s.ip ?? 'Unknown address'} · signed in {timeAgo(s.created_at)}
                </span>
              </span>
            </span>
            {canManage ? (
              <Button size="sm" variant="ghost" onClick={() => void end(s)} disabled={revoke.isPending}>
                End session
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage ? (
        <div>
          <Button variant="danger" size="sm" onClick={() => void end('all')} disabled={revoke.isPending}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign out everywhere
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const ACTION_LABELS: Record<string, string> = {
  'user.created': 'Account created',
  'user.updated': 'Profile edited',
  'user.role_changed': 'Role changed',
  'user.deactivated': 'Deactivated',
  'user.reactivated': 'Reactivated',
  'user.invite_accepted': 'Invite accepted',
  'user.password_reset_sent': 'Password reset sent',
  'user.session_revoked': 'Session ended',
  'user.sessions_revoked': 'Signed out everywhere',
  'user.profile_updated': 'Directory entry edited',
  'permission.override_set': 'Permission override set',
  'permission.override_removed': 'Permission override removed',
};

function change(before: unknown, after: unknown): string | null {
  if (!after || typeof after !== 'object') return null;
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const parts = Object.entries(after as Record<string, unknown>).map(([k, v]) =>
    k in b ? `${k}: ${String(b[k])} → ${String(v)}` : `${k}: ${String(v)}`,
  );
  return parts.length ? parts.join(' · ') : null;
}

function ActivityTab({ detail }: { detail: UserDetail }) {
  if (detail.audit.length === 0)
    return (
      <p className="py-6 text-center text-sm text-slate-600">No changes recorded for this account yet.</p>
    );
  return (
    <ol className="grid gap-3" aria-label="Audit trail">
      {detail.audit.map((a) => (
        <li key={a.id} className="rounded-lg px-3 py-2 ring-1 ring-slate-200">
          <p className="text-sm font-medium text-slate-900">{ACTION_LABELS[a.action] ?? a.action}</p>
          <p className="text-xs text-slate-600">
            {formatDateTime(a.at)} · by {a.actor_name ?? 'the system'}
            {a.ip ? ` · ${a.ip}` : ''}
          </p>
          {change(a.before, a.after) ? (
            <p className="mt-1 text-xs break-words text-slate-700">{change(a.before, a.after)}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The user detail drawer: profile, sessions, audit trail and the account actions. */
export function UserDrawer({
  userId,
  canManage,
  onClose,
}: {
  userId: string;
  canManage: boolean;
  onClose: () => void;
}) {
  const { user: me } = useAuth();
  const detail = useUserDetail(canManage ? userId : null);
  const setActive = useSetActive();
  const reset = useSendPasswordReset();
  const impersonate = useImpersonateUser();
  const dialogs = useDialogs();
  const user = detail.data?.user;
  const self = me?.id === userId;

  const toggleActive = async () => {
    if (!user) return;
    const deactivate = user.status === 'active';
    const ok = await dialogs.confirm(
      deactivate
        ? {
            title: `Deactivate ${user.display_name}?`,
            message: 'They are signed out everywhere at once and cannot sign in until reactivated.',
            confirmLabel: 'Deactivate',
            variant: 'danger',
          }
        : {
            title: `Reactivate ${user.display_name}?`,
            message: 'They can sign in again with their password.',
            confirmLabel: 'Reactivate',
            variant: 'success',
          },
    );
    if (!ok) return;
    setActive.mutate(
      { id: user.id, active: !deactivate },
      {
        onSuccess: (u) => toast.success(u.status === 'active' ? 'Reactivated' : 'Deactivated'),
        onError: fail('The account could not be changed'),
      },
    );
  };

  const sendReset = async () => {
    if (!user) return;
    const ok = await dialogs.confirm({
      title: `Send ${user.display_name} a password reset?`,
      message: `A one-hour link goes to ${user.email}. Their current password keeps working until they use it.`,
      confirmLabel: 'Send reset link',
    });
    if (ok)
      reset.mutate(user.id, {
        onSuccess: () => toast.success(`Reset link sent to ${user.email}`),
        onError: fail('The reset link could not be sent'),
      });
  };

  const startImpersonation = async () => {
    if (!user) return;
    try {
      await impersonate.mutateAsync(user.id);
      toast.success(`Now viewing as ${user.display_name}`);
      assignLocation('/client-center');
    } catch (err) {
      fail('Impersonation could not start')(err);
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        size="lg"
        title={user?.display_name ?? 'User'}
        description={user ? `${user.email} · ${formatRole(user.role)}` : undefined}
      >
        <DialogBody className="grid gap-5">
          {!canManage ? (
            <Callout tone="info">Only admins who can manage users see account details here.</Callout>
          ) : detail.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner message="Loading the account" />
            </div>
          ) : detail.isError || !user || !detail.data ? (
            <Callout tone="error" title="The account could not be loaded">
              {errorMessage(detail.error, 'Try again in a moment.')}
            </Callout>
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
                <StatusBadge status={user.status} />
                <span>
                  Last sign-in:{' '}
                  <strong className="font-medium text-slate-900">
                    {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'never'}
                  </strong>
                </span>
                <span>Joined {formatDateTime(user.created_at)}</span>
              </div>
              <div className="flex flex-wrap gap-2">
                {!self ? (
                  <Button
                    size="sm"
                    variant={user.status === 'active' ? 'danger' : 'success'}
                    onClick={() => void toggleActive()}
                    disabled={setActive.isPending}
                  >
                    {user.status === 'active' ? (
                      <ShieldOff className="size-4" aria-hidden="true" />
                    ) : (
                      <ShieldCheck className="size-4" aria-hidden="true" />
                    )}
                    {user.status === 'active' ? 'Deactivate' : 'Reactivate'}
                  </Button>
                ) : null}
                {user.status === 'active' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void sendReset()}
                    disabled={reset.isPending}
                  >
                    <KeyRound className="size-4" aria-hidden="true" />
                    Send password reset
                  </Button>
                ) : null}
                {user.role === 'client' && user.status === 'active' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void startImpersonation()}
                    disabled={impersonate.isPending}
                  >
                    <UserRoundSearch className="size-4" aria-hidden="true" />
                    Impersonate
                  </Button>
                ) : null}
              </div>
              <Tabs defaultValue="profile">
                <TabsList aria-label="Account details">
                  <TabsTrigger value="profile">Profile</TabsTrigger>
                  <TabsTrigger value="sessions">Sessions ({detail.data.sessions.length})</TabsTrigger>
                  <TabsTrigger value="activity">Audit trail</TabsTrigger>
                </TabsList>
                <TabsContent value="profile" className="pt-4">
                  <ProfileForm
                    key={`${user.id}:${user.email}:${user.role}:${user.brand_id}`}
                    user={user}
                    canManage={canManage}
                  />
                </TabsContent>
                <TabsContent value="sessions" className="pt-4">
                  <SessionsTab detail={detail.data} canManage={canManage} />
                </TabsContent>
                <TabsContent value="activity" className="pt-4">
                  <ActivityTab detail={detail.data} />
                </TabsContent>
              </Tabs>
            </>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
