import {
  Apple,
  ArrowRight,
  Brain,
  CalendarCheck,
  Dumbbell,
  Hand,
  Heart,
  HeartPulse,
  MessageCircle,
  QrCode,
  Search,
  Sparkles,
  Star,
  Wallet,
} from 'lucide-react';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { NumberedStep, Section, SectionHeading } from '@/features/landing/components/landing-parts';
import { useLandingSlots } from '@/features/landing/components/landing-slots';

const categories = [
  {
    icon: Hand,
    title: 'Massage & bodywork',
    text: 'Relaxation, deep tissue and sports massage at a studio or at home.',
  },
  { icon: Sparkles, title: 'Yoga & meditation', text: 'Private and small-group sessions for every level.' },
  { icon: Apple, title: 'Nutrition', text: 'Meal plans and coaching from qualified nutritionists.' },
  { icon: Dumbbell, title: 'Personal training', text: 'Strength, mobility and conditioning, one to one.' },
  { icon: HeartPulse, title: 'Physiotherapy', text: 'Recovery and rehabilitation with licensed therapists.' },
  {
    icon: Brain,
    title: 'Mindfulness & coaching',
    text: 'Stress, sleep and balance, with someone in your corner.',
  },
];

/**
 * Manila wellness marketplace: landing for the manila domain, `/wellness` and `/manila-preview`.
 * Featured specialists come from discovery through the landing slots (app/routes/landing).
 */
