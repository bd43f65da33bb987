import type { ReactNode } from 'react';
import { StoreShell } from '@/features/storefront';

/**
 * A store's own pages (`/store/:store_id/*`) wear the store: its logo, name, colours, navigation,
 * cart count and footer (features/storefront StoreShell), not the platform's marketing header.
 * Its own chunk, apart from marketing.tsx: the platform's public pages don't carry it.
 */
export function StorefrontStoreShell({ children }: { children?: ReactNode }) {
  return <StoreShell>{children}</StoreShell>;
}
