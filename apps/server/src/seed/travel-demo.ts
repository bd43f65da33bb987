/**
 * Demo data for the travel storefront (issue 5/8): six published packages and a draft, with
 * departures from last month to next year; Alex Affiliate's travel site featuring three of them;
 * a dozen bookings in every status (some through Alex's link, so the ledger shows pending,
 * approved and reversed travel commissions, written by the ledger's own writer). Idempotent:
 * nothing is written once a package exists.
 */
import { DEFAULT_CANCELLATION_POLICY, priceBooking } from '@fundpath/contracts/travel-pricing';
import { count, sql } from 'drizzle-orm';
import {
  travelBookingEvents,
  travelBookings,
  travelDepartures,
  travelPackages,
  travelPayments,
  travelSites,
  travelTravellers,
} from '../db/schema/travel';
import { users } from '../db/schema/users';
import { ensureCode } from '../modules/affiliates';
import {
  ledgerSweep,
  recordTravelBooking,
  travelBookingCancelled,
  travelBookingCompleted,
} from '../modules/commissions';
import type { Db } from '../platform/db';

const CFG = { attributionDays: 30, defaultRateBps: 1_000, platformFeeBps: 0, returnWindowDays: 30 };
const DAY = 86_400_000;

interface DemoPackage {
  key: string;
  title: string;
  destination: string;
  summary: string;
  description: string;
  nights: number;
  price: number;
  single: number;
  rate: number | null;
  status: 'published' | 'draft';
  starts: number[];
  capacity: number;
  itinerary: Array<[string, string]>;
  inclusions: string[];
  exclusions: string[];
}

