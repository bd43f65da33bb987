import { automationOptionsResponseSchema } from '@fundpath/contracts/automations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AUTOMATION_CALL, automationKeys } from './keys';

/** Lead stages, brands and tags for the editor's pickers. */
export const useAutomationOptions = () =>
  useQuery({
    queryKey: automationKeys.options(),
    queryFn: () =>
      api
        .get('/automations/options', automationOptionsResponseSchema, AUTOMATION_CALL)
        .then((r) => r.options),
    staleTime: 60_000,
  });
