/**
 * Commerce demo (issue 4/8): the demo client's live store "Jordan's Funding Shop" with a dozen
 * products across books, templates, apparel (size variants), coaching and office goods, each with
 * a drawn product image; a smaller live store and a draft store for two analytics clients, so the
 * admin lists show several. Idempotent: an owner who already has a store is left alone. Images
 * need the storage adapter; without one the products are seeded without pictures.
 */
import { randomUUID } from 'node:crypto';
import type { ProductStatus } from '@fundpath/contracts/ecommerce';
import sharp from 'sharp';
import type { Storage } from '../adapters/storage';
import { findUserByEmail } from '../modules/auth/repo';
import { processImage, sanitizeDescription, storeProductImage } from '../modules/catalog';
import { insertImage, insertProduct, replaceVariants } from '../modules/catalog/product-repo';
import { findStoreByOwner, insertStore } from '../modules/catalog/store-repo';
import type { Db } from '../platform/db';
import { ANALYTICS_DEMO_CLIENTS } from './analytics-demo';

type Art = 'book' | 'doc' | 'shirt' | 'chat' | 'mug' | 'pen' | 'cap';
interface DemoProduct {
  title: string;
  sku: string;
  price_cents: number;
  compare_at_cents?: number;
  /** null: not tracked (digital goods, sessions). */
  stock: number | null;
  categories: string[];
  description: string;
  art: Art;
  colors: [string, string];
  status?: ProductStatus;
  variants?: Array<{ title: string; price_cents: number; stock: number }>;
  /** The affiliate commission of this product (basis points); none: the affiliate's tier rate. */
  commission_rate_bps?: number;
}

const BOOK: [string, string] = ['#1e3a8a', '#3b82f6'];
const TEMPLATE: [string, string] = ['#065f46', '#34d399'];
const APPAREL: [string, string] = ['#7c2d12', '#fb923c'];
const COACHING: [string, string] = ['#581c87', '#c084fc'];
const OFFICE: [string, string] = ['#334155', '#94a3b8'];

const sizes = (price: number, stock: [number, number, number, number]) =>
  (['S', 'M', 'L', 'XL'] as const).map((title, i) => ({
    title,
    price_cents: price + (i === 3 ? 200 : 0),
    stock: stock[i]!,
  }));

