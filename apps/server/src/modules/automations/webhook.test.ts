import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, PermanentStepError, signatureHeader, vetTarget } from './webhook';

describe('the webhook SSRF guard', () => {
  it('knows private, loopback and reserved addresses from public ones', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('refuses hosts that resolve to private addresses, and allows them only when told', async () => {
    await expect(vetTarget('http://localhost:8080/x', { allowPrivate: false })).rejects.toBeInstanceOf(
      PermanentStepError,
    );
    await expect(vetTarget('http://[::1]/x', { allowPrivate: false })).rejects.toThrow(/private or loopback/);
    await expect(
      vetTarget('http://169.254.169.254/latest/meta-data', { allowPrivate: false }),
    ).rejects.toThrow(/private/);
    await expect(vetTarget('http://user:pw@8.8.8.8/x', { allowPrivate: false })).rejects.toThrow(
      /credentials/,
    );
    await expect(vetTarget('file:///etc/passwd', { allowPrivate: false })).rejects.toThrow(/http/);
    expect((await vetTarget('http://127.0.0.1:9/x', { allowPrivate: true })).address).toBe('127.0.0.1');
    expect((await vetTarget('https://8.8.8.8/x', { allowPrivate: false })).address).toBe('8.8.8.8');
  });

  it('signs "<t>.<body>" with HMAC-SHA256', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const header = signatureHeader('whsec_test', '{"a":1}', at);
    const t = Math.floor(at.getTime() / 1000);
    expect(header).toBe(
      `t=${t},v1=${createHmac('sha256', 'whsec_test').update(`${t}.{"a":1}`).digest('hex')}`,
    );
  });
});
