import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const healthSchema = z.object({ status: z.string(), database: z.string(), uptime_s: z.number() });
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health, refreshed every 30 s (spec §9 health-check interval). */
export const healthQuery = () =>
  queryOptions({
    queryKey: ['admin', 'health'],
    queryFn: () => api.get('/health', healthSchema, { timeoutMs: 5_000, attempts: 1 }),
    refetchInterval: 30_000,
  });
export const useHealth = () => useQuery(healthQuery());
