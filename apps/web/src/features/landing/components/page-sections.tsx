import type { PageSection } from '@fundpath/contracts/pages';
import {
  CtaSection,
  FaqSection,
  FeaturesSection,
  HeroSection,
  StepsSection,
  TestimonialsSection,
} from '@/components/page-sections/sections';
import { HeroBackdrop } from './landing-parts';

/*
 * The sections an admin composes a landing page from (contracts' `pageSectionSchema`), drawn by
 * the shared renderers in components/page-sections. `preview` demotes the hero's h1 (the editor
 * has its own).
 */

/** Renders an ordered list of sections; the first hero carries the page's h1 unless `preview`. */
export function PageSections({
  sections,
  preview = false,
}: {
  sections: readonly PageSection[];
  preview?: boolean;
}) {
  const firstHero = sections.findIndex((s) => s.type === 'hero');
  return (
    <div className="@container">
      {sections.map((s, i) => {
        const heroLevel = !preview && i === firstHero ? 1 : 2;
        switch (s.type) {
          case 'hero':
            return <HeroSection key={s.id} section={s} heroLevel={heroLevel} backdrop={<HeroBackdrop />} />;
          case 'features':
            return <FeaturesSection key={s.id} section={s} heroLevel={heroLevel} />;
          case 'steps':
            return <StepsSection key={s.id} section={s} heroLevel={heroLevel} />;
          case 'faq':
            return <FaqSection key={s.id} section={s} heroLevel={heroLevel} />;
          case 'cta':
            return <CtaSection key={s.id} section={s} heroLevel={heroLevel} />;
          case 'testimonials':
            return <TestimonialsSection key={s.id} section={s} heroLevel={heroLevel} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
