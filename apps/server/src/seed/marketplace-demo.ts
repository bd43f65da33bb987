/**
 * Demo data for the wellness marketplace (issue 6/8): service categories with platform fees, the
 * platform's default hours, Dr. Riley Specialist (specialist@fundpath.test) approved with a signed
 * agreement, three services (the 50-minute massage needs confirmation) and Monday–Friday 9–17 in
 * Asia/Manila; five more approved specialists across specialties, languages and time zones, one
 * waiting for review (agreement signed, so an admin can approve her); Morgan Member likes two,
 * and Jamie Cruz and Sam Reyes (members) like Riley too.
 * Fixed names, link codes and hours, times relative to now. Idempotent: nothing is written once
 * a category exists.
 */
import { createHash, randomBytes } from 'node:crypto';
import { renderContract } from '@fundpath/contracts/contracts';
import type {
  LocationMode,
  ServiceMode,
  SpecialistStatus,
  WeeklyHours,
} from '@fundpath/contracts/marketplace';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  contractTemplates,
  contractTemplateVersions,
  signatureRequests,
  signedContracts,
} from '../db/schema/contracts';
import {
  marketplaceDefaultHours,
  marketplaceLikes,
  marketplaceLinkVisits,
  marketplaceProfileViews,
  serviceCategories,
  specialistAvailability,
  specialistProfiles,
  specialistServices,
} from '../db/schema/marketplace';
import { findUserByEmail } from '../modules/auth/repo';
import { createUser } from '../modules/auth/service';
import { latestSignedOfKind, renderRecordPdf } from '../modules/contracts';
import type { Db } from '../platform/db';
import { DEMO_PASSWORD } from './demo-users';

const DAY = 86_400_000;

/** QR scans per day over the last two weeks for a specialist with `views` (a fixed rhythm). */
const qrPerDay = (views: number, d: number) => (views + d * 3) % 3;
/** Plain link visits per day (a little busier than the QR). */
const linkPerDay = (views: number, d: number) => 1 + ((views + d) % 3);

/** The lifetime QR counter matching {@link demoLinkVisits}' QR rows. */
export function demoQrScans(views: number): number {
  let n = 0;
  for (let d = 13; d >= 0; d--) n += qrPerDay(views, d);
  return n;
}

/** Two weeks of booking-link visits (QR and plain link), one row per visitor and day. */
export function demoLinkVisits(specialistId: string, views: number, now: Date) {
  const rows: { specialist_id: string; day: string; visitor: string; source: 'qr' | 'link' }[] = [];
  for (let d = 13; d >= 0; d--) {
    const day = new Date(now.getTime() - d * DAY).toISOString().slice(0, 10);
    for (let v = 0; v < qrPerDay(views, d); v++)
      rows.push({ specialist_id: specialistId, day, visitor: `seed:qr:${d}:${v}`, source: 'qr' });
    for (let v = 0; v < linkPerDay(views, d); v++)
      rows.push({ specialist_id: specialistId, day, visitor: `seed:link:${d}:${v}`, source: 'link' });
  }
  return rows;
}
const sha256 = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');

const CATEGORIES = [
  { slug: 'massage', name: 'Massage', fee: 1500, description: 'Therapeutic, sports and relaxation massage.' },
  {
    slug: 'yoga',
    name: 'Yoga',
    fee: 1200,
    description: 'Private and small-group yoga, online or in person.',
  },
  { slug: 'nutrition', name: 'Nutrition', fee: 1500, description: 'Nutrition plans and coaching.' },
  { slug: 'life-coaching', name: 'Life coaching', fee: 2000, description: 'Goals, habits and transitions.' },
  { slug: 'meditation', name: 'Meditation', fee: 1000, description: 'Guided meditation and mindfulness.' },
  { slug: 'physiotherapy', name: 'Physiotherapy', fee: 1500, description: 'Movement assessment and rehab.' },
] as const;
type Slug = (typeof CATEGORIES)[number]['slug'];

