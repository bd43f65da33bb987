/**
 * The demo store's four categories, apart from the catalogue (demo-catalog.ts) so the pages that
 * only name them (the demo bar, checkout, order success) don't load the products and their art.
 */
export const demoCategories = [
  { slug: 'apparel', name: 'Apparel', blurb: 'Soft basics made to be worn every day.' },
  { slug: 'home', name: 'Home', blurb: 'Small things that make a room feel lived in.' },
  { slug: 'wellness', name: 'Wellness', blurb: 'Rituals for slower mornings and calmer evenings.' },
  { slug: 'tech', name: 'Desk & Tech', blurb: 'Tools for a tidy, focused workspace.' },
] as const;
export type DemoCategory = (typeof demoCategories)[number]['slug'];

export const findDemoCategory = (slug: string) => demoCategories.find((c) => c.slug === slug);
