import {
  type ClientView,
  clientViewListResponseSchema,
  clientViewResponseSchema,
} from '@fundpath/contracts/clients';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { clientKeys, WRITE } from './keys';

/** `GET /api/clients/views`: the viewer's saved filters, by name. */
export const useClientViews = () =>
  useQuery({
    queryKey: clientKeys.views(),
    queryFn: () => api.get('/clients/views', clientViewListResponseSchema).then((r) => r.views),
  });

/** `POST /api/clients/views`. */
export function useSaveClientView() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; filters: Record<string, string> }) =>
      api.post('/clients/views', input, clientViewResponseSchema, WRITE).then((r) => r.view),
    onSuccess: (view) => {
      qc.setQueryData<ClientView[]>(clientKeys.views(), (old) =>
        [...(old ?? []), view].sort((a, b) => a.name.localeCompare(b.name)),
      );
      void qc.invalidateQueries({ queryKey: clientKeys.views() });
    },
  });
}

/** `DELETE /api/clients/views/:id`. */
export function useDeleteClientView() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(
        `/clients/views/${encodeURIComponent(id)}`,
        z.object({ status: z.literal('success') }),
        WRITE,
      ),
    onSuccess: (_r, id) => {
      qc.setQueryData<ClientView[]>(clientKeys.views(), (old) => old?.filter((v) => v.id !== id));
      void qc.invalidateQueries({ queryKey: clientKeys.views() });
    },
  });
}
