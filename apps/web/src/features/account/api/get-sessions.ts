import { accountSessionListResponseSchema } from '@fundpath/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** `GET /api/account/sessions`: one's own live sessions, newest first, this browser's `current`. */
export const getSessions = () =>
  api.get('/account/sessions', accountSessionListResponseSchema).then((r) => r.sessions);

export const sessionsQuery = () => queryOptions({ queryKey: accountKeys.sessions, queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQuery());
