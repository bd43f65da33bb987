import {
  type CampaignInput,
  type CampaignPatch,
  type CampaignStatus,
  campaignListResponseSchema,
  campaignRecipientsResponseSchema,
  campaignResponseSchema,
  campaignStatsResponseSchema,
  campaignTestResponseSchema,
  type EmailContent,
  emailPreviewResponseSchema,
} from '@fundpath/contracts/campaigns';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys, queryString } from './keys';

export interface CampaignListQuery {
  status?: CampaignStatus;
  page: number;
}

/** GET /api/campaigns. */
export const useCampaigns = (q: CampaignListQuery) =>
  useQuery(
    queryOptions({
      queryKey: campaignKeys.list({ ...q }),
      queryFn: () => api.get(`/campaigns${queryString({ ...q, per_page: 25 })}`, campaignListResponseSchema),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/campaigns/:id; refreshed every few seconds while it sends. */
export const useCampaign = (id: string | null) =>
  useQuery({
    queryKey: campaignKeys.campaign(id ?? ''),
    queryFn: () => api.get(`/campaigns/${id}`, campaignResponseSchema).then((r) => r.campaign),
    enabled: Boolean(id),
    refetchInterval: (q) =>
      q.state.data?.status === 'sending' || q.state.data?.status === 'scheduled' ? 5000 : false,
  });

export const useCampaignStats = (id: string, live: boolean) =>
  useQuery({
    queryKey: campaignKeys.stats(id),
    queryFn: () => api.get(`/campaigns/${id}/stats`, campaignStatsResponseSchema),
    refetchInterval: live ? 5000 : false,
  });

export interface RecipientsQuery {
  status?: string;
  activity?: 'opened' | 'clicked' | 'unsubscribed';
  q?: string;
  page: number;
}
/** The send log; refreshed every few seconds while the campaign sends (`live`). */
export const useCampaignRecipients = (id: string, q: RecipientsQuery, live = false) =>
  useQuery({
    queryKey: campaignKeys.recipients(id, { ...q }),
    queryFn: () =>
      api.get(
        `/campaigns/${id}/recipients${queryString({ ...q, per_page: 25 })}`,
        campaignRecipientsResponseSchema,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: live ? 5000 : false,
  });

/** POST /api/campaigns/preview: what the unsaved content looks like (sample data, or a recipient's). */
export const previewContent = (content: EmailContent & { user_id?: string }) =>
  api.post('/campaigns/preview', content, emailPreviewResponseSchema).then((r) => r.preview);

function useCampaignMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export const useCreateCampaign = () =>
  useCampaignMutation((body: CampaignInput) =>
    api.post('/campaigns', body, campaignResponseSchema, { attempts: 1 }).then((r) => r.campaign),
  );
export const useUpdateCampaign = (id: string) =>
  useCampaignMutation((body: CampaignPatch) =>
    api.patch(`/campaigns/${id}`, body, campaignResponseSchema).then((r) => r.campaign),
  );
export const useDeleteCampaign = () => useCampaignMutation((id: string) => api.delete(`/campaigns/${id}`));
export const useSendTest = (id: string) =>
  useCampaignMutation((body: { to?: string; user_id?: string }) =>
    api
      .post(`/campaigns/${id}/test`, body, campaignTestResponseSchema, { attempts: 1 })
      .then((r) => r.sent_to),
  );
export const useSendNow = (id: string) =>
  useCampaignMutation(() =>
    api.post(`/campaigns/${id}/send`, {}, campaignResponseSchema, { attempts: 1 }).then((r) => r.campaign),
  );
export const useSchedule = (id: string) =>
  useCampaignMutation((sendAt: string) =>
    api
      .post(`/campaigns/${id}/schedule`, { send_at: sendAt }, campaignResponseSchema, { attempts: 1 })
      .then((r) => r.campaign),
  );
export const useCancelCampaign = (id: string) =>
  useCampaignMutation(() =>
    api.post(`/campaigns/${id}/cancel`, {}, campaignResponseSchema).then((r) => r.campaign),
  );
