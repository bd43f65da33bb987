/**
 * Credit reports (ADR 003, above identity, below progress): evaluation, pulls, stored versions,
 * credentials, audit. A stored report is announced as `credit.report_pulled`.
 * Other modules import only this file.
 */

/** Changes whenever an admin edits or resets a qualification message (coach context fingerprint). */
export { messagesFingerprint } from './funding-repo';
export { fundingRoutes } from './funding-routes';
export { qualificationTexts } from './funding-service';
export { type BankCriteria, matchingBanks } from './matching';
/** The sandbox provider's one password (demo accounts and tests sign in to it). */
export { SANDBOX_PASSWORD } from './providers/sandbox';
export type { CreditReportRow, CreditReportSummaryRow } from './repo';
/** SQL fragment for the AI coach's context fingerprint (built by the table owner, ADR 003). */
export { reportsFingerprint } from './repo';
export { CREDIT_BODY_LIMIT, type CreditRoutesOptions, creditRoutes } from './routes';
export * from './service';
/** Approvals per bureau per day, for platform analytics. */
export { type ApprovalDay, approvalsPerDay, type ReportOwners } from './stats';
