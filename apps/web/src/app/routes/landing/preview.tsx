import type { ServiceType } from '@fundpath/contracts/brand';
import type { ScreenProps } from '@/config/routes';
import { Landing, PublishedLanding, usePublishedPage } from '@/features/landing';
import { useBrand } from '@/lib/brand';

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
  const published = usePublishedPage('landing', refCode);
  if (isDesign && published.isPending) return <div className="min-h-dvh" aria-busy="true" />;
  const sections = isDesign ? (published.data?.sections ?? []) : [];
  if (sections.length > 0) return <PublishedLanding design={variant} sections={sections} />;
  return <Landing variant={variant} />;
}
