import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('emits named events at blank lines', () => {
    const p = createSseParser();
    expect(p.push('event: meta\ndata: {"a":1}\n\nevent: delta\ndata: {"text":"Hi"}\n\n')).toEqual([
      { event: 'meta', data: '{"a":1}' },
      { event: 'delta', data: '{"text":"Hi"}' },
    ]);
  });

  it('joins events split across chunks, including a CRLF split in half', () => {
    const p = createSseParser();
    expect(p.push('event: del')).toEqual([]);
    expect(p.push('ta\r')).toEqual([]);
    expect(p.push('\ndata: x\r\n')).toEqual([]);
    expect(p.push('\r\n')).toEqual([{ event: 'delta', data: 'x' }]);
  });

  it('ignores comments, joins data lines and defaults the name to message', () => {
    const p = createSseParser();
    expect(p.push(': keep-alive\ndata: one\ndata: two\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('flushes an unterminated last event at the end', () => {
    const p = createSseParser();
    p.push('event: done\ndata: {}');
    expect(p.end()).toEqual([{ event: 'done', data: '{}' }]);
  });
});
