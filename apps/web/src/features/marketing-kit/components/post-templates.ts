import type { MarketingLink } from '../api/get-links';

/** The networks a post is written for, with the caption limit each one enforces. */
export const NETWORKS = [
  { id: 'x', label: 'X', limit: 280 },
  { id: 'linkedin', label: 'LinkedIn', limit: 3000 },
  { id: 'facebook', label: 'Facebook', limit: 63_206 },
  { id: 'instagram', label: 'Instagram', limit: 2200 },
] as const;
export type NetworkId = (typeof NETWORKS)[number]['id'];

/** X counts every link as 23 characters (its t.co wrapper), whatever its length. */
const X_URL_LENGTH = 23;
const URL_PATTERN = /https?:\/\/\S+/g;

/** Characters as the network counts them: code points (an emoji is one), links as X shortens them. */
export function characterCount(network: NetworkId, text: string): number {
  if (network === 'x') {
    const urls = text.match(URL_PATTERN) ?? [];
    return [...text.replace(URL_PATTERN, '')].length + urls.length * X_URL_LENGTH;
  }
  return [...text].length;
}

export interface PostContext {
  /** The coach's own name, e.g. "Jordan Client". */
  name: string;
  /** The name they do business under. */
  business: string;
}

export interface PostTemplate {
  id: string;
  title: string;
  /** The image's big line and the smaller one under it. */
  headline: string;
  subline: string;
  /** The links this post can point to, best first: the first live one is used. */
  links: ReadonlyArray<MarketingLink['kind']>;
  /** The caption for a network, with `url` the short link. */
  text: (network: NetworkId, ctx: PostContext, url: string) => string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
/** Instagram captions don't make links clickable: point to the bio and still show the link. */
const linkLine = (network: NetworkId, url: string, lead: string) =>
  network === 'instagram'
    ? `${lead} Link in bio, or type ${url.replace(/^https?:\/\//, '')}`
    : `${lead} ${url}`;

export const POST_TEMPLATES: readonly PostTemplate[] = [
  {
    id: 'funding-readiness',
    title: 'Funding readiness',
    headline: 'Is your business funding-ready?',
    subline: 'Find out where you stand before a lender does.',
    links: ['website', 'booking', 'referral'],
    text: (network, ctx, url) =>
      network === 'x'
        ? `Is your business funding-ready? Most owners apply too early and get declined. Check where you stand first 👇\n${url}`
        : [
            'Is your business funding-ready? 💼',
            '',
            'Most declines come down to the same few things: a thin credit file, high utilization, or a business profile lenders can’t verify.',
            '',
            `I’m ${firstName(ctx.name)} with ${ctx.business}, and I help owners get every piece in place before they apply, so the answer is yes.`,
            '',
            linkLine(network, url, 'Start here:'),
            '',
            '#smallbusiness #businessfunding #entrepreneur',
          ].join('\n'),
  },
  {
    id: 'credit-tips',
    title: 'Credit tips',
    headline: '3 credit moves before you apply',
    subline: 'Small changes that lenders notice.',
    links: ['website', 'referral', 'booking'],
    text: (network, _ctx, url) =>
      network === 'x'
        ? `3 credit moves before you apply for funding:\n1. Keep utilization under 30%\n2. Dispute errors on all 3 bureaus\n3. Don’t open new cards first\nMore: ${url}`
        : [
            '3 credit moves to make before you apply for funding 📈',
            '',
            '1️⃣ Pay balances down below 30% of each limit (under 10% is even better).',
            '2️⃣ Pull all three bureaus and dispute anything that’s wrong: errors are common.',
            '3️⃣ Hold off on new credit cards for a few months: every inquiry counts.',
            '',
            linkLine(network, url, 'Want a plan for your own profile?'),
            '',
            '#credittips #creditrepair #fundingready',
          ].join('\n'),
  },
  {
    id: 'store-promo',
    title: 'Store promo',
    headline: 'New in the shop',
    subline: 'Guides and tools to get funding-ready.',
    links: ['store'],
    text: (network, ctx, url) =>
      network === 'x'
        ? `New in the ${ctx.business} shop: guides and tools to get your business funding-ready. Have a look 🛍️\n${url}`
        : [
            `New in the ${ctx.business} shop 🛍️`,
            '',
            'Step-by-step guides, templates and tools I use with my own clients to get funding-ready, now available for you.',
            '',
            linkLine(network, url, 'Browse the shop:'),
            '',
            '#smallbusiness #fundingtips #shopsmall',
          ].join('\n'),
  },
  {
    id: 'booking-cta',
    title: 'Book a call',
    headline: 'Book your strategy call',
    subline: 'Your funding plan, one conversation away.',
    links: ['booking', 'website'],
    text: (network, ctx, url) =>
      network === 'x'
        ? `Not sure what’s holding your funding back? Book a strategy call with me and leave with a plan 📅\n${url}`
        : [
            'Not sure what’s holding your funding back? 📅',
            '',
            `Book a strategy call with me (${ctx.name}, ${ctx.business}). We’ll look at your credit and business profile together, and you’ll leave with clear next steps.`,
            '',
            linkLine(network, url, 'Pick a time that suits you:'),
            '',
            '#businessfunding #businesscoach #credit',
          ].join('\n'),
  },
];
