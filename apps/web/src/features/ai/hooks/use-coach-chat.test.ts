import { describe, expect, it } from 'vitest';
import { inTurnOrder, withTurnNumbers } from './use-coach-chat';

describe('conversation order', () => {
  it('puts the client message before the reply of the same turn', () => {
    const out = inTurnOrder([
      { role: 'user', content: 'a', turn_number: 1 },
      { role: 'assistant', content: 'A', turn_number: 1 },
      { role: 'assistant', content: 'B', turn_number: 2 },
      { role: 'user', content: 'b', turn_number: 2 },
    ]);
    expect(out.map((m) => m.content)).toEqual(['a', 'A', 'b', 'B']);
  });

  it('keeps the given order when turns are missing, and numbers turns from user messages', () => {
    const out = withTurnNumbers(
      [
        { role: 'assistant', content: 'hello' },
        { role: 'user', content: 'q1' },
        { role: 'assistant', content: 'r1' },
        { role: 'user', content: 'q2' },
        { role: 'assistant', content: 'r2' },
      ],
      's1',
    );
    expect(out.map((m) => [m.content, m.turn_number, m.session_id])).toEqual([
      ['hello', 1, 's1'],
      ['q1', 1, 's1'],
      ['r1', 1, 's1'],
      ['q2', 2, 's1'],
      ['r2', 2, 's1'],
    ]);
  });
});
