import type { FeedbackSignal } from '@fundpath/contracts/ai';
import { api } from '@/lib/api-client';
import { SILENT_CALL } from './keys';

/**
 * POST /api/feedback/signal. Spec §8: feedback fails silently, so this never throws; it resolves
 * true when the server took it. Reward and training weight are applied server-side (§9).
 */
export async function sendFeedbackSignal(signal: FeedbackSignal): Promise<boolean> {
  // Without a stored turn there is nothing to attach feedback to; the person still sees thanks.
  if (!signal.session_id || signal.turn_number < 1) return false;
  try {
    await api.post('/feedback/signal', signal, undefined, SILENT_CALL);
    return true;
  } catch {
    return false;
  }
}
