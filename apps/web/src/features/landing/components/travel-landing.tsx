import {
  ArrowRight,
  BadgePercent,
  Compass,
  Link2,
  MapPin,
  Mountain,
  Palmtree,
  Share2,
  Ticket,
  Wallet,
} from 'lucide-react';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import {
  CtaBanner,
  FeatureCard,
  NumberedStep,
  Section,
  SectionHeading,
} from '@/features/landing/components/landing-parts';
import { useLandingSlots } from '@/features/landing/components/landing-slots';

const trips = [
  {
    icon: Palmtree,
    title: 'Island escapes',
    text: 'Beach stays with transfers and breakfast included, for travellers who just want to arrive.',
    art: 'from-cyan-400 via-sky-500 to-indigo-600',
  },
  {
    icon: MapPin,
    title: 'City breaks',
    text: 'Three to five nights in walkable cities, close to the food, museums and night life.',
    art: 'from-amber-300 via-orange-400 to-rose-500',
  },
  {
    icon: Mountain,
    title: 'Adventure trips',
    text: 'Guided hikes, dives and road trips with the logistics handled end to end.',
    art: 'from-emerald-400 via-teal-500 to-slate-700',
  },
];

/** Travel storefront with affiliates: landing for travel domains. */
export function TravelLanding() {
  const { upcomingTrips } = useLandingSlots();
  return (
    <>
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-slate-950">
        <div aria-hidden="true" className="absolute inset-0">
          <div className="absolute inset-0 bg-gradient-to-br from-sky-900 via-slate-950 to-slate-950" />
          <div className="absolute -top-40 -right-32 size-[36rem] rounded-full bg-cyan-500/25 blur-3xl" />
          <div className="absolute -bottom-40 -left-24 size-[30rem] rounded-full bg-brand/30 blur-3xl" />
        </div>
        <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 pt-20 pb-24 sm:px-6 sm:pt-28 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-32">
          <div className="animate-fade-in">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-sky-100 ring-1 ring-white/15">
              <Compass className="size-3.5" aria-hidden="true" />
              Travel storefronts for affiliates
            </p>
            <h1
              id="hero-title"
              className="mt-6 text-4xl font-semibold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
            >
              Sell unforgettable trips under your own name.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-300">
              Get a travel storefront with ready-made packages, share your link with your audience, and earn a
              commission on every booking made through it.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/register" size="lg" className="group">
                Become an affiliate
                <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
              </ButtonLink>
              <a href="#trips" className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
                Browse trip styles
              </a>
            </div>
          </div>
          <div aria-hidden="true" className="relative hidden sm:block">
            <div className="relative ml-auto max-w-md rotate-2 overflow-hidden rounded-3xl bg-white shadow-2xl shadow-black/40">
              <div className="h-52 bg-gradient-to-br from-cyan-400 via-sky-500 to-indigo-600">
                <div className="flex h-full items-end p-5">
                  <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-slate-900">
                    7 nights · Island escape
                  </span>
                </div>
              </div>
              <div className="p-5">
                <p className="text-lg font-semibold text-slate-900">Lagoon villas & reef days</p>
                <p className="mt-1 text-sm text-slate-500">
                  Transfers, breakfast and two guided snorkel trips
                </p>
                <div className="mt-5 flex items-center justify-between">
                  <span className="text-xs text-slate-500">Booked via /travel/your-code</span>
                  <span className="rounded-lg bg-slate-900 px-3 py-1.5 text-xs font-medium text-white">
                    Book now
                  </span>
                </div>
              </div>
            </div>
            <div className="absolute -bottom-6 left-0 flex -rotate-3 items-center gap-3 rounded-2xl bg-white p-4 shadow-xl shadow-black/30">
              <span className="flex size-10 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
                <Wallet className="size-5" />
              </span>
              <div>
                <p className="text-xs text-slate-500">Commission earned</p>
                <p className="text-sm font-semibold text-slate-900">New booking confirmed</p>
              </div>
            </div>
          </div>
        </div>
      </section>

      {upcomingTrips ? (
        <Section id="upcoming" labelledBy="upcoming-title">
          <SectionHeading
            id="upcoming-title"
            eyebrow="Departing soon"
            title="Upcoming trips"
            lead="Real packages with open dates, bookable today with a secure checkout."
          />
          <div className="mt-14">{upcomingTrips}</div>
        </Section>
      ) : null}

      <Section id="trips" labelledBy="trips-title">
        <SectionHeading
          id="trips-title"
          eyebrow="Trips"
          title="Packages people actually want to book"
          lead="Every storefront comes stocked with curated packages, each with its own page, checkout and booking number."
        />
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {trips.map((trip) => (
            <article
              key={trip.title}
              className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs transition hover:shadow-xl hover:shadow-slate-900/5"
            >
              <div className={`relative h-40 bg-gradient-to-br ${trip.art}`}>
                <trip.icon
                  className="absolute right-5 bottom-5 size-10 text-white/80 transition group-hover:scale-110"
                  aria-hidden="true"
                />
              </div>
              <div className="p-6">
                <h3 className="text-base font-semibold text-slate-900">{trip.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{trip.text}</p>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section id="how-it-works" labelledBy="how-title" className="bg-slate-50">
        <div className="grid gap-16 lg:grid-cols-2">
          <SectionHeading
            id="how-title"
            align="left"
            eyebrow="For travellers"
            title="From “that looks amazing” to a booking number"
            lead="A simple path your audience can finish on their phone."
          />
          <ol>
            <NumberedStep n={1} title="Browse packages">
              Each package lists what’s included, how long it runs and what it costs.
            </NumberedStep>
            <NumberedStep n={2} title="Check out">
              Travellers enter their details and pay on a secure checkout page.
            </NumberedStep>
            <NumberedStep n={3} title="Keep the booking number">
              Every booking gets its own number and page to come back to before the trip.
            </NumberedStep>
          </ol>
        </div>
      </Section>

      <Section id="affiliates" labelledBy="affiliates-title">
        <SectionHeading
          id="affiliates-title"
          eyebrow="For affiliates"
          title="Your audience travels. Get paid when they book."
        />
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <FeatureCard icon={Ticket} title="Register">
            Create your affiliate account in a couple of minutes.
          </FeatureCard>
          <FeatureCard icon={Link2} title="Get your link">
            Your storefront lives at its own address with your affiliate code in it.
          </FeatureCard>
          <FeatureCard icon={Share2} title="Share it">
            Post it, email it, put it in your bio. Bookings through it are tracked to you.
          </FeatureCard>
          <FeatureCard icon={BadgePercent} title="Earn commission">
            Follow every booking and commission on your dashboard.
          </FeatureCard>
        </div>
      </Section>

      <CtaBanner
        title="Start your travel storefront today."
        lead="Register as an affiliate and get your link."
        actions={
          <ButtonLink to="/register" size="lg">
            Become an affiliate
          </ButtonLink>
        }
      />
    </>
  );
}

export default TravelLanding;
