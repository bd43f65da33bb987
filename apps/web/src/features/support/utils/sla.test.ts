import { describe, expect, it } from 'vitest';
import { slaText, slaTone } from './sla';

const NOW = Date.parse('2026-03-01T09:00:00.000Z');
const inMs = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('slaText (spec §4 SLA display)', () => {
  it('says Overdue once the due time has passed (and at the due time)', () => {
    expect(slaText(inMs(-1), NOW)).toBe('Overdue');
    expect(slaText(inMs(-3 * 24 * HOUR), NOW)).toBe('Overdue');
    expect(slaText(inMs(0), NOW)).toBe('Overdue');
  });

  it('gives whole days remaining when more than 24 hours are left', () => {
    expect(slaText(inMs(24 * HOUR + MIN), NOW)).toBe('1 day remaining');
    expect(slaText(inMs(71 * HOUR), NOW)).toBe('2 days remaining');
    expect(slaText(inMs(72 * HOUR + 5 * MIN), NOW)).toBe('3 days remaining');
  });

  it('gives hours and minutes from 1 hour up to 24 hours', () => {
    expect(slaText(inMs(24 * HOUR), NOW)).toBe('24h 0m remaining');
    expect(slaText(inMs(2 * HOUR + 45 * MIN + 30_000), NOW)).toBe('2h 45m remaining');
    expect(slaText(inMs(HOUR), NOW)).toBe('1h 0m remaining');
  });

  it('gives minutes under an hour (never "0m" while time is left)', () => {
    expect(slaText(inMs(59 * MIN), NOW)).toBe('59m remaining');
    expect(slaText(inMs(5 * MIN + 59_000), NOW)).toBe('5m remaining');
    expect(slaText(inMs(20_000), NOW)).toBe('1m remaining');
  });

  it('accepts Date objects and ignores unreadable dates', () => {
    expect(slaText(new Date(NOW + 30 * MIN), new Date(NOW))).toBe('30m remaining');
    expect(slaText('not a date', NOW)).toBe('');
  });
});

describe('slaTone', () => {
  const ticket = (ms: number, status = 'open', sla_breached = false) => ({
    sla_due_date: inMs(ms),
    sla_breached,
    status,
  });
  it('marks overdue, soon (under 4 h) and ok', () => {
    expect(slaTone(ticket(-MIN), NOW)).toBe('overdue');
    expect(slaTone(ticket(3 * HOUR), NOW)).toBe('soon');
    expect(slaTone(ticket(5 * HOUR), NOW)).toBe('ok');
  });
  it('reports met or missed for finished tickets', () => {
    expect(slaTone(ticket(-HOUR, 'resolved', false), NOW)).toBe('met');
    expect(slaTone(ticket(HOUR, 'closed', true), NOW)).toBe('missed');
  });
});
