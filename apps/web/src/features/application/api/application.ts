import {
  type ApplicationFieldPatch,
  applicationDataResponseSchema,
  applicationFieldResponseSchema,
  applicationFieldsResponseSchema,
  applicationViewResponseSchema,
  type NewApplicationField,
  saveApplicationDataResponseSchema,
} from '@fundpath/contracts/coaching';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const applicationKeys = {
  all: ['application'] as const,
  fields: ['application', 'fields'] as const,
  allFields: ['application', 'fields', 'all'] as const,
  /** Shared with the form tasks, which show and save the same answers. */
  data: ['application', 'data'] as const,
  view: (userId: string) => ['application', 'view', userId] as const,
};

export const listFields = () => api.get('/application/fields', applicationFieldsResponseSchema);
export const useFields = () =>
  useQuery({ queryKey: applicationKeys.fields, queryFn: listFields, select: (r) => r.fields });

export const getAnswers = () => api.get('/application/data', applicationDataResponseSchema);
export const useAnswers = () => useQuery({ queryKey: applicationKeys.data, queryFn: getAnswers });

export const saveAnswer = (field_name: string, field_value: string | null, step_number?: number) =>
  api.post('/application/data', { field_name, field_value, step_number }, saveApplicationDataResponseSchema);

// ---- staff --------------------------------------------------------------------------------------

export const listAllFields = () => api.get('/admin/application-fields/all', applicationFieldsResponseSchema);
export const useAllFields = () =>
  useQuery({ queryKey: applicationKeys.allFields, queryFn: listAllFields, select: (r) => r.fields });

export const createField = (body: NewApplicationField) =>
  api.post('/admin/application-fields', body, applicationFieldResponseSchema);
export const updateField = (id: string, patch: ApplicationFieldPatch) =>
  api.put(`/admin/application-fields/${id}`, patch, applicationFieldResponseSchema);
export const deleteField = (id: string) =>
  api.delete(`/admin/application-fields/${id}`, z.object({ status: z.literal('success') }));

export const getApplicationView = (userId: string) =>
  api.get(`/admin/application-view/${userId}`, applicationViewResponseSchema);
export const useApplicationView = (userId: string) =>
  useQuery({
    queryKey: applicationKeys.view(userId),
    queryFn: () => getApplicationView(userId),
    retry: false,
  });
