import type { Availability, Category, Service } from '@fundpath/contracts/marketplace';

/** A stable uuid from a number (ids must pass the server's uuid checks). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const SPECIALIST_ID = uuid(21);

export const category = (overrides: Partial<Category> = {}): Category => ({
  id: uuid(41),
  name: 'Massage',
  slug: 'massage',
  description: '',
  platform_fee_bps: 1500,
  active: true,
  sort: 0,
  ...overrides,
});

/** Riley's in-person deep tissue massage: 50 minutes, $85.00, 10-minute buffer after. */
export const service = (overrides: Partial<Service> = {}): Service => ({
  id: uuid(11),
  specialist_id: SPECIALIST_ID,
  category_id: uuid(41),
  category_name: 'Massage',
  name: 'Deep tissue massage',
  description: 'Slow, firm pressure for tight muscles.',
  duration_minutes: 50,
  price_cents: 8_500,
  currency: 'USD',
  mode: 'in_person',
  buffer_before_minutes: 0,
  buffer_after_minutes: 10,
  requires_confirmation: true,
  active: true,
  sort: 0,
  ...overrides,
});

export const servicesBody = (services: Service[]) => ({ body: { status: 'success', services } });
export const categoriesBody = (categories: Category[] = [category()]) => ({
  body: { status: 'success', categories },
});

/** Riley's own hours in Manila: weekdays 9–12 and 13–17, no Sunday, one day off. */
export const availability = (overrides: Partial<Availability> = {}): Availability => {
  const weekdays = [
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ];
  const weekly = { '1': weekdays, '2': weekdays, '3': weekdays, '4': weekdays, '5': weekdays };
  return {
    time_zone: 'Asia/Manila',
    weekly,
    effective_weekly: weekly,
    uses_default_hours: false,
    overrides: [],
    minimum_notice_minutes: 120,
    booking_horizon_days: 60,
    daily_cap: 6,
    ...overrides,
  };
};

export const availabilityBody = (a: Availability = availability()) => ({
  body: { status: 'success', availability: a },
});
