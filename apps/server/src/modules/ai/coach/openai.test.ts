import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aiMessages } from '@fundpath/contracts/ai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiConfig } from '../../../platform/ai-config';
import { ensureJourneyContent, seedAiKnowledge } from '../../../seed';
import { chat } from '../../../testing/ai';
import { injectAs, makeUser } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { CircuitBreaker } from './breaker';
import { OpenAiCoach, ResilientCoach, sseData } from './openai';
import type { CoachChunk, CoachContext, CoachProvider, CoachReplyMeta } from './types';

// ---- a local server speaking the streaming Chat Completions protocol --------------------------

interface Recorded {
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream: boolean;
    messages: Array<{ role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }>;
    tools: Array<{ function: { name: string } }>;
  };
}

const requests: Recorded[] = [];
let behaviour: 'normal' | 'fail' | 'hang' | 'garbage' = 'normal';
let server: Server;
let baseUrl: string;

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

async function respond(req: IncomingMessage, res: import('node:http').ServerResponse) {
  let raw = '';
  for await (const part of req) raw += part;
  const body = JSON.parse(raw) as Recorded['body'];
  requests.push({ url: req.url ?? '', headers: req.headers, body });
  if (behaviour === 'fail') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
    return;
  }
  if (behaviour === 'hang') return; // never answers: the client's timeout must fire
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  if (behaviour === 'garbage') {
    res.end('data: {not json\n\n');
    return;
  }
  const last = body.messages.at(-1)!;
  const user = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  res.write(': keep-alive\n\n');
  if (last.role === 'tool') {
    // Second round: the model read the tool result and answers.
    const result = JSON.parse(last.content ?? '{}');
    for (const piece of [
      'Your report ',
      'is in. ',
      `Decision: ${result.overall_decision ?? result.can_complete}.`,
    ])
      res.write(chunk({ content: piece }));
    res.write(chunk({}, 'stop'));
  } else if (/credit report|complete/i.test(user)) {
    const name = /credit report/i.test(user) ? 'fetch_credit_report' : 'complete_step_check';
    // The tool call arrives in pieces, as real servers send it (id and name first, then arguments).
    res.write(
      chunk({
        role: 'assistant',
        content: null,
        tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name, arguments: '' } }],
      }),
    );
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: '{' } }] }));
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: '}' } }] }));
    res.write(chunk({}, 'tool_calls'));
  } else {
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const piece of ['Hello ', 'from ', 'the ', 'model.']) res.write(chunk({ content: piece }));
    res.write(chunk({}, 'stop'));
  }
  res.end('data: [DONE]\n\n');
}

