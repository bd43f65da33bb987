import type { ServiceType } from '@fundpath/contracts/brand';
import { isStaff } from '@fundpath/contracts/roles';
import { Navigate, useParams } from 'react-router';
import type { ScreenProps } from '@/app/screen';
import { LoadingScreen } from '@/components/ui/spinner';
import { Landing } from '@/features/landing/components/landing';
import { useAuth } from '@/lib/auth';
import { parseRefCode, useBrand } from '@/lib/brand';
import { useDomainContext } from '@/lib/domain-context';

/** `/`: staff → admin dashboard, clients → Client Center, everyone else the domain's landing. */
export function HomeRoute() {
  const { user } = useAuth();
  const { serviceType, isLoading } = useDomainContext();
  const { productName } = useBrand();
  if (isStaff(user)) return <Navigate to="/admin/dashboard" replace />;
  if (user?.role === 'client') return <Navigate to="/client-center" replace />;
  if (isLoading) return <LoadingScreen message={`Loading ${productName}...`} />;
  return <Landing variant={serviceType} />;
}

/**
 * `/ref/{code}`: the BrandProvider reads a valid code from the path (letters and digits only) and
 * passes it to the brand call; the page itself is the home page. Invalid codes go to `/`.
 */
export function RefRoute() {
  const { code } = useParams();
  if (!parseRefCode(code)) return <Navigate to="/" replace />;
  return <HomeRoute />;
}

const previewVariants: Record<string, ServiceType> = {
  '/preview/design-1': 'default',
  '/preview/design-2': 'ecommerce',
  '/preview/design-3': 'travel',
  '/preview/design-4': 'manila',
  '/manila-preview': 'manila',
  '/wellness': 'manila',
};

/** Design previews show one landing regardless of the domain. */
export function PreviewRoute({ route }: ScreenProps) {
  return <Landing variant={previewVariants[route.path] ?? 'default'} />;
}
