import { ticketStatuses } from '@fundpath/contracts/support';
import { describe, expect, it } from 'vitest';
import {
  canClientMove,
  canStaffMove,
  formatTicketNumber,
  isSlaBreached,
  slaDueDate,
  slaDueDateForPriorityChange,
  statusAfterClientReply,
} from './policy';

const at = (s: string) => new Date(s);
const DAY = 24 * 3_600_000;

describe('SLA policy', () => {
  it('gives urgent 4 h, high 8 h, medium 24 h, low 72 h', () => {
    const start = at('2026-01-05T09:00:00Z');
    expect(slaDueDate(start, 'urgent').toISOString()).toBe('2026-01-05T13:00:00.000Z');
    expect(slaDueDate(start, 'high').toISOString()).toBe('2026-01-05T17:00:00.000Z');
    expect(slaDueDate(start, 'medium').toISOString()).toBe('2026-01-06T09:00:00.000Z');
    expect(slaDueDate(start, 'low').toISOString()).toBe('2026-01-08T09:00:00.000Z');
  });

  it('recomputes from the same start when the priority changes', () => {
    const due = slaDueDate(at('2026-01-05T09:00:00Z'), 'low');
    expect(slaDueDateForPriorityChange(due, 'low', 'urgent').toISOString()).toBe('2026-01-05T13:00:00.000Z');
  });

  it('is breached past the due time unless resolved before it', () => {
    const due = at('2026-01-05T13:00:00Z');
    expect(isSlaBreached(due, null, at('2026-01-05T12:59:59Z'))).toBe(false);
    expect(isSlaBreached(due, null, at('2026-01-05T13:00:01Z'))).toBe(true);
    expect(isSlaBreached(due, at('2026-01-05T12:00:00Z'), at('2026-02-01T00:00:00Z'))).toBe(false);
    expect(isSlaBreached(due, at('2026-01-05T14:00:00Z'), at('2026-02-01T00:00:00Z'))).toBe(true);
  });
});

describe('transitions', () => {
  it('never lets staff re-resolve a closed ticket or send an open one to waiting_on_admin', () => {
    expect(canStaffMove('closed', 'resolved')).toBe(false);
    expect(canStaffMove('open', 'waiting_on_admin')).toBe(false);
    expect(canStaffMove('open', 'resolved')).toBe(true);
    expect(canStaffMove('resolved', 'in_progress')).toBe(true);
  });

  it('lets clients only close', () => {
    for (const from of ticketStatuses) {
      for (const to of ticketStatuses)
        expect(canClientMove(from, to)).toBe(to === 'closed' && from !== 'closed');
    }
  });

  it('moves on a client reply: waiting_on_client → waiting_on_admin, done → reopened within 14 days', () => {
    const now = at('2026-03-01T00:00:00Z');
    expect(statusAfterClientReply('waiting_on_client', null, now)).toBe('waiting_on_admin');
    expect(statusAfterClientReply('in_progress', null, now)).toBeUndefined();
    expect(statusAfterClientReply('resolved', new Date(now.getTime() - 14 * DAY), now)).toBe(
      'waiting_on_admin',
    );
    expect(statusAfterClientReply('closed', new Date(now.getTime() - 14 * DAY - 1000), now)).toBe('expired');
  });
});

describe('ticket numbers', () => {
  it('pads to six digits and keeps wider numbers whole', () => {
    expect(formatTicketNumber(123)).toBe('FP-000123');
    expect(formatTicketNumber(1234567)).toBe('FP-1234567');
  });
});
