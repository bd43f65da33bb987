/** The commission ledger as its beneficiary sees it (issue 5/8, ADR 013). */
export { CommissionLedger, termsText } from './components/commission-ledger';
