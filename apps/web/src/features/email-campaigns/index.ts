/**
 * E-mail campaigns (issue 8/8, `/email-campaigns/*`, staff): the campaign list, the composer
 * (blocks, variables, audience with a live count, desktop/phone preview, test, send or schedule),
 * each campaign's report (stats, chart, clicks per link, send log), segments and the suppression
 * list; and the public `/unsubscribe/:token` page.
 */
export { campaignKeys } from './api/keys';
export { CampaignListScreen } from './components/campaign-list';
export { CampaignScreen } from './components/campaign-screen';
export { SegmentsScreen } from './components/segments-screen';
export { SuppressionListScreen } from './components/suppression-list';
export { UnsubscribePage } from './components/unsubscribe-page';
