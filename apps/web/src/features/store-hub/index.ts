/** The store owner's pages (issue 4/8): the /my-store hub, its dashboard, settings and analytics. */
export { storeHubKeys } from './api/my-store';
export { StoreAnalytics } from './components/analytics/store-analytics';
export { OwnerGate } from './components/owner-gate';
export { StoreSettings, type StoreSettingsProps } from './components/settings/store-settings';
export { StoreDashboard } from './components/store-dashboard';
export { StoreHub } from './components/store-hub';
