import type { ApplicationField } from '@fundpath/contracts/coaching';
import { describe, expect, it } from 'vitest';
import { checkAnswer, checkAnswers, missingRequiredOf, storedValue } from './policy';

const field = (over: Partial<ApplicationField>): ApplicationField => ({
  id: over.field_name ?? 'f',
  field_name: 'f',
  field_label: 'Field',
  field_type: 'text',
  required: false,
  validation_rules: {},
  options: [],
  placeholder: null,
  help_text: null,
  step_number: 1,
  display_order: 1,
  ...over,
});
const amount = field({
  field_name: 'requested_amount',
  field_label: 'Requested amount',
  field_type: 'currency',
  required: true,
  validation_rules: { min: 5000, max: 5_000_000 },
});
const email = field({ field_name: 'owner_email', field_label: 'Email', field_type: 'email', required: true });
const notes = field({ field_name: 'notes', field_label: 'Notes' });

/** The AppError a rule throws, as { message, details }. */
function refusal(fn: () => void) {
  try {
    fn();
  } catch (err) {
    return { message: (err as Error).message, details: (err as { details?: unknown }).details };
  }
  return null;
}

describe('storedValue', () => {
  it('stores trimmed text, numbers without $ and separators, and nothing for a blank', () => {
    expect(storedValue(amount, ' $75,000.50 ')).toBe('75000.5');
    expect(storedValue(notes, '  hello  ')).toBe('hello');
    expect(storedValue(notes, '   ')).toBeNull();
    expect(storedValue(notes, null)).toBeNull();
    expect(storedValue(field({ field_type: 'number' }), 42)).toBe('42');
  });
});

describe('checkAnswer', () => {
  it('refuses a value its field’s rules reject, naming the field', () => {
    expect(refusal(() => checkAnswer(amount, '1000'))).toEqual({
      message: 'Minimum value is 5,000',
      details: { field_name: 'requested_amount', errors: { requested_amount: 'Minimum value is 5,000' } },
    });
    expect(refusal(() => checkAnswer(email, ''))?.message).toBe('Email is required');
    expect(refusal(() => checkAnswer(notes, ''))).toBeNull();
    expect(refusal(() => checkAnswer(amount, '$25,000'))).toBeNull();
  });
});

describe('checkAnswers', () => {
  it('judges a field left out by its earlier answer, and reports every problem', () => {
    expect(
      refusal(() => checkAnswers([amount, email], { owner_email: 'a@b.co' }, { requested_amount: '75000' })),
    ).toBeNull();
    expect(
      refusal(() => checkAnswers([amount, email], { requested_amount: 'lots', owner_email: 'nope' }, {})),
    ).toEqual({
      message: 'Requested amount must be a number',
      details: {
        errors: {
          requested_amount: 'Requested amount must be a number',
          owner_email: 'Invalid email address',
        },
      },
    });
  });

  it('a value given overrides the earlier answer, even a blank one for a required field', () => {
    expect(
      refusal(() => checkAnswers([email], { owner_email: '' }, { owner_email: 'a@b.co' }))?.message,
    ).toBe('Email is required');
  });
});

describe('missingRequiredOf', () => {
  it('lists required fields without a valid answer, in order; optional ones never', () => {
    expect(missingRequiredOf([amount, notes, email], { requested_amount: '100' })).toEqual([
      { field_name: 'requested_amount', field_label: 'Requested amount' },
      { field_name: 'owner_email', field_label: 'Email' },
    ]);
    expect(missingRequiredOf([amount, email], { requested_amount: '75000', owner_email: 'a@b.co' })).toEqual(
      [],
    );
  });
});
