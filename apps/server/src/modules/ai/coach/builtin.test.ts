import { describe, expect, it } from 'vitest';
import { KnowledgeIndex } from '../knowledge/index';
import { chunkText, questionKey } from '../knowledge/text';
import { CircuitBreaker } from './breaker';
import { composeReply } from './builtin';
import { recognize } from './intents';
import type { CoachContext } from './types';

const index = new KnowledgeIndex();
index.load(
  [
    {
      id: 'kb-util',
      step_number: null,
      title: 'Credit utilization',
      question: 'What is credit utilization?',
      content: 'Your card balances divided by their limits. Under 30% is good, under 10% is best.',
      tags: ['utilization'],
      source: 'seed',
    },
    {
      id: 'kb-ein',
      step_number: 5,
      title: 'Getting an EIN',
      question: 'How do I get an EIN?',
      content: 'Apply free on the IRS website.',
      tags: ['ein'],
      source: 'seed',
    },
  ],
  7,
);

function ctx(overrides: Partial<CoachContext> = {}): CoachContext {
  return {
    user: { id: 'u', first_name: 'Sam' },
    tone: 'friendly',
    language: 'en',
    step: {
      step_number: 5,
      step_title: 'Business Foundation',
      description: 'Make the business verifiable.',
      estimated_duration: '1-2 weeks',
      greeting_message: "Let's make your business look as fundable as it is.",
      talking_points: ['Use the same address everywhere.'],
      faqs: [
        {
          question: 'Can I use my home address?',
          answer: 'You can, but a commercial address looks stronger.',
        },
      ],
      completion_criteria: 'Entity, EIN and address saved.',
      requires_approval: true,
    },
    status: 'in-progress',
    review_note: null,
    current_step: 5,
    next_step: { step_number: 6, step_title: 'Business Credit Profile' },
    tasks: [
      {
        id: 't-upload',
        title: 'Upload formation documents and EIN letter',
        description: 'Articles and the IRS EIN confirmation.',
        instructions: null,
        task_type: 'document_upload',
        is_required: true,
        is_completed: false,
        link_url: null,
        details: ['Upload at least 2 files (pdf, jpg, png, docx, up to 10 MB each, 5 files max).'],
        field_names: [],
      },
      {
        id: 't-form',
        title: 'Business entity and contact details',
        description: 'Exactly as registered.',
        instructions: null,
        task_type: 'form_fields',
        is_required: true,
        is_completed: false,
        link_url: null,
        details: [],
        field_names: ['ein', 'legal_business_name'],
      },
    ],
    open_required: [
      { id: 't-upload', title: 'Upload formation documents and EIN letter' },
      { id: 't-form', title: 'Business entity and contact details' },
    ],
    missing_fields: [
      { field_name: 'ein', field_label: 'EIN' },
      { field_name: 'legal_business_name', field_label: 'Legal Business Name' },
      { field_name: 'business_phone', field_label: 'Business Phone' },
    ],
    credit: null,
    history: [],
    searchKnowledge: (q, limit) => index.search(q, 5, limit),
    ...overrides,
  };
}

describe('recognize', () => {
  it.each([
    ['hello', 'greeting'],
    ['thanks so much', 'thanks'],
    ['bye for now', 'goodbye'],
    ['pull my credit report', 'fetch_credit_report'],
    ["what's my credit score?", 'fetch_credit_report'],
    ['am I done?', 'step_completion'],
    ['can I move on to the next step', 'step_completion'],
    ['what should I do now', 'next_steps'],
    ["what's left?", 'next_steps'],
    ['why was I declined', 'explain_credit'],
    ['how do I get approved', 'explain_credit'],
    ['how do I upload the formation documents?', 'explain_task'],
    ['Can I use my home address?', 'faq'],
    ['What is credit utilization?', 'knowledge'],
    ['tell me a joke about cats', 'off_topic'],
    ['Does my bank need to know about my SBA microloan refinancing?', 'unknown'],
  ])('%s → %s', (message, intent) => {
    expect(recognize(message, ctx()).intent).toBe(intent);
  });

  it('does not take "business credit" questions for a credit report pull', () => {
    expect(recognize('how do I check my business credit listings?', ctx()).intent).not.toBe(
      'fetch_credit_report',
    );
  });
});

describe('composeReply', () => {
  it('folds missing answers into the form task that collects them', () => {
    const { text, meta } = composeReply(ctx(), 'what do I do next?');
    expect(text).toContain(
      'Business entity and contact details — Exactly as registered. It asks for: EIN and Legal Business Name.',
    );
    expect(text).toContain('Application answers still missing (in My Application): Business Phone.');
    expect(meta).toMatchObject({ intent: 'next_steps', action: 'open_tasks', provider: 'builtin' });
  });

  it('gives confidence by intent and retrieval', () => {
    expect(composeReply(ctx(), 'What is credit utilization?').meta.confidence).toBe(0.97);
    expect(composeReply(ctx(), 'hello').meta.confidence).toBe(0.95);
    expect(
      composeReply(ctx(), 'Does my bank need to know about my SBA microloan refinancing?').meta.confidence,
    ).toBeLessThan(0.55);
  });

  it('says a step waiting for approval needs nothing, and a completed one what comes next', () => {
    expect(composeReply(ctx({ status: 'pending_approval' }), 'what now?').text).toContain(
      'waiting for your coach',
    );
    expect(composeReply(ctx({ status: 'completed' }), 'am I done?').text).toContain(
      'Next: Step 6, Business Credit Profile.',
    );
  });
});

describe('knowledge index', () => {
  it('finds exact questions, weighs the step, and reports coverage', () => {
    const [hit] = index.search('how do I get an EIN', 5);
    expect(hit).toMatchObject({ exact: true, coverage: 1 });
    expect(hit!.doc.id).toBe('kb-ein');
    expect(index.search('the weather', 5)).toEqual([]);
    expect(index.version).toBe(7);
    expect(questionKey('How do I get an EIN?')).toBe(questionKey('how do i get an ein'));
  });

  it('streams text in small pieces that add up to the whole', () => {
    const text = '\nHello there, this is a reply\n\n• with a list';
    const pieces = chunkText(text, 2);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(3);
  });
});

describe('CircuitBreaker', () => {
  it('opens after 5 failures and half-opens after 30 s', () => {
    let now = 0;
    const b = new CircuitBreaker(() => now);
    for (let i = 0; i < 4; i++) b.failure('x');
    expect(b.canRequest()).toBe(true);
    b.failure('x');
    expect(b.state).toBe('open');
    expect(b.canRequest()).toBe(false);
    now = 29_999;
    expect(b.state).toBe('open');
    now = 30_000;
    expect(b.state).toBe('half_open');
    b.success();
    b.success();
    expect(b.state).toBe('half_open');
    b.success();
    expect(b.state).toBe('closed');
  });
});
