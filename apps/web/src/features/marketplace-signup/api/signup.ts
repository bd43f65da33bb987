import {
  type MemberSignup,
  memberSignedUpResponseSchema,
  type SignSpecialistContract,
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
