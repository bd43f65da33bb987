import { DemoCartPage } from '@/features/storefront';

/** `/cart`: the demo store's cart (local storage `demoCart`). */
export default function DemoCartRoute() {
  return <DemoCartPage />;
}
