import {
  type MemberSignup,
  memberSignedUpResponseSchema,
  ownSpecialistProfileResponseSchema,
  type SignSpecialistContract,
  type SpecialistProfileInput,
  type SpecialistSignup,
  specialistContractResponseSchema,
  specialistSignedUpResponseSchema,
} from '@fundpath/contracts/marketplace';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sign-ups and agreements are sent once: a retry after a lost answer would hit "email taken". */
const ONCE = { attempts: 1 } as const;

export const signupKeys = {
  contract: ['marketplace', 'specialist', 'contract'] as const,
};

/** `POST /api/marketplace/specialists/signup`: the account and profile; the answer signs the visitor in. */
export const useSpecialistSignup = () =>
  useMutation({
    mutationFn: (body: SpecialistSignup) =>
      api.post('/marketplace/specialists/signup', body, specialistSignedUpResponseSchema, ONCE),
  });

/** `POST /api/marketplace/members/signup`: a member account, signed in at once. */
export const useMemberSignup = () =>
  useMutation({
    mutationFn: (body: MemberSignup) =>
      api.post('/marketplace/members/signup', body, memberSignedUpResponseSchema, ONCE),
  });

/** `GET /api/marketplace/specialists/me/contract`: the current agreement, filled for the specialist. */
export const useMyContract = (enabled: boolean) =>
  useQuery({
    queryKey: signupKeys.contract,
    queryFn: () =>
      api
        .get('/marketplace/specialists/me/contract', specialistContractResponseSchema)
        .then((r) => r.contract),
    enabled,
  });

/** `POST /api/marketplace/specialists/me/contract/sign`: typed name + "I agree". */
export const useSignMyContract = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignSpecialistContract) =>
      api
        .post('/marketplace/specialists/me/contract/sign', body, specialistContractResponseSchema, ONCE)
        .then((r) => r.contract),
    onSuccess: (contract) => qc.setQueryData(signupKeys.contract, contract),
  });
};

export const profileKeys = { mine: ['marketplace', 'specialist', 'me'] as const };

/** `GET /api/marketplace/specialists/me`: the specialist's own profile, status and agreement. */
export const useOwnProfile = () =>
  useQuery({
    queryKey: profileKeys.mine,
    queryFn: () =>
      api.get('/marketplace/specialists/me', ownSpecialistProfileResponseSchema).then((r) => r.specialist),
  });

/** `PUT /api/marketplace/specialists/me`: the public profile (not the status, not the e-mail). */
export const useSaveOwnProfile = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SpecialistProfileInput) =>
      api
        .put('/marketplace/specialists/me', body, ownSpecialistProfileResponseSchema, ONCE)
        .then((r) => r.specialist),
    onSuccess: (p) => qc.setQueryData(profileKeys.mine, p),
  });
};
