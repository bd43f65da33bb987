import {
  type LivekitTokenRequest,
  type LivekitTokenResponse,
  livekitTokenResponseSchema,
} from '@fundpath/contracts/ai';
import { api, isApiError } from '@/lib/api-client';
import { VOICE_MESSAGES } from '../state/voice-machine';

/** What the voice session always sends (the contract has every field optional). */
export type VoiceTokenRequest = Required<
  Pick<LivekitTokenRequest, 'coaching_step' | 'user_id' | 'is_resume'>
> &
  Pick<LivekitTokenRequest, 'is_reset'>;

export type VoiceTicket = { mode: 'livekit'; url: string; token: string } | { mode: 'browser' };

/**
 * POST /api/livekit/token (spec §3 voice token): LiveKit's `{url, token}`, or `mode: "browser"`
 * when the deployment has no LiveKit and the browser's speech APIs carry the call.
 * Throws `Failed to start voice session: {server text}`, or the default connect message. */
export async function fetchVoiceToken(body: VoiceTokenRequest): Promise<VoiceTicket> {
  let res: LivekitTokenResponse;
  try {
    res = await api.post('/livekit/token', body, livekitTokenResponseSchema, {
      attempts: 1,
      timeoutMs: 15_000,
    });
  } catch (error) {
    const serverText = isApiError(error) && error.status > 0 ? error.message : '';
    throw new Error(serverText ? VOICE_MESSAGES.tokenFailed(serverText) : VOICE_MESSAGES.connectFailed);
  }
  if (res.mode === 'browser') return { mode: 'browser' };
  if (res.url && res.token) return { mode: 'livekit', url: res.url, token: res.token };
  throw new Error(VOICE_MESSAGES.connectFailed);
}
