import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJourneyContent, seedAiDemo, seedAiKnowledge } from '../../seed';
import { chat } from '../../testing/ai';
import { injectAs, makeUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: TestUser;
let steps: TestUser;
let funding: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await ensureJourneyContent(t.db);
  await seedAiKnowledge(t.db);
  admin = await makeUser(t.db, 'admin');
  steps = await makeUser(t.db, 'steps_team');
  funding = await makeUser(t.db, 'funding_team');
});
afterAll(() => t.close());

const client = () => makeUser(t.db, 'client');
const post = (user: TestUser | null, url: string, payload: object = {}) =>
  injectAs(t.app, user, { method: 'POST', url, payload });
const get = (user: TestUser | null, url: string) => injectAs(t.app, user, { method: 'GET', url });

const QUESTION = 'Can my spouse co-sign the business credit card application with me?';
const ANSWER =
  'Most business card issuers take one applicant: the owner who personally guarantees. Your spouse can be added as an employee cardholder after approval, or apply for their own card if they own 20% or more of the business.';

describe('the learning loop', () => {
  it('turns a thumbs-down into an expert answer the coach then gives to the same question', async () => {
    const me = await client();
    const before = await chat(t.app, me, 4, QUESTION);
    expect(before.message.content).not.toContain('employee cardholder');
    const rated = await post(me, '/api/feedback/signal', {
      session_id: before.meta.session_id,
      turn_number: before.message.turn_number,
      signal_type: 'thumbs_down',
      user_feedback_text: 'This did not answer my question.',
    });
    expect(rated.statusCode, rated.body).toBe(200);

    // The question is in the queue once (low confidence and thumbs-down fold together).
    const queue = await get(
      funding,
      `/api/admin/ai/unanswered-questions?status=open&q=${encodeURIComponent('spouse co-sign')}`,
    );
    expect(queue.statusCode).toBe(200);
    expect(queue.json().total).toBe(1);
    const item = queue.json().questions[0];
    expect(item).toMatchObject({
      question: QUESTION,
      step_number: 4,
      user_id: me.id,
      reply_given: before.message.content,
      reason: 'thumbs_down',
      status: 'open',
    });
    expect(item.reasons).toContain('thumbs_down');

    // Expert queue: any staff member answers; approving needs learning.approve (admins and the steps team by default).
    const answered = await post(funding, `/api/admin/ai/unanswered-questions/${item.id}/answer`, {
      answer: ANSWER,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().question).toMatchObject({
      status: 'answered',
      answer: ANSWER,
      answered_by: funding.id,
    });
    expect((await post(funding, `/api/admin/ai/unanswered-questions/${item.id}/approve`)).statusCode).toBe(
      403,
    );
    const approved = await post(steps, `/api/admin/ai/unanswered-questions/${item.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const audit = (await t.db.execute(
      sql`select action, actor_id from audit_log where action = 'learning.approved' and target_id = ${approved.json().question.knowledge_id}`,
    )) as unknown as { rows: Array<{ action: string; actor_id: string }> };
    expect(audit.rows).toEqual([{ action: 'learning.approved', actor_id: steps.id }]);
    const entryId = approved.json().question.knowledge_id;
    expect(approved.json().question).toMatchObject({ status: 'approved', approved_by: steps.id });
    expect(entryId).toBeTruthy();
    // Replaying the approval changes nothing.
    const again = await post(admin, `/api/admin/ai/unanswered-questions/${item.id}/approve`);
    expect(again.json().question.knowledge_id).toBe(entryId);

    // The same client asks the same question again: answered from the new entry.
    const after = await chat(t.app, me, 4, QUESTION);
    expect(after.text).toBe(ANSWER);
    expect(after.message.intent).toBe('knowledge');
    expect(after.message.confidence).toBeGreaterThanOrEqual(0.9);
    expect(after.message.sources[0]).toMatchObject({ kind: 'knowledge', id: entryId });
    // …and so does anyone else, in other words too.
    const other = await client();
    const reworded = await chat(
      t.app,
      other,
      4,
      'can my spouse co-sign the business credit card application?',
    );
    expect(reworded.message.sources[0]!.id).toBe(entryId);

    const entry = await get(admin, `/api/admin/ai/knowledge/${entryId}`);
    expect(entry.json().entry).toMatchObject({
      source: 'expert',
      source_question_id: item.id,
      step_number: 4,
      question: QUESTION,
      content: ANSWER,
      is_active: true,
    });
  });

  it('counts repeats of an open question, and dismisses', async () => {
    const a = await client();
    const b = await client();
    const q = 'Does a Tesla lease count as a tradeline for my LLC?';
    await chat(t.app, a, 8, q);
    await chat(t.app, b, 8, 'does a tesla lease count as a tradeline for my LLC');
    const list = await get(
      admin,
      `/api/admin/ai/unanswered-questions?q=${encodeURIComponent('Tesla lease')}`,
    );
    expect(list.json().questions).toHaveLength(1);
    const item = list.json().questions[0];
    expect(item.repeat_count).toBe(2);
    expect(item.reason).toBe('low_confidence');
    const dismissed = await post(funding, `/api/admin/ai/unanswered-questions/${item.id}/dismiss`);
    expect(dismissed.json().question.status).toBe('dismissed');
    const approve = await post(admin, `/api/admin/ai/unanswered-questions/${item.id}/approve`);
    expect(approve.statusCode).toBe(409); // nothing to approve without an answer
    expect((await post(admin, '/api/admin/ai/unanswered-questions/nope/dismiss')).statusCode).toBe(404);
  });

  it('keeps the queue, review and stats away from clients', async () => {
    const me = await client();
    for (const url of [
      '/api/admin/ai/unanswered-questions',
      '/api/admin/ai/conversations',
      '/api/admin/ai/dashboard',
      '/api/admin/ai/knowledge',
    ]) {
      expect((await get(me, url)).statusCode, url).toBe(403);
    }
  });
});

describe('knowledge base CRUD', () => {
  it('creates, edits, deactivates and deletes entries, and the coach follows at once', async () => {
    const me = await client();
    const q = 'What is the FundPath office phone number?';
    const created = await post(admin, '/api/admin/ai/knowledge', {
      step_number: null,
      title: 'Office phone number',
      question: q,
      content: 'Call the FundPath office at (512) 555-0100, weekdays 9am-5pm Central.',
      tags: ['phone', 'contact'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().entry.id;
    expect((await chat(t.app, me, 3, q)).text).toContain('(512) 555-0100');

    const edited = await injectAs(t.app, steps, {
      method: 'PUT',
      url: `/api/admin/ai/knowledge/${id}`,
      payload: { content: 'Call the FundPath office at (512) 555-0199.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await chat(t.app, me, 3, q)).text).toContain('555-0199');

    await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/ai/knowledge/${id}`,
      payload: { is_active: false },
    });
    expect((await chat(t.app, me, 3, q)).text).not.toContain('555-0199');

    expect(
      (await injectAs(t.app, funding, { method: 'DELETE', url: `/api/admin/ai/knowledge/${id}` })).statusCode,
    ).toBe(403);
    const del = await injectAs(t.app, admin, { method: 'DELETE', url: `/api/admin/ai/knowledge/${id}` });
    expect(del.statusCode).toBe(200);
    expect((await get(admin, `/api/admin/ai/knowledge/${id}`)).statusCode).toBe(404);
  });

  it('lists the seeded base by step and text', async () => {
    const all = await get(funding, '/api/admin/ai/knowledge?per_page=200');
    expect(all.json().total).toBeGreaterThan(140);
    for (let step = 1; step <= 18; step++) {
      const res = await get(funding, `/api/admin/ai/knowledge?step=${step}`);
      expect(res.json().total, `step ${step}`).toBeGreaterThanOrEqual(6);
    }
    const general = await get(funding, '/api/admin/ai/knowledge?general=true&q=utilization');
    expect(general.json().entries.map((e: { title: string }) => e.title)).toContain('Credit utilization');
    expect((await seedAiKnowledge(t.db)).inserted).toBe(0); // idempotent
  });

  it('rebuilds when another instance changed the base (version counter)', async () => {
    const me = await client();
    const { createAiRuntime } = await import('./runtime');
    const { aiConfig } = await import('./config');
    const other = createAiRuntime(aiConfig({}), t.config.appSecret);
    await other.index.rebuild(t.db);
    const { createKnowledge } = await import('./learning');
    // A change made through another instance's runtime: this app's index only learns of it
    // from the version counter on its next chat.
    const ctx = { db: t.db, actor: admin, log: t.app.log } as never;
    await createKnowledge(ctx, other, {
      title: 'Parking at the office',
      question: 'Where do I park when I visit the office?',
      content: 'Visitor parking is in the garage on 5th Street; bring your ticket for validation.',
    });
    expect((await chat(t.app, me, 1, 'Where do I park when I visit the office?')).text).toContain(
      '5th Street',
    );
  });
});

