import type { TemplateConfig } from '@fundpath/contracts/coaching';
import { describe, expect, it } from 'vitest';
import {
  afterChecklistChange,
  type CompletingTask,
  checkItems,
  checklistRemaining,
  completesWithFiles,
  completionValues,
  reopensWithoutFiles,
} from './completion';

const now = new Date('2026-03-01T12:00:00Z');
const checklist: TemplateConfig = {
  checklist_items: [
    { id: 'a', text: 'Lift the Equifax freeze', required: true },
    { id: 'b', text: 'Lift the Experian freeze', required: true },
    { id: 'c', text: 'Optional: Innovis', required: false },
  ],
};
const task = (over: Partial<CompletingTask> = {}): CompletingTask => ({
  task_type: 'checkbox',
  template_config: {},
  is_completed: false,
  checked_items: [],
  form_data: {},
  ...over,
});
/** The AppError a rule throws, as { code, message, details }. */
function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    const e = err as { code: string; message: string; details?: unknown };
    return { code: e.code, message: e.message, details: e.details };
  }
  throw new Error('expected a refusal');
}

describe('checklists', () => {
  it('keeps each checked id once and refuses ids the checklist does not have', () => {
    expect(checkItems(checklist, ['a', 'a', 'b'])).toEqual(['a', 'b']);
    expect(refusal(() => checkItems(checklist, ['a', 'zz']))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Unknown checklist item: zz',
    });
  });

  it('lists the required items still open; with require_all_checked, every item', () => {
    expect(checklistRemaining(checklist, ['a'])).toEqual([{ id: 'b', text: 'Lift the Experian freeze' }]);
    expect(checklistRemaining({ ...checklist, require_all_checked: true }, ['a', 'b'])).toEqual([
      { id: 'c', text: 'Optional: Innovis' },
    ]);
  });

  it('completes itself once the required items are checked and reopens when one is unchecked', () => {
    expect(afterChecklistChange(checklist, ['a', 'b'], false, now)).toEqual({
      is_completed: true,
      completed_at: now,
    });
    expect(afterChecklistChange(checklist, ['a'], true, now)).toEqual({
      is_completed: false,
      completed_at: null,
    });
    expect(afterChecklistChange(checklist, ['a', 'b'], true, now)).toEqual({});
    expect(afterChecklistChange(checklist, ['a'], false, now)).toEqual({});
  });

  it('cannot be completed with a required item open, and says which', () => {
    const t = task({ task_type: 'checklist', template_config: checklist, checked_items: ['a'] });
    expect(refusal(() => completionValues(t, {}, { filesUploaded: 0 }, now))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check all required items before completing this task',
      details: { remaining: [{ id: 'b', text: 'Lift the Experian freeze' }] },
    });
    const all = task({ ...t, template_config: { ...checklist, require_all_checked: true } });
    expect(
      refusal(() => completionValues(all, { checked_items: ['a', 'b'] }, { filesUploaded: 0 }, now)),
    ).toMatchObject({ message: 'Please check every item before completing this task' });
    expect(completionValues(t, { checked_items: ['b', 'a'] }, { filesUploaded: 0 }, now)).toEqual({
      checked_items: ['b', 'a'],
      is_completed: true,
      completed_at: now,
    });
  });
});

describe('completing by type', () => {
  it('needs a confirmation for an external action, except when it is already done', () => {
    const t = task({ task_type: 'external_action' });
    expect(refusal(() => completionValues(t, {}, { filesUploaded: 0 }, now))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please confirm you completed this action before marking it done',
      details: { confirmation_required: true },
    });
    expect(completionValues(t, { confirmed: true }, { filesUploaded: 0 }, now)).toMatchObject({
      is_completed: true,
    });
    expect(completionValues(task({ ...t, is_completed: true }), {}, { filesUploaded: 0 }, now)).toEqual({});
  });

  it('needs the minimum number of files for an upload task', () => {
    const t = task({ task_type: 'document_upload', template_config: { min_files_required: 2 } });
    expect(refusal(() => completionValues(t, {}, { filesUploaded: 1 }, now))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please upload at least 2 file(s) to complete this task',
      details: { files_uploaded: 1, min_files_required: 2 },
    });
    expect(completionValues(t, {}, { filesUploaded: 2 }, now)).toEqual({
      is_completed: true,
      completed_at: now,
    });
  });

  it('needs a value for text and a real date for date inputs; keeps a value given before', () => {
    const text = task({ task_type: 'text_input' });
    expect(refusal(() => completionValues(text, {}, { filesUploaded: 0 }, now)).message).toBe(
      'Please enter a value to complete this task',
    );
    expect(refusal(() => completionValues(text, { value: '   ' }, { filesUploaded: 0 }, now)).message).toBe(
      'Please enter a value to complete this task',
    );
    expect(completionValues(text, { value: 'Done' }, { filesUploaded: 0 }, now)).toEqual({
      form_data: { value: 'Done' },
      is_completed: true,
      completed_at: now,
    });
    const saved = task({ task_type: 'text_input', form_data: { value: 'Earlier' } });
    expect(completionValues(saved, {}, { filesUploaded: 0 }, now)).toEqual({
      is_completed: true,
      completed_at: now,
    });
    const date = task({ task_type: 'date_input' });
    expect(
      refusal(() => completionValues(date, { value: '2026-02-30' }, { filesUploaded: 0 }, now)).message,
    ).toBe('Invalid date');
    expect(completionValues(date, { value: '2026-02-28' }, { filesUploaded: 0 }, now).form_data).toEqual({
      value: '2026-02-28',
    });
  });

  it('completes a plain task by doing it, keeps notes, and changes nothing on a repeat', () => {
    expect(completionValues(task(), { notes: 'called them' }, { filesUploaded: 0 }, now)).toEqual({
      notes: 'called them',
      is_completed: true,
      completed_at: now,
    });
    expect(completionValues(task({ is_completed: true }), {}, { filesUploaded: 0 }, now)).toEqual({});
  });

  it('leaves the answers of a form to the caller', () => {
    expect(
      completionValues(
        task({ task_type: 'form_fields' }),
        { form_data: { x: 1 } },
        { filesUploaded: 0 },
        now,
      ),
    ).toEqual({ is_completed: true, completed_at: now });
  });
});

describe('upload tasks follow their file count', () => {
  const upload = task({ task_type: 'file_upload', template_config: { min_files_required: 2 } });

  it('complete at the minimum and reopen below it; other types never do', () => {
    expect(completesWithFiles(upload, 1)).toBe(false);
    expect(completesWithFiles(upload, 2)).toBe(true);
    expect(completesWithFiles({ ...upload, is_completed: true }, 3)).toBe(false);
    expect(completesWithFiles(task({ template_config: { min_files_required: 1 } }), 5)).toBe(false);
    expect(reopensWithoutFiles({ ...upload, is_completed: true }, 1)).toBe(true);
    expect(reopensWithoutFiles({ ...upload, is_completed: true }, 2)).toBe(false);
    expect(reopensWithoutFiles(upload, 0)).toBe(false);
  });
});
