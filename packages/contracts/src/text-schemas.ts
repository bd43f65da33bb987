/**
 * Text fields and `{{variables}}` shared by the growth contracts (`./campaigns`, `./automations`):
 * trimmed one-line text without control characters, multi-line text allowing only newlines and
 * tabs, and the variable syntax `{{name}}` / `{{name|fallback}}` with a check against a list.
 */
import { z } from 'zod';

/** Newlines and tabs allowed (multi-line text), every other control character refused. */
const noControlButLines = (s: string) => !/\p{Cc}/u.test(s.replace(/[\n\t\r]/g, ''));

/** One line of text: trimmed, at most `max` characters, no control characters. */
export const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);

/** {@link line}, and not empty. */
export const required = (max: number, label: string) =>
  line(max, label).pipe(z.string().min(1, `${label} is required`));

/** Several lines: newlines and tabs allowed; trimmed when `trim` (an e-mail's text keeps its spacing). */
export const multiline = (max: number, label: string, { trim = false }: { trim?: boolean } = {}) =>
  (trim ? z.string().trim() : z.string())
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noControlButLines, `${label} cannot contain control characters`);

/** `{{ first_name }}` or `{{first_name|there}}`; the fallback is up to 40 characters without braces. */
export const VARIABLE_PATTERN = /\{\{\s*([a-z_]+)\s*(?:\|([^{}|]{0,40}))?\}\}/g;

/** The names used in `s` that are not among `allowed` (to refuse them before anything is sent). */
export function unknownNames(s: string, allowed: readonly string[]): string[] {
  const out = new Set<string>();
  for (const m of s.matchAll(VARIABLE_PATTERN)) {
    if (!allowed.includes(m[1]!)) out.add(m[1]!);
  }
  return [...out];
}

/** The check of a text that may use `allowed` variables, and its message, for `.refine`. */
export const variablesCheck = (allowed: readonly string[]) =>
  [
    (s: string) => unknownNames(s, allowed).length === 0,
    `Use only these variables: ${allowed.map((v) => `{{${v}}}`).join(', ')}`,
  ] as const;
