/**
 * The application's answer rules as pure decisions (no database): each field's own rules come
 * from `validateFieldValue` (contracts, shared with the web's forms); here is what a save and a
 * step completion make of them.
 */
import {
  type ApplicationField,
  normalizeFieldValue,
  parseNumberValue,
  validateFieldValue,
} from '@fundpath/contracts/coaching';
import { AppError } from '../../platform/errors';

export type FieldValue = string | number | boolean | null | undefined;

/** The stored form of a valid value: trimmed text, numbers without "$" and separators. */
export function storedValue(field: ApplicationField, value: FieldValue): string | null {
  const text = normalizeFieldValue(value);
  if (text === null) return null;
  if (field.field_type === 'number' || field.field_type === 'currency') {
    const n = parseNumberValue(text);
    return n === null ? text : String(n);
  }
  return text;
}

/** One answer against its field's rules; the refusal names the field. */
export function checkAnswer(field: ApplicationField, value: FieldValue): void {
  const message = validateFieldValue(field, value);
  if (message)
    throw new AppError('VALIDATION_FAILED', message, {
      field_name: field.field_name,
      errors: { [field.field_name]: message },
    });
}

/**
 * A set of answers for `fields`: a field left out of `values` is judged by its `existing` answer,
 * so a required field answered before may be omitted. Every problem goes into `details.errors`,
 * the first is the message.
 */
export function checkAnswers(
  fields: readonly ApplicationField[],
  values: Record<string, FieldValue>,
  existing: Record<string, string>,
): void {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const given = Object.hasOwn(values, field.field_name);
    const value = given ? values[field.field_name] : existing[field.field_name];
    const problem = validateFieldValue(field, value);
    if (problem) errors[field.field_name] = problem;
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { errors });
}

/** Required fields without a valid answer (spec: missing_required), in the fields' order. */
export function missingRequiredOf(
  fields: readonly ApplicationField[],
  answers: Record<string, string>,
): Array<{ field_name: string; field_label: string }> {
  return fields
    .filter((f) => f.required && validateFieldValue(f, answers[f.field_name]) !== null)
    .map((f) => ({ field_name: f.field_name, field_label: f.field_label }));
}
