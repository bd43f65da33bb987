import {
  applicationDataResponseSchema,
  saveApplicationDataResponseSchema,
} from '@fundpath/contracts/coaching';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Shared cache key with the My Application screen: both show the same answers. */
export const applicationDataKey = ['application', 'data'] as const;

export const getApplicationData = () => api.get('/application/data', applicationDataResponseSchema);
export const useApplicationAnswers = () =>
  useQuery({ queryKey: applicationDataKey, queryFn: getApplicationData, select: (r) => r.data });

export const saveApplicationAnswer = (field_name: string, field_value: string | null, step_number?: number) =>
  api.post('/application/data', { field_name, field_value, step_number }, saveApplicationDataResponseSchema);
