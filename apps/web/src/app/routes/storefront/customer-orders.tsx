import { PageHeader } from '@/components/ui/page-header';
import { CustomerGate, CustomerOrdersList } from '@/features/customer-account';

/** `/customer/orders`: the shopper's own orders, newest first, by pages (spec §2). */
export default function CustomerOrdersRoute() {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        eyebrow="My account"
        title="My orders"
        description="Every order you placed while signed in."
      />
      <CustomerGate
        title="Sign in to see your orders"
        description="Orders you place while signed in show up here, with their tracking."
      >
        <CustomerOrdersList />
      </CustomerGate>
    </div>
  );
}