describe('conversation review, stats, dashboard and quality control', () => {
  it('lists conversations with filters, shows one with its feedback, and flags it', async () => {
    const me = await makeUser(t.db, 'client', { display_name: 'Review Person' });
    const r1 = await chat(t.app, me, 7, 'Which bank should I use for my business account?');
    await post(me, '/api/feedback/signal', {
      session_id: r1.meta.session_id,
      turn_number: 1,
      signal_type: 'thumbs_up',
    });
    const r2 = await chat(t.app, me, 9, 'Can I upload screenshots of my bank account?');
    await post(me, '/api/feedback/signal', {
      session_id: r2.meta.session_id,
      turn_number: 1,
      signal_type: 'report_issue',
      user_feedback_text: 'wrong',
    });

    const byName = await get(funding, '/api/admin/ai/conversations?q=Review%20Person');
    expect(byName.json().total).toBe(2);
    const byText = await get(funding, '/api/admin/ai/conversations?q=screenshots');
    expect(byText.json().conversations.map((c: { session_id: string }) => c.session_id)).toContain(
      r2.meta.session_id,
    );
    const up = await get(funding, `/api/admin/ai/conversations?rating=up&user_id=${me.id}`);
    expect(up.json().conversations.map((c: { session_id: string }) => c.session_id)).toEqual([
      r1.meta.session_id,
    ]);
    const issues = await get(funding, `/api/admin/ai/conversations?rating=issue&user_id=${me.id}&step=9`);
    expect(issues.json().conversations[0]).toMatchObject({
      session_id: r2.meta.session_id,
      issues: 1,
      step_number: 9,
    });

    const flagged = await post(funding, `/api/admin/ai/conversations/${r2.meta.session_id}/flag`, {
      flagged: true,
      reason: 'Check the screenshot answer',
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json().conversation).toMatchObject({
      flagged: true,
      flag_reason: 'Check the screenshot answer',
    });
    const onlyFlagged = await get(funding, `/api/admin/ai/conversations?flagged=true&user_id=${me.id}`);
    expect(onlyFlagged.json().total).toBe(1);
    const detail = await get(funding, `/api/admin/ai/conversations/${r2.meta.session_id}`);
    expect(detail.json().messages).toHaveLength(2);
    expect(detail.json().feedback[0]).toMatchObject({
      signal_type: 'report_issue',
      reward_value: -1,
      training_weight: 3,
    });
    expect((await get(funding, '/api/admin/ai/conversations/not-a-session')).statusCode).toBe(404);
  });

  it('aggregates feedback per step and day, and reports the pipeline and dashboard', async () => {
    const stats = await get(admin, '/api/admin/ai/feedback-stats?days=7');
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json();
    expect(body.totals.signals).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.series.some((s: { date: string }) => s.date === today)).toBe(true);
    const step7 = body.per_step.find((s: { step_number: number }) => s.step_number === 7);
    expect(step7).toMatchObject({ thumbs_up: 1, helpfulness: 1 });

    const pipeline = (await get(admin, '/api/admin/ai/learning-pipeline')).json();
    expect(pipeline.threshold).toBe(0.55);
    expect(pipeline.queue.approved).toBeGreaterThanOrEqual(1);
    expect(pipeline.knowledge.from_experts).toBeGreaterThanOrEqual(1);
    expect(pipeline.index.documents).toBe(pipeline.knowledge.active);
    expect(pipeline.index.version).toBe(pipeline.knowledge.version);
    expect(pipeline.index.built_at).toBeTruthy();

    const dash = (await get(admin, '/api/admin/ai/dashboard?days=14')).json();
    expect(dash.volume).toHaveLength(14);
    expect(dash.volume.at(-1).date).toBe(today);
    expect(dash.volume.at(-1).user_messages).toBeGreaterThan(0);
    expect(dash.confidence_histogram).toHaveLength(10);
    expect(dash.confidence_histogram.reduce((a: number, b: number) => a + b, 0)).toBe(
      dash.totals.assistant_messages,
    );
    expect(dash.top_unanswered_topics.length).toBeGreaterThan(0);
    expect(dash.provider).toMatchObject({ name: 'builtin', configured: false, breaker: 'closed' });
    expect(dash.intents.length).toBeGreaterThan(0);
  });

  it('samples recent replies for review and records scores', async () => {
    const sample = await get(steps, '/api/admin/ai/quality-sample?n=3');
    expect(sample.statusCode).toBe(200);
    const samples = sample.json().samples;
    expect(samples).toHaveLength(3);
    expect(samples[0].question).toBeTruthy();
    const review = await post(steps, '/api/admin/ai/quality-reviews', {
      message_id: samples[0].message_id,
      score: 4,
      notes: 'Accurate, could mention the task link.',
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().review).toMatchObject({ score: 4, reviewer_id: steps.id });
    const replay = await post(steps, '/api/admin/ai/quality-reviews', {
      message_id: samples[0].message_id,
      score: 5,
    });
    expect(replay.json().review.id).toBe(review.json().review.id);
    const list = (await get(admin, '/api/admin/ai/quality-reviews')).json();
    expect(list.reviews[0]).toMatchObject({ message_id: samples[0].message_id, score: 5 });
    const unreviewed = (await get(steps, '/api/admin/ai/quality-sample?n=50')).json().samples;
    expect(unreviewed.map((s: { message_id: string }) => s.message_id)).not.toContain(samples[0].message_id);
    const bad = await post(steps, '/api/admin/ai/quality-reviews', {
      message_id: samples[0].message_id,
      score: 9,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('seeds demo conversations for the demo client once', async () => {
    await makeUser(t.db, 'client', { email: 'client@fundpath.test', display_name: 'Jordan Client' });
    expect(await seedAiDemo(t.db)).toEqual({ created: true });
    expect(await seedAiDemo(t.db)).toEqual({ created: false });
    const list = (await get(admin, '/api/admin/ai/conversations?q=client%40fundpath.test')).json();
    expect(list.total).toBe(2);
    const queue = (await get(admin, '/api/admin/ai/unanswered-questions?q=Innovis')).json();
    expect(queue.questions[0]).toMatchObject({ reason: 'report_issue', status: 'open' });
  });
});
