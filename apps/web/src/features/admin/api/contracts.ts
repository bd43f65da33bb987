import {
  type ContractTemplatePatch,
  contractTemplateListResponseSchema,
  contractTemplateResponseSchema,
  type NewContractTemplate,
  type NewContractVersion,
  type NewSignatureRequest,
  type SignatureRequestListQuery,
  signatureRequestCreatedSchema,
  signatureRequestListResponseSchema,
  signatureRequestResponseSchema,
  signedContractResponseSchema,
} from '@fundpath/contracts/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';

const BASE = '/admin/contracts';
export const contractKeys = {
  all: ['admin', 'contracts'] as const,
  templates: () => ['admin', 'contracts', 'templates'] as const,
  template: (id: string) => ['admin', 'contracts', 'templates', id] as const,
  requests: (q: SignatureRequestListQuery) => ['admin', 'contracts', 'requests', q] as const,
  signed: (id: string) => ['admin', 'contracts', 'signed', id] as const,
};

export const useContractTemplates = () =>
  useQuery({
    queryKey: contractKeys.templates(),
    queryFn: () => api.get(`${BASE}/templates`, contractTemplateListResponseSchema).then((r) => r.templates),
  });

export const useContractTemplate = (id: string | null) =>
  useQuery({
    queryKey: contractKeys.template(id ?? ''),
    queryFn: () => api.get(`${BASE}/templates/${id}`, contractTemplateResponseSchema).then((r) => r.template),
    enabled: Boolean(id),
  });

export const useSignatureRequests = (q: SignatureRequestListQuery) =>
  useQuery({
    queryKey: contractKeys.requests(q),
    queryFn: () => api.get(`${BASE}/requests${toQuery(q)}`, signatureRequestListResponseSchema),
    placeholderData: keepPreviousData,
  });

export const useSignedContract = (id: string | null) =>
  useQuery({
    queryKey: contractKeys.signed(id ?? ''),
    queryFn: () => api.get(`${BASE}/signed/${id}`, signedContractResponseSchema).then((r) => r.signed),
    enabled: Boolean(id),
  });

function useContractMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void qc.invalidateQueries({ queryKey: contractKeys.all }),
  });
}

export const useCreateTemplate = () =>
  useContractMutation((body: NewContractTemplate) =>
    api.post(`${BASE}/templates`, body, contractTemplateResponseSchema).then((r) => r.template),
  );
export const useUpdateTemplate = () =>
  useContractMutation(({ id, ...patch }: ContractTemplatePatch & { id: string }) =>
    api.patch(`${BASE}/templates/${id}`, patch, contractTemplateResponseSchema).then((r) => r.template),
  );
export const usePublishVersion = () =>
  useContractMutation(({ id, ...body }: NewContractVersion & { id: string }) =>
    api
      .post(`${BASE}/templates/${id}/versions`, body, contractTemplateResponseSchema)
      .then((r) => r.template),
  );
export const useSendSignatureRequest = () =>
  useContractMutation((body: NewSignatureRequest) =>
    api.post(`${BASE}/requests`, body, signatureRequestCreatedSchema),
  );
export const useVoidRequest = () =>
  useContractMutation((id: string) =>
    api.post(`${BASE}/requests/${id}/void`, {}, signatureRequestResponseSchema).then((r) => r.request),
  );
