import { isStaff } from '@fundpath/contracts/roles';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { Landing, PublishedLanding, usePublishedPage } from '@/features/landing';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';
import { useDomainContext } from '@/lib/domain-context';
import { href } from '@/lib/href';

/**
 * `/`: staff → admin dashboard, clients → Client Center, everyone else the landing the brand
 * published for the domain (`GET /api/brand/page`), else the domain's built-in landing.
 */
export default function HomeRoute() {
  const { user } = useAuth();
  const { serviceType, isLoading } = useDomainContext();
  const { productName, refCode } = useBrand();
  const visitor = !user;
  const published = usePublishedPage('landing', refCode, visitor);
  if (isStaff(user)) return <Navigate to={href('/admin/dashboard')} replace />;
  if (user?.role === 'client') return <Navigate to={href('/client-center')} replace />;
  if (isLoading || (visitor && published.isPending))
    return <LoadingScreen message={`Loading ${productName}...`} />;
  const page = published.data;
  if (page && page.sections.length > 0)
    return <PublishedLanding design={page.design ?? serviceType} sections={page.sections} />;
  return <Landing variant={serviceType} />;
}
