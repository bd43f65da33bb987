import { describe, expect, it } from 'vitest';
import { dueDateLabel } from './due-date';

const today = new Date(2026, 2, 10, 15, 30); // 10 March 2026, mid-afternoon

describe('dueDateLabel', () => {
  it('is null without a due date', () => expect(dueDateLabel(null, today)).toBeNull());
  it('says Overdue for a past date', () => expect(dueDateLabel('2026-03-09', today)?.label).toBe('Overdue'));
  it('says Due Today for today, whatever the time', () =>
    expect(dueDateLabel('2026-03-10', today)?.label).toBe('Due Today'));
  it('says Due Tomorrow for tomorrow', () =>
    expect(dueDateLabel('2026-03-11', today)?.label).toBe('Due Tomorrow'));
  it('counts days up to a week', () => {
    expect(dueDateLabel('2026-03-12', today)?.label).toBe('Due in 2 days');
    expect(dueDateLabel('2026-03-17', today)?.label).toBe('Due in 7 days');
  });
  it('shows the date beyond a week', () =>
    expect(dueDateLabel('2026-03-18', today)?.label).toBe('Mar 18, 2026'));
  it('counts across a daylight-saving change and a month end', () => {
    expect(dueDateLabel('2026-04-01', new Date(2026, 2, 28))?.label).toBe('Due in 4 days');
  });
  it('tones overdue as danger and far dates as neutral', () => {
    expect(dueDateLabel('2026-01-01', today)?.tone).toBe('danger');
    expect(dueDateLabel('2026-12-01', today)?.tone).toBe('neutral');
  });
  it('ignores an unreadable date', () => expect(dueDateLabel('soon', today)).toBeNull());
});
