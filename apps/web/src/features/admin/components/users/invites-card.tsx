import type { Invite } from '@fundpath/contracts/people';
import { Copy, MailCheck, RotateCw, X } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { formatDateTime, formatRole } from '@/lib/format';
import { useInvites, useResendInvite, useRevokeInvite } from '../../api/users';

/** The invite link with a copy button (shown when the server has no mail transport). */
export function InviteLink({ link }: { link: string }) {
  return (
    <span className="grid gap-2">
      <span className="text-sm text-slate-700">
        This server has no mail transport, so the e-mail only reached the outbox. Send this link yourself; it
        works once.
      </span>
      <input
        readOnly
        aria-label="Invite link"
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="block w-full rounded-md bg-slate-100 px-2 py-1.5 font-mono text-xs text-slate-900 ring-1 ring-slate-200"
      />
      <span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(link)
              .then(() => toast.success('Link copied'))
              .catch(() => toast.error('Copy failed: select the link instead'))
          }
        >
          <Copy className="size-4" aria-hidden="true" />
          Copy link
        </Button>
      </span>
    </span>
  );
}

/** Invites not yet accepted: when they expire, and resend or revoke each. */
export function InvitesCard() {
  const invites = useInvites();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const dialogs = useDialogs();
  const fail = (err: unknown) => toast.error(refusalMessage(err) ?? errorMessage(err, 'That did not work'));

  const columns: Array<DataTableColumn<Invite>> = [
    {
      id: 'who',
      header: 'Invited',
      cell: (i) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-slate-900">{i.display_name}</span>
          <span className="block truncate text-xs text-slate-600">{i.email}</span>
        </span>
      ),
    },
    { id: 'role', header: 'Role', cell: (i) => formatRole(i.role) },
    {
      id: 'state',
      header: 'Status',
      cell: (i) =>
        i.state === 'pending' ? <Badge tone="info">Pending</Badge> : <Badge tone="warning">Expired</Badge>,
    },
    {
      id: 'expires',
      header: 'Expires',
      hideOnMobile: true,
      cell: (i) => formatDateTime(i.expires_at),
    },
    { id: 'by', header: 'Invited by', hideOnMobile: true, cell: (i) => i.invited_by_name ?? '—' },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (i) => (
        <span className="inline-flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Resend the invite to ${i.email}`}
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(i.id, {
                onSuccess: ({ invite, link }) =>
                  link
                    ? void dialogs.alert({
                        title: 'Share the new invite link',
                        message: <InviteLink link={link} />,
                      })
                    : toast.success(`A new link went to ${invite.email}`),
                onError: fail,
              })
            }
          >
            <RotateCw className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Resend</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Revoke the invite to ${i.email}`}
            disabled={revoke.isPending}
            onClick={async () => {
              const ok = await dialogs.confirm({
                title: `Revoke the invite to ${i.email}?`,
                message: 'The link they received stops working at once.',
                confirmLabel: 'Revoke invite',
                variant: 'danger',
              });
              if (ok)
                revoke.mutate(i.id, { onSuccess: () => toast.success('Invite revoked'), onError: fail });
            }}
          >
            <X className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Revoke</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader
        icon={<MailCheck className="size-5" aria-hidden="true" />}
        title="Open invites"
        description="Links not used yet. Each works once; resending replaces the old link."
      />
      <DataTable
        caption="Open invites"
        columns={columns}
        rows={invites.data ?? []}
        getRowId={(i) => i.id}
        loading={invites.isPending}
        error={invites.isError ? errorMessage(invites.error, 'Invites could not be loaded') : undefined}
        onRetry={() => void invites.refetch()}
        empty={<p className="px-4 py-6 text-center text-sm text-slate-600">No open invites.</p>}
      />
    </Card>
  );
}
