import type { ServiceType } from '@fundpath/contracts/brand';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { api } from '@/lib/api-client';
import { domainContextParser } from '@/lib/startup-parsers';

export interface DomainContextValue {
  serviceType: ServiceType;
  domain: string;
  isLoading: boolean;
}

const DomainContext = createContext<DomainContextValue | null>(null);

/** Spec §1: the default platform is ecommerce; travel when the subdomain is travel. */
export function serviceTypeFromHost(hostname: string): ServiceType {
  return hostname.toLowerCase().startsWith('travel.') ? 'travel' : 'ecommerce';
}

/** Which landing (and storefront flavour) this domain serves: spec §7 GET /api/domain-context. */
export function DomainContextProvider({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: ['domain', 'context'],
    queryFn: () => api.get('/domain-context', domainContextParser),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const value = useMemo<DomainContextValue>(() => {
    const hostname = typeof window === 'undefined' ? '' : window.location.hostname;
    return {
      serviceType: query.data?.service_type ?? serviceTypeFromHost(hostname),
      domain: query.data?.domain ?? hostname,
      isLoading: query.isPending,
    };
  }, [query.data, query.isPending]);

  return <DomainContext.Provider value={value}>{children}</DomainContext.Provider>;
}

export function useDomainContext(): DomainContextValue {
  const value = useContext(DomainContext);
  if (!value) throw new Error('useDomainContext must be used within a DomainContextProvider');
  return value;
}
