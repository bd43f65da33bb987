import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAuthAside } from '@/components/layouts/auth-layout';
import { LoginForm } from '@/features/auth';
import { LoginPageContent, parseSections, usePublishedPage } from '@/features/landing';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';
import { loginRedirectTarget } from '@/lib/route-guards';
import { useRouteLookup } from '@/lib/route-lookup';

/**
 * /login: signed-in users go to `next` (when they may open it) or their home. Beside the form,
 * the login page the brand published (`GET /api/brand/page?page=login`), else the built-in text.
 */
export default function LoginRoute() {
  const { user, realUser } = useAuth();
  const { productName, refCode } = useBrand();
  const sections = usePublishedPage('login', refCode, !user).data?.sections;
  useAuthAside(
    useMemo(() => {
      const checked = sections ? parseSections(sections) : null;
      return checked?.length ? <LoginPageContent sections={checked} /> : null;
    }, [sections]),
  );
  const [params] = useSearchParams();
  const { routeFor } = useRouteLookup();
  if (user)
    return <Navigate to={loginRedirectTarget(user, params.get('next'), { routeFor, realUser })} replace />;
  return (
    <>
      <div className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Welcome back</h1>
        <p className="mt-2 text-sm text-slate-600">Sign in to continue your {productName} journey.</p>
      </div>
      <LoginForm />
    </>
  );
}
