import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChunkFallback } from '@/app/screen';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { LoadingScreen } from '@/components/ui/spinner';
import { AuthProvider, useAuth } from '@/lib/auth';
import { BrandProvider, useBrand } from '@/lib/brand';
import { DomainContextProvider } from '@/lib/domain-context';

/** Spec §2: while the session resolves, `Loading {product}...` fills the screen. */
function SessionGate({ children }: { children: ReactNode }) {
  const { status, isSigningOut } = useAuth();
  const { productName } = useBrand();
  if (status === 'loading') return <LoadingScreen message={`Loading ${productName}...`} />;
  if (isSigningOut) return <LoadingScreen message="Signing out..." />;
  return children;
}

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [pathname]);
  return null;
}

/** Only sessions an admin impersonates show it: its chunk stays off every other first page. */
const ImpersonationBanner = lazy(() =>
  import('@/components/layouts/impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })),
);

function ImpersonationSlot() {
  const { impersonation } = useAuth();
  if (!impersonation.is_impersonating) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
}

/** The app's root route: brand, domain and session providers around every page. */
export function RootLayout() {
  return (
    <BrandProvider>
      <DomainContextProvider>
        <AuthProvider>
          <ScrollToTopOnNavigate />
          <ImpersonationSlot />
          <SessionGate>
            <ErrorBoundary>
              {/* An area's shell loading for the first time (its screens have their own boundary). */}
              <Suspense fallback={<ChunkFallback />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </SessionGate>
        </AuthProvider>
      </DomainContextProvider>
    </BrandProvider>
  );
}
