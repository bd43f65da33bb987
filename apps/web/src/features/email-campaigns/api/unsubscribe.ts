import type { UnsubscribeState } from '@fundpath/contracts/campaigns';
import { api, type Parser } from '@/lib/api-client';

/*
 * The public unsubscribe page's calls. The page is public and small, so it checks the answer by
 * hand instead of loading zod (ADR 005): only the contract's type is imported.
 */
const stateParser: Parser<UnsubscribeState> = {
  safeParse(data) {
    const d = data as Partial<UnsubscribeState> | null;
    return d &&
      d.status === 'success' &&
      typeof d.email === 'string' &&
      typeof d.sender === 'string' &&
      typeof d.unsubscribed === 'boolean'
      ? {
          success: true,
          data: { status: 'success', email: d.email, sender: d.sender, unsubscribed: d.unsubscribed },
        }
      : { success: false, error: new Error('Unexpected unsubscribe answer') };
  },
};

const path = (token: string) => `/campaigns/unsubscribe/${encodeURIComponent(token)}`;

/** POST …/unsubscribe/:token: idempotent, so the page may call it on every visit. */
export const unsubscribe = (token: string) => api.post(path(token), {}, stateParser, { attempts: 2 });
export const resubscribe = (token: string) =>
  api.post(`${path(token)}/resubscribe`, {}, stateParser, { attempts: 1 });
