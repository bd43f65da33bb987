/**
 * A coach backed by any OpenAI-compatible Chat Completions API (OpenAI, Azure OpenAI, Ollama,
 * vLLM, LM Studio…): plain fetch, `stream: true`, Server-Sent Events parsed line by line, tool
 * calls answered locally from the grounded context and sent back for the model to finish.
 */
import { aiMessages } from '@fundpath/contracts/ai';
import { chunkText } from '../knowledge/text';
import type { CircuitBreaker } from './breaker';
import { composeReply } from './builtin';
import { bureauLines, distinctHits, explainHit, planActions } from './credit';
import { groundingPrompt } from './grounding';
import { sseData } from './sse';
import type { CoachChunk, CoachContext, CoachProvider, CoachReplyMeta } from './types';

export { sseData };

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Set for Azure OpenAI: sends `api-key` and `?api-version=`. */
  apiVersion: string | null;
  /** Time allowed before the first byte, and between two chunks of the stream. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export const COACH_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'fetch_credit_report',
      description:
        "Show the client's latest three-bureau credit report card (or start a new pull when none is on file). Returns the decision, bureau results, issues and the improvement plan.",
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'complete_step_check',
      description:
        'Check whether the client can complete the current step: returns missing required answers and open required tasks.',
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
] as const;

const MAX_TOOL_ROUNDS = 2;

export class OpenAiCoach implements CoachProvider {
  readonly name = 'openai';
  private readonly fetchImpl: typeof fetch;

  constructor(readonly options: OpenAiOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  private url(): string {
    const base = `${this.options.baseUrl}/chat/completions`;
    return this.options.apiVersion
      ? `${base}?api-version=${encodeURIComponent(this.options.apiVersion)}`
      : base;
  }

  private headers(): Record<string, string> {
    const h: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
    if (this.options.apiKey) {
      if (this.options.apiVersion) h['api-key'] = this.options.apiKey;
      else h.authorization = `Bearer ${this.options.apiKey}`;
    }
    return h;
  }

  /** One streamed completion: text deltas as they come, then the tool calls it asked for. */
  private async *complete(
    messages: WireMessage[],
    signal: AbortSignal | undefined,
  ): AsyncGenerator<{ text: string }, ToolCall[]> {
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => controller.abort(new ProviderError('AI service timed out')),
        this.options.timeoutMs,
      );
    };
    arm();
    try {
      const res = await this.fetchImpl(this.url(), {
        method: 'POST',
        headers: this.headers(),
        body: JSON.stringify({
          model: this.options.model,
          stream: true,
          temperature: 0.3,
          messages,
          tools: COACH_TOOLS,
          tool_choice: 'auto',
        }),
        signal: controller.signal,
      }).catch((err: unknown) => {
        throw controller.signal.reason instanceof ProviderError
          ? controller.signal.reason
          : new ProviderError(`AI service unreachable: ${(err as Error).message}`);
      });
      if (!res.ok || !res.body) {
        const text = await res.text().catch(() => '');
        throw new ProviderError(`AI service answered ${res.status}: ${text.slice(0, 200)}`, res.status);
      }
      const calls = new Map<number, ToolCall>();
      try {
        for await (const payload of sseData(res.body, arm)) {
          let chunk: {
            error?: { message?: string };
            choices?: Array<{
              delta?: {
                content?: string | null;
                tool_calls?: Array<{
                  index?: number;
                  id?: string;
                  function?: { name?: string; arguments?: string };
                }>;
              };
            }>;
          };
          try {
            chunk = JSON.parse(payload);
          } catch {
            throw new ProviderError('AI service sent a malformed stream chunk');
          }
          if (chunk.error) throw new ProviderError(`AI service error: ${chunk.error.message ?? 'unknown'}`);
          const delta = chunk.choices?.[0]?.delta;
          if (!delta) continue;
          if (delta.content) yield { text: delta.content };
          for (const tc of delta.tool_calls ?? []) {
            const i = tc.index ?? 0;
            const call = calls.get(i) ?? {
              id: '',
              type: 'function' as const,
              function: { name: '', arguments: '' },
            };
            if (tc.id) call.id = tc.id;
            if (tc.function?.name) call.function.name += tc.function.name;
            if (tc.function?.arguments) call.function.arguments += tc.function.arguments;
            calls.set(i, call);
          }
        }
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        throw controller.signal.reason instanceof ProviderError
          ? controller.signal.reason
          : new ProviderError(`AI stream failed: ${(err as Error).message}`);
      }
      return [...calls.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([i, c]) => ({ ...c, id: c.id || `call_${i}` }));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async *reply(ctx: CoachContext, message: string, signal?: AbortSignal): AsyncIterable<CoachChunk> {
    // The built-in analysis gives the intent, sources and confidence a model does not report.
    const analysis = composeReply(ctx, message).meta;
    const messages: WireMessage[] = [
      { role: 'system', content: groundingPrompt(ctx, message) },
      ...ctx.history.map((h) => ({ role: h.role, content: h.content }) as WireMessage),
      { role: 'user', content: message },
    ];
    const meta: CoachReplyMeta = {
      action: null,
      confidence: Math.round((0.4 + 0.5 * analysis.confidence) * 100) / 100,
      type: 'text',
      credit_report: null,
      intent: analysis.intent,
      sources: analysis.sources,
      provider: `openai:${this.options.model}`,
      fallback: false,
    };
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
      const stream = this.complete(messages, signal);
      let text = '';
      let step = await stream.next();
      while (!step.done) {
        text += step.value.text;
        yield { type: 'text', text: step.value.text };
        step = await stream.next();
      }
      const calls = step.value;
      if (calls.length === 0 || round === MAX_TOOL_ROUNDS) break;
      messages.push({ role: 'assistant', content: text || null, tool_calls: calls });
      for (const call of calls) {
        messages.push({
          role: 'tool',
          tool_call_id: call.id,
          content: JSON.stringify(runTool(ctx, call, meta)),
        });
      }
      if (text) yield { type: 'text', text: '\n\n' };
    }
    yield { type: 'final', meta };
  }
}

