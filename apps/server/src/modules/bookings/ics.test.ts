import { describe, expect, it } from 'vitest';
import { buildIcs, type CalendarEvent, escapeText, foldLine, formatUtc, ICS_LINE_OCTETS } from './ics';

const event: CalendarEvent = {
  uid: '7d1c0d52-0000-4000-8000-000000000001@fundpath',
  sequence: 2,
  start: new Date('2026-12-14T09:30:00.000Z'),
  end: new Date('2026-12-14T10:20:00.000Z'),
  stamp: new Date('2026-12-07T11:00:00.000Z'),
  summary: 'Deep tissue, 50 min with Ana; Reyes',
  description: 'Booking MB-7K3M9Q\nOnline, see the link',
  organizer: { name: 'FundPath', email: 'bookings@fundpath.example' },
  attendees: [{ name: 'Reyes, Ana', email: 'ana@example.com' }, { name: 'Member' }],
};

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('formatUtc', () => {
  it('writes the UTC basic form without milliseconds', () => {
    expect(formatUtc(new Date('2026-03-08T01:02:03.456Z'))).toBe('20260308T010203Z');
  });
});

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
  it('leaves colons and quotes alone (they need no escape in TEXT)', () => {
    expect(escapeText('Room: "Blue"')).toBe('Room: "Blue"');
  });
});

describe('foldLine', () => {
  it('keeps a short line as it is', () => {
    expect(foldLine('SUMMARY:Yoga')).toBe('SUMMARY:Yoga');
  });
  it('folds at 75 octets with a leading space on each continuation', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
    expect(Buffer.byteLength(parts[0]!)).toBe(ICS_LINE_OCTETS);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(foldLine(line))).toBe(line);
  });
  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}🙂${'ñ'.repeat(20)}`;
    const folded = foldLine(line);
    for (const p of folded.split('\r\n')) {
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
      expect(p).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('buildIcs', () => {
  const text = buildIcs(event);
  const lines = unfold(text).split('\r\n');

  it('ends every line with CRLF and has no bare LF', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
  it('is a REQUEST with a stable UID, the sequence and UTC times', () => {
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTART:20261214T093000Z');
    expect(lines).toContain('DTEND:20261214T102000Z');
    expect(lines).toContain('DTSTAMP:20261207T110000Z');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
  it('escapes text values and quotes parameter values with separators', () => {
    expect(lines).toContain('SUMMARY:Deep tissue\\, 50 min with Ana\\; Reyes');
    expect(lines).toContain('DESCRIPTION:Booking MB-7K3M9Q\\nOnline\\, see the link');
    expect(lines).toContain(
      'ATTENDEE;CN="Reyes, Ana";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:ana@example.com',
    );
    expect(lines).toContain('ORGANIZER;CN=FundPath:mailto:bookings@fundpath.example');
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(1);
  });
  it('gives the same text for the same input (no clock inside)', () => {
    expect(buildIcs(event)).toBe(text);
  });
  it('does not change its input', () => {
    const copy = structuredClone(event);
    buildIcs(event);
    expect(event).toEqual(copy);
  });
});

describe('buildIcs: a cancellation', () => {
  const invite = unfold(buildIcs(event)).split('\r\n');
  const cancel = unfold(buildIcs({ ...event, sequence: event.sequence + 1, method: 'CANCEL' })).split('\r\n');
  const value = (lines: string[], name: string) =>
    lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);

  it('is METHOD:CANCEL with the invite’s UID, a higher SEQUENCE and STATUS:CANCELLED', () => {
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).not.toContain('METHOD:REQUEST');
    expect(value(cancel, 'UID')).toBe(value(invite, 'UID'));
    expect(Number(value(cancel, 'SEQUENCE'))).toBeGreaterThan(Number(value(invite, 'SEQUENCE')));
    expect(cancel).toContain('STATUS:CANCELLED');
  });
  it('says CANCELLED even if the event claims another status', () => {
    const lines = unfold(buildIcs({ ...event, method: 'CANCEL', status: 'CONFIRMED' })).split('\r\n');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines.filter((l) => l.startsWith('STATUS:'))).toHaveLength(1);
  });
  it('keeps REQUEST as the default and honours an explicit one', () => {
    expect(invite).toContain('METHOD:REQUEST');
    expect(unfold(buildIcs({ ...event, method: 'REQUEST' })).split('\r\n')).toContain('METHOD:REQUEST');
  });
});
