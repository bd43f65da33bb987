import {
  type ComplianceListQuery,
  type ConsentListQuery,
  consentListResponseSchema,
  consentResponseSchema,
  dataExportListResponseSchema,
  dataExportResponseSchema,
  deletionListResponseSchema,
  deletionResponseSchema,
  type NewConsent,
  type UserRequestBody,
} from '@fundpath/contracts/compliance';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';

const BASE = '/admin/compliance';
export const complianceKeys = {
  all: ['admin', 'compliance'] as const,
  consents: (q: ConsentListQuery) => ['admin', 'compliance', 'consents', q] as const,
  exports: (q: ComplianceListQuery) => ['admin', 'compliance', 'exports', q] as const,
  deletions: (q: ComplianceListQuery) => ['admin', 'compliance', 'deletions', q] as const,
};

export const useConsents = (q: ConsentListQuery) =>
  useQuery({
    queryKey: complianceKeys.consents(q),
    queryFn: () => api.get(`${BASE}/consents${toQuery(q)}`, consentListResponseSchema),
    placeholderData: keepPreviousData,
  });

/** Exports still being built are polled, so the row turns downloadable without a reload. */
export const useDataExports = (q: ComplianceListQuery) =>
  useQuery({
    queryKey: complianceKeys.exports(q),
    queryFn: () => api.get(`${BASE}/exports${toQuery(q)}`, dataExportListResponseSchema),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.status === 'requested' || e.status === 'processing')
        ? 3000
        : false,
  });

export const useDeletions = (q: ComplianceListQuery) =>
  useQuery({
    queryKey: complianceKeys.deletions(q),
    queryFn: () => api.get(`${BASE}/deletions${toQuery(q)}`, deletionListResponseSchema),
    placeholderData: keepPreviousData,
  });

function useComplianceMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void qc.invalidateQueries({ queryKey: complianceKeys.all }),
  });
}

export const useRecordConsent = () =>
  useComplianceMutation((body: NewConsent) =>
    api.post(`${BASE}/consents`, body, consentResponseSchema).then((r) => r.consent),
  );
export const useRequestExport = () =>
  useComplianceMutation((body: UserRequestBody) =>
    api.post(`${BASE}/exports`, body, dataExportResponseSchema).then((r) => r.export),
  );
export const useRequestDeletion = () =>
  useComplianceMutation((body: UserRequestBody) =>
    api.post(`${BASE}/deletions`, body, deletionResponseSchema).then((r) => r.deletion),
  );
