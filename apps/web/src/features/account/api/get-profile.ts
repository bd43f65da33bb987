import { accountProfileResponseSchema } from '@fundpath/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** `GET /api/account/profile`: the signed-in user's name, e-mail and role. */
export const getProfile = () =>
  api.get('/account/profile', accountProfileResponseSchema).then((r) => r.profile);

export const profileQuery = () => queryOptions({ queryKey: accountKeys.profile, queryFn: getProfile });

export const useProfile = (enabled = true) => useQuery({ ...profileQuery(), enabled });
