/**
 * How the voice agent talks to the coach: the same `text/event-stream` pipeline as the web chat,
 * through `POST /api/ai/voice/chat` with the room's coach token. Pure fetch, no server imports
 * beyond types, so the agent package can import it.
 */
import type { ChatMessage } from '@fundpath/contracts/ai';
import { sseEvents } from '../coach/sse';

export type CoachStreamEvent =
  | { type: 'meta'; session_id: string; turn_number: number }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: ChatMessage; user_message: ChatMessage };

export class CoachClientError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CoachClientError';
  }
}

/** Sends one utterance; yields the reply as it streams. Throws on an HTTP or coach error. */
export async function* askCoach(opts: {
  baseUrl: string;
  coachToken: string;
  message: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}): AsyncIterable<CoachStreamEvent> {
  const res = await (opts.fetch ?? fetch)(`${opts.baseUrl.replace(/\/+$/, '')}/api/ai/voice/chat`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${opts.coachToken}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ message: opts.message }),
    signal: opts.signal,
  });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new CoachClientError(body.message ?? `Coach answered ${res.status}`, res.status, body.code);
  }
  for await (const e of sseEvents(res.body)) {
    const data = JSON.parse(e.data);
    if (e.event === 'meta') yield { type: 'meta', ...data };
    else if (e.event === 'delta') yield { type: 'delta', text: data.text };
    else if (e.event === 'done')
      yield { type: 'done', message: data.message, user_message: data.user_message };
    else if (e.event === 'error') throw new CoachClientError(data.message, undefined, data.code);
  }
}
