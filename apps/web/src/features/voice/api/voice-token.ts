import { z } from 'zod';
import { api, isApiError } from '@/lib/api-client';
import { VOICE_MESSAGES } from '../state/voice-machine';

/**
 * POST /api/livekit/token → `{url, token}` (spec §3 voice token), or `{mode: "browser"}` when the
 * deployment has no LiveKit and the browser's speech APIs carry the call.
 * TODO: use the contracts schema once packages/contracts/src/ai.ts publishes it.
 */
export const voiceTokenResponseSchema = z.looseObject({
  url: z.string().nullish(),
  token: z.string().nullish(),
  mode: z.string().nullish(),
});
export type VoiceTokenResponse = z.infer<typeof voiceTokenResponseSchema>;

export interface VoiceTokenRequest {
  coaching_step: number;
  user_id: string;
  is_resume: boolean;
  is_reset?: boolean;
}

export type VoiceTicket = { mode: 'livekit'; url: string; token: string } | { mode: 'browser' };

/** Throws `Failed to start voice session: {server text}`, or the default connect message. */
export async function fetchVoiceToken(body: VoiceTokenRequest): Promise<VoiceTicket> {
  let res: VoiceTokenResponse;
  try {
    res = await api.post('/livekit/token', body, voiceTokenResponseSchema, {
      attempts: 1,
      timeoutMs: 15_000,
    });
  } catch (error) {
    const serverText = isApiError(error) && error.status > 0 ? error.message : '';
    throw new Error(serverText ? VOICE_MESSAGES.tokenFailed(serverText) : VOICE_MESSAGES.connectFailed);
  }
  if (res.url && res.token) return { mode: 'livekit', url: res.url, token: res.token };
  if (res.mode === 'browser') return { mode: 'browser' };
  throw new Error(VOICE_MESSAGES.connectFailed);
}
