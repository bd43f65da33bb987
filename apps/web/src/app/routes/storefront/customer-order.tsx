import { ArrowLeft, PackageSearch, Store } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { OrderView } from '@/features/commerce-admin';
import { CustomerGate, CustomerOrderStatus, useCustomerOrder } from '@/features/customer-account';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';

/** `/customer/orders/:id`: one of the shopper's orders, read-only, with its timeline and tracking (spec §2). */
export default function CustomerOrderRoute() {
  const { id = '' } = useParams();
  const { status, user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <Link
        to="/customer/orders"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All orders
      </Link>
      {status === 'unauthenticated' || (status !== 'loading' && !user) ? (
        <PageHeader title="Order details" />
      ) : null}
      <CustomerGate
        title="Sign in to see this order"
        description="Your orders are shown only to you once you sign in."
      >
        <OrderPage id={id} />
      </CustomerGate>
    </div>
  );
}

function OrderPage({ id }: { id: string }) {
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const order = useCustomerOrder(id, valid);
  if (!valid || (order.isError && isApiError(order.error) && order.error.status === 404))
    return (
      <>
        <h1 className="sr-only">Order not found</h1>
        <EmptyState
          icon={PackageSearch}
          title="We could not find that order"
          description="It may belong to another account. Your own orders are all in your list."
          action={<ButtonLink to="/customer/orders">See my orders</ButtonLink>}
        />
      </>
    );
  if (order.isPending) return <Spinner message="Loading your order" className="py-16" />;
  if (order.isError || !order.data)
    return (
      <>
        <h1 className="text-2xl font-semibold text-slate-900">Order</h1>
        <Callout tone="error" title="The order could not be loaded" className="mt-4">
          {errorMessage(order.error)}
        </Callout>
      </>
    );
  const o = order.data;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Order {o.number}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <CustomerOrderStatus status={o.status} />
          <span>Placed {formatDateTime(o.created_at)}</span>
          <Link
            to={`/store/${o.store_id}`}
            className="inline-flex items-center gap-1 font-medium text-brand hover:underline"
          >
            <Store className="size-4" aria-hidden="true" />
            {o.store_name}
          </Link>
        </div>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
        <OrderView order={o} audience="customer" />
      </div>
    </div>
  );
}
