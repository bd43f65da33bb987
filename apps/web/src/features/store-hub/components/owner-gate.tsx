import { LogIn, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * The `/client/*` store-owner pages render for anyone (spec §2 lists them unguarded), but their
 * data comes only to a signed-in client: everyone else gets a sign-in prompt instead of `children`,
 * and no request is made for them.
 */
export function OwnerGate({ children }: { children: ReactNode }) {
  const { status, user, hasRole } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner className="py-16" />;
  if (status === 'authenticated' && hasRole('client')) return children;
  return <SignInPrompt signedInAs={user?.email ?? null} next={`${location.pathname}${location.search}`} />;
}

/** What a visitor sees on an owner page: why there is nothing to show, and the way in. */
export function SignInPrompt({ signedInAs, next }: { signedInAs: string | null; next: string }) {
  return (
    <EmptyState
      icon={Store}
      title={signedInAs ? 'This page is for store owners' : 'Sign in to manage your store'}
      description={
        signedInAs
          ? `You are signed in as ${signedInAs}, which does not own a store. Sign in with your coach account to see your store here.`
          : 'Your store’s orders, settings and numbers are private: sign in with your coach account to see them.'
      }
      action={
        <ButtonLink to={paths.loginWithNext(next)}>
          <LogIn className="size-4" aria-hidden="true" />
          {signedInAs ? 'Sign in as a store owner' : 'Sign in'}
        </ButtonLink>
      }
    />
  );
}
