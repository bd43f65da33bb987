import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CreditCard, MessageCircle, ShieldCheck, Undo2, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { memberMarketKeys } from '../api/keys';
import { categoriesParser } from '../api/wire';

/**
 * The marketplace rules these pages explain, restated from `@fundpath/contracts/marketplace-bookings`
 * (importing it would load zod into public pages); `info-pages.test.tsx` holds them equal.
 */
export const POLICY = { FREE_CANCEL_HOURS: 24, REQUEST_TTL_HOURS: 24 } as const;

const pct = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

function Page({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="max-w-2xl text-slate-600">{lead}</p>
      </header>
      <div className="space-y-8">{children}</div>
    </div>
  );
}

/** `/manila/pricing`: what members pay (the specialist's price) and what specialists pay (the live fees). */
export function ManilaPricing({ title }: { title: string }) {
  const categories = useQuery({
    queryKey: memberMarketKeys.categories(),
    queryFn: () => api.get('/marketplace/categories', categoriesParser).then((r) => r.categories),
  });
  return (
    <Page
      title={title}
      lead="Members pay each specialist's own price, nothing on top. Specialists pay a platform fee only on sessions that are paid."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="space-y-2 p-5">
          <h2 className="text-lg font-semibold text-slate-900">For members</h2>
          <p className="text-3xl font-semibold text-slate-900">Free</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>No membership fee: you pay the price shown on the session.</li>
            <li>Your card is saved when you ask, and charged only when the specialist accepts.</li>
            <li>Cancel at least {POLICY.FREE_CANCEL_HOURS} hours before the start for a full refund.</li>
          </ul>
          <ButtonLink to="/manila/signup" size="sm">
            Join as a member
          </ButtonLink>
        </Card>
        <Card className="space-y-2 p-5">
          <h2 className="text-lg font-semibold text-slate-900">For specialists</h2>
          <p className="text-3xl font-semibold text-slate-900">No monthly fee</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>A platform fee per paid session, by category (below), fixed when the booking is paid.</li>
            <li>Your earnings are the price less that fee, paid out once the session is held.</li>
            <li>Your own booking link and QR code, chat with members, reminders sent for you.</li>
          </ul>
          <ButtonLink to="/specialist/signup" size="sm" variant="secondary">
            Become a specialist
          </ButtonLink>
        </Card>
      </div>
      <section aria-labelledby="fees" className="space-y-3">
        <h2 id="fees" className="text-lg font-semibold text-slate-900">
          Platform fee by category
        </h2>
        {categories.isPending ? (
          <Spinner message="Loading the fees" />
        ) : categories.isError ? (
          <LoadError
            title="The fees could not be loaded"
            error={categories.error}
            onRetry={categories.refetch}
          />
        ) : categories.data.length === 0 ? (
          <p className="text-sm text-slate-600">No categories are open yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Platform fee by category</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Category
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Platform fee
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {categories.data.map((c) => (
                <tr key={c.id}>
                  <td className="py-2 pr-4">
                    <span className="font-medium text-slate-900">{c.name}</span>
                    {c.description ? <span className="block text-slate-600">{c.description}</span> : null}
                  </td>
                  <td className="py-2 text-right tabular-nums text-slate-900">{pct(c.platform_fee_bps)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </Page>
  );
}

const STEPS = [
  {
    icon: UserCheck,
    title: 'Reviewed specialists',
    text: 'Every specialist signs our agreement and is approved by our team before members can book them.',
  },
  {
    icon: CalendarCheck,
    title: 'Real availability',
    text: 'Free times come from each specialist’s own hours, shown in your time zone.',
  },
  {
    icon: CreditCard,
    title: 'Pay on acceptance',
    text: 'Your card is charged only when the specialist confirms your session.',
  },
  {
    icon: MessageCircle,
    title: 'Talk before you meet',
    text: 'Chat with your specialist about your booking, files included.',
  },
] as const;

/** `/manila/about`: what the marketplace is and how it keeps bookings fair. */
export function ManilaAbout({ title }: { title: string }) {
  return (
    <Page
      title={title}
      lead="Manila connects members with independent wellness specialists: massage, breathwork, yoga, coaching and more, online or in person."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {STEPS.map((s) => (
          <li key={s.title}>
            <Card className="flex h-full gap-3">
              <s.icon className="size-6 shrink-0 text-brand" aria-hidden="true" />
              <div>
                <h2 className="font-semibold text-slate-900">{s.title}</h2>
                <p className="text-sm text-slate-700">{s.text}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        Ready to look around?{' '}
        <Link to="/book" className="font-medium text-brand underline-offset-2 hover:underline">
          Browse specialists
        </Link>{' '}
        or read the{' '}
        <Link to="/manila/help" className="font-medium text-brand underline-offset-2 hover:underline">
          help center
        </Link>
        .
      </p>
    </Page>
  );
}

const FAQ: Array<{ q: string; a: string; icon: typeof ShieldCheck }> = [
  {
    icon: CalendarCheck,
    q: 'How do I book a session?',
    a: 'Open a specialist’s profile or booking link, choose a service and a free time (shown in your time zone), add a note and your card, and send the request.',
  },
  {
    icon: CreditCard,
    q: 'When is my card charged?',
    a: `Only when the specialist accepts. Until then the card is saved, not charged. A request not answered within ${POLICY.REQUEST_TTL_HOURS} hours expires and nothing is charged.`,
  },
  {
    icon: Undo2,
    q: 'Can I cancel or move a booking?',
    a: `Yes. Cancel at least ${POLICY.FREE_CANCEL_HOURS} hours before the start for a full refund; later cancellations are not refunded. You can move a confirmed booking to another free time up to ${POLICY.FREE_CANCEL_HOURS} hours before it starts. If the specialist cancels, you always get everything back.`,
  },
  {
    icon: MessageCircle,
    q: 'How do I talk to my specialist?',
    a: 'Use Messages: every member–specialist pair has one conversation, tied to your latest booking. If messages seem late, run the chat test from the help links below.',
  },
  {
    icon: ShieldCheck,
    q: 'Who can read my messages?',
    a: 'Only you and your specialist. Our support team can open a conversation read-only when investigating a report, and every such read is logged.',
  },
  {
    icon: UserCheck,
    q: 'How do I become a specialist?',
    a: 'Sign up as a specialist, sign the agreement, then add your services and hours. An admin reviews your profile; once approved, members can find and book you.',
  },
];

/** `/manila/help`: the questions members and specialists ask, answered from the real rules. */
export function ManilaHelp({ title }: { title: string }) {
  return (
    <Page title={title} lead="Answers about booking, payments, cancellations and chat.">
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {FAQ.map((f) => (
          <details key={f.q} className="group p-4">
            <summary className="flex cursor-pointer list-none items-center gap-3 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand">
              <f.icon className="size-5 shrink-0 text-brand" aria-hidden="true" />
              {f.q}
            </summary>
            <p className="mt-2 pl-8 text-sm text-slate-700">{f.a}</p>
          </details>
        ))}
      </div>
      <section aria-labelledby="more-help" className="space-y-2">
        <h2 id="more-help" className="text-lg font-semibold text-slate-900">
          Still stuck?
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>
            <Link to="/manila/chat-test" className="text-brand underline-offset-2 hover:underline">
              Test the chat connection
            </Link>{' '}
            (signed in)
          </li>
          <li>
            <Link to="/manila/pricing" className="text-brand underline-offset-2 hover:underline">
              Pricing and fees
            </Link>
          </li>
          <li>
            <Link to="/book" className="text-brand underline-offset-2 hover:underline">
              Browse specialists
            </Link>
          </li>
        </ul>
      </section>
    </Page>
  );
}
