/**
 * Server-Sent Events for the AI service's Chat Completions stream. The reader itself is part of
 * the voice wire format (`@fundpath/contracts/voice`), which the voice agent shares.
 */
import { sseEvents } from '@fundpath/contracts/voice';

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
