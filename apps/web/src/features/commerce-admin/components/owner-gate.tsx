import { LogIn, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useOwnStore } from '../api/stores';

/**
 * The owner's screens show their store's data only: signed out (the spec leaves some of these
 * pages unguarded) they ask to sign in; without a store yet they point to /my-store to open one.
 */
export function OwnerStoreGate({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const { pathname, search } = useLocation();
  const isOwner = user?.role === 'client';
  const store = useOwnStore(isOwner);

  if (status === 'loading') return <Spinner className="py-16" />;
  if (!isOwner) {
    return (
      <EmptyState
        icon={LogIn}
        title={user ? 'This page is for store owners' : 'Sign in to see your store'}
        description={
          user
            ? 'Store owners see their products, orders and customers here. Your account does not run a store.'
            : 'Store owners sign in to see their products, orders and customers.'
        }
        action={
          user ? undefined : (
            <ButtonLink to={`/login?next=${encodeURIComponent(pathname + search)}`}>Sign in</ButtonLink>
          )
        }
      />
    );
  }
  if (store.isPending) return <Spinner message="Loading your store" className="py-16" />;
  if (store.isError)
    return (
      <Callout tone="error" title="Your store could not be loaded">
        {refusalMessage(store.error) ?? errorMessage(store.error)}
      </Callout>
    );
  if (!store.data)
    return (
      <EmptyState
        icon={Store}
        title="Open your store first"
        description="Name your store and choose its address; then add products, take orders and see your customers here."
        action={<ButtonLink to="/my-store">Set up my store</ButtonLink>}
      />
    );
  return children;
}
