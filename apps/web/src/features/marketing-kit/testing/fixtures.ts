import type { MarketingEmail } from '@fundpath/contracts/campaigns';
import type { MarketingDay, MarketingKit, MarketingLink } from '@fundpath/contracts/marketing';

export const LINKS = 'GET /api/marketing/links';
export const AUDIENCE = 'GET /api/marketing/audience';
export const EMAILS = 'GET /api/marketing/emails';
export const PREVIEW = 'POST /api/marketing/emails/preview';
export const TEST_SEND = 'POST /api/marketing/emails/test';
export const SEND = 'POST /api/marketing/emails';

/** 30 days ending 2026-03-30, with `perDay(i)` clicks and every fourth one a QR scan. */
export function series(perDay: (i: number) => number): MarketingDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const clicks = perDay(i);
    return {
      date: new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10),
      clicks,
      qr: Math.floor(clicks / 4),
    };
  });
}

const clicksOf = (s: MarketingDay[], extra = 0) => ({
  total: s.reduce((n, d) => n + d.clicks, 0) + extra,
  last_30_days: s.reduce((n, d) => n + d.clicks, 0),
  qr_last_30_days: s.reduce((n, d) => n + d.qr, 0),
  series: s,
});

export function link(over: Partial<MarketingLink> & Pick<MarketingLink, 'kind'>): MarketingLink {
  return {
    key: over.kind,
    label: over.kind,
    description: '',
    state: 'live',
    destination_path: null,
    short_url: null,
    qr_url: null,
    action: null,
    clicks: clicksOf(series(() => 0)),
    ...over,
  };
}

export function kit(over: Partial<MarketingKit> = {}): MarketingKit {
  const referralSeries = series((i) => (i % 3) + 1);
  const bookingSeries = series((i) => (i % 2) * 4);
  const links = [
    link({
      kind: 'website',
      label: 'Website',
      description: 'Your own website.',
      state: 'setup_needed',
      action: { label: 'Build your website', href: '/coach/setup' },
    }),
    link({
      kind: 'store',
      label: 'Online store',
      description: 'Set up your store to get a link to share.',
      state: 'setup_needed',
      action: { label: 'Set up your store', href: '/my-store' },
    }),
    link({
      kind: 'booking',
      key: 'booking:b1',
      label: 'Discovery call',
      description: 'Your booking page.',
      destination_path: '/book/CALJORDAN01',
      short_url: '/go/BKG2345',
      qr_url: '/go/BKG2345?src=qr',
      action: { label: 'Manage booking links', href: '/calendar' },
      clicks: clicksOf(bookingSeries),
    }),
    link({
      kind: 'referral',
      label: 'Referral link',
      description: 'Anyone who signs up through it is credited to you.',
      destination_path: '/ref/JORDAN7K3M',
      short_url: '/go/REF2345',
      qr_url: '/go/REF2345?src=qr',
      action: { label: 'See commissions', href: '/commissions' },
      clicks: clicksOf(referralSeries, 40),
    }),
  ];
  const all = [...referralSeries].map((d, i) => ({
    date: d.date,
    clicks: d.clicks + bookingSeries[i]!.clicks,
    qr: d.qr + bookingSeries[i]!.qr,
  }));
  return {
    coach: { display_name: 'Jordan Client', business_name: 'Jordan Funding Coaching' },
    brand: { company_name: 'FundPath', logo_url: null, primary_color: '#1d4ed8', secondary_color: '#0f172a' },
    links,
    totals: { ...clicksOf(all), total: clicksOf(all).total + 40 },
    window_minutes: 30,
    ...over,
  };
}

export const kitBody = (k: MarketingKit = kit()) => ({ body: { status: 'success', ...k } });

export const audienceBody = (sendable = 12) => ({
  body: {
    status: 'success',
    audience: { total: sendable + 1, customers: 8, leads: 5, suppressed: 1, sendable },
  },
});

export const sentEmail = (over: Partial<MarketingEmail> = {}): MarketingEmail => ({
  id: 'e1',
  subject: 'Spring funding check-in',
  preheader: '',
  status: 'sent',
  created_at: '2026-03-20T15:00:00.000Z',
  started_at: '2026-03-20T15:00:05.000Z',
  finished_at: '2026-03-20T15:01:00.000Z',
  stats: {
    recipients: 12,
    delivered: 11,
    opened: 6,
    clicked: 3,
    unsubscribed: 1,
    bounced: 1,
    skipped: 0,
    unknown: 0,
    failed: 0,
    pending: 0,
  },
  ...over,
});

export const emailsBody = (emails: MarketingEmail[] = [sentEmail()], sendsToday = 1) => ({
  body: { status: 'success', emails, sends_today: sendsToday, daily_limit: 3 },
});
