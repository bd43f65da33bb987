import { describe, expect, it } from 'vitest';
import { accountPasswordBodySchema, describeUserAgent } from './account';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [null, 'Unknown device'],
    ['curl/8.5.0', 'curl/8.5.0'],
  ])('%s → %s', (ua, label) => {
    expect(describeUserAgent(ua)).toBe(label);
  });

  it('shortens an unknown long agent', () => {
    expect(describeUserAgent('x'.repeat(100))).toBe(`${'x'.repeat(40)}…`);
  });
});

describe('accountPasswordBodySchema', () => {
  it('refuses NUL, a short or huge new password, and the same password again', () => {
    const ok = { current_password: 'old-password-1', new_password: 'new-password-12' };
    expect(accountPasswordBodySchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, current_password: 'a\u0000b' },
      { ...ok, new_password: 'short' },
      { ...ok, new_password: 'x'.repeat(1025) },
      { ...ok, new_password: ok.current_password },
    ])
      expect(accountPasswordBodySchema.safeParse(bad).success).toBe(false);
  });
});
