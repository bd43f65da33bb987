import { DemoCheckoutPage } from '@/features/storefront';

/** `/checkout`: the demo store's checkout (contact and address; no payment). */
export default function DemoCheckoutRoute() {
  return <DemoCheckoutPage />;
}
