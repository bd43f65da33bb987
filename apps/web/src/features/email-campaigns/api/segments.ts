import {
  audienceCountResponseSchema,
  type SegmentFilterInput,
  type SegmentInput,
  segmentListResponseSchema,
  segmentResponseSchema,
} from '@fundpath/contracts/campaigns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './keys';

/** GET /api/campaigns/segments. */
export const useSegments = () =>
  useQuery({
    queryKey: campaignKeys.segments(),
    queryFn: () => api.get('/campaigns/segments', segmentListResponseSchema).then((r) => r.segments),
  });

/** POST /api/campaigns/segments/count: the live count of a filter (unsaved or saved). */
export const useAudienceCount = (filter: SegmentFilterInput | null) =>
  useQuery({
    queryKey: campaignKeys.count(filter),
    queryFn: () =>
      api.post('/campaigns/segments/count', { filter }, audienceCountResponseSchema).then((r) => r.audience),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    staleTime: 5000,
  });

function useSegmentMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export const useCreateSegment = () =>
  useSegmentMutation((body: SegmentInput) =>
    api.post('/campaigns/segments', body, segmentResponseSchema, { attempts: 1 }).then((r) => r.segment),
  );
export const useUpdateSegment = () =>
  useSegmentMutation(({ id, ...body }: Partial<SegmentInput> & { id: string }) =>
    api.patch(`/campaigns/segments/${id}`, body, segmentResponseSchema).then((r) => r.segment),
  );
export const useDeleteSegment = () =>
  useSegmentMutation((id: string) => api.delete(`/campaigns/segments/${id}`));
