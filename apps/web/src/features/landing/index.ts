/** The public landing pages, one design per service type, and the sections admins publish. */
export { publishedPageParser, publishedPageQuery, usePublishedPage } from './api/published-page';
export { Landing, PublishedLanding } from './components/landing';
export {
  CtaSection,
  FaqSection,
  FeaturesSection,
  HeroSection,
  LoginPageContent,
  PageSections,
  StepsSection,
  TestimonialsSection,
} from './components/page-sections';
