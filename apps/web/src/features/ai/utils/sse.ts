/** One server-sent event: its `event:` name (default `message`) and its joined `data:` lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Incremental parser for a `text/event-stream` body (WHATWG rules: events end at a blank line,
 * `data:` lines join with `\n`, `:` lines are comments, CRLF/CR/LF all end a line).
 * Feed it chunks as they arrive; it returns the events each chunk completed.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const flush = (out: SseEvent[]) => {
    if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const readLine = (line: string, out: SseEvent[]) => {
    if (line === '') return flush(out);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string): SseEvent[] {
      const out: SseEvent[] = [];
      buffer += chunk;
      // A trailing CR may be half of a CRLF split across chunks: keep it until the next chunk.
      let match = /\r\n|\r(?!$)|\n/.exec(buffer);
      while (match) {
        readLine(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
        match = /\r\n|\r(?!$)|\n/.exec(buffer);
      }
      return out;
    },
    /** The stream ended: an unterminated last event still counts. */
    end(): SseEvent[] {
      const out: SseEvent[] = [];
      if (buffer) readLine(buffer.replace(/\r$/, ''), out);
      buffer = '';
      flush(out);
      return out;
    },
  };
}
