/**
 * Size limits of an accepted report. Real merged reports hold tens of tradelines (a few hundred
 * at most) and a handful of inquiries; the limits are far above that and low enough that one
 * report's evaluation and plan stay bounded (issue "holes found by attacking a fresh install": a
 * report of 34 000 tradelines, or an array nested 4.9 million deep, stalled the server).
 */
import type { CreditReport } from './model';

export const REPORT_LIMITS = {
  /** Tradelines over all bureaus (one account reported by three bureaus counts three). */
  tradelines: 5_000,
  inquiries: 1_000,
  publicRecords: 500,
  /** Nesting of arrays and objects in the report's JSON text (real reports: about 10). */
  nestingDepth: 64,
} as const;

/** Which limit a report (or its text) goes over, with a message that names it. */
export interface ReportLimitError {
  limit: keyof typeof REPORT_LIMITS;
  /** What was found: the count, or for nesting the depth reached (the scan stops just past the limit). */
  found: number;
  max: number;
  message: string;
}

const NOUN: Record<keyof typeof REPORT_LIMITS, string> = {
  tradelines: 'tradelines',
  inquiries: 'inquiries',
  publicRecords: 'public records',
  nestingDepth: 'levels of nesting',
};

function over(limit: keyof typeof REPORT_LIMITS, found: number): ReportLimitError {
  const max = REPORT_LIMITS[limit];
  const message =
    limit === 'nestingDepth'
      ? `Credit report is nested more than ${max} levels deep; the limit is ${max}.`
      : `Credit report has ${found} ${NOUN[limit]}; the limit is ${max}.`;
  return { limit, found, max, message };
}

/** The first count limit a parsed report goes over, or null. */
export function reportLimitError(report: CreditReport): ReportLimitError | null {
  if (report.tradelines.length > REPORT_LIMITS.tradelines)
    return over('tradelines', report.tradelines.length);
  if (report.inquiries.length > REPORT_LIMITS.inquiries) return over('inquiries', report.inquiries.length);
  if (report.publicRecords.length > REPORT_LIMITS.publicRecords)
    return over('publicRecords', report.publicRecords.length);
  return null;
}

/**
 * The nesting of JSON text, checked before it is parsed: one pass over the characters (strings
 * and their escapes skipped), no recursion, stopping as soon as `max` is passed. Malformed text is
 * left to JSON.parse to refuse. Returns the limit error or null.
 */
export function jsonNestingError(
  text: string,
  max: number = REPORT_LIMITS.nestingDepth,
): ReportLimitError | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return over('nestingDepth', depth);
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return null;
}

/**
 * The nesting of an already parsed value (a request body parsed by the framework), iteratively
 * and stopping as soon as `max` is passed. Returns the limit error or null.
 */
export function valueNestingError(
  value: unknown,
  max: number = REPORT_LIMITS.nestingDepth,
): ReportLimitError | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (d + 1 > max) return over('nestingDepth', d + 1);
    if (Array.isArray(v)) for (const e of v) stack.push([e, d + 1]);
    else for (const k in v) stack.push([(v as Record<string, unknown>)[k], d + 1]);
  }
  return null;
}
