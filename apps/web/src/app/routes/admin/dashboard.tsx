import { isAdmin } from '@fundpath/contracts/roles';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useAdminNav } from '@/config/admin-nav';
import { AdminAreaGrid, ImpersonatePanel, SystemStatusCard } from '@/features/admin';
import { useAuth } from '@/lib/auth';
import { formatRole } from '@/lib/format';

function greeting(date = new Date()): string {
  const h = date.getHours();
  if (h < 12) return 'Good morning';
  if (h < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Staff home: system status, the admin's impersonation panel, and a map of every admin area. */
export default function AdminDashboardRoute() {
  const { user, roles } = useAuth();
  const admin = isAdmin(user);
  const groups = useAdminNav(admin);
  const firstName = (user?.display_name || user?.email || '').split(/[\s@]/)[0];
  const permissions = Object.entries(user?.permissions ?? {}).filter(([, on]) => on);

  return (
    <>
      <PageHeader
        eyebrow={`${greeting()}${firstName ? `, ${firstName}` : ''}`}
        title="Admin Dashboard"
        description="Run every client journey from here: coaching, credit, funding and the storefronts around them."
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {admin ? (
            <ImpersonatePanel />
          ) : (
            <Card>
              <CardHeader
                icon={<ShieldCheck className="size-5" aria-hidden="true" />}
                title="Your workspace"
                description="Open an area below, or jump to any screen from the sidebar."
              />
              <CardBody className="text-sm text-slate-600">
                Impersonation is limited to admins. Ask an admin if you need to see the platform as a specific
                client.
              </CardBody>
            </Card>
          )}
        </div>
        <div className="space-y-6">
          <SystemStatusCard />
          <Card>
            <CardHeader title="Your access" description="What this account can do" />
            <CardBody className="space-y-3 text-sm">
              <div className="flex items-center justify-between">
                <span className="text-slate-600">Role</span>
                <Badge tone="brand">{user ? formatRole(user.role) : '—'}</Badge>
              </div>
              <div className="flex items-start justify-between gap-3">
                <span className="text-slate-600">Roles</span>
                <span className="flex flex-wrap justify-end gap-1">
                  {roles.map((role) => (
                    <Badge key={role}>{formatRole(role)}</Badge>
                  ))}
                </span>
              </div>
              <div className="flex items-center justify-between">
                <span className="text-slate-600">Extra permissions</span>
                <span className="font-medium text-slate-900 tabular-nums">{permissions.length}</span>
              </div>
            </CardBody>
          </Card>
        </div>
      </div>

      <section aria-labelledby="areas-title" className="mt-10">
        <div className="mb-4 flex items-end justify-between">
          <div>
            <h2 id="areas-title" className="text-lg font-semibold tracking-tight text-slate-900">
              All areas
            </h2>
            <p className="text-sm text-slate-500">
              Every screen of the back office, grouped by what it manages.
            </p>
          </div>
        </div>
        <AdminAreaGrid groups={groups} />
      </section>
    </>
  );
}