/** Answers a tool call from the grounded context and records its action on the reply. */
export function runTool(ctx: CoachContext, call: ToolCall, meta: CoachReplyMeta): unknown {
  if (call.function.name === 'fetch_credit_report') {
    meta.action = 'fetch_credit_report';
    if (!ctx.credit)
      return { has_report: false, next: 'The app now opens the credit report pull for the client.' };
    meta.type = 'credit_report';
    meta.credit_report = ctx.credit.card;
    meta.sources = [
      ...meta.sources,
      {
        kind: 'credit',
        id: ctx.credit.card.report_id,
        title: `Credit report v${ctx.credit.card.version}`,
        score: null,
      },
    ];
    return {
      has_report: true,
      as_of: ctx.credit.card.as_of,
      overall_decision: ctx.credit.card.funding_status.overall_decision,
      strategy: ctx.credit.card.strategy,
      bureaus: bureauLines(ctx.credit),
      issues: distinctHits(ctx.credit).map(explainHit),
      plan: planActions(ctx.credit.plans, 8),
    };
  }
  if (call.function.name === 'complete_step_check') {
    const canComplete =
      ctx.status !== 'completed' &&
      ctx.status !== 'pending_approval' &&
      ctx.missing_fields.length === 0 &&
      ctx.open_required.length === 0;
    meta.action = canComplete
      ? 'complete_step'
      : ctx.missing_fields.length
        ? 'open_application'
        : ctx.open_required.length
          ? 'open_tasks'
          : null;
    return {
      step_status: ctx.status,
      can_complete: canComplete,
      requires_approval: ctx.step.requires_approval,
      missing_required_fields: ctx.missing_fields.map((f) => f.field_label),
      open_required_tasks: ctx.open_required.map((t) => t.title),
      completion_criteria: ctx.step.completion_criteria,
    };
  }
  return { error: `Unknown tool ${call.function.name}` };
}

/**
 * The configured service with the built-in coach behind it: when the service fails (or its
 * breaker is open) the built-in coach answers and the reply says so.
 */
export class ResilientCoach implements CoachProvider {
  readonly name: string;
  fallbackReplies = 0;

  constructor(
    readonly primary: CoachProvider,
    readonly breaker: CircuitBreaker,
    private readonly onFailure?: (err: unknown) => void,
  ) {
    this.name = primary.name;
  }

  async *reply(ctx: CoachContext, message: string, signal?: AbortSignal): AsyncIterable<CoachChunk> {
    let emitted = false;
    if (this.breaker.canRequest()) {
      try {
        for await (const chunk of this.primary.reply(ctx, message, signal)) {
          if (chunk.type === 'final') this.breaker.success();
          else emitted = true;
          yield chunk;
        }
        return;
      } catch (err) {
        if (signal?.aborted) throw err; // the client left: not the service's failure
        this.breaker.failure((err as Error).message ?? String(err));
        this.onFailure?.(err);
      }
    }
    this.fallbackReplies += 1;
    const { text, meta } = composeReply(ctx, message);
    const full = `${emitted ? '\n\n' : ''}${text}\n\n${aiMessages.fallbackNote}`;
    for (const piece of chunkText(full)) yield { type: 'text', text: piece };
    yield { type: 'final', meta: { ...meta, fallback: true } };
  }
}
