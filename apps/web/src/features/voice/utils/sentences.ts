/** Markdown the coach uses in text that a voice should not read out. */
export function speakable(text: string): string {
  return text
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/^\s*(?:[-*•]|\d+[.)])\s+/gm, '')
    .replace(/[#`_>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cuts streamed text into sentences as soon as each is complete, so speech can start before the
 * reply ends. A sentence ends at `.`, `!` or `?` followed by space, or at a line break.
 */
export function createSentenceChunker() {
  let buffer = '';
  const take = (): string[] => {
    const out: string[] = [];
    let match = /[.!?](?=\s)|\n/.exec(buffer);
    while (match) {
      const end = match.index + match[0].length;
      const sentence = speakable(buffer.slice(0, end));
      if (sentence) out.push(sentence);
      buffer = buffer.slice(end);
      match = /[.!?](?=\s)|\n/.exec(buffer);
    }
    return out;
  };
  return {
    push(chunk: string): string[] {
      buffer += chunk;
      return take();
    },
    flush(): string[] {
      const rest = speakable(buffer);
      buffer = '';
      return rest ? [rest] : [];
    },
  };
}
