import { accountSessionRevokeResponseSchema } from '@fundpath/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys, ONCE } from './keys';

/** `DELETE /api/account/sessions/:id`: signs that device out (this one too, when it is current). */
export const revokeSession = (id: string) =>
  api.delete(`/account/sessions/${encodeURIComponent(id)}`, accountSessionRevokeResponseSchema, ONCE);

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
