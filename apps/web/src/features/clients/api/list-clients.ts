import {
  type ClientBureau,
  type ClientSort,
  clientBureaus,
  clientDecisions,
  clientListResponseSchema,
  clientSorts,
  clientViewFilterKeys,
} from '@fundpath/contracts/clients';
import { type StepStatus, stepStatuses } from '@fundpath/contracts/coaching';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { clientKeys } from './keys';

export const CLIENTS_PER_PAGE = 25;

/** The URL's filter keys (`?q=&step=…`): the API's query names, the same a saved view keeps. */
export const CLIENT_FILTER_KEYS = clientViewFilterKeys;
export type ClientFilterKey = (typeof CLIENT_FILTER_KEYS)[number];
export type ClientFilterValues = Record<ClientFilterKey, string>;

export interface ClientFilters {
  q?: string;
  step?: number;
  status?: StepStatus;
  waiting_approval?: 'true';
  bureau?: ClientBureau;
  decision?: (typeof clientDecisions)[number] | 'none';
  sla?: 'breached' | 'due_soon';
  open_tickets?: 'true' | 'false';
  open_tasks?: 'true' | 'false';
  tag?: string;
  assignee?: string;
  sort?: ClientSort;
  page: number;
  per_page: number;
}

const oneOf = <T extends string>(list: readonly T[], v: string): T | undefined =>
  (list as readonly string[]).includes(v) ? (v as T) : undefined;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The URL's values as the API's query; nonsense is left out (the server would refuse it). */
export function clientFiltersOf(v: ClientFilterValues, page: number): ClientFilters {
  const step = Number(v.step);
  const bureau = oneOf(clientBureaus, v.bureau);
  const decision = oneOf([...clientDecisions, 'none'] as const, v.decision);
  const sort = oneOf(clientSorts, v.sort);
  return {
    q: v.q.trim() || undefined,
    step: Number.isInteger(step) && step >= 1 && step <= 18 ? step : undefined,
    status: oneOf(stepStatuses, v.status),
    waiting_approval: v.waiting_approval === 'true' ? 'true' : undefined,
    // The server takes a bureau only with a decision, and the other way round.
    bureau: bureau && decision ? bureau : undefined,
    decision: bureau && decision ? decision : undefined,
    sla: oneOf(['breached', 'due_soon'] as const, v.sla),
    open_tickets: oneOf(['true', 'false'] as const, v.open_tickets),
    open_tasks: oneOf(['true', 'false'] as const, v.open_tasks),
    tag: v.tag.trim() || undefined,
    assignee:
      v.assignee === 'me' || v.assignee === 'unassigned' || UUID.test(v.assignee) ? v.assignee : undefined,
    sort: sort === 'activity_desc' ? undefined : sort,
    page,
    per_page: CLIENTS_PER_PAGE,
  };
}

/** The filters without paging: what a saved view keeps and the CSV export takes. */
export function filtersOnly(f: ClientFilters): Record<string, string> {
  const { page: _page, per_page: _perPage, ...rest } = f;
  return Object.fromEntries(
    Object.entries(rest).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  );
}

export const clientListPath = (f: ClientFilters) => `/clients${toQuery({ ...f })}`;

/** `/api/clients/export.csv` with the list's filters (every matching row, not just this page). */
export const clientExportHref = (f: ClientFilters) => `/api/clients/export.csv${toQuery(filtersOnly(f))}`;

/** `GET /api/clients`: a page of the staff client list. */
export const useClientList = (f: ClientFilters) =>
  useQuery({
    queryKey: [...clientKeys.lists(), f],
    queryFn: () => api.get(clientListPath(f), clientListResponseSchema),
    placeholderData: keepPreviousData,
  });
