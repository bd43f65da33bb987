/**
 * Finds the merged report (`TrueLinkCreditReportType`) inside whatever envelope holds it
 * (credit-decision-rules.md, Input; merged-credit-report.md, Envelopes).
 */
import { type Bureau, normalizeBureau } from './bureau';
import { asList, field, isObj, listField, type Obj, textField } from './values';

/** A bundle score component (`TUCVantageScore3` …) with the bureau its `Type` names. */
export interface BundleScore {
  bureau: Bureau | null;
  score: unknown;
}

/** Where the merged report was found, or why it was not. */
export type Located =
  | { kind: 'empty' }
  | { kind: 'missing' }
  | { kind: 'found'; doc: Obj; bundleScores: BundleScore[] };

// The search looks a few levels into unknown wrappers (`{status, data: {credit_report_json:
// {rawReport}}}`) but stays bounded, so a hostile or huge input cannot make it expensive.
const MAX_DEPTH = 6;
const MAX_NODES = 400;

function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (isObj(v)) {
    for (const _ in v) return false;
    return true;
  }
  return false;
}

function parseJsonText(s: string): unknown {
  const t = s.trimStart();
  const c = t.charCodeAt(0);
  // Only documents: an object, an array or a JSON-encoded string of one.
  if (c !== 123 /* { */ && c !== 91 /* [ */ && c !== 34 /* " */) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

function fromBundle(bundle: unknown): Located | undefined {
  const components = isObj(bundle) ? listField(bundle, 'BundleComponent') : asList(bundle);
  let doc: Obj | undefined;
  const bundleScores: BundleScore[] = [];
  for (const c of components) {
    if (!isObj(c)) continue;
    const type = textField(c, 'Type');
    const tl = documentOf(field(c, 'TrueLinkCreditReportType'));
    if (tl && (doc === undefined || type === 'MergeCreditReports')) doc = tl;
    const score = field(c, 'CreditScoreType');
    if (score !== undefined && score !== null) {
      for (const s of asList(score))
        bundleScores.push({ bureau: normalizeBureau(type.slice(0, 3)), score: s });
    }
  }
  return doc ? { kind: 'found', doc, bundleScores } : undefined;
}

function documentOf(v: unknown): Obj | undefined {
  if (typeof v === 'string') return documentOf(parseJsonText(v));
  if (Array.isArray(v)) {
    for (const e of v) if (isObj(e)) return e;
    return undefined;
  }
  return isObj(v) ? v : undefined;
}

function inspect(v: Obj): Located | undefined {
  const tl = field(v, 'TrueLinkCreditReportType');
  if (tl !== undefined) {
    const doc = documentOf(tl);
    if (doc) return { kind: 'found', doc, bundleScores: [] };
  }
  const bundle = field(v, 'BundleComponents');
  if (bundle !== undefined) {
    const found = fromBundle(bundle);
    if (found) return found;
  }
  if (field(v, 'TradeLinePartition') != null || field(v, 'Borrower') != null) {
    return { kind: 'found', doc: v, bundleScores: [] };
  }
  return undefined;
}

/**
 * Locates the merged report in any supported input: the document, a JSON string of it,
 * `{TrueLinkCreditReportType}`, `{BundleComponents}`, `{rawReport: "<json>"}` (also nested),
 * or a bare object with `TradeLinePartition` / `Borrower`. Never throws.
 */
export function locateReport(input: unknown): Located {
  if (isEmptyValue(input)) return { kind: 'empty' };
  let root = input;
  if (typeof input === 'string') {
    root = parseJsonText(input);
    if (root === undefined) return { kind: 'missing' };
    if (typeof root === 'string') root = parseJsonText(root) ?? root;
    if (isEmptyValue(root)) return { kind: 'empty' };
  }
  // Breadth-first, so the outermost match wins.
  let level: unknown[] = [root];
  let nodes = 0;
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const v of level) {
      if (++nodes > MAX_NODES) return { kind: 'missing' };
      if (Array.isArray(v)) {
        for (const e of v) if (typeof e === 'object' && e !== null) next.push(e);
        continue;
      }
      if (typeof v === 'string') {
        const parsed = parseJsonText(v);
        if (typeof parsed === 'object' && parsed !== null) next.push(parsed);
        continue;
      }
      if (!isObj(v)) continue;
      const found = inspect(v);
      if (found) return found;
      for (const key in v) {
        const child = v[key];
        if (typeof child === 'object' && child !== null) next.push(child);
        else if (typeof child === 'string' && child.length > 1) {
          const c = child.charCodeAt(0);
          if (c === 123 || c === 91 || c === 34) next.push(child);
        }
      }
    }
    level = next;
  }
  return { kind: 'missing' };
}
