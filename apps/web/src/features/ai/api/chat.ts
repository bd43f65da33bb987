import { ApiError, apiUrl } from '@/lib/api-client';
import { createSseParser, type SseEvent } from '../utils/sse';
import { type ChatMessage, type ChatMeta, chatMessageSchema, chatMetaSchema } from './schemas';

export interface ChatRequest {
  message: string;
  step_number: number;
  user_id: string;
}

export interface ChatStreamHandlers {
  onMeta?: (meta: ChatMeta) => void;
  /** Each chunk of the reply as it is produced. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

export interface ChatResult {
  meta: ChatMeta | null;
  message: ChatMessage;
}

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

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
    throw new ApiError('Network error - please check your connection', 0, 'NETWORK_ERROR');
  }

  if (!res.ok) {
    const errorBody = parseJson(await res.text().catch(() => ''));
    const code =
      errorBody && typeof errorBody === 'object' && 'code' in errorBody && typeof errorBody.code === 'string'
        ? errorBody.code
        : 'INTERNAL';
    throw new ApiError(
      messageOf(errorBody) ?? `HTTP ${res.status}: ${res.statusText}`,
      res.status,
      code,
      errorBody,
    );
  }

  const contentType = res.headers.get('content-type') ?? '';
  // A server that answers in one JSON piece (no streaming) still works: `{message}` or `{response}`.
  if (!contentType.includes('text/event-stream') || !res.body) {
    const json = parseJson(await res.text()) as Record<string, unknown> | undefined;
    const raw = json?.message ?? { role: 'assistant', content: json?.response ?? '' };
    const message = chatMessageSchema.parse(
      typeof raw === 'string' ? { role: 'assistant', content: raw } : raw,
    );
    if (message.content) handlers.onDelta?.(message.content);
    const meta = chatMetaSchema.safeParse(json);
    return { meta: meta.success ? meta.data : null, message };
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  let meta: ChatMeta | null = null;
  let text = '';
  let done: ChatMessage | null = null;

  const handle = (event: SseEvent) => {
    const data = parseJson(event.data);
    switch (event.event) {
      case 'meta': {
        const parsed = chatMetaSchema.safeParse(data);
        if (parsed.success) {
          meta = parsed.data;
          handlers.onMeta?.(parsed.data);
        }
        break;
      }
      case 'delta': {
        const chunk =
          data && typeof data === 'object' && 'text' in data && typeof data.text === 'string'
            ? data.text
            : '';
        if (chunk) {
          text += chunk;
          handlers.onDelta?.(chunk);
        }
        break;
      }
      case 'done': {
        const raw = data && typeof data === 'object' && 'message' in data ? data.message : data;
        const parsed = chatMessageSchema.safeParse(raw);
        done = parsed.success ? parsed.data : { role: 'assistant', content: text };
        break;
      }
      case 'error': {
        const code =
          data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
            ? data.code
            : 'INTERNAL';
        throw new ApiError(
          messageOf(data) ?? 'The coach could not answer. Please try again.',
          500,
          code,
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

  const message: ChatMessage = done ?? { role: 'assistant', content: text };
  if (!message.content && text) message.content = text;
  const finalMeta = meta as ChatMeta | null;
  return {
    meta: finalMeta,
    message: {
      ...message,
      session_id: message.session_id ?? finalMeta?.session_id ?? null,
      turn_number: message.turn_number ?? finalMeta?.turn_number ?? null,
    },
  };
}
