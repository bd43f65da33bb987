/** The staff workspace's numbers (issue 7/8): `/analytics`, mine or the team's. */
export { StaffAnalyticsDashboard } from './components/staff-analytics-dashboard';
