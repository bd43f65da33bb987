import type { SiteSection } from '@fundpath/contracts/sites';
import { eq } from 'drizzle-orm';
import { calendarBookingLinks, calendarHours } from '../db/schema/calendar';
import { sitePages, sites, siteVersions } from '../db/schema/sites';
import { findUserByEmail } from '../modules/auth/repo';
import { createLinkFor } from '../modules/calendar';
import { captureLead } from '../modules/leads';
import type { Db } from '../platform/db';

/** Jordan's website: `/site/jordan-coaching` (e2e/a11y/screens.json opens it). */
export const DEMO_SITE_SLUG = 'jordan-coaching';
/** Jordan's own booking link (`/book/CALDEMOJORD1`), which the site's booking sections use. */
export const DEMO_COACH_LINK_CODE = 'CALDEMOJORD1';

const weekdays = (start: string, end: string) =>
  Object.fromEntries(['1', '2', '3', '4'].map((d) => [d, [{ start, end }]]));

function pages(code: string): Array<{
  kind: 'home' | 'about' | 'services' | 'contact';
  slug: string;
  title: string;
  sections: SiteSection[];
}> {
  const booking: SiteSection = {
    id: 'booking-1',
    type: 'booking',
    heading: 'Book a free discovery call',
    body: 'Thirty minutes on where your credit stands and what it takes to get funded.',
    button_label: 'Pick a time',
    link_code: code,
  };
  const contact: SiteSection = {
    id: 'contact-1',
    type: 'contact',
    heading: 'Send me a message',
    intro: 'Tell me where you are; I answer within one business day.',
  };
  return [
    {
      kind: 'home',
      slug: 'home',
      title: 'Home',
      sections: [
        {
          id: 'hero-1',
          type: 'hero',
          eyebrow: 'Credit and funding coaching',
          headline: 'Get fundable with Jordan',
          subheadline:
            'A clear plan for your personal credit, your business profile and your first approvals, one step at a time.',
          cta_label: 'Get in touch',
          cta_href: '/contact',
        },
        {
          id: 'text-1',
          type: 'text',
          heading: 'How I work',
          body: 'We start with your reports and your goals.\n\nThen we fix what lenders look at first, build your business credit, and apply in the right order.',
        },
        {
          id: 'testimonials-1',
          type: 'testimonials',
          heading: 'What clients say',
          items: [
            {
              quote:
                'Jordan got my utilization under control and my first line of credit approved in four months.',
              author: 'Dana Rivers',
              role: 'Bakery owner',
            },
            {
              quote: 'Clear steps, honest advice, and no upsell. I finally understood my credit report.',
              author: 'Luis Ortega',
              role: 'Contractor',
            },
          ],
        },
        booking,
      ],
    },
    {
      kind: 'about',
      slug: 'about',
      title: 'About',
      sections: [
        {
          id: 'text-1',
          type: 'text',
          heading: 'About Jordan',
          body: 'I have coached small-business owners through credit repair and funding for eight years.\n\nMy clients are bakers, builders, drivers and designers: people who want a plan, not a pitch.',
        },
      ],
    },
    {
      kind: 'services',
      slug: 'services',
      title: 'Services',
      sections: [
        {
          id: 'services-1',
          type: 'services',
          heading: 'How I can help',
          intro: 'Coaching packages, and the guides in my shop.',
          show_store_products: true,
          items: [
            { title: 'Credit review', body: 'We go through your three reports line by line.', price: '$150' },
            {
              title: 'Funding roadmap',
              body: 'The steps, in order, to your first approvals.',
              price: '$450',
            },
            {
              title: 'Monthly coaching',
              body: 'A call every two weeks and messages in between.',
              price: 'from $199 / month',
            },
          ],
        },
        booking,
      ],
    },
    {
      kind: 'contact',
      slug: 'contact',
      title: 'Contact',
      sections: [
        contact,
        {
          id: 'faq-1',
          type: 'faq',
          heading: 'Questions',
          items: [
            {
              question: 'Do you guarantee approvals?',
              answer: 'No one honestly can. I make you as strong an applicant as you can be.',
            },
            { question: 'Is the first call free?', answer: 'Yes: thirty minutes, no obligation.' },
          ],
        },
      ],
    },
  ];
}

/**
 * `/coach/setup` for Jordan Client: a published site (home, about, services, contact) with two
 * testimonials and booking sections pointing at Jordan's own booking link (made here, with
 * working hours), plus a few website leads. Skipped once Jordan has a site.
 */
export async function seedSitesDemo(db: Db): Promise<void> {
  const jordan = await findUserByEmail(db, 'client@fundpath.test');
  if (!jordan) return;
  const [existing] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.client_id, jordan.id))
    .limit(1);
  if (existing) return;

  await db
    .insert(calendarHours)
    .values({
      user_id: jordan.id,
      time_zone: 'America/Chicago',
      weekly: weekdays('10:00', '16:00'),
      overrides: [],
    })
    .onConflictDoNothing();
  const [link] = await db
    .select()
    .from(calendarBookingLinks)
    .where(eq(calendarBookingLinks.code, DEMO_COACH_LINK_CODE))
    .limit(1);
  if (!link)
    await createLinkFor(
      db,
      jordan.id,
      {
        title: 'Free discovery call (30 min)',
        description: 'A first look at your credit and your funding goals.',
        meeting_type: 'phone',
        location: 'I call the number you give.',
        duration_minutes: 30,
        buffer_before_minutes: 0,
        buffer_after_minutes: 15,
        minimum_notice_minutes: 720,
        horizon_days: 45,
        questions: [{ label: 'What would you like funding for?', required: false }],
        active: true,
      },
      DEMO_COACH_LINK_CODE,
    );

  const now = new Date();
  const [site] = await db
    .insert(sites)
    .values({
      client_id: jordan.id,
      slug: DEMO_SITE_SLUG,
      design: 'default',
      seo_title: 'Jordan Client · Credit & Funding Coach',
      seo_description:
        'Credit repair and business funding coaching for small-business owners, one clear step at a time.',
      published_version: 1,
      published_at: now,
    })
    .returning();
  if (!site) return;
  const rows = await db
    .insert(sitePages)
    .values(
      pages(DEMO_COACH_LINK_CODE).map((p, i) => ({
        ...p,
        site_id: site.id,
        position: i,
        draft_updated_at: now,
      })),
    )
    .returning();
  await db.insert(siteVersions).values({
    site_id: site.id,
    version: 1,
    published_by: jordan.id,
    published_at: now,
    snapshot: {
      design: site.design,
      seo_title: site.seo_title,
      seo_description: site.seo_description,
      og_image: null,
      pages: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        slug: r.slug,
        title: r.title,
        position: r.position,
        sections: r.sections,
      })),
    },
  });

  for (const lead of [
    {
      name: 'Priya Shah',
      email: 'priya.shah@example.com',
      message: 'I run a cleaning company and want a line of credit next year. Where do I start?',
    },
    {
      name: 'Marcus Bell',
      email: 'marcus.bell@example.com',
      phone: '+1 312 555 0182',
      message: 'Two late payments from 2023 on my report. Can those come off?',
    },
    {
      name: 'Elena Park',
      email: 'elena.park@example.com',
      message: 'Do you work with food trucks? Looking for equipment financing.',
    },
  ]) {
    await captureLead(db, { ...lead, source: 'website', brand_id: jordan.brand_id, client_id: jordan.id });
  }
}
