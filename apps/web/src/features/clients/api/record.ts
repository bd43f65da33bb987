import {
  type ClientNote,
  type ClientNoteInput,
  type ClientRecord,
  type ClientRow,
  clientActivityResponseSchema,
  clientBusinessResponseSchema,
  clientNoteResponseSchema,
  clientRecordResponseSchema,
  clientRowResponseSchema,
} from '@fundpath/contracts/clients';
import { tasksResponseSchema } from '@fundpath/contracts/coaching';
import { creditReportHistoryResponseSchema } from '@fundpath/contracts/credit';
import { type NewTicket, ticketListResponseSchema, ticketResponseSchema } from '@fundpath/contracts/support';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { toQuery } from '@/lib/query-string';
import { clientKeys, WRITE } from './keys';

const enc = encodeURIComponent;
const okSchema = z.object({ status: z.literal('success') });

/** `GET /api/clients/:id`: the whole record (row, steps, answers, notes, staff). */
export const useClientRecord = (id: string) =>
  useQuery({
    queryKey: clientKeys.record(id),
    queryFn: () => api.get(`/clients/${enc(id)}`, clientRecordResponseSchema).then((r) => r.record),
  });

/** `GET /api/clients/:id/activity`, newest first; "Load older" passes `next_before`. */
export const ACTIVITY_PAGE = 30;
export const useClientActivity = (id: string) =>
  useInfiniteQuery({
    queryKey: clientKeys.activity(id),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      api.get(
        `/clients/${enc(id)}/activity${toQuery({ before: pageParam, limit: ACTIVITY_PAGE })}`,
        clientActivityResponseSchema,
      ),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

/** `GET /api/tasks?user_id=` (staff may read a client's tasks). */
export const useClientTasks = (id: string) =>
  useQuery({
    queryKey: clientKeys.tasks(id),
    queryFn: () => api.get(`/tasks${toQuery({ user_id: id })}`, tasksResponseSchema).then((r) => r.tasks),
  });

export const TICKETS_SHOWN = 50;
/** `GET /api/tickets?user_id=`: the client's tickets, newest first. */
export const useClientTickets = (id: string) =>
  useQuery({
    queryKey: clientKeys.tickets(id),
    queryFn: () =>
      api.get(`/tickets${toQuery({ user_id: id, per_page: TICKETS_SHOWN })}`, ticketListResponseSchema),
  });

/** `GET /api/client/credit-report/history?user_id=` (staff with credit access). */
export const useClientCreditHistory = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: clientKeys.creditHistory(id),
    queryFn: () =>
      api
        .get(`/client/credit-report/history${toQuery({ user_id: id })}`, creditReportHistoryResponseSchema)
        .then((r) => r.reports),
    enabled,
  });

/** `GET /api/clients/:id/business`: the client's store orders, travel bookings and commissions. */
export const useClientBusiness = (id: string) =>
  useQuery({
    queryKey: clientKeys.business(id),
    queryFn: () =>
      api.get(`/clients/${enc(id)}/business`, clientBusinessResponseSchema).then((r) => r.business),
  });

/** Puts a changed row into the cached record (tags, assignees) and marks the lists stale. */
function useRowUpdate(id: string) {
  const qc = useQueryClient();
  return (client: ClientRow) => {
    qc.setQueryData<ClientRecord>(clientKeys.record(id), (old) => (old ? { ...old, client } : old));
    void qc.invalidateQueries({ queryKey: clientKeys.lists() });
    void qc.invalidateQueries({ queryKey: clientKeys.activity(id) });
  };
}

/** `PUT /api/clients/:id/tags`. */
export function useSetClientTags(id: string) {
  const onSuccess = useRowUpdate(id);
  return useMutation({
    mutationFn: (tags: string[]) =>
      api.put(`/clients/${enc(id)}/tags`, { tags }, clientRowResponseSchema, WRITE).then((r) => r.client),
    onSuccess,
  });
}

/** `PUT /api/clients/:id/assignees`. */
export function useSetClientAssignees(id: string) {
  const onSuccess = useRowUpdate(id);
  return useMutation({
    mutationFn: (staffIds: string[]) =>
      api
        .put(`/clients/${enc(id)}/assignees`, { staff_ids: staffIds }, clientRowResponseSchema, WRITE)
        .then((r) => r.client),
    onSuccess,
  });
}

function useNotesUpdate(id: string) {
  const qc = useQueryClient();
  return (change: (notes: ClientNote[]) => ClientNote[]) => {
    qc.setQueryData<ClientRecord>(clientKeys.record(id), (old) =>
      old ? { ...old, notes: change(old.notes) } : old,
    );
    void qc.invalidateQueries({ queryKey: clientKeys.activity(id) });
  };
}

/** `POST /api/clients/:id/notes`. */
export function useAddClientNote(id: string) {
  const update = useNotesUpdate(id);
  return useMutation({
    mutationFn: (input: ClientNoteInput) =>
      api.post(`/clients/${enc(id)}/notes`, input, clientNoteResponseSchema, WRITE).then((r) => r.note),
    onSuccess: (note) => update((notes) => [note, ...notes]),
  });
}

/** `PATCH /api/clients/:id/notes/:noteId` (the author). */
export function useEditClientNote(id: string) {
  const update = useNotesUpdate(id);
  return useMutation({
    mutationFn: ({ noteId, ...input }: ClientNoteInput & { noteId: string }) =>
      api
        .patch(`/clients/${enc(id)}/notes/${enc(noteId)}`, input, clientNoteResponseSchema, WRITE)
        .then((r) => r.note),
    onSuccess: (note) => update((notes) => notes.map((n) => (n.id === note.id ? note : n))),
  });
}

/** `DELETE /api/clients/:id/notes/:noteId` (the author or an admin). */
export function useDeleteClientNote(id: string) {
  const update = useNotesUpdate(id);
  return useMutation({
    mutationFn: (noteId: string) => api.delete(`/clients/${enc(id)}/notes/${enc(noteId)}`, okSchema, WRITE),
    onSuccess: (_r, noteId) => update((notes) => notes.filter((n) => n.id !== noteId)),
  });
}

/** `POST /api/tickets` with `user_id`: staff open a ticket on the client's behalf (retries never duplicate it). */
export function useOpenClientTicket(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<NewTicket, 'user_id'>) =>
      api
        .post('/tickets', { ...input, user_id: id }, ticketResponseSchema, withIdempotencyKey({}))
        .then((r) => r.ticket),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: clientKeys.tickets(id) });
      void qc.invalidateQueries({ queryKey: clientKeys.record(id) });
      void qc.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