const PACKAGES: DemoPackage[] = [
  {
    key: 'bali',
    title: 'Bali Island Escape',
    destination: 'Bali, Indonesia',
    summary: 'Seven nights between rice terraces and the sea, with a private driver and daily breakfast.',
    description:
      'Start in Ubud among the rice terraces and temples, then slow down on the south coast. Stays are hand-picked boutique villas; a private driver takes you between them.',
    nights: 7,
    price: 189_900,
    single: 42_000,
    rate: 1_200,
    status: 'published',
    starts: [-24, 48, 96, 150],
    capacity: 16,
    itinerary: [
      ['Arrival in Denpasar', 'Private transfer to Ubud and a welcome dinner.'],
      ['Rice terraces and temples', 'Tegallalang at sunrise, Tirta Empul in the afternoon.'],
      ['Cooking class', 'Market visit and a Balinese cooking class.'],
      ['To the coast', 'Drive to Uluwatu; sunset at the cliff temple.'],
    ],
    inclusions: ['7 nights in boutique villas', 'Daily breakfast', 'Private driver', 'Airport transfers'],
    exclusions: ['International flights', 'Travel insurance', 'Visa on arrival fee'],
  },
  {
    key: 'lisbon',
    title: 'Lisbon & Porto City Break',
    destination: 'Portugal',
    summary: 'Two cities, one week: trams, tiles, pastéis de nata and a day in the Douro valley.',
    description:
      'Four nights in Lisbon and three in Porto, joined by a first-class train. Walking tours with local guides and a wine day in the Douro valley.',
    nights: 7,
    price: 139_900,
    single: 35_000,
    rate: null,
    status: 'published',
    starts: [40, 70, 130],
    capacity: 20,
    itinerary: [
      ['Lisbon', 'Alfama walking tour and fado dinner.'],
      ['Sintra', 'Palaces and gardens of Sintra.'],
      ['Train to Porto', 'First-class train; evening on the Ribeira.'],
      ['Douro valley', 'Vineyards, a river cruise and a tasting.'],
    ],
    inclusions: ['7 nights in 4-star hotels', 'First-class train', 'Douro day trip', 'Two guided walks'],
    exclusions: ['Flights', 'Dinners not listed'],
  },
  {
    key: 'patagonia',
    title: 'Patagonia Trekking Adventure',
    destination: 'Patagonia, Chile',
    summary: 'Ten days in Torres del Paine with expert guides, refugios and the W trek.',
    description:
      'A guided W trek through Torres del Paine with nights in refugios and an eco-camp. For walkers comfortable with 6–8 hours a day.',
    nights: 10,
    price: 349_900,
    single: 60_000,
    rate: 1_500,
    status: 'published',
    starts: [60, 120, 300],
    capacity: 12,
    itinerary: [
      ['Punta Arenas', 'Arrival and transfer to Puerto Natales.'],
      ['Base of the Towers', 'The classic hike to the towers.'],
      ['French Valley', 'Glaciers and hanging valleys.'],
      ['Grey Glacier', 'Kayak among the icebergs (weather permitting).'],
    ],
    inclusions: ['Expert guides', 'Refugios and eco-camp', 'All meals on the trek', 'Park fees'],
    exclusions: ['Flights to Punta Arenas', 'Sleeping bag rental'],
  },
  {
    key: 'kyoto',
    title: 'Kyoto in Cherry Blossom',
    destination: 'Japan',
    summary: 'Temples, tea and blossoms: eight nights in Kyoto, Nara and Osaka.',
    description:
      'Timed for the blossom: quiet temples early in the day, a tea ceremony, a day in Nara with its deer, and Osaka’s street food.',
    nights: 8,
    price: 289_900,
    single: 55_000,
    rate: null,
    status: 'published',
    starts: [110, 140],
    capacity: 14,
    itinerary: [
      ['Kyoto', 'Fushimi Inari before the crowds.'],
      ['Tea ceremony', 'A private ceremony in Gion.'],
      ['Nara', 'Todai-ji and the deer park.'],
      ['Osaka', 'Dotonbori food tour.'],
    ],
    inclusions: ['8 nights in ryokan and hotels', 'JR pass', 'Tea ceremony', 'English-speaking guide'],
    exclusions: ['Flights', 'Lunches'],
  },
  {
    key: 'santorini',
    title: 'Santorini Sunsets',
    destination: 'Greece',
    summary: 'Five nights in a cliffside suite in Oia with a catamaran cruise.',
    description:
      'Caldera views, a sunset catamaran cruise with dinner on board, and a wine tasting in Pyrgos.',
    nights: 5,
    price: 159_900,
    single: 48_000,
    rate: null,
    status: 'published',
    starts: [35, 65, 95],
    capacity: 10,
    itinerary: [
      ['Oia', 'Check in to your cliffside suite.'],
      ['Catamaran', 'Sunset cruise with dinner on board.'],
      ['Pyrgos', 'Wine tasting in a family winery.'],
    ],
    inclusions: ['5 nights in a caldera suite', 'Catamaran cruise', 'Wine tasting', 'Transfers'],
    exclusions: ['Flights', 'Ferry to other islands'],
  },
  {
    key: 'safari',
    title: 'Kenya Safari Classic',
    destination: 'Kenya',
    summary: 'Masai Mara and Amboseli: six nights of game drives in tented camps.',
    description: 'Game drives at dawn and dusk, nights in tented camps, Kilimanjaro on the horizon.',
    nights: 6,
    price: 299_900,
    single: 70_000,
    rate: 1_100,
    status: 'published',
    starts: [55, 200],
    capacity: 8,
    itinerary: [
      ['Nairobi', 'Arrival and briefing.'],
      ['Masai Mara', 'Three days of game drives.'],
      ['Amboseli', 'Elephants beneath Kilimanjaro.'],
    ],
    inclusions: ['Tented camps', 'All meals', 'Game drives', 'Park fees'],
    exclusions: ['Flights', 'Tips', 'Balloon safari'],
  },
  {
    key: 'patagonia',
    title: 'Iceland Northern Lights (coming soon)',
    destination: 'Iceland',
    summary: 'A winter week chasing the aurora: still being planned.',
    description: 'Draft: hotels being contracted.',
    nights: 6,
    price: 219_900,
    single: 50_000,
    rate: null,
    status: 'draft',
    starts: [240],
    capacity: 12,
    itinerary: [],
    inclusions: [],
    exclusions: [],
  },
];

const TRAVELLERS = [
  ['Maya Chen', '1988-04-12'],
  ['Noah Chen', '1986-09-30'],
  ['Olivia Grant', '1979-01-22'],
  ['Ethan Brooks', '1992-07-08'],
  ['Sofia Rossi', '1990-11-17'],
  ['Liam Patel', '1984-03-05'],
  ['Ava Johnson', '1995-12-01'],
  ['Lucas Martin', '1981-06-14'],
] as const;

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

async function userByEmail(db: Db, email: string) {
  const [u] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  return u;
}

