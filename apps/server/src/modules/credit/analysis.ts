/**
 * The engine's answer for a report: parse once, check the size limits, evaluate, plan. Runs in a
 * worker thread (analysis-worker.ts, through the pool the credit routes own) so a large report
 * never stalls the event loop; the same function runs inline where no pool is given.
 */
import {
  type EvaluationResult,
  evaluateCreditReport,
  type ImprovementSimulation,
  jsonNestingError,
  parseMergedReport,
  type ReportLimitError,
  reportLimitError,
  simulateImprovements,
  valueNestingError,
} from '@fundpath/credit-engine';
import { AppError } from '../../platform/errors';

/**
 * A report to analyse: `raw` (a stored or pulled report, or a value already parsed), or the
 * request body's JSON `text` with the report in `field` (the main thread never walks or copies
 * the parsed body: the worker parses the text again).
 */
export type AnalysisInput = {
  asOf?: string;
  /**
   * `json`: answer with the wire JSON of `{evaluation, improvements}` as text (the evaluate route
   * sends it as is). A maximal report's answer is ~10 MB: cloning it back as objects and
   * serializing it would cost the event loop ~100 ms per report.
   */
  output?: 'json';
} & ({ raw: unknown; text?: undefined } | { text: string; field: 'raw_credit_data'; raw?: undefined });

/** The evaluate route's answer, serialized in the worker. */
export interface AnalysisJson {
  /** `{"evaluation":…,"improvements":…}` */
  json: string;
}

export interface Analysis {
  evaluation: EvaluationResult;
  improvements: ImprovementSimulation;
  /** The report as stored: strings as given, anything else as JSON. */
  rawText: string;
}

/** Analyses a report; as a function so services can be given the pool or run inline (tests). */
export type Analyser = (input: AnalysisInput) => Promise<Analysis>;

export function limitError(e: ReportLimitError): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', e.message, { limit: e.limit, found: e.found, max: e.max });
}

function reportOf(input: AnalysisInput): unknown {
  if (input.text === undefined) return input.raw;
  const deep = jsonNestingError(input.text);
  if (deep) throw limitError(deep);
  try {
    return (JSON.parse(input.text) as Record<string, unknown> | null)?.[input.field];
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Body is not valid JSON');
  }
}

export function analyseNow(input: AnalysisInput & { output?: undefined }): Analysis;
export function analyseNow(input: AnalysisInput): Analysis | AnalysisJson;
export function analyseNow(input: AnalysisInput): Analysis | AnalysisJson {
  const raw = reportOf(input);
  const deep = typeof raw === 'string' ? jsonNestingError(raw) : valueNestingError(raw);
  if (deep) throw limitError(deep);
  const report = parseMergedReport(raw);
  const over = reportLimitError(report);
  if (over) throw limitError(over);
  const evaluation = evaluateCreditReport(report, input.asOf ? { asOf: input.asOf } : undefined);
  const improvements = simulateImprovements(report, evaluation);
  if (input.output === 'json') return { json: JSON.stringify({ evaluation, improvements }) };
  return {
    evaluation,
    improvements,
    rawText: typeof raw === 'string' ? raw : JSON.stringify(raw ?? null),
  };
}

/** Analysis answered as wire JSON text (see {@link AnalysisInput.output}). */
export type JsonAnalyser = (input: AnalysisInput) => Promise<AnalysisJson>;

/** Inline analysis (no worker): for service calls outside a request and for tests. */
export const analyseInline: Analyser = async (input) => analyseNow({ ...input, output: undefined });
export const analyseInlineJson: JsonAnalyser = async (input) =>
  analyseNow({ ...input, output: 'json' }) as AnalysisJson;
