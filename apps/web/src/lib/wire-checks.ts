/**
 * The building blocks of the zod-free response parsers (lib/startup-parsers, the storefront's
 * api/wire): each check returns the value or throws `Invalid`, and `parser` turns a function of
 * them into a `Parser` for the request layer. Pages a visitor lands on parse with these instead
 * of loading zod (about 26 kB gzip, ADR 005); each parser's test holds it against its contract
 * schema.
 */
import type { ParseResult, Parser } from './api-client';

export class Invalid extends Error {}
export const fail = (what: string): never => {
  throw new Invalid(what);
};

export type Obj = Record<string, unknown>;
export const obj = (v: unknown, what: string): Obj =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : fail(`${what}: object`);
export const arr = (v: unknown, what: string): unknown[] => (Array.isArray(v) ? v : fail(`${what}: array`));
export const str = (v: unknown, what: string): string =>
  typeof v === 'string' ? v : fail(`${what}: string`);
export const strOrNull = (v: unknown, what: string): string | null => (v === null ? null : str(v, what));
export const optStr = (v: unknown, what: string): string | undefined =>
  v === undefined ? undefined : str(v, what);
export const num = (v: unknown, what: string): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fail(`${what}: number`);
export const int = (v: unknown, what: string): number =>
  Number.isSafeInteger(v) ? (v as number) : fail(`${what}: integer`);
export const intOrNull = (v: unknown, what: string): number | null => (v === null ? null : int(v, what));
export const bool = (v: unknown, what: string): boolean =>
  typeof v === 'boolean' ? v : fail(`${what}: boolean`);
export const oneOf = <T extends string>(values: readonly T[], v: unknown, what: string): T =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : fail(`${what}: enum`);
export const success = (v: unknown): 'success' => (v === 'success' ? v : fail('status: "success"'));

/** Builds a Parser from a function that throws `Invalid` on a mismatch. */
export function parser<T>(parse: (data: unknown) => T): Parser<T> {
  return {
    safeParse(data: unknown): ParseResult<T> {
      try {
        return { success: true, data: parse(data) };
      } catch (error) {
        if (error instanceof Invalid) return { success: false, error };
        throw error;
      }
    },
  };
}
