import { ChevronRight, type LucideIcon, MapPin, Package, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { CustomerGate, CustomerOrdersList, useOrderCount } from '@/features/customer-account';
import { useAuth } from '@/lib/auth';

/** `/customer/dashboard`: recent orders and the way to everything else (spec §2). */
export default function CustomerDashboardRoute() {
  const { user } = useAuth();
  const first = user?.display_name.split(' ')[0];
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        eyebrow="My account"
        title={first ? `Hello, ${first}` : 'My account'}
        description="Your orders, details and saved addresses."
      />
      <CustomerGate
        title="Sign in to see your account"
        description="Your orders and saved addresses are here once you sign in."
      >
        <Dashboard />
      </CustomerGate>
    </div>
  );
}

function Dashboard() {
  const count = useOrderCount();
  return (
    <div className="space-y-8">
      <nav aria-label="Account" className="grid gap-3 sm:grid-cols-3">
        <QuickLink
          to="/customer/orders"
          icon={Package}
          title="Orders"
          text={count === undefined ? 'Track and review' : `${count} ${count === 1 ? 'order' : 'orders'}`}
        />
        <QuickLink to="/customer/profile" icon={UserRound} title="Details and password" text="Name, e-mail" />
        <QuickLink
          to="/customer/profile#addresses"
          icon={MapPin}
          title="Addresses"
          text="For faster checkout"
        />
      </nav>
      <section aria-labelledby="recent-orders" className="space-y-4">
        <div className="flex items-end justify-between gap-4">
          <h2 id="recent-orders" className="text-lg font-semibold text-slate-900">
            Recent orders
          </h2>
          <Link to="/customer/orders" className="text-sm font-medium text-brand hover:underline">
            All orders
          </Link>
        </div>
        <CustomerOrdersList recent={5} />
      </section>
    </div>
  );
}

function QuickLink({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-slate-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900">{title}</span>
        <span className="block truncate text-sm text-slate-600">{text}</span>
      </span>
      <ChevronRight className="size-4 text-slate-400 group-hover:text-slate-600" aria-hidden="true" />
    </Link>
  );
}
