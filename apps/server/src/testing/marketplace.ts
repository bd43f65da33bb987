/**
 * Test helpers for the marketplace: the specialist agreement template, a specialist signed up,
 * signed, priced, open and approved through the API, free slots, booking requests, and the
 * direct-insert rows for tests that only need a profile or a booking to exist.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { marketplaceBookings, specialistProfiles } from '../db/schema';
import type { Db } from '../platform/db';
import { cookieFrom, injectAs } from './factories';

type Caller = { cookie: string };
type WeeklyHours = Record<string, Array<{ start: string; end: string }>>;

/** Open around the clock, every day of the week. */
export const ALL_DAY: WeeklyHours = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ start: '00:00', end: '24:00' }]]),
);

/** A test card (the default succeeds; the provider's special numbers decline or ask for 3-D Secure). */
export const testCard = (number = '4242424242424242') => ({
  card_number: number,
  exp_month: 12,
  exp_year: 2031,
  cvc: '123',
});

/**
 * Distinct client addresses for one test file, so per-IP limits never trip between tests. One
 * counter serves both networks (integration files share modules, so each file makes its own).
 */
export function addressPool(signupNet: string, bookingNet: string) {
  let n = 0;
  return {
    signup: () => `${signupNet}.${++n}`,
    booking: () => `${bookingNet}.${(n++ % 250) + 1}`,
  };
}

/** The specialist agreement template an admin publishes; signing needs one. */
export async function createSpecialistAgreement(app: FastifyInstance, admin: Caller) {
  const tpl = await injectAs(app, admin, {
    method: 'POST',
    url: '/api/admin/contracts/templates',
    payload: {
      kind: 'specialist_contract',
      name: 'Specialist agreement',
      format: 'markdown',
      body: 'Agreement with {{client_name}}.',
    },
  });
  expect(tpl.statusCode, tpl.body).toBe(201);
}

export interface SpecialistSignup {
  /** Local part of the e-mail before a random suffix: `spec` gives `spec.x1y2@test.fundpath.dev`. */
  emailPrefix: string;
  display_name: string;
  /** The headline and the only specialty. */
  specialty: string;
  time_zone?: string;
  remoteAddress?: string;
}

/** A specialist signed up through the public form: their session and specialist id. */
export async function signUpSpecialist(app: FastifyInstance, opts: SpecialistSignup) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/marketplace/specialists/signup',
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    payload: {
      display_name: opts.display_name,
      headline: opts.specialty,
      bio: '',
      specialties: [opts.specialty],
      languages: ['English'],
      time_zone: opts.time_zone ?? 'UTC',
      location_mode: 'online',
      city: '',
      email: `${opts.emailPrefix}.${Math.random().toString(36).slice(2)}@test.fundpath.dev`,
      password: 'a-long-password-1',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie: cookieFrom(res), id: res.json().specialist.id as string };
}

