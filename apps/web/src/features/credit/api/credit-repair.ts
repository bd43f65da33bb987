import {
  assigneeListResponseSchema,
  type SubmissionListQuery,
  type SubmissionPatch,
  submissionListResponseSchema,
  submissionResponseSchema,
} from '@fundpath/contracts/funding';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bankSearch } from './banks';

export const submissionKeys = {
  all: ['credit', 'repair-submissions'] as const,
  list: (query: SubmissionListQuery) => ['credit', 'repair-submissions', 'list', query] as const,
  assignees: ['credit', 'repair-submissions', 'assignees'] as const,
};

/** GET /admin/credit-repair-submissions: filtered and paged on the server. */
export const submissionsQuery = (query: SubmissionListQuery) =>
  queryOptions({
    queryKey: submissionKeys.list(query),
    queryFn: () =>
      api.get(`/admin/credit-repair-submissions?${bankSearch(query)}`, submissionListResponseSchema),
    placeholderData: keepPreviousData,
  });
export const useSubmissions = (query: SubmissionListQuery) => useQuery(submissionsQuery(query));

export const assigneesQuery = () =>
  queryOptions({
    queryKey: submissionKeys.assignees,
    queryFn: () =>
      api
        .get('/admin/credit-repair-submissions/assignees', assigneeListResponseSchema)
        .then((r) => r.assignees),
  });
export const useAssignees = () => useQuery(assigneesQuery());

export function useUpdateSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SubmissionPatch }) =>
      api
        .patch(`/admin/credit-repair-submissions/${id}`, patch, submissionResponseSchema, { attempts: 1 })
        .then((r) => r.submission),
    onSuccess: () => void qc.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