const JORDAN: DemoProduct[] = [
  {
    title: 'The Fundable Business Workbook',
    sku: 'JFS-BK-001',
    price_cents: 2900,
    compare_at_cents: 3900,
    stock: 42,
    categories: ['Books & workbooks'],
    art: 'book',
    colors: BOOK,
    description:
      '<p>The exact worksheets I walk my clients through before they apply for a single dollar of business credit.</p><h3>Inside</h3><ul><li>Entity and compliance checklist (EIN, NAICS, 411 listing)</li><li>A 90-day vendor-credit tradeline plan</li><li>Bank-ready cash-flow projections</li></ul><p><em>120 pages, spiral bound, lies flat on your desk.</em></p>',
  },
  {
    title: 'Credit Repair Letter Kit',
    sku: 'JFS-BK-002',
    price_cents: 2400,
    stock: 18,
    categories: ['Books & workbooks'],
    art: 'book',
    colors: ['#0f172a', '#6366f1'],
    description:
      '<p>Plain-language dispute, goodwill and validation letters with a tracker for every bureau.</p><ul><li>21 letter templates with when-to-use notes</li><li>A 30/45-day follow-up calendar</li></ul><p>Educational material, not legal advice.</p>',
  },
  {
    title: 'SBA Loan Readiness Guide',
    sku: 'JFS-BK-003',
    price_cents: 1900,
    stock: 0,
    categories: ['Books & workbooks'],
    art: 'book',
    colors: ['#1e40af', '#22d3ee'],
    description:
      '<p>What lenders check for 7(a) and microloans, in the order they check it. <strong>Back in stock soon</strong>: the second printing is on its way.</p>',
  },
  {
    title: 'Lender Pitch Deck Template',
    sku: 'JFS-TP-001',
    price_cents: 4900,
    stock: null,
    categories: ['Templates'],
    art: 'doc',
    colors: TEMPLATE,
    description:
      '<p>A 14-slide deck for bank and CDFI meetings, in Google Slides and PowerPoint.</p><ol><li>Duplicate the template</li><li>Drop in your numbers</li><li>Rehearse with the speaker notes</li></ol><p>Instant download after checkout.</p>',
  },
  {
    title: 'Cash-Flow Forecast Spreadsheet',
    sku: 'JFS-TP-002',
    price_cents: 2900,
    compare_at_cents: 3500,
    stock: null,
    categories: ['Templates'],
    art: 'doc',
    colors: ['#064e3b', '#a3e635'],
    description:
      '<p>Twelve months of cash in and out, with a debt-service coverage ratio that updates as you type. Works in Excel and Google Sheets.</p>',
  },
  {
    title: 'Business Credit Tracker (Notion)',
    sku: 'JFS-TP-003',
    price_cents: 1500,
    stock: null,
    categories: ['Templates'],
    art: 'doc',
    colors: ['#115e59', '#5eead4'],
    description:
      '<p>Track every tradeline, limit, due date and report date in one Notion board. Includes a utilisation meter per account.</p>',
  },
  {
    title: 'Fundable Founder Tee',
    sku: 'JFS-AP-001',
    price_cents: 2800,
    stock: null,
    categories: ['Apparel'],
    art: 'shirt',
    colors: APPAREL,
    description:
      '<p>Heavyweight organic cotton with a quiet “Fundable” mark on the chest. Unisex fit; size up for a relaxed look.</p>',
    variants: sizes(2800, [6, 14, 9, 0]),
  },
  {
    title: 'Approved Hoodie',
    sku: 'JFS-AP-002',
    price_cents: 5400,
    stock: null,
    categories: ['Apparel'],
    art: 'shirt',
    colors: ['#7f1d1d', '#f87171'],
    description:
      '<p>Brushed fleece, kangaroo pocket, and “APPROVED” across the back. For the day the letter comes.</p>',
    variants: sizes(5400, [3, 8, 5, 2]),
  },
  {
    title: 'Credit Score Cap',
    sku: 'JFS-AP-003',
    price_cents: 2200,
    stock: 25,
    categories: ['Apparel'],
    art: 'cap',
    colors: ['#78350f', '#fbbf24'],
    description: '<p>Six-panel cotton cap with an embroidered 800+ badge. One size, adjustable strap.</p>',
  },
  {
    title: '1:1 Funding Strategy Session (60 min)',
    sku: 'JFS-CO-001',
    price_cents: 19_900,
    commission_rate_bps: 2000,
    stock: null,
    categories: ['Coaching'],
    art: 'chat',
    colors: COACHING,
    description:
      '<p>A private video call to review your reports and choose your next three funding moves. You get the recording and a written action plan.</p><blockquote>“We went from two declines to a $50k line in four months.” — a 2025 client</blockquote>',
  },
  {
    title: 'Credit Report Review',
    sku: 'JFS-CO-002',
    price_cents: 9900,
    commission_rate_bps: 1500,
    stock: null,
    categories: ['Coaching'],
    art: 'chat',
    colors: ['#4c1d95', '#f0abfc'],
    description:
      '<p>Send your three-bureau report; within three business days you get a recorded walkthrough of what lenders will see and what to fix first.</p>',
  },
  {
    title: 'Goal-Setting Desk Pad',
    sku: 'JFS-OF-001',
    price_cents: 1400,
    stock: 60,
    categories: ['Office'],
    art: 'pen',
    colors: OFFICE,
    description:
      '<p>50 tear-off sheets: this week’s funding actions, calls to make and numbers to watch.</p>',
  },
  {
    title: 'Fundable Ceramic Mug',
    sku: 'JFS-OF-002',
    price_cents: 1800,
    stock: 30,
    categories: ['Office'],
    art: 'mug',
    colors: ['#1f2937', '#f59e0b'],
    description: '<p>12 oz stoneware, dishwasher safe. Coffee first, then the credit applications.</p>',
  },
];

const AVA: DemoProduct[] = [
  {
    title: 'Personal Budget Planner',
    sku: 'AVA-001',
    price_cents: 1600,
    stock: 20,
    categories: ['Planners'],
    art: 'book',
    colors: ['#9d174d', '#f472b6'],
    description: '<p>A monthly planner for paying down balances without giving up everything.</p>',
  },
  {
    title: 'Debt Snowball Worksheet',
    sku: 'AVA-002',
    price_cents: 900,
    stock: null,
    categories: ['Templates'],
    art: 'doc',
    colors: TEMPLATE,
    description: '<p>A printable worksheet that orders your debts and shows the payoff date of each.</p>',
  },
  {
    title: 'Credit Basics Mini-Course',
    sku: 'AVA-003',
    price_cents: 4900,
    stock: null,
    categories: ['Coaching'],
    art: 'chat',
    colors: COACHING,
    description:
      '<p>Five short lessons on scores, utilisation and disputes, with a quiz at the end of each.</p>',
  },
];

