/**
 * Voice tokens. With LiveKit configured: a participant token for the user's own coaching room
 * (`coach-<userId>-step-<n>`, that room only, 1 h), whose metadata also carries a short-lived
 * coach token; the voice agent in the room presents it to `POST /api/ai/voice/chat` to run the
 * same coach pipeline as that user, for that step only. Without LiveKit: voice runs in the browser.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { aiMessages, type LivekitTokenRequest, type LivekitTokenResponse } from '@fundpath/contracts/ai';
import { AccessToken } from 'livekit-server-sdk';
import type { Ctx } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import type { UserRow } from '../../../platform/sessions';
import { requireSelf } from '../chat';
import * as repo from '../repo';
import { resetConversationFor } from '../reset';
import type { AiRuntime } from '../runtime';

export const VOICE_TOKEN_TTL_S = 3600;
const COACH_TOKEN_PREFIX = 'fpv1';

export const roomName = (userId: string, step: number) => `coach-${userId}-step-${step}`;

export interface CoachTokenClaims {
  sub: string;
  step: number;
  room: string;
  exp: number;
}

const coachKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('fundpath:voice-agent:v1').digest();
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function signCoachToken(appSecret: string, claims: CoachTokenClaims): string {
  const body = b64(JSON.stringify(claims));
  const sig = b64(createHmac('sha256', coachKey(appSecret)).update(`${COACH_TOKEN_PREFIX}.${body}`).digest());
  return `${COACH_TOKEN_PREFIX}.${body}.${sig}`;
}

/** The claims of a valid, unexpired coach token; null otherwise. */
export function verifyCoachToken(
  appSecret: string,
  token: string,
  nowS = Math.floor(Date.now() / 1000),
): CoachTokenClaims | null {
  const [prefix, body, sig] = token.split('.');
  if (prefix !== COACH_TOKEN_PREFIX || !body || !sig) return null;
  const expected = createHmac('sha256', coachKey(appSecret)).update(`${prefix}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CoachTokenClaims;
    if (typeof claims.sub !== 'string' || !Number.isInteger(claims.step) || typeof claims.exp !== 'number')
      return null;
    return claims.exp > nowS ? claims : null;
  } catch {
    return null;
  }
}

export async function voiceToken(
  ctx: Ctx,
  rt: AiRuntime,
  input: LivekitTokenRequest,
): Promise<LivekitTokenResponse> {
  if (!input.user_id) throw new AppError('VALIDATION_FAILED', aiMessages.userNotAuthenticated);
  const user = requireSelf(ctx, input.user_id);
  if (!input.coaching_step) throw new AppError('VALIDATION_FAILED', aiMessages.noActiveStep);
  const step = input.coaching_step;
  if (input.is_reset) await resetConversationFor(ctx, user.id, step);
  const lk = rt.config.livekit;
  if (!lk) return { status: 'success', mode: 'browser', message: aiMessages.browserVoice };

  const room = roomName(user.id, step);
  const exp = Math.floor(Date.now() / 1000) + VOICE_TOKEN_TTL_S;
  const at = new AccessToken(lk.apiKey, lk.apiSecret, {
    identity: user.id,
    name: user.display_name,
    ttl: VOICE_TOKEN_TTL_S,
    metadata: JSON.stringify({
      step,
      is_resume: input.is_resume ?? false,
      is_reset: input.is_reset ?? false,
      coach_token: signCoachToken(rt.appSecret, { sub: user.id, step, room, exp }),
    }),
  });
  at.addGrant({ room, roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: true });
  return {
    status: 'success',
    mode: 'livekit',
    url: lk.url,
    token: await at.toJwt(),
    room,
    identity: user.id,
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

/**
 * The user and step a voice agent acts for, from the coach token it presents (the agent holds no
 * session cookie). Anything but a valid, unexpired token for an existing user is refused.
 */
export async function agentSubject(
  ctx: Ctx,
  rt: AiRuntime,
  authorization: string | undefined,
): Promise<{ user: UserRow; step: number }> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const claims = token ? verifyCoachToken(rt.appSecret, token) : null;
  const user = claims ? await repo.findUser(ctx.db, claims.sub) : undefined;
  if (!claims || !user) throw new AppError('FORBIDDEN', 'Invalid or expired voice session token');
  return { user, step: claims.step };
}
