import { DemoOrderSuccessPage } from '@/features/storefront';

/** `/order-success`: the demo order just placed. */
export default function DemoOrderSuccessRoute() {
  return <DemoOrderSuccessPage />;
}