const BEN: DemoProduct[] = [
  {
    title: 'LLC Setup Checklist',
    sku: 'BEN-001',
    price_cents: 1200,
    stock: null,
    categories: ['Templates'],
    art: 'doc',
    colors: TEMPLATE,
    status: 'draft',
    description: '<p>Every filing and account a new LLC needs in its first month.</p>',
  },
];

const ICONS: Record<Art, string> = {
  book: '<rect x="250" y="190" width="300" height="380" rx="18" fill="#fff" fill-opacity="0.92"/><rect x="250" y="190" width="46" height="380" rx="12" fill="#000" fill-opacity="0.18"/><rect x="330" y="260" width="170" height="22" rx="11" fill="#000" fill-opacity="0.22"/><rect x="330" y="305" width="130" height="16" rx="8" fill="#000" fill-opacity="0.14"/>',
  doc: '<path d="M270 180h190l90 90v300a18 18 0 0 1-18 18H270a18 18 0 0 1-18-18V198a18 18 0 0 1 18-18z" fill="#fff" fill-opacity="0.92"/><path d="M460 180v72a18 18 0 0 0 18 18h72" fill="#000" fill-opacity="0.15"/><rect x="300" y="330" width="200" height="18" rx="9" fill="#000" fill-opacity="0.2"/><rect x="300" y="372" width="200" height="18" rx="9" fill="#000" fill-opacity="0.14"/><rect x="300" y="414" width="140" height="18" rx="9" fill="#000" fill-opacity="0.14"/>',
  shirt:
    '<path d="M320 200l-110 60 40 90 50-25v255h200V325l50 25 40-90-110-60c-10 35-45 58-80 58s-70-23-80-58z" fill="#fff" fill-opacity="0.92"/>',
  cap: '<path d="M230 430c0-110 75-190 170-190s170 80 170 190z" fill="#fff" fill-opacity="0.92"/><path d="M210 430h360c40 0 60 20 60 40H210z" fill="#fff" fill-opacity="0.75"/><circle cx="400" cy="245" r="14" fill="#000" fill-opacity="0.2"/>',
  chat: '<path d="M230 230h340a30 30 0 0 1 30 30v190a30 30 0 0 1-30 30H380l-90 70v-70h-60a30 30 0 0 1-30-30V260a30 30 0 0 1 30-30z" fill="#fff" fill-opacity="0.92"/><circle cx="320" cy="355" r="18" fill="#000" fill-opacity="0.2"/><circle cx="400" cy="355" r="18" fill="#000" fill-opacity="0.2"/><circle cx="480" cy="355" r="18" fill="#000" fill-opacity="0.2"/>',
  mug: '<rect x="250" y="250" width="250" height="290" rx="30" fill="#fff" fill-opacity="0.92"/><path d="M500 310h40a50 50 0 0 1 0 100h-40" fill="none" stroke="#fff" stroke-opacity="0.92" stroke-width="30"/><path d="M320 200c0-30 30-30 30-60M400 200c0-30 30-30 30-60" stroke="#fff" stroke-opacity="0.6" stroke-width="12" fill="none" stroke-linecap="round"/>',
  pen: '<rect x="240" y="200" width="320" height="360" rx="20" fill="#fff" fill-opacity="0.92"/><rect x="280" y="260" width="240" height="14" rx="7" fill="#000" fill-opacity="0.18"/><rect x="280" y="300" width="240" height="14" rx="7" fill="#000" fill-opacity="0.12"/><rect x="280" y="340" width="180" height="14" rx="7" fill="#000" fill-opacity="0.12"/><path d="M470 520l90-150 26 16-90 150-34 16z" fill="#000" fill-opacity="0.35"/>',
};

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Splits a title into at most two lines of about 22 characters. */
function titleLines(title: string): string[] {
  const words = title.split(' ');
  const lines: string[] = [''];
  for (const w of words) {
    const cur = lines.at(-1)!;
    if (cur && `${cur} ${w}`.length > 22 && lines.length < 2) lines.push(w);
    else lines[lines.length - 1] = cur ? `${cur} ${w}` : w;
  }
  return lines;
}

