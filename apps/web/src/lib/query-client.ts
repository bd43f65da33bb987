import { QueryClient } from '@tanstack/react-query';

/**
 * Retries live in the request layer (with backoff and a circuit breaker), so queries don't retry
 * on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
