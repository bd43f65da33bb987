import type { ServiceType } from '@fundpath/contracts/brand';
import type { ScreenProps } from '@/config/routes';
import { Landing, usePublishedLanding } from '@/features/landing';
import { useBrand } from '@/lib/brand';
import { landingSlots } from './landing-slots';

const previewVariants: Record<string, ServiceType> = {
  '/preview/design-1': 'default',
  '/preview/design-2': 'ecommerce',
  '/preview/design-3': 'travel',
  '/preview/design-4': 'manila',
  '/manila-preview': 'manila',
  '/wellness': 'manila',
};

/**
 * Design previews show one design regardless of the domain: `/preview/design-N` frames the brand's
 * published landing sections in that design (its built-in landing when nothing is published).
 */
export default function PreviewRoute({ route }: ScreenProps) {
  const variant = previewVariants[route.path] ?? 'default';
  const isDesign = route.path.startsWith('/preview/design-');
  const { refCode } = useBrand();
  const published = usePublishedLanding(refCode, isDesign);
  if (published.isLoading) return <div className="min-h-dvh" aria-busy="true" />;
  // The preview frames the sections in its own design, whatever the page chose.
  const page = isDesign && published.data ? { ...published.data, design: variant } : undefined;
  return <Landing variant={variant} published={page} slots={landingSlots} />;
}