/** An 800×800 product picture: a diagonal gradient, a simple illustration and the product's name. */
export function productSvg(p: Pick<DemoProduct, 'title' | 'art' | 'colors'>): string {
  const [from, to] = p.colors;
  const lines = titleLines(p.title);
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${660 + i * 54 - (lines.length - 1) * 27}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="44" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<circle cx="680" cy="120" r="160" fill="#fff" fill-opacity="0.08"/><circle cx="90" cy="760" r="220" fill="#000" fill-opacity="0.08"/>
<g transform="translate(0 -40)">${ICONS[p.art]}</g>
${text}
</svg>`;
}

async function seedProducts(
  db: Db,
  storage: Storage | undefined,
  storeId: number,
  list: readonly DemoProduct[],
) {
  // Oldest first, so "newest" lists them in the order written above.
  const start = Date.now() - list.length * 3_600_000;
  for (const [i, p] of list.entries()) {
    const created_at = new Date(start + (list.length - i) * 3_600_000);
    const product = await insertProduct(db, {
      store_id: storeId,
      title: p.title,
      slug: p.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
      description_html: sanitizeDescription(p.description),
      price_cents: p.variants ? Math.min(...p.variants.map((v) => v.price_cents)) : p.price_cents,
      compare_at_cents: p.compare_at_cents ?? null,
      sku: p.sku,
      track_inventory: p.stock !== null,
      inventory_quantity: p.stock ?? 0,
      categories: p.categories,
      status: p.status ?? 'active',
      commission_rate_bps: p.commission_rate_bps ?? null,
      created_at,
      updated_at: created_at,
    });
    if (p.variants)
      await replaceVariants(
        db,
        product.id,
        p.variants.map((v) => ({
          title: v.title,
          price_cents: v.price_cents,
          sku: `${p.sku}-${v.title}`,
          track_inventory: true,
          inventory_quantity: v.stock,
        })),
      );
    if (storage) {
      const png = await sharp(Buffer.from(productSvg(p)))
        .png()
        .toBuffer();
      const image = await processImage(png, `${product.slug}.png`);
      const imageId = randomUUID();
      const keys = await storeProductImage(storage, storeId, imageId, image, `${product.slug}.webp`);
      await insertImage(db, {
        id: imageId,
        product_id: product.id,
        ...keys,
        alt: p.title,
        width: image.width,
        height: image.height,
        position: 0,
      });
    }
  }
}

async function seedStore(
  db: Db,
  storage: Storage | undefined,
  email: string,
  store: {
    store_name: string;
    slug: string;
    tagline: string;
    status: 'draft' | 'live';
    accent_color?: string;
  },
  list: readonly DemoProduct[],
): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (!owner || (await findStoreByOwner(db, owner.id))) return;
  const row = await insertStore(db, {
    owner_id: owner.id,
    brand_id: owner.brand_id,
    store_name: store.store_name,
    slug: store.slug,
    tagline: store.tagline,
    status: store.status,
    accent_color: store.accent_color ?? null,
    contact_email: owner.email,
  });
  await seedProducts(db, storage, row.id, list);
}

export async function seedCommerceDemo(db: Db, storage?: Storage): Promise<void> {
  await seedStore(
    db,
    storage,
    'client@fundpath.test',
    {
      store_name: "Jordan's Funding Shop",
      slug: 'jordan-funding-shop',
      tagline: 'Workbooks, templates and coaching to get your business fundable',
      status: 'live',
    },
    JORDAN,
  );
  const [ava, ben] = ANALYTICS_DEMO_CLIENTS;
  if (ava)
    await seedStore(
      db,
      storage,
      ava.email,
      {
        store_name: "Ava's Credit Corner",
        slug: 'avas-credit-corner',
        tagline: 'Small tools for big credit goals',
        status: 'live',
        accent_color: '#db2777',
      },
      AVA,
    );
  if (ben)
    await seedStore(
      db,
      storage,
      ben.email,
      {
        store_name: "Ben's Business Basics",
        slug: 'bens-business-basics',
        tagline: 'Coming soon',
        status: 'draft',
      },
      BEN,
    );
}
