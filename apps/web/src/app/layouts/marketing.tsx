import type { ReactNode } from 'react';
import { MarketingLayout } from '@/components/layouts/marketing-layout';
import { useDomainContext } from '@/lib/domain-context';
import { ShellProviders } from './shell-providers';

type Children = { children?: ReactNode };

/** Public pages wear the look of the domain they are served on. */
export function DomainShell({ children }: Children) {
  const { serviceType } = useDomainContext();
  return (
    <ShellProviders>
      <MarketingLayout variant={serviceType}>{children}</MarketingLayout>
    </ShellProviders>
  );
}

export function StorefrontShell({ children }: Children) {
  return (
    <ShellProviders>
      <MarketingLayout variant="ecommerce">{children}</MarketingLayout>
    </ShellProviders>
  );
}

export function TravelShell({ children }: Children) {
  return (
    <ShellProviders>
      <MarketingLayout variant="travel">{children}</MarketingLayout>
    </ShellProviders>
  );
}

export function ManilaShell({ children }: Children) {
  return (
    <ShellProviders>
      <MarketingLayout variant="manila">{children}</MarketingLayout>
    </ShellProviders>
  );
}
