import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';

/** `/customer/login?next=…` back to where the shopper is now. */
export function useSignInHref(): string {
  const { pathname, search } = useLocation();
  return `/customer/login?next=${encodeURIComponent(pathname + search)}`;
}

/** What a signed-out shopper sees on an account page: sign in (and come back) or create an account. */
export function SignInPrompt({ title, description }: { title: string; description: string }) {
  const signIn = useSignInHref();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      icon={LogIn}
      title={title}
      description={description}
      action={
        <>
          <ButtonLink to={signIn}>Sign in</ButtonLink>
          <ButtonLink
            variant="secondary"
            to={`/customer/register?next=${encodeURIComponent(pathname + search)}`}
          >
            Create an account
          </ButtonLink>
        </>
      }
    />
  );
}

/**
 * The customer pages are public routes (spec §2) whose data is the signed-in person's own: while
 * the session resolves a spinner, signed out the prompt, then the page.
 */
export function CustomerGate({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { status, user } = useAuth();
  if (status === 'loading') return <Spinner className="py-16" />;
  if (!user) return <SignInPrompt title={title} description={description} />;
  return children;
}
