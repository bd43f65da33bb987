import { type AccountProfilePatch, accountProfileResponseSchema } from '@fundpath/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys, ONCE } from './keys';

/** `PATCH /api/account/profile`: name, and the sign-in e-mail with the current password. */
export const updateProfile = (patch: AccountProfilePatch) =>
  api.patch('/account/profile', patch, accountProfileResponseSchema, ONCE).then((r) => r.profile);

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => qc.setQueryData(accountKeys.profile, profile),
  });
}