export async function seedTravelDemo(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(travelPackages);
  if ((existing?.n ?? 0) > 0) return 0;
  const affiliate = await userByEmail(db, 'affiliate@fundpath.test');
  const admin = await userByEmail(db, 'admin@fundpath.test');

  const departures: Array<{
    id: string;
    package_id: string;
    starts_on: string;
    price: number;
    single: number;
    title: string;
    rate: number | null;
  }> = [];
  const packageIds: Record<string, string> = {};
  for (const p of PACKAGES) {
    const [row] = await db
      .insert(travelPackages)
      .values({
        title: p.title,
        destination: p.destination,
        summary: p.summary,
        description: p.description,
        itinerary: p.itinerary.map(([title, description], i) => ({ day: i * 2 + 1, title, description })),
        images: [`/travel-${p.key}.svg`],
        inclusions: p.inclusions,
        exclusions: p.exclusions,
        status: p.status,
        commission_rate_bps: p.rate,
        deposit_bps: 2_000,
        cancellation_policy: DEFAULT_CANCELLATION_POLICY,
        created_by: admin?.id ?? null,
      })
      .returning({ id: travelPackages.id });
    packageIds[p.title] = row!.id;
    for (const offset of p.starts) {
      const [d] = await db
        .insert(travelDepartures)
        .values({
          package_id: row!.id,
          starts_on: day(now, offset),
          ends_on: day(now, offset + p.nights),
          capacity: p.capacity,
          price_cents: p.price + (offset > 180 ? 10_000 : 0),
          single_supplement_cents: p.single,
        })
        .returning();
      if (p.status === 'published')
        departures.push({
          id: d!.id,
          package_id: row!.id,
          starts_on: d!.starts_on,
          price: d!.price_cents,
          single: d!.single_supplement_cents,
          title: p.title,
          rate: p.rate,
        });
    }
  }

  let written = 0;
  if (affiliate) {
    const code = await ensureCode(db, affiliate, { business_name: 'Alex Travels & Referrals' });
    await db
      .insert(travelSites)
      .values({
        user_id: affiliate.id,
        display_name: 'Alex Travels',
        bio: 'I have travelled to 40 countries and now help friends and clients plan the trips of their lives. Every package here is one I would book myself.',
        primary_color: '#0e7490',
        accent_color: '#f59e0b',
        featured_package_ids: [
          packageIds['Bali Island Escape']!,
          packageIds['Kyoto in Cherry Blossom']!,
          packageIds['Santorini Sunsets']!,
        ],
      })
      .onConflictDoNothing();
    // Clicks over the last month for the dashboard's chart.
    const clicks = Array.from({ length: 28 }, (_, i) => i).flatMap((i) =>
      Array.from({ length: 1 + ((i * 7) % 5) }, () => ({
        affiliate_id: affiliate.id,
        path: `/travel/${code.code}`,
        created_at: new Date(now.getTime() - i * DAY - 3_600_000),
      })),
    );
    await db.execute(
      sql`insert into referral_clicks (affiliate_id, path, created_at)
          select (c->>'affiliate_id')::uuid, c->>'path', (c->>'created_at')::timestamptz
          from jsonb_array_elements(${JSON.stringify(clicks)}::jsonb) c`,
    );
  }

  // Bookings: [departure index, travellers, plan, status, referred, days ago booked]
  const plan: Array<
    [
      number,
      number,
      'full' | 'deposit',
      'confirmed' | 'completed' | 'cancelled' | 'pending_payment',
      boolean,
      number,
    ]
  > = [
    [0, 2, 'full', 'completed', true, 80],
    [1, 2, 'full', 'confirmed', true, 12],
    [1, 1, 'deposit', 'confirmed', false, 9],
    [2, 3, 'deposit', 'confirmed', true, 6],
    [4, 2, 'full', 'confirmed', false, 20],
    [5, 2, 'full', 'cancelled', true, 15],
    [7, 2, 'full', 'confirmed', true, 3],
    [8, 1, 'full', 'confirmed', false, 2],
    [10, 4, 'deposit', 'confirmed', false, 4],
    [12, 2, 'full', 'confirmed', true, 1],
    [13, 2, 'full', 'cancelled', false, 7],
  ];
  const ALPHA = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  for (const [n, [di, count_, payPlan, status, referred, ago]] of plan.entries()) {
    const dep = departures[di % departures.length]!;
    const people = Array.from({ length: count_ }, (_, i) => TRAVELLERS[(n + i) % TRAVELLERS.length]!);
    const price = priceBooking(
      { price_cents: dep.price, single_supplement_cents: dep.single },
      people.map((_, i) => ({ single_room: count_ === 1 && i === 0 })),
      payPlan,
      2_000,
    );
    const paid = status === 'completed' ? price.total_cents : price.due_now_cents;
    const created = new Date(now.getTime() - ago * DAY);
    const number = `TRV-${Array.from({ length: 6 }, (_, i) => ALPHA[(n * 7 + i * 11 + 3) % ALPHA.length]).join('')}`;
    const cancelled = status === 'cancelled';
    const [b] = await db
      .insert(travelBookings)
      .values({
        booking_number: number,
        package_id: dep.package_id,
        departure_id: dep.id,
        referrer_id: referred && affiliate ? affiliate.id : null,
        lead_name: people[0]![0],
        lead_email: `${people[0]![0].toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
        lead_phone: '+1 555 0100',
        payment_plan: payPlan,
        lines: price.lines,
        total_cents: price.total_cents,
        due_now_cents: price.due_now_cents,
        paid_cents: paid,
        refunded_cents: cancelled ? paid : 0,
        cancellation_policy: DEFAULT_CANCELLATION_POLICY,
        status,
        payment_status: cancelled ? 'refunded' : 'paid',
        payment_provider: 'test',
        card_brand: 'visa',
        card_last4: '4242',
        confirmed_at: created,
        completed_at: status === 'completed' ? new Date(now.getTime() - 10 * DAY) : null,
        cancelled_at: cancelled ? new Date(created.getTime() + DAY) : null,
        cancel_reason: cancelled ? 'Change of plans' : null,
        created_at: created,
        updated_at: created,
      })
      .returning();
    await db.insert(travelTravellers).values(
      people.map(([name, dob], i) => ({
        booking_id: b!.id,
        position: i + 1,
        full_name: name,
        date_of_birth: dob,
        single_room: count_ === 1 && i === 0,
      })),
    );
    const [charge] = await db
      .insert(travelPayments)
      .values({
        booking_id: b!.id,
        kind: 'charge',
        purpose: payPlan,
        provider: 'test',
        provider_id: `tp_demo_${b!.id.slice(0, 8)}_1`,
        amount_cents: price.due_now_cents,
        status: 'succeeded',
        created_at: created,
      })
      .returning();
    const events: Array<[string, string, Date]> = [
      ['created', `Booked ${count_} traveller${count_ === 1 ? '' : 's'} on ${dep.title}`, created],
      ['confirmed', 'Payment received (card ending 4242); booking confirmed', created],
    ];
    if (status === 'completed') {
      if (price.balance_cents > 0)
        await db.insert(travelPayments).values({
          booking_id: b!.id,
          kind: 'charge',
          purpose: 'balance',
          provider: 'test',
          provider_id: `tp_demo_${b!.id.slice(0, 8)}_2`,
          amount_cents: price.balance_cents,
          status: 'succeeded',
        });
      events.push(['completed', 'Trip completed. Welcome home!', new Date(now.getTime() - 10 * DAY)]);
    }
    if (cancelled) {
      await db.insert(travelPayments).values({
        booking_id: b!.id,
        kind: 'refund',
        purpose: payPlan,
        charge_id: charge!.id,
        provider: 'test',
        provider_id: `re_demo_${b!.id.slice(0, 8)}`,
        amount_cents: paid,
        status: 'succeeded',
      });
      events.push([
        'cancelled',
        'Cancelled by the traveller: Change of plans. Refund on its way',
        new Date(created.getTime() + DAY),
      ]);
      events.push(['refunded', 'Refunded to the card', new Date(created.getTime() + DAY)]);
    }
    await db
      .insert(travelBookingEvents)
      .values(events.map(([kind, message, at]) => ({ booking_id: b!.id, kind, message, created_at: at })));
    if (!cancelled)
      await db.execute(
        sql`update travel_departures set seats_taken = seats_taken + ${count_} where id = ${dep.id}`,
      );
    if (referred && affiliate) {
      if (await recordTravelBooking(db, CFG, b!.id)) written += 1;
      if (status === 'completed') await travelBookingCompleted(db, b!.id);
      if (cancelled) await travelBookingCancelled(db, b!.id);
    }
  }
  if (written) await ledgerSweep(db, CFG, now); // completed trips' commissions are approved
  return written;
}
