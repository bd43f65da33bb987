import {
  type ApplicationFieldPatch,
  applicationFieldResponseSchema,
  applicationFieldsResponseSchema,
  applicationViewResponseSchema,
  type NewApplicationField,
} from '@fundpath/contracts/coaching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import {
  allApplicationFieldsKey,
  applicationDataKey,
  applicationDataQuery,
  getApplicationData,
  listAllApplicationFields,
  saveApplicationAnswer,
  useAllApplicationFields,
} from '@/lib/queries/application-data';

export const applicationKeys = {
  all: ['application'] as const,
  fields: ['application', 'fields'] as const,
  allFields: allApplicationFieldsKey,
  /** Shared with the form tasks (`lib/queries/application-data`): the same answers. */
  data: applicationDataKey,
  view: (userId: string) => ['application', 'view', userId] as const,
};

export const listFields = () => api.get('/application/fields', applicationFieldsResponseSchema);
export const fieldsQuery = () => queryOptions({ queryKey: applicationKeys.fields, queryFn: listFields });
export const useFields = () => useQuery({ ...fieldsQuery(), select: (r) => r.fields });

export const getAnswers = getApplicationData;
export const useAnswers = () => useQuery(applicationDataQuery());

export const saveAnswer = saveApplicationAnswer;

// ---- staff --------------------------------------------------------------------------------------

export const listAllFields = listAllApplicationFields;
export const useAllFields = useAllApplicationFields;

export const createField = (body: NewApplicationField) =>
  api.post('/admin/application-fields', body, applicationFieldResponseSchema);
export const updateField = (id: string, patch: ApplicationFieldPatch) =>
  api.put(`/admin/application-fields/${id}`, patch, applicationFieldResponseSchema);
export const deleteField = (id: string) =>
  api.delete(`/admin/application-fields/${id}`, z.object({ status: z.literal('success') }));

export const getApplicationView = (userId: string) =>
  api.get(`/admin/application-view/${userId}`, applicationViewResponseSchema);
export const applicationViewQuery = (userId: string) =>
  queryOptions({
    queryKey: applicationKeys.view(userId),
    queryFn: () => getApplicationView(userId),
    retry: false,
  });
export const useApplicationView = (userId: string) => useQuery(applicationViewQuery(userId));
