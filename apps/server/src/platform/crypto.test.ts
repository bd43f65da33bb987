import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './crypto';

const SECRET = 'unit-test-secret-unit-test-secret-0001';

describe('encryptSecret / decryptSecret', () => {
  it('round-trips text, including unicode and the empty string', () => {
    for (const text of ['sandbox-2026', 'pässwörd 🔐', '']) {
      expect(decryptSecret(SECRET, encryptSecret(SECRET, text))).toBe(text);
    }
  });

  it('writes a versioned token that does not contain the plaintext', () => {
    const token = encryptSecret(SECRET, 'my-plain-password');
    expect(token).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(token).not.toContain('my-plain-password');
    expect(Buffer.from(token.slice(3), 'base64').toString('latin1')).not.toContain('my-plain-password');
  });

  it('uses a fresh IV each time', () => {
    const a = encryptSecret(SECRET, 'same');
    const b = encryptSecret(SECRET, 'same');
    expect(a).not.toBe(b);
    expect(Buffer.from(a.slice(3), 'base64').subarray(0, 12)).not.toEqual(
      Buffer.from(b.slice(3), 'base64').subarray(0, 12),
    );
  });

  it('throws when any byte of the token is tampered with', () => {
    const raw = Buffer.from(encryptSecret(SECRET, 'secret value').slice(3), 'base64');
    for (const i of [0, 12, 20, raw.length - 1]) {
      const copy = Buffer.from(raw);
      copy[i] = copy[i]! ^ 0x01;
      expect(() => decryptSecret(SECRET, `v1:${copy.toString('base64')}`)).toThrow();
    }
  });

  it('throws under another app secret, another context, an unknown version or a truncated token', () => {
    const token = encryptSecret(SECRET, 'secret value', 'user-1');
    expect(decryptSecret(SECRET, token, 'user-1')).toBe('secret value');
    expect(() => decryptSecret(`${SECRET}-other`, token, 'user-1')).toThrow();
    expect(() => decryptSecret(SECRET, token, 'user-2')).toThrow();
    expect(() => decryptSecret(SECRET, token.replace(/^v1:/, 'v2:'), 'user-1')).toThrow(/version/);
    expect(() => decryptSecret(SECRET, 'v1:AAAA', 'user-1')).toThrow(/truncated/);
  });
});
