import {
  type AiPreferences,
  aiPreferencesResponseSchema,
  DEFAULT_AI_PREFERENCES,
  proactiveResponseSchema,
} from '@fundpath/contracts/ai';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './keys';

/** GET /api/ai/preferences: tone, voice, language and text-or-voice default. */
export const getAiPreferences = () =>
  api.get('/ai/preferences', aiPreferencesResponseSchema).then((r) => r.preferences);

export const aiPreferencesQuery = () =>
  queryOptions({ queryKey: aiKeys.preferences(), queryFn: getAiPreferences, staleTime: 5 * 60_000 });

export const useAiPreferences = (enabled = true) => useQuery({ ...aiPreferencesQuery(), enabled });

/** The saved preferences, or the defaults while they load or when the call fails. */
export const useAiPreferencesOrDefault = (enabled = true): AiPreferences =>
  useAiPreferences(enabled).data ?? DEFAULT_AI_PREFERENCES;

/** PUT /api/ai/preferences. */
export function useSaveAiPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (prefs: Partial<AiPreferences>) =>
      api.put('/ai/preferences', prefs, aiPreferencesResponseSchema).then((r) => r.preferences),
    onSuccess: (prefs) => qc.setQueryData(aiKeys.preferences(), prefs),
  });
}

/** GET /api/ai/proactive: what the coach suggests the client does next, across steps. */
export const proactiveNudgesQuery = () =>
  queryOptions({
    queryKey: aiKeys.proactive(),
    queryFn: () => api.get('/ai/proactive', proactiveResponseSchema),
    staleTime: 30_000,
  });
export const useProactiveNudges = () => useQuery(proactiveNudgesQuery());
