import {
  type BankListQuery,
  type BankPatch,
  bankListResponseSchema,
  bankResponseSchema,
  type NewBank,
} from '@fundpath/contracts/funding';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const bankKeys = {
  all: ['credit', 'banks'] as const,
  list: (query: BankListQuery) => ['credit', 'banks', 'list', query] as const,
};

export function bankSearch(query: BankListQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params.toString();
}

/** GET /admin/banks: filtered, sorted and paged on the server. */
export const banksQuery = (query: BankListQuery) =>
  queryOptions({
    queryKey: bankKeys.list(query),
    queryFn: () => api.get(`/admin/banks?${bankSearch(query)}`, bankListResponseSchema),
    placeholderData: keepPreviousData,
  });
export const useBanks = (query: BankListQuery) => useQuery(banksQuery(query));

function useBankMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: bankKeys.all });
      // Matching banks on reports change with the banks.
      void qc.invalidateQueries({ queryKey: ['credit', 'latest'] });
    },
  });
}

export const useCreateBank = () =>
  useBankMutation((body: NewBank) =>
    api.post('/admin/banks', body, bankResponseSchema, { attempts: 1 }).then((r) => r.bank),
  );
export const useUpdateBank = () =>
  useBankMutation(({ id, patch }: { id: string; patch: BankPatch }) =>
    api.patch(`/admin/banks/${id}`, patch, bankResponseSchema, { attempts: 1 }).then((r) => r.bank),
  );
export const useDeleteBank = () =>
  useBankMutation((id: string) =>
    api.delete(`/admin/banks/${id}`, z.object({ status: z.literal('success') }), { attempts: 1 }),
  );
