/** The earner's commission dashboard: `/commission-dashboard` (issue 5/8). */
export { CommissionDashboard } from './components/commission-dashboard';
