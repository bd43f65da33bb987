import { createHmac } from 'node:crypto';
import { aiMessages } from '@fundpath/contracts/ai';
import { askCoach, CoachClientError } from '@fundpath/contracts/voice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConfig } from '../../platform/ai-config';
import { ensureJourneyContent, seedAiKnowledge } from '../../seed';
import { parseSse } from '../../testing/ai';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signCoachToken, verifyCoachToken } from './voice/token';

const LIVEKIT = {
  LIVEKIT_URL: 'wss://livekit.example.test',
  LIVEKIT_API_KEY: 'APItestkey',
  LIVEKIT_API_SECRET: 'test-livekit-secret-with-enough-length-0001',
};

/** Verifies an HS256 JWT with the secret (node:crypto) and returns its claims. */
function verifyJwt(token: string, secret: string) {
  const [header, payload, signature] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  expect(signature).toBe(expected);
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  return JSON.parse(Buffer.from(payload!, 'base64url').toString());
}

const token = (app: TestApp['app'], user: TestUser | null, payload: object) =>
  injectAs(app, user, { method: 'POST', url: '/api/livekit/token', payload });

describe('POST /api/livekit/token without LiveKit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureJourneyContent(t.db);
  });
  afterAll(() => t.close());

  it('tells the web to use the browser', async () => {
    const me = await makeUser(t.db, 'client');
    const res = await token(t.app, me, { coaching_step: 3, user_id: me.id, is_resume: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', mode: 'browser', message: aiMessages.browserVoice });
  });

  it('needs the user id (spec message), the actor, and a step', async () => {
    const me = await makeUser(t.db, 'client');
    const other = await makeUser(t.db, 'client');
    const missing = await token(t.app, me, { coaching_step: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('User not authenticated');
    const noStep = await token(t.app, me, { user_id: me.id });
    expect(noStep.json().message).toBe('No active coaching step');
    expect((await token(t.app, me, { coaching_step: 1, user_id: other.id })).statusCode).toBe(403);
    expect((await token(t.app, null, { coaching_step: 1, user_id: me.id })).statusCode).toBe(401);
  });
});

describe('POST /api/livekit/token with LiveKit configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ai: aiConfig(LIVEKIT) });
    await ensureJourneyContent(t.db);
    await seedAiKnowledge(t.db);
  });
  afterAll(() => t.close());

  it("signs a one-hour token for the user's own coaching room only", async () => {
    const me = await makeUser(t.db, 'client', { display_name: 'Jordan Rivera' });
    const res = await token(t.app, me, { coaching_step: 4, user_id: me.id, is_resume: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const room = `coach-${me.id}-step-4`;
    expect(body).toMatchObject({
      status: 'success',
      mode: 'livekit',
      url: LIVEKIT.LIVEKIT_URL,
      room,
      identity: me.id,
    });
    const claims = verifyJwt(body.token, LIVEKIT.LIVEKIT_API_SECRET);
    expect(claims.iss).toBe(LIVEKIT.LIVEKIT_API_KEY);
    expect(claims.sub).toBe(me.id);
    expect(claims.name).toBe('Jordan Rivera');
    expect(claims.video).toEqual({
      room,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
    });
    expect(claims.exp - claims.nbf).toBe(3600);
    const metadata = JSON.parse(claims.metadata);
    expect(metadata).toMatchObject({ step: 4, is_resume: true, is_reset: false });
    expect(verifyCoachToken(t.config.appSecret, metadata.coach_token)).toMatchObject({
      sub: me.id,
      step: 4,
      room,
    });
  });

  it('resets the step conversation when is_reset is set', async () => {
    const me = await makeUser(t.db, 'client');
    const chat = await injectAs(t.app, me, {
      method: 'POST',
      url: '/api/ai/chat',
      payload: { message: 'hi', step_number: 2, user_id: me.id },
    });
    const sessionId = parseSse(chat.body)[0]!.data.session_id;
    await token(t.app, me, { coaching_step: 2, user_id: me.id, is_reset: true });
    const history = await injectAs(t.app, me, { method: 'GET', url: '/api/ai/conversation-history/2' });
    expect(history.json().session_id).toBeNull();
    expect(sessionId).toBeTruthy();
  });

  it("lets the voice agent run the same coach with the room's coach token", async () => {
    const me = await makeUser(t.db, 'client');
    const res = await token(t.app, me, { coaching_step: 2, user_id: me.id });
    const coachToken = JSON.parse(
      verifyJwt(res.json().token, LIVEKIT.LIVEKIT_API_SECRET).metadata,
    ).coach_token;
    const said = await t.app.inject({
      method: 'POST',
      url: '/api/ai/voice/chat',
      headers: { authorization: `Bearer ${coachToken}` },
      payload: { message: 'what do I do next?' },
    });
    expect(said.statusCode, said.body).toBe(200);
    const events = parseSse(said.body);
    const done = events.find((e) => e.event === 'done')!.data.message as {
      content: string;
      step_number?: number;
    };
    expect(done.content).toContain('Lift credit freezes at all three bureaus');
    // Stored in the user's own step-2 conversation, marked as a voice conversation.
    const history = await injectAs(t.app, me, { method: 'GET', url: '/api/ai/conversation-history/2' });
    expect(history.json().messages).toHaveLength(2);
    const admin = await makeUser(t.db, 'admin');
    const review = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/admin/ai/conversations/${history.json().session_id}`,
    });
    expect(review.json().conversation.channel).toBe('voice');

    for (const bad of ['', 'Bearer nope', `Bearer ${coachToken.slice(0, -2)}xx`]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/ai/voice/chat',
        headers: bad ? { authorization: bad } : {},
        payload: { message: 'hi' },
      });
      expect(refused.statusCode, bad).toBe(403);
    }
    const expired = signCoachToken(t.config.appSecret, {
      sub: me.id,
      step: 2,
      room: `coach-${me.id}-step-2`,
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/ai/voice/chat',
      headers: { authorization: `Bearer ${expired}` },
      payload: { message: 'hi' },
    });
    expect(late.statusCode).toBe(403);
  });

  it("serves the voice agent's HTTP client over a real socket", async () => {
    const me = await makeUser(t.db, 'client');
    const res = await token(t.app, me, { coaching_step: 5, user_id: me.id });
    const coachToken = JSON.parse(
      verifyJwt(res.json().token, LIVEKIT.LIVEKIT_API_SECRET).metadata,
    ).coach_token;
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const seen: string[] = [];
    let spoken = '';
    for await (const e of askCoach({ baseUrl, coachToken, message: 'How do I get an EIN?' })) {
      seen.push(e.type);
      if (e.type === 'delta') spoken += e.text;
      if (e.type === 'done') expect(e.message.content).toBe(spoken.trim());
    }
    expect(seen[0]).toBe('meta');
    expect(seen.at(-1)).toBe('done');
    expect(spoken).toContain('IRS');
    const refused = askCoach({ baseUrl, coachToken: 'fpv1.bad.token', message: 'hi' });
    await expect(refused[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(CoachClientError);
  });
});
