import { FEEDBACK_WEIGHTS } from '@fundpath/contracts/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJourneyContent, seedAiKnowledge } from '../../seed';
import { chat, parseSse } from '../../testing/ai';
import { doStepWork, passStep } from '../../testing/coaching';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SANDBOX_PASSWORD } from '../credit';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await ensureJourneyContent(t.db);
  await seedAiKnowledge(t.db);
  admin = await makeUser(t.db, 'admin');
});
afterAll(() => t.close());

const client = () => makeUser(t.db, 'client', { display_name: 'Jordan Rivera' });
const post = (user: TestUser | null, url: string, payload: object, headers: Record<string, string> = {}) =>
  injectAs(t.app, user, { method: 'POST', url, payload, headers });
const get = (user: TestUser | null, url: string, headers: Record<string, string> = {}) =>
  injectAs(t.app, user, { method: 'GET', url, headers });

async function pullReport(user: TestUser, persona: string) {
  const res = await post(user, '/api/client/credit-report/fetch', {
    email: `${persona}@sandbox.fundpath.test`,
    password: SANDBOX_PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /api/ai/chat', () => {
  it('streams meta, deltas and done as Server-Sent Events, then stores both turns', async () => {
    const me = await client();
    const res = await post(me, '/api/ai/chat', { message: '  hi  ', step_number: 1, user_id: me.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toContain('no-cache');
    const events = parseSse(res.body);
    expect(events[0]!.event).toBe('meta');
    expect(events.at(-1)!.event).toBe('done');
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3); // streamed in small pieces
    const text = deltas.map((d) => d.data.text).join('');
    const done = events.at(-1)!.data as {
      message: Record<string, unknown>;
      user_message: Record<string, unknown>;
    };
    expect(done.message).toMatchObject({
      role: 'assistant',
      content: text.trim(),
      turn_number: 1,
      intent: 'greeting',
      type: 'text',
      action: null,
      credit_report: null,
      provider: 'builtin',
      fallback: false,
    });
    expect(done.message.confidence).toBeGreaterThan(0.9);
    expect(done.user_message).toMatchObject({
      role: 'user',
      content: 'hi',
      turn_number: 1,
      confidence: null,
    });
    expect(text).toContain('Hi Jordan!');

    const second = await chat(t.app, me, 1, 'what do I do next?');
    expect(second.meta).toEqual({ session_id: events[0]!.data.session_id, turn_number: 2 });
    const history = await get(me, '/api/ai/conversation-history/1', { 'x-user-id': me.id });
    expect(history.statusCode).toBe(200);
    const body = history.json();
    expect(body.session_id).toBe(events[0]!.data.session_id);
    expect(body.messages.map((m: { role: string; turn_number: number }) => [m.role, m.turn_number])).toEqual([
      ['user', 1],
      ['assistant', 1],
      ['user', 2],
      ['assistant', 2],
    ]);
  });

  it('validates the message and the step (spec §5) before streaming', async () => {
    const me = await client();
    for (const payload of [
      { message: '   ', step_number: 1 },
      { message: 'x'.repeat(4001), step_number: 1 },
      { message: 'hi', step_number: 0 },
      { message: 'hi', step_number: 19 },
      { step_number: 1 },
    ]) {
      const res = await post(me, '/api/ai/chat', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await post(null, '/api/ai/chat', { message: 'hi', step_number: 1 })).statusCode).toBe(401);
  });

  it("refuses a user id that is not the session's actor (403), and staff reading through the client API", async () => {
    const me = await client();
    const other = await client();
    const res = await post(me, '/api/ai/chat', { message: 'hi', step_number: 1, user_id: other.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    await chat(t.app, other, 1, 'hello');
    const peek = await get(me, '/api/ai/conversation-history/1', { 'x-user-id': other.id });
    expect(peek.statusCode).toBe(403);
    // Staff asking the client endpoint with a client's id are refused too: review is the way in.
    const staff = await get(admin, '/api/ai/conversation-history/1', { 'x-user-id': other.id });
    expect(staff.statusCode).toBe(403);
    const reset = await injectAs(t.app, me, {
      method: 'DELETE',
      url: '/api/ai/reset-conversation/1',
      headers: { 'x-user-id': other.id },
    });
    expect(reset.statusCode).toBe(403);
  });

  it('lets an admin impersonating a client chat as that client', async () => {
    const me = await client();
    const boss = await makeUser(t.db, 'admin');
    const started = await post(boss, '/api/admin/impersonate', { user_id: me.id });
    expect(started.statusCode, started.body).toBe(200);
    const reply = await chat(t.app, { id: me.id, cookie: boss.cookie }, 2, 'what do I do next?');
    expect(reply.text).toContain('Lift credit freezes at all three bureaus');
    const history = await get(me, '/api/ai/conversation-history/2', { 'x-user-id': me.id });
    expect(history.json().messages).toHaveLength(2);
    const asAdmin = await post(boss, '/api/ai/chat', { message: 'hi', step_number: 2, user_id: boss.id });
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('the built-in coach, grounded in the client state', () => {
  it("answers 'what do I do next' with the client's own open tasks and missing answers", async () => {
    const me = await client();
    const reply = await chat(t.app, me, 1, "What's left for me to do?");
    expect(reply.message.intent).toBe('next_steps');
    expect(reply.message.action).toBe('open_tasks');
    expect(reply.text).toContain('Tell us about you and your funding goal');
    expect(reply.text).toContain('Acknowledge the coaching program agreement');
    expect(reply.text).toContain('Funding Amount Requested');
    expect(reply.text).not.toContain('Set your target funding date" —'); // optional tasks are not required ones

    await doStepWork(t.app, me, 1);
    const after = await chat(t.app, me, 1, 'what do I do next?');
    expect(after.text).toContain('Everything required on Step 1');
    expect(after.message.action).toBe('complete_step');
  });

  it('says what is missing before a step can be completed, and when it can', async () => {
    const me = await client();
    const before = await chat(t.app, me, 5, 'Can I complete this step?');
    expect(before.message.intent).toBe('step_completion');
    expect(before.text).toMatch(/^Not yet/);
    expect(before.text).toContain('Upload formation documents and EIN letter');
    await doStepWork(t.app, me, 5);
    const after = await chat(t.app, me, 5, 'am I done with this step?');
    expect(after.text).toMatch(/^Yes — you can complete Step 5/);
    expect(after.text).toContain('goes to your coach for approval');
    expect(after.message.action).toBe('complete_step');
  });

  it('explains a task by name from its template', async () => {
    const me = await client();
    const reply = await chat(t.app, me, 6, 'How do I request my D-U-N-S number?');
    expect(['explain_task', 'knowledge']).toContain(reply.message.intent);
    expect(reply.text).toContain('dnb.com');
    const checklist = await chat(t.app, me, 8, 'help me open three reporting net-30 accounts');
    expect(checklist.message.intent).toBe('explain_task');
    expect(checklist.text).toContain('First net-30 vendor account approved');
  });

  it("answers from the step's FAQ and from the knowledge base, naming the source", async () => {
    const me = await client();
    const faq = await chat(t.app, me, 13, 'Can I negotiate?');
    expect(faq.message.intent).toBe('faq');
    expect(faq.text).toContain('competing offers');
    expect(faq.message.sources[0]).toMatchObject({ kind: 'faq', id: 'step-13-faq-1' });
    const kb = await chat(t.app, me, 9, 'what is a debt service coverage ratio?');
    expect(kb.message.intent).toBe('knowledge');
    expect(kb.text).toContain('1.25');
    expect(kb.message.sources[0]).toMatchObject({ kind: 'knowledge', title: 'Debt service coverage ratio' });
    expect(kb.message.confidence).toBeGreaterThan(0.8);
  });

  it('redirects off-topic questions without queueing them, and queues what it cannot answer', async () => {
    const me = await client();
    const off = await chat(t.app, me, 1, "what's the weather like in Paris?");
    expect(off.message.intent).toBe('off_topic');
    expect(off.text).toContain('funding coach');
    const gap = await chat(t.app, me, 4, 'Is a Tesla lease considered a tradeline for my LLC?');
    expect(gap.message.confidence).toBeLessThan(0.55);
    const queue = await get(admin, '/api/admin/ai/unanswered-questions?status=open&step=4');
    const questions = queue.json().questions as Array<{ question: string; reason: string }>;
    expect(questions.some((q) => q.question.startsWith('Is a Tesla lease'))).toBe(true);
    const all = await get(admin, '/api/admin/ai/unanswered-questions?q=weather');
    expect(all.json().total).toBe(0);
  });

  it('asks the app to pull the report when none is on file', async () => {
    const me = await client();
    const reply = await chat(t.app, me, 2, 'pull my credit report');
    expect(reply.message).toMatchObject({
      intent: 'fetch_credit_report',
      action: 'fetch_credit_report',
      type: 'text',
      credit_report: null,
    });
    const why = await chat(t.app, me, 3, 'why was I declined?');
    expect(why.text).toContain("I don't see a credit report on file");
    expect(why.message.action).toBe('fetch_credit_report');
  });

  it("attaches the latest report card and explains the client's own decision and plan", async () => {
    const me = await client();
    await pullReport(me, 'utilization');
    const reply = await chat(t.app, me, 2, 'Pull my credit report please');
    expect(reply.message.type).toBe('credit_report');
    expect(reply.message.action).toBe('fetch_credit_report');
    const card = reply.message.credit_report!;
    expect(card.funding_status).toMatchObject({
      overall_decision: 'borderline',
      funding_strategy: 'BORDERLINE_FIXABLE',
      approvals: { equifax_approval: false, experian_approval: false, transunion_approval: false },
    });
    expect(card.scores.TransUnion).toBe(648);
    expect(card.plan.length).toBe(3);

    const why = await chat(t.app, me, 3, 'Why was I declined?');
    expect(why.message.intent).toBe('explain_credit');
    expect(why.text).toContain('borderline');
    expect(why.text).toContain('CAPITAL ONE BANK USA');
    expect(why.text).toContain('$1,400');
    expect(why.text).toContain('$2,000');

    const late = await client();
    await pullReport(late, 'late');
    const lateWhy = await chat(t.app, late, 2, 'how do I get approved?');
    expect(lateWhy.text).toContain('late payment in the last 6 months');
    expect(lateWhy.text).toContain('Experian approves');
    const noUtil = await chat(t.app, late, 2, 'is my utilization a problem?');
    expect(noUtil.text).toMatch(/shows no card balances above 50%/);
  });

  it('changes its phrasing with the tone preference', async () => {
    const me = await client();
    const friendly = await chat(t.app, me, 1, 'what do I do next?');
    expect(friendly.text).toContain('One at a time');
    const put = await injectAs(t.app, me, {
      method: 'PUT',
      url: '/api/ai/preferences',
      payload: { tone: 'direct' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().preferences).toEqual({
      tone: 'direct',
      voice: 'default',
      language: 'en',
      default_mode: 'text',
    });
    const direct = await chat(t.app, me, 1, 'what do I do next?');
    expect(direct.text).not.toContain('One at a time');
    const detailed = await injectAs(t.app, me, {
      method: 'PUT',
      url: '/api/ai/preferences',
      payload: { tone: 'detailed' },
    });
    expect(detailed.statusCode).toBe(200);
    const long = await chat(t.app, me, 1, 'what do I do next?');
    expect(long.text).toContain('Why it matters:');
  });
});

describe('reset', () => {
  it('starts a new session; old turns stay for review but leave the history', async () => {
    const me = await client();
    const first = await chat(t.app, me, 1, 'hi');
    const res = await injectAs(t.app, me, { method: 'DELETE', url: '/api/ai/reset-conversation/1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Conversation reset',
      previous_session_id: first.meta.session_id,
    });
    const history = await get(me, '/api/ai/conversation-history/1');
    expect(history.json()).toMatchObject({ messages: [], session_id: null });
    const next = await chat(t.app, me, 1, 'hello again');
    expect(next.meta.session_id).not.toBe(first.meta.session_id);
    expect(next.meta.turn_number).toBe(1);
    const review = await get(admin, `/api/admin/ai/conversations/${first.meta.session_id}`);
    expect(review.json().conversation.status).toBe('reset');
    expect(review.json().messages).toHaveLength(2);
  });

  it('is what the coaching reset-step does to the chat', async () => {
    const me = await client();
    await post(me, '/api/coaching/start-step', { step: 1 });
    const first = await chat(t.app, me, 1, 'hi');
    const res = await post(me, '/api/coaching/reset-step/1', {});
    expect(res.json()).toMatchObject({ stepReset: true, conversationReset: true });
    const history = await get(me, '/api/ai/conversation-history/1');
    expect(history.json().session_id).toBeNull();
    expect(first.meta.session_id).toBeTruthy();
  });
});

describe('POST /api/feedback/signal', () => {
  it('applies the reward and weight table on the server, whatever the body says', async () => {
    const me = await client();
    const reply = await chat(t.app, me, 1, 'hi');
    for (const signal of ['thumbs_up', 'thumbs_down', 'correction', 'report_issue'] as const) {
      const res = await post(me, '/api/feedback/signal', {
        session_id: reply.meta.session_id,
        turn_number: 1,
        signal_type: signal,
        reward_value: 100,
        training_weight: 100,
        user_feedback_text: 'feedback',
        context_features: { screen: 'dashboard', voice: false },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success', ...FEEDBACK_WEIGHTS[signal] });
      expect(res.json().feedback_id).toBeTruthy();
    }
    // Thumbs up and down replace each other on a turn.
    const review = await get(admin, `/api/admin/ai/conversations/${reply.meta.session_id}`);
    const types = review
      .json()
      .feedback.map((f: { signal_type: string }) => f.signal_type)
      .sort();
    expect(types).toEqual(['correction', 'report_issue', 'thumbs_down']);
  });

  it('lets only the owner rate, and only replies that exist', async () => {
    const me = await client();
    const other = await client();
    const reply = await chat(t.app, me, 1, 'hi');
    const theirs = await post(other, '/api/feedback/signal', {
      session_id: reply.meta.session_id,
      turn_number: 1,
      signal_type: 'thumbs_down',
    });
    expect(theirs.statusCode).toBe(403);
    const missing = await post(me, '/api/feedback/signal', {
      session_id: reply.meta.session_id,
      turn_number: 9,
      signal_type: 'thumbs_up',
    });
    expect(missing.statusCode).toBe(404);
    const unknown = await post(me, '/api/feedback/signal', {
      session_id: '00000000-0000-4000-8000-000000000000',
      turn_number: 1,
      signal_type: 'thumbs_up',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await post(me, '/api/feedback/signal', {
      session_id: reply.meta.session_id,
      turn_number: 1,
      signal_type: 'love_it',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/ai/proactive', () => {
  it("nudges the client with their current step's tasks and the credit pull", async () => {
    const me = await client();
    const res = await get(me, '/api/ai/proactive');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.current_step).toBe(1);
    const titles = body.nudges.map((n: { title: string }) => n.title);
    expect(titles).toContain('Finish "Tell us about you and your funding goal"');
    expect(body.nudges[0].action.href).toBe('/dashboard?step=1');

    await doStepWork(t.app, me, 1);
    await post(me, '/api/coaching/start-step', { step: 1 });
    await post(me, '/api/coaching/complete-step', { step: 1 });
    await post(me, '/api/coaching/start-step', { step: 2 });
    await pullReport(me, 'collections');
    const later = (await get(me, '/api/ai/proactive')).json();
    expect(later.current_step).toBe(2);
    const kinds = later.nudges.map((n: { kind: string }) => n.kind);
    expect(kinds).toContain('credit_plan');
    expect(kinds).toContain('task');
    expect(later.nudges.find((n: { kind: string }) => n.kind === 'credit_plan').body).toContain('MIDLAND');
  });

  it('shows a step sent back by the coach with its note, and a step waiting for approval', async () => {
    const me = await client();
    await pullReport(me, 'clean');
    await passStep(t.app, me, 1);
    expect((await passStep(t.app, me, 2)).route).toMatchObject({ route: 'funding', step: 4 });
    await passStep(t.app, me, 4);
    const submitted = await passStep(t.app, me, 5);
    expect(submitted.step_status).toBe('pending_approval');
    const waiting = (await get(me, '/api/ai/proactive')).json();
    expect(waiting.nudges.map((n: { kind: string }) => n.kind)).toContain('pending_approval');
    const coachSays = await chat(t.app, me, 5, 'what do I do next?');
    expect(coachSays.text).toContain("waiting for your coach's approval");

    const back = await post(admin, `/api/admin/journey/approvals/${me.id}/5/send-back`, {
      note: 'The EIN letter is for a different business name.',
    });
    expect(back.statusCode, back.body).toBe(200);
    const nudges = (await get(me, '/api/ai/proactive')).json().nudges;
    expect(nudges[0]).toMatchObject({ kind: 'sent_back', priority: 'high', step_number: 5 });
    expect(nudges[0].body).toContain('different business name');
    const next = await chat(t.app, me, 5, 'what do I do next?');
    expect(next.text).toContain('The EIN letter is for a different business name.');
  });

  it('gives staff an empty list and preferences defaults', async () => {
    const res = await get(admin, '/api/ai/proactive');
    expect(res.json()).toEqual({ status: 'success', current_step: null, nudges: [] });
    const prefs = await get(admin, '/api/ai/preferences');
    expect(prefs.json().preferences).toEqual({
      tone: 'friendly',
      voice: 'default',
      language: 'en',
      default_mode: 'text',
    });
    const bad = await injectAs(t.app, admin, {
      method: 'PUT',
      url: '/api/ai/preferences',
      payload: { tone: 'rude' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
