/** Test helpers for the AI coach: chat through the API and read its Server-Sent Events. */
import type { ChatMessage } from '@fundpath/contracts/ai';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectAs } from './factories';

type Caller = { id: string; cookie: string };

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Parses a text/event-stream body into its events (comments skipped). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

export interface ChatResult {
  status: number;
  events: SseEvent[];
  text: string;
  message: ChatMessage;
  meta: { session_id: string; turn_number: number };
}

/** Sends a chat message as the user (their own id in the body) and returns the parsed stream. */
export async function chat(
  app: FastifyInstance,
  user: Caller,
  step: number,
  message: string,
): Promise<ChatResult> {
  const res = await injectAs(app, user, {
    method: 'POST',
    url: '/api/ai/chat',
    payload: { message, step_number: step, user_id: user.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  const events = parseSse(res.body);
  const error = events.find((e) => e.event === 'error');
  expect(error, JSON.stringify(error?.data)).toBeUndefined();
  const done = events.find((e) => e.event === 'done');
  expect(done, res.body).toBeDefined();
  return {
    status: res.statusCode,
    events,
    text: events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join(''),
    message: done!.data.message as ChatMessage,
    meta: events[0]!.data as ChatResult['meta'],
  };
}
