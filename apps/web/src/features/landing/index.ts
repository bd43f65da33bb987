/** The public landing pages, one design per service type, and the sections admins publish. */
export { parseSections } from './api/parse-sections';
export {
  type PublishedPageEnvelope,
  publishedPageParser,
  publishedPageQuery,
  usePublishedPage,
} from './api/published-page';
export { Landing, usePublishedLanding } from './components/landing';
export type { LandingSlots } from './components/landing-slots';
export { LoginPageContent } from './components/login-page-content';
export { PageSectionsLazy } from './components/page-sections-lazy';
