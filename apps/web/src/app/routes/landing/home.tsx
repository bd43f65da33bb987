import { isStaff } from '@fundpath/contracts/roles';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { Landing, usePublishedLanding } from '@/features/landing';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';
import { useDomainContext } from '@/lib/domain-context';
import { href } from '@/lib/href';
import { landingSlots } from './landing-slots';

/**
 * `/`: staff → admin dashboard, clients → Client Center, everyone else the landing the brand
 * published for the domain (`GET /api/brand/page`), else the domain's built-in landing.
 */
export default function HomeRoute() {
  const { user } = useAuth();
  const { serviceType, isLoading } = useDomainContext();
  const { productName, refCode } = useBrand();
  const visitor = !user;
  const published = usePublishedLanding(refCode, visitor);
  if (isStaff(user)) return <Navigate to={href('/admin/dashboard')} replace />;
  if (user?.role === 'client') return <Navigate to={href('/client-center')} replace />;
  if (isLoading || published.isLoading) return <LoadingScreen message={`Loading ${productName}...`} />;
  return <Landing variant={serviceType} published={published.data} slots={landingSlots} />;
}