/** The specialist signs the agreement. */
export async function signAgreement(app: FastifyInstance, specialist: Caller, signature_name: string) {
  const res = await injectAs(app, specialist, {
    method: 'POST',
    url: '/api/marketplace/specialists/me/contract/sign',
    payload: { signature_name, agree: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A 60-minute, $50 service that needs confirmation unless `fields` say otherwise: its id. */
export async function createService(
  app: FastifyInstance,
  specialist: Caller,
  fields: Record<string, unknown> = {},
) {
  const created = await injectAs(app, specialist, {
    method: 'POST',
    url: '/api/marketplace/specialists/me/services',
    payload: {
      name: 'Session',
      duration_minutes: 60,
      price_cents: 5000,
      requires_confirmation: true,
      ...fields,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().service.id as string;
}

/** Weekly hours (around the clock by default) with no notice, 30 days ahead and no daily cap. */
export async function setAvailability(
  app: FastifyInstance,
  specialist: Caller,
  settings: { weekly?: WeeklyHours } & Record<string, unknown> = {},
) {
  const res = await injectAs(app, specialist, {
    method: 'PUT',
    url: '/api/marketplace/specialists/me/availability',
    payload: {
      weekly: ALL_DAY,
      overrides: [],
      minimum_notice_minutes: 0,
      booking_horizon_days: 30,
      daily_cap: null,
      ...settings,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function approveSpecialist(app: FastifyInstance, admin: Caller, specialistId: string) {
  const res = await injectAs(app, admin, {
    method: 'POST',
    url: `/api/admin/marketplace/specialists/${specialistId}/approve`,
  });
  expect(res.statusCode, res.body).toBe(200);
}

export interface BookableSpecialist extends SpecialistSignup {
  /** Signs the agreement under this name unless `sign` is false. */
  signature_name?: string;
  sign?: boolean;
  service?: Record<string, unknown>;
  availability?: { weekly?: WeeklyHours } & Record<string, unknown>;
  /** Approved by this admin unless false. */
  approve?: boolean;
}

/** A specialist taking bookings: signed up, signed, one service, hours set, and approved (unless told not to sign or approve). */
export async function bookableSpecialist(app: FastifyInstance, admin: Caller, opts: BookableSpecialist) {
  const s = await signUpSpecialist(app, opts);
  if (opts.sign !== false) await signAgreement(app, s, opts.signature_name ?? 'Test Specialist');
  const serviceId = await createService(app, s, opts.service);
  await setAvailability(app, s, opts.availability);
  if (opts.approve !== false) await approveSpecialist(app, admin, s.id);
  return { ...s, serviceId };
}

/** The service's free starts (ISO), as a visitor sees them. */
export async function freeSlots(app: FastifyInstance, s: { id: string; serviceId: string }) {
  const res = await injectAs(app, null, {
    method: 'GET',
    url: `/api/marketplace/specialists/${s.id}/slots?service_id=${s.serviceId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().slots as Array<{ start: string }>).map((x) => x.start);
}

/** A member's booking request with the default card; `payload` overrides any field. */
export function requestBooking(
  app: FastifyInstance,
  member: Caller,
  s: { serviceId: string },
  start: string,
  opts: { time_zone?: string; note?: string; remoteAddress?: string; payload?: Record<string, unknown> } = {},
) {
  return injectAs(app, member, {
    method: 'POST',
    url: '/api/marketplace/bookings',
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    payload: {
      service_id: s.serviceId,
      start,
      time_zone: opts.time_zone ?? 'UTC',
      note: opts.note ?? '',
      payment: testCard(),
      ...opts.payload,
    },
  });
}

/** A specialist profile row for a user (no agreement, services or hours). */
export async function insertSpecialistProfile(
  db: Db,
  user: { id: string; display_name: string },
  status: 'approved' | 'pending_review' = 'approved',
) {
  await db.insert(specialistProfiles).values({
    user_id: user.id,
    display_name: user.display_name,
    time_zone: 'UTC',
    status,
    link_code: randomBytes(6).toString('hex'),
  });
}

/** A booking row between a member and a specialist a day from now (what the bookings module would make). */
export async function insertBooking(db: Db, member: { id: string }, specialist: { id: string }) {
  const start = new Date(Date.now() + 86_400_000);
  const [row] = await db
    .insert(marketplaceBookings)
    .values({
      number: `MB-${randomBytes(3).toString('hex').toUpperCase()}`,
      member_id: member.id,
      specialist_id: specialist.id,
      service_name: 'Session',
      service_mode: 'online',
      duration_minutes: 60,
      start_at: start,
      end_at: new Date(start.getTime() + 3_600_000),
      member_time_zone: 'UTC',
      price_cents: 5000,
      platform_fee_bps: 1500,
      platform_fee_cents: 750,
      requires_confirmation: true,
      payment_provider: 'test',
    })
    .returning();
  return row!;
}
