/**
 * The funding application (ADR 003, above journey content, below progress): its fields and the
 * users' answers. Other modules import only this file.
 */
export type { AnswerRow, FieldRow } from './repo';
/** SQL fragment for the AI coach's context fingerprint (built by the table owner, ADR 003). */
export { applicationFingerprint } from './repo';
export { applicationRoutes } from './routes';
export * from './service';
