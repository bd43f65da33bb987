import { type ChatMessage, type ChatRequest, chatStreamEvents } from '@fundpath/contracts/ai';
import type { z } from 'zod';
import { ApiError, apiUrl, errorCodeOf } from '@/lib/api-client';
import { createSseParser, type SseEvent } from '../utils/sse';

export type ChatMeta = z.infer<typeof chatStreamEvents.meta>;

export interface ChatStreamHandlers {
  onMeta?: (meta: ChatMeta) => void;
  /** Each chunk of the reply as it is produced. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

/** The turn as the server stored it (`done` event): the coach's reply and the client's message. */
export interface ChatResult {
  meta: ChatMeta | null;
  message: ChatMessage;
  userMessage: ChatMessage;
}

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

const unexpectedReply = (body?: unknown) =>
  new ApiError('The coach could not answer. Please try again.', 500, 'INTERNAL', body);

const messageOf = (body: unknown): string | undefined =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined;

/**
 * POST /api/ai/chat, read as a server-sent event stream (`meta`, `delta`, `done`, `error`).
 * A POST can't use EventSource, so this reads the body with a stream reader. It bypasses the
 * retrying request layer on purpose: replaying a half-streamed turn would store it twice.
 * Resolves with the stored reply; throws `ApiError` on an HTTP or stream error.
 */
export async function streamChat(body: ChatRequest, handlers: ChatStreamHandlers = {}): Promise<ChatResult> {
  let res: Response;
  try {
    res = await fetch(apiUrl('/ai/chat'), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: handlers.signal,
    });
  } catch (error) {
    if (handlers.signal?.aborted) throw error;
    throw new ApiError('Network error - please check your connection', 0, errorCodeOf(0), undefined, {
      cause: error,
    });
  }

  if (!res.ok) {
    const errorBody = parseJson(await res.text().catch(() => ''));
    throw new ApiError(
      messageOf(errorBody) ?? `HTTP ${res.status}: ${res.statusText}`,
      res.status,
      errorCodeOf(res.status, errorBody),
      errorBody,
    );
  }

  if (!res.body) throw unexpectedReply();

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  let meta: ChatMeta | null = null;
  let done: z.infer<typeof chatStreamEvents.done> | null = null;

  const handle = (event: SseEvent) => {
    const data = parseJson(event.data);
    switch (event.event) {
      case 'meta': {
        const parsed = chatStreamEvents.meta.safeParse(data);
        if (parsed.success) {
          meta = parsed.data;
          handlers.onMeta?.(parsed.data);
        }
        break;
      }
      case 'delta': {
        const parsed = chatStreamEvents.delta.safeParse(data);
        if (parsed.success && parsed.data.text) handlers.onDelta?.(parsed.data.text);
        break;
      }
      case 'done': {
        const parsed = chatStreamEvents.done.safeParse(data);
        if (!parsed.success) throw unexpectedReply(data);
        done = parsed.data;
        break;
      }
      case 'error': {
        throw new ApiError(
          messageOf(data) ?? 'The coach could not answer. Please try again.',
          500,
          errorCodeOf(500, data),
          data,
        );
      }
    }
  };

  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      for (const event of parser.push(value)) handle(event);
    }
    for (const event of parser.end()) handle(event);
  } finally {
    reader.releaseLock();
  }

  const turn = done as z.infer<typeof chatStreamEvents.done> | null;
  if (!turn) throw unexpectedReply();
  return { meta: meta as ChatMeta | null, message: turn.message, userMessage: turn.user_message };
}
