import { StoreHome } from '@/features/storefront';

/** `/store/:store_id`: the store's front page (the store shell around it loads the store). */
export default function StoreHomeRoute() {
  return <StoreHome />;
}