export function ManilaLanding() {
  const { featuredSpecialists } = useLandingSlots();
  return (
    <>
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-[#f6f3ec]">
        <div aria-hidden="true" className="absolute inset-0">
          <div className="absolute -top-32 -left-32 size-[30rem] rounded-full bg-emerald-200/60 blur-3xl" />
          <div className="absolute top-20 -right-40 size-[34rem] rounded-full bg-amber-100 blur-3xl" />
        </div>
        <div className="relative mx-auto max-w-7xl px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28 lg:px-8 lg:pb-32">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/70 px-3 py-1 text-xs font-medium text-emerald-800 ring-1 ring-emerald-900/10">
            <Heart className="size-3.5" aria-hidden="true" />
            Wellness in Manila
          </p>
          <h1
            id="hero-title"
            className="mx-auto mt-6 max-w-3xl font-serif text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-6xl"
          >
            Feel better, with the right specialist a tap away.
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-700">
            Discover trusted massage therapists, trainers, nutritionists and more. Chat before you book, pick
            a time that suits you, and pay in the app.
          </p>
          <div
            aria-hidden="true"
            className="mx-auto mt-10 flex max-w-xl items-center gap-3 rounded-2xl bg-white p-2 pl-4 text-left shadow-xl shadow-emerald-900/10 ring-1 ring-slate-900/5"
          >
            <Search className="size-5 text-slate-500" />
            <span className="flex-1 truncate text-sm text-slate-500">
              What would help today? Try “deep tissue massage”
            </span>
            <span className="rounded-xl bg-emerald-700 px-4 py-2.5 text-sm font-medium text-white">
              Search
            </span>
          </div>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink
              to="/manila/signup"
              size="lg"
              variant="plain"
              className="group bg-emerald-700 text-white shadow-sm hover:bg-emerald-600"
            >
              Join Manila
              <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/book" size="lg" variant="secondary">
              Book a session
            </ButtonLink>
            <ButtonLink to="/specialist/signup" size="lg" variant="secondary">
              I’m a specialist
            </ButtonLink>
          </div>
        </div>
      </section>

      {featuredSpecialists ? (
        <Section id="featured" labelledBy="featured-title">
          <SectionHeading
            eyebrowClassName="text-emerald-700"
            id="featured-title"
            eyebrow="Featured"
            title="Meet a few of our specialists"
            lead="Open a specialist to see their services and free times, shown in your time zone."
          />
          <div className="mt-14">{featuredSpecialists}</div>
        </Section>
      ) : null}

      <Section id="specialists" labelledBy="specialists-title">
        <SectionHeading
          eyebrowClassName="text-emerald-700"
          id="specialists-title"
          eyebrow="Specialists"
          title="Care for body and mind"
          lead="Every specialist lists their services, prices and opening hours, so you know what you’re booking."
        />
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map(({ icon: Icon, title, text }) => (
            <div
              key={title}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 transition hover:border-emerald-200 hover:shadow-lg hover:shadow-emerald-900/5"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-base font-semibold text-slate-900">{title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-slate-600">{text}</p>
              </div>
            </div>
          ))}
        </div>
      </Section>

      <Section id="how-it-works" labelledBy="how-title" className="bg-[#f6f3ec]">
        <div className="grid gap-16 lg:grid-cols-2">
          <SectionHeading
            eyebrowClassName="text-emerald-700"
            id="how-title"
            align="left"
            eyebrow="How it works"
            title="Book with confidence"
            lead="Take your time choosing. Nothing is charged until you confirm a booking."
          />
          <ol>
            <NumberedStep n={1} title="Discover and save favourites">
              Browse specialists by what you need and like the ones you want to come back to.
            </NumberedStep>
            <NumberedStep n={2} title="Chat before you book">
              Ask about an injury, a goal or a time that works. Messages stay in one thread.
            </NumberedStep>
            <NumberedStep n={3} title="Book and pay in the app">
              Pick a service and a slot. Your bookings and payments are always in your account.
            </NumberedStep>
          </ol>
        </div>
      </Section>

      <Section labelledBy="partners-title">
        <SectionHeading
          id="partners-title"
          eyebrow="Grow with Manila"
          title="For specialists and affiliates"
        />
        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          <div className="rounded-3xl bg-emerald-900 p-8 text-white sm:p-10">
            <h3 className="font-serif text-2xl font-semibold">Specialists</h3>
            <ul className="mt-6 space-y-4 text-emerald-50">
              <li className="flex gap-3">
                <CalendarCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                Set your services, prices and weekly availability
              </li>
              <li className="flex gap-3">
                <MessageCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                Chat with clients and manage appointments
              </li>
              <li className="flex gap-3">
                <QrCode className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                Print a QR code that opens your profile
              </li>
            </ul>
            <ButtonLink
              to="/specialist/signup"
              variant="plain"
              className="mt-8 bg-white text-emerald-900 hover:bg-emerald-50"
            >
              Apply as a specialist
            </ButtonLink>
          </div>
          <div className="rounded-3xl bg-amber-50 p-8 ring-1 ring-amber-200/60 sm:p-10">
            <h3 className="font-serif text-2xl font-semibold text-slate-900">Affiliates</h3>
            <ul className="mt-6 space-y-4 text-slate-700">
              <li className="flex gap-3">
                <Star className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
                Recommend specialists you trust
              </li>
              <li className="flex gap-3">
                <Wallet className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
                Earn commission on the bookings you bring
              </li>
              <li className="flex gap-3">
                <Sparkles className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
                Track everything on your affiliate dashboard
              </li>
            </ul>
            <ButtonLink to="/manila/affiliate/signup" variant="dark" className="mt-8">
              Become an affiliate
            </ButtonLink>
          </div>
        </div>
      </Section>

      <section aria-labelledby="manila-cta" className="bg-[#f6f3ec] px-4 py-20 text-center sm:px-6 sm:py-24">
        <h2
          id="manila-cta"
          className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl"
        >
          Your next good day starts here.
        </h2>
        <p className="mx-auto mt-4 max-w-lg text-lg text-slate-700">
          Create a free member account and find your specialist.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink
            to="/manila/signup"
            size="lg"
            variant="plain"
            className="bg-emerald-700 text-white shadow-sm hover:bg-emerald-600"
          >
            Join Manila
          </ButtonLink>
          <ButtonLink to="/book" size="lg" variant="secondary">
            Find a time to book
          </ButtonLink>
          <a href="/manila/pricing" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            See pricing
          </a>
        </div>
      </section>
    </>
  );
}

export default ManilaLanding;