const weekdays = (ranges: Array<[string, string]>, days = ['1', '2', '3', '4', '5']): WeeklyHours =>
  Object.fromEntries(days.map((d) => [d, ranges.map(([start, end]) => ({ start, end }))])) as WeeklyHours;

interface DemoService {
  name: string;
  category: Slug;
  description: string;
  minutes: number;
  cents: number;
  mode: ServiceMode;
  confirm?: boolean;
  before?: number;
  after?: number;
}

interface DemoSpecialist {
  email: string;
  full_name: string;
  display_name: string;
  link_code: string;
  status: SpecialistStatus;
  approved_days_ago: number;
  headline: string;
  bio: string;
  specialties: string[];
  languages: string[];
  time_zone: string;
  location_mode: LocationMode;
  city: string;
  /** Null: the platform's default hours. */
  weekly: WeeklyHours | null;
  notice: number;
  services: DemoService[];
  views: number;
}

const SPECIALISTS: DemoSpecialist[] = [
  {
    email: 'specialist@fundpath.test',
    full_name: 'Dr. Riley Specialist',
    display_name: 'Dr. Riley Specialist',
    link_code: 'RILEY2026WL',
    status: 'approved',
    approved_days_ago: 38,
    headline: 'Sports massage therapist and yoga teacher in Makati',
    bio: 'Ten years of helping runners, office workers and new parents move without pain. Sessions at my Makati studio or online for yoga and mobility.',
    specialties: ['Massage therapy', 'Sports recovery', 'Yoga'],
    languages: ['English', 'Filipino'],
    time_zone: 'Asia/Manila',
    location_mode: 'both',
    city: 'Manila',
    weekly: weekdays([['09:00', '17:00']]),
    notice: 120,
    views: 214,
    services: [
      {
        name: 'Therapeutic massage',
        category: 'massage',
        description:
          'A 50-minute deep-tissue session tailored to what hurts. I confirm each request personally.',
        minutes: 50,
        cents: 6500,
        mode: 'in_person',
        confirm: true,
        after: 10,
      },
      {
        name: 'Online yoga flow',
        category: 'yoga',
        description: 'One-to-one vinyasa flow for all levels, on video.',
        minutes: 60,
        cents: 4000,
        mode: 'online',
      },
      {
        name: 'Mobility check-in',
        category: 'physiotherapy',
        description: 'A short video call to review your stretches and plan the next weeks.',
        minutes: 20,
        cents: 1500,
        mode: 'online',
      },
    ],
  },
  {
    email: 'maya.santos@fundpath.test',
    full_name: 'Maya Santos',
    display_name: 'Maya Santos',
    link_code: 'MAYA2026YG',
    status: 'approved',
    approved_days_ago: 30,
    headline: 'Hatha and yin yoga for stress and sleep',
    bio: 'Certified yoga teacher (RYT-500) guiding slow, breath-led practice for busy people.',
    specialties: ['Yoga', 'Breathwork'],
    languages: ['Filipino', 'English'],
    time_zone: 'Asia/Manila',
    location_mode: 'online',
    city: 'Cebu',
    weekly: {
      ...weekdays([
        ['06:00', '09:00'],
        ['18:00', '21:00'],
      ]),
      '6': [{ start: '07:00', end: '11:00' }],
    },
    notice: 240,
    views: 163,
    services: [
      {
        name: 'Private yoga class',
        category: 'yoga',
        description: 'Hatha or yin, your pace.',
        minutes: 60,
        cents: 3500,
        mode: 'online',
      },
      {
        name: 'Breathwork for sleep',
        category: 'meditation',
        description: 'Evening breathwork routine.',
        minutes: 30,
        cents: 2000,
        mode: 'online',
      },
    ],
  },
  {
    email: 'lucas.meyer@fundpath.test',
    full_name: 'Lucas Meyer',
    display_name: 'Lucas Meyer, MSc',
    link_code: 'LUCAS2026NT',
    status: 'approved',
    approved_days_ago: 21,
    headline: 'Sports nutritionist: eat for training and recovery',
    bio: 'Registered nutritionist working with endurance athletes and anyone who wants more energy.',
    specialties: ['Nutrition', 'Sports recovery'],
    languages: ['German', 'English'],
    time_zone: 'Europe/Berlin',
    location_mode: 'online',
    city: 'Berlin',
    weekly: {
      ...weekdays(
        [
          ['10:00', '13:00'],
          ['14:00', '18:00'],
        ],
        ['2', '3', '4', '5', '6'],
      ),
    },
    notice: 720,
    views: 97,
    services: [
      {
        name: 'Nutrition consultation',
        category: 'nutrition',
        description: 'Assessment and a two-week plan.',
        minutes: 75,
        cents: 9000,
        mode: 'online',
        before: 15,
      },
      {
        name: 'Follow-up',
        category: 'nutrition',
        description: 'Review and adjust your plan.',
        minutes: 30,
        cents: 4000,
        mode: 'online',
      },
    ],
  },
  {
    email: 'aiko.tanaka@fundpath.test',
    full_name: 'Aiko Tanaka',
    display_name: 'Aiko Tanaka',
    link_code: 'AIKO2026MD',
    status: 'approved',
    approved_days_ago: 14,
    headline: 'Mindfulness and meditation teacher',
    bio: 'Zen-trained teacher offering calm, practical meditation for beginners and returning practitioners.',
    specialties: ['Meditation', 'Mindfulness'],
    languages: ['Japanese', 'English'],
    time_zone: 'Asia/Tokyo',
    location_mode: 'online',
    city: 'Kyoto',
    weekly: null,
    notice: 60,
    views: 58,
    services: [
      {
        name: 'Guided meditation',
        category: 'meditation',
        description: 'A guided sit with time for questions.',
        minutes: 45,
        cents: 3000,
        mode: 'online',
      },
    ],
  },
  {
    email: 'sofia.ramirez@fundpath.test',
    full_name: 'Sofía Ramírez',
    display_name: 'Sofía Ramírez',
    link_code: 'SOFIA2026LC',
    status: 'approved',
    approved_days_ago: 9,
    headline: 'Life coach for career changes and new beginnings',
    bio: 'ICF-certified coach. I help people get unstuck and take the next concrete step.',
    specialties: ['Life coaching', 'Career coaching'],
    languages: ['Spanish', 'English'],
    time_zone: 'America/Mexico_City',
    location_mode: 'online',
    city: 'Mexico City',
    weekly: weekdays(
      [
        ['08:00', '12:00'],
        ['15:00', '19:00'],
      ],
      ['1', '2', '3', '4'],
    ),
    notice: 1440,
    views: 76,
    services: [
      {
        name: 'Discovery session',
        category: 'life-coaching',
        description: 'Where you are, where you want to be.',
        minutes: 30,
        cents: 0,
        mode: 'online',
        confirm: true,
      },
      {
        name: 'Coaching session',
        category: 'life-coaching',
        description: 'A focused coaching hour.',
        minutes: 60,
        cents: 12000,
        mode: 'online',
        after: 15,
      },
    ],
  },
  {
    email: 'james.okafor@fundpath.test',
    full_name: 'James Okafor',
    display_name: 'James Okafor',
    link_code: 'JAMES2026PT',
    status: 'approved',
    approved_days_ago: 4,
    headline: 'Physiotherapist: back, neck and posture',
    bio: 'Chartered physiotherapist. Assessment, hands-on treatment and a home programme you will actually do.',
    specialties: ['Physiotherapy', 'Massage therapy'],
    languages: ['English', 'Yoruba'],
    time_zone: 'America/New_York',
    location_mode: 'in_person',
    city: 'New York',
    weekly: weekdays([['07:30', '15:30']]),
    notice: 180,
    views: 31,
    services: [
      {
        name: 'Physio assessment',
        category: 'physiotherapy',
        description: 'Full assessment and first treatment.',
        minutes: 60,
        cents: 11000,
        mode: 'in_person',
        confirm: true,
        before: 10,
        after: 10,
      },
      {
        name: 'Sports massage',
        category: 'massage',
        description: 'Targeted soft-tissue work.',
        minutes: 45,
        cents: 8000,
        mode: 'in_person',
        after: 15,
      },
    ],
  },
  {
    email: 'priya.nair@fundpath.test',
    full_name: 'Priya Nair',
    display_name: 'Priya Nair',
    link_code: 'PRIYA2026RV',
    status: 'pending_review',
    approved_days_ago: 0,
    headline: 'Ayurvedic nutrition and meditation',
    bio: 'Helping you build gentle daily routines around food, sleep and attention.',
    specialties: ['Nutrition', 'Meditation'],
    languages: ['English', 'Hindi', 'Malayalam'],
    time_zone: 'Asia/Kolkata',
    location_mode: 'online',
    city: 'Kochi',
    weekly: weekdays([['09:00', '13:00']]),
    notice: 240,
    views: 0,
    services: [
      {
        name: 'Routine consultation',
        category: 'nutrition',
        description: 'A personal daily routine.',
        minutes: 50,
        cents: 5000,
        mode: 'online',
      },
    ],
  },
];

