import { type AccountPasswordBody, accountMessageResponseSchema } from '@fundpath/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys, ONCE } from './keys';

/**
 * `POST /api/account/password`: this browser stays signed in (the answer sets a fresh session
 * cookie), every other session ends.
 */
export const changePassword = (body: AccountPasswordBody) =>
  api.post('/account/password', body, accountMessageResponseSchema, ONCE);

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
