/**
 * @fundpath/credit-engine: merged three-bureau credit report in, funding-readiness decision out.
 * Pure TypeScript (Node and browser), no I/O; the clock is read only when no as_of is given.
 */
export {
  analyzeForCoaching,
  type CoachingAnalysis,
  type CoachingBureau,
  type CoachingTradeline,
} from './coaching';
export * from './display/index';
export { evaluateCreditReport } from './evaluate';
export { type FlatAccount, flatAccounts } from './flat';
export {
  jsonNestingError,
  REPORT_LIMITS,
  type ReportLimitError,
  reportLimitError,
  valueNestingError,
} from './limits';
export type * from './model';
export { BUREAUS } from './parse/bureau';
export { parseMergedReport } from './parse/report';
export * from './rules/constants';
export {
  type BureauImprovementPlan,
  type ImprovementAction,
  type ImprovementSimulation,
  simulateImprovements,
} from './simulate';
export type * from './types';
export { revolvingUtilization } from './utilization';