/** Accounts this seed adds (Dr. Riley is a demo account already). */
export const MARKETPLACE_DEMO_USERS = SPECIALISTS.filter(
  (s) => s.email !== 'specialist@fundpath.test',
).length;

/** Signs the current specialist agreement for a user the way signing does (record + PDF hash). */
async function signAgreement(
  db: Db,
  user: { id: string; display_name: string; email: string },
  signedAt: Date,
) {
  const [template] = await db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.kind, 'specialist_contract'), isNull(contractTemplates.archived_at)))
    .orderBy(desc(contractTemplates.created_at))
    .limit(1);
  if (!template) return null;
  const [version] = await db
    .select()
    .from(contractTemplateVersions)
    .where(
      and(
        eq(contractTemplateVersions.template_id, template.id),
        eq(contractTemplateVersions.version, template.current_version),
      ),
    )
    .limit(1);
  if (!version) return null;
  const body = renderContract(version.body, {
    client_name: user.display_name,
    client_email: user.email,
    date: signedAt.toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
    company_name: 'FundPath',
  });
  const [request] = await db
    .insert(signatureRequests)
    .values({
      template_id: template.id,
      version_id: version.id,
      recipient_id: user.id,
      title: template.name,
      format: version.format,
      rendered_body: body,
      token_hash: sha256(randomBytes(32)), // signed in the app: nobody holds a link
      status: 'signed',
      created_by: user.id,
      decided_at: signedAt,
      created_at: signedAt,
    })
    .returning();
  const record = {
    id: crypto.randomUUID(),
    request_id: request!.id,
    signer_id: user.id,
    title: template.name,
    version: version.version,
    typed_name: user.display_name,
    signature_method: 'typed' as const,
    signature_png_base64: null,
    document_text: body,
    document_sha256: sha256(body),
    pdf_key: `contracts/${request!.id}.pdf`,
    pdf_sha256: '',
    pdf_size: 0,
    ip: '203.0.113.40',
    user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1.15',
    signed_at: signedAt,
    created_at: signedAt,
  };
  const pdf = await renderRecordPdf(record, version.format);
  await db.insert(signedContracts).values({ ...record, pdf_sha256: sha256(pdf), pdf_size: pdf.length });
  return record.id;
}

