import { apiUrl } from '@/lib/api-client';
import { statusText } from '@/lib/request/errors';

export const resetFailedMessage = (statusText: string) => `Failed to reset conversation: ${statusText}`;

/**
 * DELETE /api/ai/reset-conversation/{step}. Spec §8 words the failure with the response's status
 * text, so this reads the raw response rather than going through the request layer's messages.
 */
export async function resetConversation(userId: string, step: number): Promise<void> {
  let res: Response;
  try {
    res = await fetch(apiUrl(`/ai/reset-conversation/${step}`), {
      method: 'DELETE',
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-User-ID': userId },
    });
  } catch {
    throw new Error(resetFailedMessage('Network error'));
  }
  if (!res.ok) {
    // HTTP/2 carries no status text: fall back to the standard reason phrase.
    throw new Error(resetFailedMessage(statusText(res.status, res.statusText)));
  }
}
