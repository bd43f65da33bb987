import { eq } from 'drizzle-orm';
import { auditLog, brandPages, brands } from '../db/schema';
import type { StoredPageContent } from '../db/schema/brands';
import { findUserByEmail } from '../modules/auth/repo';
import { findDefaultBrand, insertVersion, upsertDraft } from '../modules/brand/repo';
import type { Db } from '../platform/db';

const DAY = 86_400_000;

const hero = {
  id: 'hero',
  type: 'hero',
  eyebrow: 'Funding readiness, coached',
  headline: 'Get fundable on purpose, not by accident.',
  subheadline:
    'A numbered plan from where you are to approved: an AI coach at every step, your three credit bureaus read the way lenders read them, and a clear decision per bureau.',
  cta_label: 'Start your plan',
  cta_href: '/login',
};

const features = {
  id: 'features',
  type: 'features',
  heading: 'Everything between “not yet” and “approved”',
  intro: 'The parts of getting funded that usually live in five places, in one journey.',
  items: [
    {
      title: 'A step-by-step journey',
      body: 'Up to 18 steps, each with its tasks, so you always know what is next.',
    },
    {
      title: 'A coach on call',
      body: 'Ask by chat or voice at any step; answers know where you are in the plan.',
    },
    {
      title: 'Three-bureau report',
      body: 'Equifax, Experian and TransUnion merged, with what each lender will see.',
    },
    {
      title: 'An explainable decision',
      body: 'Per bureau: fund now, or repair first, with the reasons and the fixes.',
    },
  ],
};

const faq = {
  id: 'faq',
  type: 'faq',
  heading: 'Frequently asked questions',
  items: [
    {
      question: 'Does pulling my report hurt my score?',
      answer: 'No. We read your report through your credit-monitoring account, which is a soft inquiry.',
    },
    {
      question: 'How long does the journey take?',
      answer:
        'Most clients finish the foundation steps in two to four weeks; credit repair, when needed, takes longer.',
    },
    {
      question: 'Who is my coach?',
      answer:
        'An AI coach answers at any hour; your funding team reviews each step and steps in when it matters.',
    },
  ],
};

const cta = {
  id: 'get-started',
  type: 'cta',
  title: 'Ready to see where you stand?',
  body: 'Sign in, connect your credit monitoring and get your three-bureau decision today.',
  button_label: 'Get started',
  button_href: '/login',
};

const LANDING_V1: StoredPageContent = { design: 'default', sections: [hero, features, faq] };
const LANDING_V2: StoredPageContent = { design: 'default', sections: [hero, features, faq, cta] };
const LOGIN: StoredPageContent = {
  design: null,
  sections: [
    {
      id: 'welcome',
      type: 'hero',
      headline: 'Get fundable on purpose, not by accident.',
      subheadline: 'Pick up your plan where you left it.',
    },
    {
      id: 'points',
      type: 'features',
      heading: 'Why clients stay',
      items: [
        { title: 'A clear plan', body: 'A numbered plan from where you are to fundable.' },
        { title: 'A coach on call', body: 'An AI coach by voice or chat, at every step.' },
        { title: 'Three bureaus', body: 'Your credit read the way lenders read it.' },
      ],
    },
  ],
};

/**
 * Demo brand content: the default brand's support address, a published landing page (two
 * versions, so history and restore have something to show) and a published login page, as the
 * admin published them. Skipped when the default brand already has pages.
 */
export async function seedBrandDemo(db: Db): Promise<void> {
  const brand = await findDefaultBrand(db);
  if (!brand) return;
  const [existing] = await db
    .select({ id: brandPages.id })
    .from(brandPages)
    .where(eq(brandPages.brand_id, brand.id))
    .limit(1);
  if (existing) return;
  const admin = await findUserByEmail(db, 'admin@fundpath.test');
  const by = admin ? { published_by: admin.id, published_by_name: admin.display_name } : {};
  if (!brand.support_email)
    await db.update(brands).set({ support_email: 'support@fundpath.test' }).where(eq(brands.id, brand.id));

  const landing = await upsertDraft(db, {
    brand_id: brand.id,
    page: 'landing',
    context: 'default',
    draft: LANDING_V2,
  });
  await insertVersion(db, {
    page_id: landing.id,
    version: 1,
    content: LANDING_V1,
    published_at: new Date(Date.now() - 9 * DAY),
    ...by,
  });
  await insertVersion(db, {
    page_id: landing.id,
    version: 2,
    content: LANDING_V2,
    published_at: new Date(Date.now() - 2 * DAY),
    ...by,
  });
  const login = await upsertDraft(db, {
    brand_id: brand.id,
    page: 'login',
    context: 'default',
    draft: LOGIN,
  });
  await insertVersion(db, {
    page_id: login.id,
    version: 1,
    content: LOGIN,
    published_at: new Date(Date.now() - 2 * DAY),
    ...by,
  });

  if (admin)
    await db.insert(auditLog).values({
      at: new Date(Date.now() - 2 * DAY),
      actor_id: admin.id,
      actor_name: `${admin.display_name} <${admin.email}>`,
      ip: '127.0.0.1',
      action: 'brand.page_published',
      target_type: 'brand',
      target_id: brand.id,
      target_label: `${brand.name} · Landing page (default)`,
      before: { version: 1, design: 'default', sections: LANDING_V1.sections.map((s) => s.type) },
      after: { version: 2, content: LANDING_V2 },
    });
}
