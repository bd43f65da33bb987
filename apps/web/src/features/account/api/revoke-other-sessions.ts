import { accountRevokeOthersResponseSchema } from '@fundpath/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys, ONCE } from './keys';

/** `POST /api/account/sessions/revoke-others`: every device but this one is signed out. */
export const revokeOtherSessions = () =>
  api.post('/account/sessions/revoke-others', undefined, accountRevokeOthersResponseSchema, ONCE);

export function useRevokeOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
