import { isStaff } from '@fundpath/contracts/roles';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { Landing } from '@/features/landing';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';
import { useDomainContext } from '@/lib/domain-context';
import { href } from '@/lib/href';

/** `/`: staff → admin dashboard, clients → Client Center, everyone else the domain's landing. */
export default function HomeRoute() {
  const { user } = useAuth();
  const { serviceType, isLoading } = useDomainContext();
  const { productName } = useBrand();
  if (isStaff(user)) return <Navigate to={href('/admin/dashboard')} replace />;
  if (user?.role === 'client') return <Navigate to={href('/client-center')} replace />;
  if (isLoading) return <LoadingScreen message={`Loading ${productName}...`} />;
  return <Landing variant={serviceType} />;
}
