import type { ServiceType } from '@fundpath/contracts/brand';
import type { ScreenProps } from '@/config/routes';
import { Landing } from '@/features/landing';

const previewVariants: Record<string, ServiceType> = {
  '/preview/design-1': 'default',
  '/preview/design-2': 'ecommerce',
  '/preview/design-3': 'travel',
  '/preview/design-4': 'manila',
  '/manila-preview': 'manila',
  '/wellness': 'manila',
};

/** Design previews show one landing regardless of the domain. */
export default function PreviewRoute({ route }: ScreenProps) {
  return <Landing variant={previewVariants[route.path] ?? 'default'} />;
}
