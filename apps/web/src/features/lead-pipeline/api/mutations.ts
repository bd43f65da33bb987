import {
  type LeadMove,
  type LeadPatch,
  leadConvertResponseSchema,
  leadNoteResponseSchema,
  leadResponseSchema,
  type NewLead,
} from '@fundpath/contracts/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from './keys';

/** Every write refreshes the board, the list and the open lead. */
function useLeadMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

/** POST /api/leads. */
export const useCreateLead = () =>
  useLeadMutation((body: NewLead) => api.post('/leads', body, leadResponseSchema).then((r) => r.lead));

/** PATCH /api/leads/:id. */
export const useUpdateLead = (id: string) =>
  useLeadMutation((body: LeadPatch) =>
    api.patch(`/leads/${id}`, body, leadResponseSchema).then((r) => r.lead),
  );

/** POST /api/leads/:id/move: to an open stage, at a position in it. */
export const useMoveLead = () =>
  useLeadMutation(({ id, ...body }: LeadMove & { id: string }) =>
    api.post(`/leads/${id}/move`, body, leadResponseSchema).then((r) => r.lead),
  );

/** POST /api/leads/:id/won. */
export const useMarkWon = () =>
  useLeadMutation((id: string) => api.post(`/leads/${id}/won`, {}, leadResponseSchema).then((r) => r.lead));

/** POST /api/leads/:id/lost with the required reason. */
export const useMarkLost = () =>
  useLeadMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post(`/leads/${id}/lost`, { reason }, leadResponseSchema).then((r) => r.lead),
  );

/** POST /api/leads/:id/notes. */
export const useAddLeadNote = (id: string) =>
  useLeadMutation((body: string) => api.post(`/leads/${id}/notes`, { body }, leadNoteResponseSchema));

/** POST /api/leads/:id/convert: the client invite (the same one on a second call). */
export const useConvertLead = (id: string) =>
  useLeadMutation(() => api.post(`/leads/${id}/convert`, {}, leadConvertResponseSchema));

/** DELETE /api/leads/:id (admins). */
export const useDeleteLead = () => useLeadMutation((id: string) => api.delete(`/leads/${id}`));
