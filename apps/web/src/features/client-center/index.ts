/** The Client Center shell: its tabs and the placeholder for data not available yet. */
export {
  type ClientCenterPanels,
  type ClientCenterTab,
  ClientCenterTabs,
  clientCenterTabs,
  DataNotAvailable,
  OverviewQuickLinks,
} from './components/client-center-tabs';
