/** The commission ledger for staff: every entry, payout batches (issue 5/8, ADR 013). */
export { CommissionsAdmin } from './components/commissions-admin';
