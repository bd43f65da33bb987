import {
  ArrowRight,
  Bot,
  ClipboardCheck,
  FileSearch,
  Headphones,
  LifeBuoy,
  ListChecks,
  Mic,
  Route,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import {
  CtaBanner,
  Faq,
  HeroBackdrop,
  NumberedStep,
  Section,
  SectionHeading,
} from '@/features/landing/components/landing-parts';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';

const bureaus = [
  { name: 'TransUnion', tier: 'approve', note: 'Clean history, utilization under 30%' },
  { name: 'Experian', tier: 'borderline', note: 'Two cards above 50% utilization' },
  { name: 'Equifax', tier: 'decline', note: 'A collection with a balance' },
] as const;

const tierStyle = {
  approve: {
    label: 'Approve',
    badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
    bar: 'bg-emerald-500',
  },
  borderline: {
    label: 'Borderline',
    badge: 'bg-amber-50 text-amber-800 ring-amber-200',
    bar: 'bg-amber-400',
  },
  decline: { label: 'Decline', badge: 'bg-red-50 text-red-700 ring-red-200', bar: 'bg-red-500' },
} as const;

/** Decorative product preview for the hero. */
function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div className="absolute -inset-4 rounded-[2rem] bg-gradient-to-tr from-brand/20 via-transparent to-brand-secondary/20 blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/10">
        <div className="flex items-center gap-1.5 border-b border-slate-100 bg-slate-50/80 px-4 py-3">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-3 text-xs text-slate-500">Step 3 · Bureau decision</span>
        </div>
        <div className="grid gap-4 p-5 sm:grid-cols-[1fr_1.2fr]">
          <div className="space-y-2.5">
            <p className="text-xs font-medium text-slate-500">Your bureaus</p>
            {bureaus.map((b) => (
              <div key={b.name} className="rounded-xl border border-slate-100 p-3">
                <div className="flex items-center justify-between">
                  <span className="text-sm font-medium text-slate-800">{b.name}</span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-[10px] font-semibold ring-1 ring-inset',
                      tierStyle[b.tier].badge,
                    )}
                  >
                    {tierStyle[b.tier].label}
                  </span>
                </div>
                <div className="mt-2 h-1 rounded-full bg-slate-100">
                  <div
                    className={cn('h-full rounded-full', tierStyle[b.tier].bar)}
                    style={{ width: b.tier === 'approve' ? '88%' : b.tier === 'borderline' ? '58%' : '28%' }}
                  />
                </div>
              </div>
            ))}
          </div>
          <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
            <div className="flex items-center gap-2">
              <span className="flex size-7 items-center justify-center rounded-full bg-brand text-brand-foreground">
                <Bot className="size-4" />
              </span>
              <span className="text-xs font-semibold text-slate-700">Your coach</span>
            </div>
            <p className="rounded-xl rounded-tl-sm bg-white p-3 text-xs leading-5 text-slate-700 shadow-xs">
              Good news: TransUnion already qualifies. We’ll apply with lenders that pull TransUnion while we
              fix the Equifax collection.
            </p>
            <p className="ml-auto max-w-[85%] rounded-xl rounded-tr-sm bg-slate-900 p-3 text-xs leading-5 text-white">
              What should I do first?
            </p>
            <div className="mt-auto flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-xs text-slate-500 ring-1 ring-slate-200">
              <Mic className="size-3.5 text-brand" />
              Talk or type…
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The funding-readiness coaching product: landing for the default domain. */
export function DefaultLanding() {
  const { productName } = useBrand();
  return (
    <>
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
        <HeroBackdrop />
        <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-2 lg:px-8 lg:pb-28">
          <div className="animate-fade-in">
            <p className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white/80 px-3 py-1 text-xs font-medium text-slate-700 shadow-xs backdrop-blur">
              <Sparkles className="size-3.5 text-brand" aria-hidden="true" />
              AI funding coach, by voice or chat
            </p>
            <h1
              id="hero-title"
              className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
            >
              Become fundable, one clear step at a time.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600">
              {productName} walks you through a numbered funding plan with a coach you can talk to or text. It
              reads all three credit bureaus the way lenders do, shows exactly what stands between you and
              funding, and tells you what to do next.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/login" size="lg" className="group">
                Start your funding plan
                <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
              </ButtonLink>
              <a href="#how-it-works" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                See how it works
              </a>
            </div>
            <dl className="mt-12 grid max-w-lg grid-cols-3 gap-6 border-t border-slate-200 pt-8">
              {[
                ['Guided steps', 'Up to 18'],
                ['Bureaus reviewed', '3'],
                ['Ways to talk', 'Voice + chat'],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="mt-1 text-lg font-semibold tracking-tight text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <HeroPreview />
        </div>
      </section>

      <Section id="how-it-works" labelledBy="how-title" className="bg-slate-50">
        <div className="grid gap-16 lg:grid-cols-[1fr_1.1fr]">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <SectionHeading
              id="how-title"
              align="left"
              eyebrow="How it works"
              title="A plan you can actually follow"
              lead="No guesswork, no 40-tab spreadsheet. Each step has a goal, a short list of tasks and a coach who knows where you are."
            />
            <ButtonLink to="/login" variant="dark" className="mt-8">
              Start step one
            </ButtonLink>
          </div>
          <ol>
            <NumberedStep n={1} title="Tell us about your business">
              Answer the application one step at a time: entity, time in business, revenue. Required fields
              are flagged before you move on, so nothing is missing when a lender asks.
            </NumberedStep>
            <NumberedStep n={2} title="Bring in your three-bureau credit report">
              Connect the credit-monitoring service you use and we pull a merged TransUnion, Experian and
              Equifax report: scores, accounts, payment history and inquiries.
            </NumberedStep>
            <NumberedStep n={3} title="Get a decision for each bureau">
              Every bureau is rated approve, borderline or decline with the exact accounts behind it, dispute
              reasons and how much to pay down.
            </NumberedStep>
            <NumberedStep n={4} title="Follow your route to funding">
              If any bureau approves, you move to the funding route. If not, the credit repair route comes
              first. Your coach and the funding team stay with you either way.
            </NumberedStep>
          </ol>
        </div>
      </Section>

      <Section id="bureaus" labelledBy="bureaus-title">
        <SectionHeading
          id="bureaus-title"
          eyebrow="The 3-bureau decision"
          title="Lenders pull one bureau. You should know all three."
          lead="Your TransUnion, Experian and Equifax files rarely match. We evaluate each one on its own, because a lender that pulls your strongest bureau can say yes while another would say no."
        />
        <div className="mt-16 grid gap-6 lg:grid-cols-3">
          <div className="rounded-2xl border border-emerald-200 bg-gradient-to-b from-emerald-50/70 to-white p-7">
            <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
              Approve
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">Ready to apply</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">
              No decline or borderline findings on that bureau. One approving bureau is enough to start the
              funding route with lenders that pull it.
            </p>
          </div>
          <div className="rounded-2xl border border-amber-200 bg-gradient-to-b from-amber-50/70 to-white p-7">
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
              Borderline
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">Fixable, often quickly</h3>
            <ul className="mt-2 space-y-2 text-sm leading-6 text-slate-600">
              <li>A late payment in the last 12 months</li>
              <li>A card above 50% of its limit — we show the exact paydown to clear it</li>
              <li>Three or more recent inquiries</li>
            </ul>
          </div>
          <div className="rounded-2xl border border-red-200 bg-gradient-to-b from-red-50/70 to-white p-7">
            <span className="rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-800">
              Decline
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">Repair first</h3>
            <ul className="mt-2 space-y-2 text-sm leading-6 text-slate-600">
              <li>Unpaid charge-offs or collections, derogatory accounts</li>
              <li>Repossession, foreclosure or bankruptcy</li>
              <li>A 30–90 day late in the last 6 months</li>
            </ul>
          </div>
        </div>
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-slate-500">
          Each finding comes with the accounts involved and a recommendation — a dispute to file or an amount
          to pay down — so the next step is always concrete.
        </p>
      </Section>

      <Section labelledBy="coach-title" className="bg-slate-950">
        <SectionHeading
          id="coach-title"
          tone="dark"
          eyebrow="Coaching, not just software"
          title="Everything you need at each step, in one place"
        />
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {[
            {
              icon: Headphones,
              title: 'Talk it through',
              text: 'Start a voice session with your coach, or type when you can’t talk. The conversation remembers your step.',
            },
            {
              icon: ListChecks,
              title: 'Tasks that finish themselves',
              text: 'Upload documents, tick checklists, fill short forms. Steps unlock when the required tasks are done.',
            },
            {
              icon: FileSearch,
              title: 'Your report, explained',
              text: 'Scores, accounts, payment history and inquiries per bureau, with plain-language reasons.',
            },
            {
              icon: LifeBuoy,
              title: 'A team behind the coach',
              text: 'Funding, credit and steps specialists review your progress and answer support tickets.',
            },
          ].map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border border-white/10 bg-white/[0.04] p-6">
              <Icon className="size-6 text-white" aria-hidden="true" />
              <h3 className="mt-5 text-base font-semibold text-white">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-400">{text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section id="stories" labelledBy="stories-title">
        <SectionHeading
          id="stories-title"
          eyebrow="Who it’s for"
          title="Built for owners who want a straight answer"
          lead="Three typical starting points, and how the journey handles them."
        />
        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          {[
            {
              who: 'The established owner',
              situation: 'Three years in business, strong revenue, one forgotten medical collection.',
              path: 'Two bureaus approve. The funding route starts now with lenders that pull them, while a dispute clears the third.',
              icon: Route,
            },
            {
              who: 'The new founder',
              situation: 'Eight months in, personal cards carrying most of the start-up costs.',
              path: 'Borderline on utilization. The coach shows the paydown per card that moves each bureau to approve.',
              icon: ClipboardCheck,
            },
            {
              who: 'The comeback',
              situation: 'A charge-off and recent lates from a hard year.',
              path: 'Credit repair route first, with the dispute reasons for each account and a step plan to rebuild.',
              icon: ShieldCheck,
            },
          ].map((story) => (
            <figure
              key={story.who}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-xs"
            >
              {/* A glyph, not an icon chunk: the first page's JavaScript budget is tight. */}
              <span className="font-serif text-4xl leading-none text-brand/60" aria-hidden="true">
                “
              </span>
              <blockquote className="mt-4 flex-1 text-[15px] leading-7 text-slate-700">
                <p>“{story.situation}”</p>
                <p className="mt-3 text-slate-600">{story.path}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                <span className="flex size-9 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                  <story.icon className="size-4" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-slate-900">{story.who}</span>
              </figcaption>
            </figure>
          ))}
        </div>
        <p className="mt-8 text-center text-xs text-slate-500">
          Illustrative scenarios, not customer testimonials.
        </p>
      </Section>

      <Section id="faq" labelledBy="faq-title" className="bg-slate-50">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions owners ask first" />
        <Faq
          items={[
            {
              q: 'Do you guarantee funding?',
              a: 'No, and you should be wary of anyone who does. Lenders decide. What we do is show you, bureau by bureau, what a lender will see and what to change before you apply.',
            },
            {
              q: 'Will pulling my report hurt my credit?',
              a: 'Your report comes from a credit-monitoring service you sign in to. Checking your own report that way is not a lender inquiry.',
            },
            {
              q: 'What happens if no bureau qualifies yet?',
              a: 'You start the credit repair route: each problem account is listed with dispute reasons or a paydown amount, and the coach works through them with you step by step.',
            },
            {
              q: 'Can I talk to a person?',
              a: 'Yes. Open a support ticket from your Client Center and the funding, credit or steps team replies in the same thread.',
            },
          ]}
        />
      </Section>

      <CtaBanner
        title="Know exactly where you stand."
        lead="Sign in, connect your report and get your first bureau-by-bureau decision."
        actions={
          <>
            <ButtonLink to="/login" size="lg">
              Start your funding plan
            </ButtonLink>
            <a href="#how-it-works" className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
              How it works
            </a>
          </>
        }
      />
    </>
  );
}

export default DefaultLanding;
