/**
 * The coach's website (issue 17 part 3): the client's `/coach/setup` (make the site, pages,
 * publish, versions), `/coach/pages/:pageId` (the shared block editor with a live preview),
 * `/coach/settings` (design, address, SEO, sharing image, custom domain), `/coach/leads`, and the
 * public page at `/site/{slug}[/{page}]` (also served on the coach's verified domain).
 */

export { CoachNav } from './components/coach-nav';
export { CoachSetupScreen } from './components/coach-setup';
export { CoachPageEditorScreen } from './components/page-editor-screen';
export { PublicSitePage } from './components/public-site-page';
export { CoachLeadsScreen } from './components/site-leads';
export { CoachSettingsScreen } from './components/site-settings';
