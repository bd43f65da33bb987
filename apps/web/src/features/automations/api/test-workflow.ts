import {
  subjectSearchResponseSchema,
  testResponseSchema,
  type WorkflowInput,
} from '@fundpath/contracts/automations';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTOMATION_CALL, automationKeys } from './keys';

/** Test mode on the editor's current (maybe unsaved) workflow: nothing is sent or changed. */
export const useTestWorkflow = () =>
  useMutation({
    mutationFn: ({ userId, workflow }: { userId: string; workflow: WorkflowInput }) =>
      api
        .post('/automations/test', { user_id: userId, workflow }, testResponseSchema, AUTOMATION_CALL)
        .then((r) => r.result),
  });

export const useSubjectSearch = (q: string) =>
  useQuery({
    queryKey: automationKeys.users(q),
    queryFn: () =>
      api
        .get(`/automations/users?q=${encodeURIComponent(q)}`, subjectSearchResponseSchema, AUTOMATION_CALL)
        .then((r) => r.users),
    placeholderData: keepPreviousData,
  });
