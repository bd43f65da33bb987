/** The earner's commission dashboard: `/commission-dashboard` (issue 5/8) and the marketplace's (issue 15). */
export { useMyAffiliate } from './api/dashboard';
export { CommissionDashboard } from './components/commission-dashboard';
export { formatRate, ProgrammeRates, rateLines } from './components/programme-rates';
export { marketplaceLink, ReferralLinks } from './components/referral-links';
export { ReferredAccounts } from './components/referred-accounts';
