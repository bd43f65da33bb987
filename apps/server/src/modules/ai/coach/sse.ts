/**
 * A minimal Server-Sent Events reader over a fetch body (no dependencies, no DOM): used for the
 * AI service's Chat Completions stream and by the voice agent reading the coach's own stream.
 */

export interface SseEvent {
  /** The `event:` field, `message` when absent. */
  event: string;
  data: string;
}

/** Reads an SSE body event by event (comments skipped, CRLF accepted, chunk boundaries anywhere). */
export async function* sseEvents(
  body: ReadableStream<Uint8Array>,
  onChunk?: () => void,
): AsyncIterable<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let event = 'message';
  const reader = body.getReader();
  const flush = (): SseEvent | null => {
    const out = data.length ? { event, data: data.join('\n') } : null;
    data = [];
    event = 'message';
    return out;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      onChunk?.();
      buffer += decoder.decode(value, { stream: true });
      let nl = buffer.indexOf('\n');
      while (nl >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (line === '') {
          const out = flush();
          if (out) yield out;
        } else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        else if (line.startsWith('event:')) event = line.slice(6).trim();
        // Comments (":"), "id:" and "retry:" lines carry nothing we use.
        nl = buffer.indexOf('\n');
      }
    }
    if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
    const out = flush();
    if (out) yield out;
  } finally {
    reader.releaseLock();
  }
}

/** The `data` of each event until OpenAI's `[DONE]` sentinel. */
export async function* sseData(
  body: ReadableStream<Uint8Array>,
  onChunk?: () => void,
): AsyncIterable<string> {
  for await (const e of sseEvents(body, onChunk)) {
    if (e.data.trim() === '[DONE]') return;
    yield e.data;
  }
}
