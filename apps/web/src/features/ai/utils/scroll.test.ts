import { describe, expect, it } from 'vitest';
import { isAtBottom, newMessagesLabel, nextUnseenCount } from './scroll';

describe('chat scroll rules', () => {
  it('counts as at the bottom within 50 px', () => {
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 550 })).toBe(true);
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 549 })).toBe(false);
  });

  it('adds arrivals only while scrolled up, and clears at the bottom', () => {
    expect(nextUnseenCount(0, 1, false)).toBe(1);
    expect(nextUnseenCount(2, 1, false)).toBe(3);
    expect(nextUnseenCount(3, 1, true)).toBe(0);
  });

  it('labels the pill in singular and plural', () => {
    expect(newMessagesLabel(1)).toBe('1 new message');
    expect(newMessagesLabel(4)).toBe('4 new messages');
  });
});