beforeAll(async () => {
  server = createServer((req, res) => void respond(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  behaviour = 'normal';
  requests.length = 0;
});

// ---- a grounded context without a database -------------------------------------------------------

function context(overrides: Partial<CoachContext> = {}): CoachContext {
  return {
    user: { id: 'u1', first_name: 'Jordan' },
    tone: 'friendly',
    language: 'en',
    step: {
      step_number: 2,
      step_title: 'Credit Assessment & Qualification',
      description: 'Pull your three-bureau credit report.',
      estimated_duration: '30-45 minutes',
      greeting_message: 'Now let us look at your credit.',
      talking_points: ['Lenders look at each bureau separately.'],
      faqs: [{ question: 'Does pulling my report hurt my score?', answer: 'No, it is a soft inquiry.' }],
      completion_criteria: 'A current three-bureau report is on file.',
      requires_approval: false,
    },
    status: 'in-progress',
    review_note: null,
    current_step: 2,
    next_step: { step_number: 3, step_title: 'Credit Optimization' },
    tasks: [
      {
        id: 't1',
        title: 'Lift credit freezes at all three bureaus',
        description: 'A frozen file cannot be pulled.',
        instructions: null,
        task_type: 'checklist',
        is_required: true,
        is_completed: false,
        link_url: null,
        details: [],
        field_names: [],
      },
    ],
    open_required: [{ id: 't1', title: 'Lift credit freezes at all three bureaus' }],
    missing_fields: [{ field_name: 'personal_annual_income', field_label: 'Personal Annual Income' }],
    credit: null,
    history: [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hi Jordan!' },
    ],
    searchKnowledge: () => [],
    ...overrides,
  };
}

async function collect(provider: CoachProvider, ctx: CoachContext, message: string) {
  let text = '';
  let meta: CoachReplyMeta | undefined;
  const pieces: string[] = [];
  for await (const c of provider.reply(ctx, message) as AsyncIterable<CoachChunk>) {
    if (c.type === 'text') {
      text += c.text;
      pieces.push(c.text);
    } else meta = c.meta;
  }
  return { text, meta: meta!, pieces };
}

const coach = (extra: Partial<ConstructorParameters<typeof OpenAiCoach>[0]> = {}) =>
  new OpenAiCoach({
    baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    apiVersion: null,
    timeoutMs: 2000,
    ...extra,
  });

describe('OpenAiCoach against a streaming Chat Completions server', () => {
  it('streams the content deltas and sends the grounding as the system message', async () => {
    const { text, meta, pieces } = await collect(coach(), context(), 'hello there');
    expect(text).toBe('Hello from the model.');
    expect(pieces.length).toBe(4);
    expect(meta).toMatchObject({
      provider: 'openai:test-model',
      fallback: false,
      action: null,
      type: 'text',
    });
    const sent = requests[0]!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    expect(sent.body.tools.map((t) => t.function.name)).toEqual([
      'fetch_credit_report',
      'complete_step_check',
    ]);
    const [system, ...rest] = sent.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('STEP 2: Credit Assessment & Qualification');
    expect(system!.content).toContain('Lift credit freezes at all three bureaus [REQUIRED, open]');
    expect(system!.content).toContain('Missing required application answers: Personal Annual Income.');
    expect(system!.content).toContain('CREDIT REPORT: none on file yet.');
    expect(rest.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('runs a tool call and maps it to the reply action', async () => {
    const { text, meta } = await collect(coach(), context(), 'please pull my credit report');
    expect(requests).toHaveLength(2);
    const second = requests[1]!.body.messages;
    expect(second.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_1', function: { name: 'fetch_credit_report', arguments: '{}' } }],
    });
    expect(second.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(JSON.parse(second.at(-1)!.content!)).toMatchObject({ has_report: false });
    expect(text).toContain('Your report is in.');
    expect(meta).toMatchObject({ action: 'fetch_credit_report', type: 'text', credit_report: null });

    requests.length = 0;
    const done = await collect(
      coach(),
      context({ missing_fields: [], open_required: [] }),
      'can I complete this step?',
    );
    expect(JSON.parse(requests[1]!.body.messages.at(-1)!.content!)).toMatchObject({ can_complete: true });
    expect(done.meta.action).toBe('complete_step');
  });

  it('speaks the Azure dialect when an API version is set', async () => {
    await collect(coach({ apiVersion: '2024-10-21' }), context(), 'hello');
    expect(requests[0]!.url).toBe('/v1/chat/completions?api-version=2024-10-21');
    expect(requests[0]!.headers['api-key']).toBe('sk-test');
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });

  it('fails on an error status, a malformed stream and a timeout', async () => {
    behaviour = 'fail';
    await expect(collect(coach(), context(), 'hello')).rejects.toThrow(/answered 500/);
    behaviour = 'garbage';
    await expect(collect(coach(), context(), 'hello')).rejects.toThrow(/malformed/);
    behaviour = 'hang';
    await expect(collect(coach({ timeoutMs: 150 }), context(), 'hello')).rejects.toThrow(/timed out/);
  });
});

describe('ResilientCoach', () => {
  it('answers with the built-in coach, saying so, when the service fails', async () => {
    behaviour = 'fail';
    const breaker = new CircuitBreaker();
    const resilient = new ResilientCoach(coach(), breaker);
    const { text, meta } = await collect(resilient, context(), 'what do I do next?');
    expect(text).toContain('Lift credit freezes at all three bureaus');
    expect(text.endsWith(aiMessages.fallbackNote)).toBe(true);
    expect(meta).toMatchObject({ fallback: true, provider: 'builtin', intent: 'next_steps' });
    expect(breaker.consecutiveFailures).toBe(1);
    expect(resilient.fallbackReplies).toBe(1);
  });

  it('opens the breaker after 5 failures, stops calling for 30 s, then closes after 3 successes', async () => {
    let now = 1_000_000;
    const breaker = new CircuitBreaker(() => now);
    const resilient = new ResilientCoach(coach(), breaker);
    behaviour = 'fail';
    for (let i = 0; i < 5; i++) await collect(resilient, context(), 'hello');
    expect(breaker.state).toBe('open');
    expect(requests).toHaveLength(5);
    behaviour = 'normal';
    const skipped = await collect(resilient, context(), 'hello');
    expect(requests).toHaveLength(5); // open: the service is not called
    expect(skipped.meta.fallback).toBe(true);

    now += 30_000;
    expect(breaker.state).toBe('half_open');
    for (let i = 0; i < 3; i++)
      expect((await collect(resilient, context(), 'hello')).meta.fallback).toBe(false);
    expect(breaker.state).toBe('closed');

    behaviour = 'fail';
    for (let i = 0; i < 5; i++) await collect(resilient, context(), 'hello');
    now += 30_000;
    await collect(resilient, context(), 'hello'); // the half-open trial fails: open again
    expect(breaker.state).toBe('open');
  });
});

describe('sseData', () => {
  const streamOf = (parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
        controller.close();
      },
    });

  it('reads events split across chunks, CRLF lines, comments and multi-line data, and stops at [DONE]', async () => {
    const out: string[] = [];
    for await (const d of sseData(
      streamOf([
        ': hello\r\n\r\nda',
        'ta: {"a":1}\r\n',
        '\r\nevent: x\ndata: line1\ndata: line2\n\n',
        'data: [DONE]\n\ndata: {"late":true}\n\n',
      ]),
    ))
      out.push(d);
    expect(out).toEqual(['{"a":1}', 'line1\nline2']);
  });
});

// ---- through the app ----------------------------------------------------------------------------

describe('POST /api/ai/chat with AI_BASE_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ai: aiConfig({
        AI_BASE_URL: baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'test-model',
        AI_TIMEOUT_MS: '1000',
      }),
    });
    await ensureJourneyContent(t.db);
    await seedAiKnowledge(t.db);
  });
  afterAll(() => t.close());

  it('streams the model, then falls back with a note when it fails', async () => {
    const me = await makeUser(t.db, 'client');
    const first = await chat(t.app, me, 1, 'hello there');
    expect(first.text).toBe('Hello from the model.');
    expect(first.message).toMatchObject({ provider: 'openai:test-model', fallback: false });
    expect(requests[0]!.body.messages[0]!.content).toContain('STEP 1: Welcome & Funding Goals');

    const tool = await chat(t.app, me, 2, 'show me my credit report');
    expect(tool.message.action).toBe('fetch_credit_report');

    behaviour = 'fail';
    const fallback = await chat(t.app, me, 1, 'what do I do next?');
    expect(fallback.text).toContain('Tell us about you and your funding goal');
    expect(fallback.text).toContain(aiMessages.fallbackNote);
    expect(fallback.message).toMatchObject({ fallback: true, provider: 'builtin' });

    const admin = await makeUser(t.db, 'admin');
    const dash = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/ai/dashboard' });
    expect(dash.json().provider).toMatchObject({
      name: 'openai',
      model: 'test-model',
      configured: true,
      breaker: 'closed',
      consecutive_failures: 1,
      fallback_replies: 1,
    });
    expect(dash.json().totals.fallback_replies).toBe(1);
  });
});
