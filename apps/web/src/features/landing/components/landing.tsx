import type { ServiceType } from '@fundpath/contracts/brand';
import { MarketingLayout } from '@/components/layouts/marketing-layout';
import { DefaultLanding } from '@/features/landing/components/default-landing';
import { EcommerceLanding } from '@/features/landing/components/ecommerce-landing';
import { ManilaLanding } from '@/features/landing/components/manila-landing';
import { TravelLanding } from '@/features/landing/components/travel-landing';

const landings: Record<ServiceType, () => React.JSX.Element> = {
  default: DefaultLanding,
  ecommerce: EcommerceLanding,
  travel: TravelLanding,
  manila: ManilaLanding,
};

/** The landing for a domain's service type, in its marketing shell. */
export function Landing({ variant }: { variant: ServiceType }) {
  const Page = landings[variant];
  return (
    <MarketingLayout variant={variant} showAnchors>
      <Page />
    </MarketingLayout>
  );
}
