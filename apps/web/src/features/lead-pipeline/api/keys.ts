import type { LeadBoardQuery, LeadListQuery } from '@fundpath/contracts/leads';

/** Query keys of the lead pipeline; a mutation invalidates `leadKeys.all`. */
export const leadKeys = {
  all: ['leads'] as const,
  board: (q: LeadBoardQuery) => ['leads', 'board', q] as const,
  list: (q: LeadListQuery) => ['leads', 'list', q] as const,
  owners: () => ['leads', 'owners'] as const,
  lead: (id: string) => ['leads', 'lead', id] as const,
  notes: (id: string) => ['leads', 'lead', id, 'notes'] as const,
  history: (id: string) => ['leads', 'lead', id, 'history'] as const,
};

/** A query string of the set values only. */
export function queryString(q: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}
