import { type SignContract, signingPdfPath, signingViewResponseSchema } from '@fundpath/contracts/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';

/** The signing link's token is the credential: every call carries it in the path. */
export const signingQuery = (token: string) =>
  queryOptions({
    queryKey: ['signing', token],
    queryFn: () => api.get(`/sign/${token}`, signingViewResponseSchema).then((r) => r.contract),
    retry: false,
  });
export const useSigning = (token: string) => useQuery({ ...signingQuery(token), enabled: token.length > 0 });

export const useSignContract = (token: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignContract) =>
      api.post(`/sign/${token}`, body, signingViewResponseSchema).then((r) => r.contract),
    onSuccess: (contract) => qc.setQueryData(signingQuery(token).queryKey, contract),
  });
};

export const useDeclineContract = (token: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | undefined) =>
      api.post(`/sign/${token}/decline`, { reason }, signingViewResponseSchema).then((r) => r.contract),
    onSuccess: (contract) => qc.setQueryData(signingQuery(token).queryKey, contract),
  });
};

export const signedPdfUrl = (token: string) => apiUrl(signingPdfPath(token));
