import {
  campaignTestResponseSchema,
  type EmailContent,
  emailPreviewResponseSchema,
  marketingAudienceResponseSchema,
  marketingEmailListResponseSchema,
  marketingEmailResponseSchema,
} from '@fundpath/contracts/campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { marketingKeys } from './keys';

export type { MarketingAudience, MarketingEmail } from '@fundpath/contracts/campaigns';

/*
 * The coach's e-mail to their own contacts. The routes belong to the campaigns module (the one
 * send engine: send log, suppression, unsubscribe, tracking); this screen only calls them.
 */

/** `GET /api/marketing/audience`: store buyers and leads, de-duplicated, minus unsubscribes. */
export const useMarketingAudience = () =>
  useQuery({
    queryKey: [...marketingKeys.emails(), 'audience'],
    queryFn: () => api.get('/marketing/audience', marketingAudienceResponseSchema).then((r) => r.audience),
    staleTime: 0,
  });

/** `GET /api/marketing/emails`: what was sent, newest first, with the stats; polled while one sends. */
export const useMarketingEmails = () =>
  useQuery({
    queryKey: [...marketingKeys.emails(), 'list'],
    queryFn: () => api.get('/marketing/emails', marketingEmailListResponseSchema),
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.emails.some((e) => e.status === 'sending' || e.status === 'scheduled') ? 5000 : false,
  });

/** `POST /api/marketing/emails/preview`: the message as a contact would get it (sample data). */
export const usePreviewMarketingEmail = () =>
  useMutation({
    mutationFn: (content: EmailContent) =>
      api.post('/marketing/emails/preview', content, emailPreviewResponseSchema).then((r) => r.preview),
  });

/** `POST /api/marketing/emails/test`: the message to the coach's own address. */
export const useSendMarketingTest = () =>
  useMutation({
    mutationFn: (content: EmailContent) =>
      api.post('/marketing/emails/test', content, campaignTestResponseSchema).then((r) => r.sent_to),
  });

/**
 * `POST /api/marketing/emails`: queue the message for every sendable contact. `key` is the
 * attempt's Idempotency-Key: a retry of the same attempt never queues a second e-mail.
 */
export const useSendMarketingEmail = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ content, key }: { content: EmailContent; key: string }) =>
      api
        .post('/marketing/emails', content, marketingEmailResponseSchema, withIdempotencyKey({}, key))
        .then((r) => r.email),
    onSuccess: () => qc.invalidateQueries({ queryKey: marketingKeys.emails() }),
  });
};
