import {
  applicationDataResponseSchema,
  applicationFieldsResponseSchema,
  saveApplicationDataResponseSchema,
} from '@fundpath/contracts/coaching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Application fields and answers, used by the application feature (My Application, the staff
 * field editor) and the tasks feature (form tasks and their editor): one query, one cache key each.
 */

/** Every application field, active or not (staff): GET /api/admin/application-fields/all. */
export const allApplicationFieldsKey = ['application', 'fields', 'all'] as const;
export const listAllApplicationFields = () =>
  api.get('/admin/application-fields/all', applicationFieldsResponseSchema);
export const allApplicationFieldsQuery = () =>
  queryOptions({ queryKey: allApplicationFieldsKey, queryFn: listAllApplicationFields });
export const useAllApplicationFields = () =>
  useQuery({ ...allApplicationFieldsQuery(), select: (r) => r.fields });

/**
 * The client's application answers: one query and one cache key for the My Application screen
 * (application feature) and the form tasks (tasks feature), which show and save the same answers.
 */
export const applicationDataKey = ['application', 'data'] as const;

/** GET /api/application/data. */
export const getApplicationData = () => api.get('/application/data', applicationDataResponseSchema);

export const applicationDataQuery = () =>
  queryOptions({ queryKey: applicationDataKey, queryFn: getApplicationData });

/** The answers by field name. */
export const useApplicationAnswers = () => useQuery({ ...applicationDataQuery(), select: (r) => r.data });

/** POST /api/application/data: one answer (null clears it). */
export const saveApplicationAnswer = (field_name: string, field_value: string | null, step_number?: number) =>
  api.post('/application/data', { field_name, field_value, step_number }, saveApplicationDataResponseSchema);
