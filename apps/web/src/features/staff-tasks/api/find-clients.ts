import { clientListResponseSchema } from '@fundpath/contracts/clients';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_TASK_CALL, staffTaskKeys } from './keys';

/** The client picker: up to 8 clients of the viewer's team matching `q` (GET /api/clients). */
export const findClients = (q: string) =>
  api
    .get(
      `/clients?${new URLSearchParams({ q, per_page: '8', sort: 'name_asc' })}`,
      clientListResponseSchema,
      STAFF_TASK_CALL,
    )
    .then((r) => r.clients.map((c) => ({ id: c.id, display_name: c.display_name, email: c.email })));

export const useClientSearch = (q: string) =>
  useQuery({ queryKey: staffTaskKeys.clients(q), queryFn: () => findClients(q), enabled: q.length >= 2 });
