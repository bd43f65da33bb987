import type { ClientBusiness } from '@fundpath/contracts/clients';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { Plane, Store, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { href } from '@/lib/href';
import { useClientBusiness } from '../api/record';
import { Section } from './record-sections';

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replaceAll('_', ' ');

const STATUS_TONE: Record<string, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  reversed: 'danger',
};

function Part({
  icon,
  title,
  link,
  children,
}: {
  icon: ReactNode;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
        {icon}
        {title}
        {link ? (
          <Link to={link.to} className="ml-auto text-xs font-medium text-brand hover:underline">
            {link.label}
          </Link>
        ) : null}
      </h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

const Recent = ({ children, label: what }: { children: ReactNode; label: string }) => (
  <ul aria-label={what} className="mt-2 divide-y divide-slate-100 text-sm">
    {children}
  </ul>
);

function StorePart({ store }: { store: NonNullable<ClientBusiness['store']> }) {
  return (
    <Part
      icon={<Store className="size-4 text-slate-500" aria-hidden="true" />}
      title={`Store · ${store.name}`}
      link={{ to: href('/admin/ecommerce/orders'), label: 'All orders' }}
    >
      <p className="text-sm text-slate-700">
        {store.paid_orders} paid {store.paid_orders === 1 ? 'order' : 'orders'} ·{' '}
        {formatCents(store.gross_cents - store.refunded_cents)} net
        {store.refunded_cents ? ` (${formatCents(store.refunded_cents)} refunded)` : ''}
      </p>
      {store.recent.length ? (
        <Recent label="Latest orders">
          {store.recent.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-2 py-1.5">
              <span className="font-medium text-slate-900">{o.number}</span>
              <span className="text-slate-600">{o.customer_name}</span>
              <Badge tone={o.status === 'pending_payment' ? 'warning' : 'neutral'}>{label(o.status)}</Badge>
              <span className="ml-auto tabular-nums text-slate-900">{formatCents(o.total_cents)}</span>
              <span className="text-xs text-slate-500">{formatDate(o.created_at)}</span>
            </li>
          ))}
        </Recent>
      ) : (
        <p className="mt-1 text-sm text-slate-500">No orders yet.</p>
      )}
    </Part>
  );
}

function TravelPart({ travel }: { travel: NonNullable<ClientBusiness['travel']> }) {
  return (
    <Part
      icon={<Plane className="size-4 text-slate-500" aria-hidden="true" />}
      title="Travel bookings through their links"
      link={{ to: href('/admin/travel/bookings'), label: 'All bookings' }}
    >
      <p className="text-sm text-slate-700">
        {travel.paid_bookings} paid {travel.paid_bookings === 1 ? 'booking' : 'bookings'} ·{' '}
        {formatCents(travel.paid_cents - travel.refunded_cents)} paid net
      </p>
      <Recent label="Latest travel bookings">
        {travel.recent.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center gap-2 py-1.5">
            <span className="font-medium text-slate-900">{b.booking_number}</span>
            <span className="text-slate-600">{b.package_title}</span>
            <Badge tone={b.status === 'cancelled' ? 'danger' : 'neutral'}>{label(b.status)}</Badge>
            <span className="ml-auto tabular-nums text-slate-900">{formatCents(b.total_cents)}</span>
            <span className="text-xs text-slate-500">{formatDate(b.created_at)}</span>
          </li>
        ))}
      </Recent>
    </Part>
  );
}

function CommissionsPart({ commissions }: { commissions: NonNullable<ClientBusiness['commissions']> }) {
  const total = commissions.by_status.reduce((sum, s) => sum + s.cents, 0);
  return (
    <Part
      icon={<Wallet className="size-4 text-slate-500" aria-hidden="true" />}
      title="Commissions"
      link={{ to: href('/admin/commissions'), label: 'Ledger' }}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Commissions by status</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Entries</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {commissions.by_status.map((s) => (
            <tr key={s.status}>
              <th scope="row" className="py-0.5 text-left font-normal">
                <Badge tone={STATUS_TONE[s.status] ?? 'neutral'}>{label(s.status)}</Badge>
              </th>
              <td className="py-0.5 text-right text-slate-500 tabular-nums">
                {s.entries} {s.entries === 1 ? 'entry' : 'entries'}
              </td>
              <td className="py-0.5 text-right tabular-nums text-slate-900">{formatCents(s.cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200">
            <th scope="row" className="pt-1 text-left font-medium text-slate-900">
              Total
            </th>
            <td />
            <td className="pt-1 text-right font-semibold tabular-nums text-slate-900">
              {formatCents(total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <Recent label="Latest commission entries">
        {commissions.recent.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center gap-2 py-1.5">
            <span className="min-w-0 truncate text-slate-700">{e.source_label}</span>
            <span className="ml-auto tabular-nums text-slate-900">{formatCents(e.amount_cents)}</span>
            <span className="text-xs text-slate-500">{formatDate(e.created_at)}</span>
          </li>
        ))}
      </Recent>
    </Part>
  );
}

/** What the client sells and earns: their store, travel bookings their links brought, commissions. */
export function BusinessSection({ clientId }: { clientId: string }) {
  const business = useClientBusiness(clientId);
  const b = business.data;
  return (
    <Section id="business" title="Business">
      {business.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> Loading orders, bookings and commissions…
        </p>
      ) : business.isError ? (
        <LoadError
          title="The business overview could not be loaded"
          error={business.error}
          onRetry={business.refetch}
        />
      ) : !b || (!b.store && !b.travel && !b.commissions) ? (
        <p className="text-sm text-slate-500">No store, travel bookings or commissions yet.</p>
      ) : (
        <div className="space-y-5">
          {b.store ? <StorePart store={b.store} /> : null}
          {b.travel ? <TravelPart travel={b.travel} /> : null}
          {b.commissions ? <CommissionsPart commissions={b.commissions} /> : null}
        </div>
      )}
    </Section>
  );
}
