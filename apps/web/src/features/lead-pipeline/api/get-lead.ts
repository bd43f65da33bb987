import {
  leadHistoryResponseSchema,
  leadNotesResponseSchema,
  leadOwnersResponseSchema,
  leadResponseSchema,
} from '@fundpath/contracts/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from './keys';

/** GET /api/leads/:id. */
export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: leadKeys.lead(id),
    queryFn: () => api.get(`/leads/${id}`, leadResponseSchema).then((r) => r.lead),
  });
export const useLead = (id: string | null) => useQuery({ ...leadQuery(id ?? ''), enabled: Boolean(id) });

/** GET /api/leads/:id/notes, newest first. */
export const useLeadNotes = (id: string) =>
  useQuery({
    queryKey: leadKeys.notes(id),
    queryFn: () => api.get(`/leads/${id}/notes`, leadNotesResponseSchema).then((r) => r.notes),
  });

/** GET /api/leads/:id/history, newest first. */
export const useLeadHistory = (id: string) =>
  useQuery({
    queryKey: leadKeys.history(id),
    queryFn: () => api.get(`/leads/${id}/history`, leadHistoryResponseSchema).then((r) => r.history),
  });

/** GET /api/leads/owners: staff who may own leads (the viewer's brand and the unbranded). */
export const useLeadOwners = () =>
  useQuery({
    queryKey: leadKeys.owners(),
    queryFn: () => api.get('/leads/owners', leadOwnersResponseSchema).then((r) => r.owners),
    staleTime: 5 * 60_000,
  });