/** Returns the number of specialists written (0 when the marketplace already has data). */
export async function seedMarketplaceDemo(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(serviceCategories);
  if ((existing?.n ?? 0) > 0) return 0;

  const categories = await db
    .insert(serviceCategories)
    .values(
      CATEGORIES.map((c, i) => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        platform_fee_bps: c.fee,
        sort: i,
      })),
    )
    .returning();
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  await db.insert(marketplaceDefaultHours).values({ id: 1, weekly: weekdays([['09:00', '17:00']]) });

  let written = 0;
  const ids = new Map<string, string>();
  for (const s of SPECIALISTS) {
    const user =
      (await findUserByEmail(db, s.email)) ??
      (await createUser(
        { db },
        { email: s.email, password: DEMO_PASSWORD, role: 'specialist', display_name: s.full_name },
      ));
    const approvedAt = new Date(now.getTime() - s.approved_days_ago * DAY);
    const signedAt = new Date(approvedAt.getTime() - 2 * DAY);
    // Riley signed in the contracts demo already; the others sign here.
    const recordId =
      (await latestSignedOfKind(db, user.id, 'specialist_contract')) ??
      (await signAgreement(db, user, signedAt));
    await db.insert(specialistProfiles).values({
      user_id: user.id,
      display_name: s.display_name,
      headline: s.headline,
      bio: s.bio,
      specialties: s.specialties,
      languages: s.languages,
      time_zone: s.time_zone,
      location_mode: s.location_mode,
      city: s.city,
      status: s.status,
      approved_at: s.status === 'approved' ? approvedAt : null,
      link_code: s.link_code,
      agreement_record_id: recordId,
      profile_views: s.views,
      // The lifetime counter equals the QR visits seeded below (the analytics series sums them).
      qr_scans: s.views > 0 ? demoQrScans(s.views) : 0,
      created_at: new Date(signedAt.getTime() - DAY),
    });
    await db.insert(specialistAvailability).values({
      specialist_id: user.id,
      weekly: s.weekly,
      overrides: [],
      minimum_notice_minutes: s.notice,
      booking_horizon_days: 60,
      daily_cap: s.email === 'specialist@fundpath.test' ? 6 : null,
    });
    await db.insert(specialistServices).values(
      s.services.map((svc, i) => ({
        specialist_id: user.id,
        category_id: categoryId.get(svc.category) ?? null,
        name: svc.name,
        description: svc.description,
        duration_minutes: svc.minutes,
        price_cents: svc.cents,
        currency: 'USD',
        mode: svc.mode,
        buffer_before_minutes: svc.before ?? 0,
        buffer_after_minutes: svc.after ?? 0,
        requires_confirmation: svc.confirm ?? false,
        sort: i,
      })),
    );
    // Two weeks of daily distinct viewers for the analytics chart (a fixed weekly rhythm).
    if (s.views > 0) {
      const rows = [];
      for (let d = 13; d >= 0; d--) {
        const day = new Date(now.getTime() - d * DAY).toISOString().slice(0, 10);
        const n = 1 + ((s.views + d * 7) % 5);
        for (let v = 0; v < n; v++) rows.push({ specialist_id: user.id, day, viewer: `seed:${d}:${v}` });
      }
      await db.insert(marketplaceProfileViews).values(rows);
      await db.insert(marketplaceLinkVisits).values(demoLinkVisits(user.id, s.views, now));
    }
    ids.set(s.email, user.id);
    written += 1;
  }

  const member = await findUserByEmail(db, 'member@fundpath.test');
  if (member) {
    const liked = ['specialist@fundpath.test', 'maya.santos@fundpath.test'];
    await db.insert(marketplaceLikes).values(
      liked.map((email, i) => ({
        user_id: member.id,
        specialist_id: ids.get(email)!,
        created_at: new Date(now.getTime() - (i + 1) * DAY),
      })),
    );
  }
  // Two more members like Riley, so "Members who liked you" on /specialist/likes is not empty
  // (the bookings demo books for the same two accounts).
  const riley = ids.get('specialist@fundpath.test');
  if (riley) {
    const fans = [
      { email: 'jamie.cruz@fundpath.test', name: 'Jamie Cruz', daysAgo: 4 },
      { email: 'sam.reyes@fundpath.test', name: 'Sam Reyes', daysAgo: 45 },
    ];
    for (const f of fans) {
      const user =
        (await findUserByEmail(db, f.email)) ??
        (await createUser(
          { db },
          { email: f.email, password: DEMO_PASSWORD, role: 'member', display_name: f.name },
        ));
      await db
        .insert(marketplaceLikes)
        .values({
          user_id: user.id,
          specialist_id: riley,
          created_at: new Date(now.getTime() - f.daysAgo * DAY),
        })
        .onConflictDoNothing();
    }
  }
  return written;
}
