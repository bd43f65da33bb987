import type { Role } from '@fundpath/contracts/roles';
import { Navigate, useSearchParams } from 'react-router';
import type { ScreenProps } from '@/config/routes';
import { LoginForm } from '@/features/auth';
import { useAuth } from '@/lib/auth';
import { href } from '@/lib/href';
import { loginRedirectTarget } from '@/lib/route-guards';
import { useRouteLookup } from '@/lib/route-lookup';

const subtitles: Record<string, string> = {
  '/manila/login': 'Sign in to book, chat with your specialists and manage your appointments.',
  '/manila/affiliate/login': 'Sign in to your affiliate dashboard and commissions.',
  '/specialist/login': 'Sign in to manage your services, availability and appointments.',
  '/customer/login': 'Sign in to see your orders and keep your details up to date.',
};

/**
 * Where a sign-in page lands a role instead of the role's usual home (a safe `?next=` still
 * wins): an affiliate signing in on the marketplace's page goes to the marketplace dashboard.
 */
const landings: Record<string, Partial<Record<Role, string>>> = {
  '/manila/affiliate/login': { affiliate: href('/manila/affiliate/dashboard') },
};

/** Sign-in pages of the marketplaces and storefront: one account system, their own look. */
export default function MarketplaceLoginRoute({ route }: ScreenProps) {
  const { user, realUser } = useAuth();
  const [params] = useSearchParams();
  const { routeFor } = useRouteLookup();
  if (user) {
    const home = landings[route.path]?.[user.role];
    return (
      <Navigate to={loginRedirectTarget(user, params.get('next'), { routeFor, realUser, home })} replace />
    );
  }
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="mb-8 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{route.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{subtitles[route.path] ?? 'Sign in to continue.'}</p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
        <LoginForm />
      </div>
    </div>
  );
}
