import {
  ArrowRight,
  BarChart3,
  Boxes,
  CreditCard,
  PackageSearch,
  Palette,
  ShoppingCart,
  Truck,
  Upload,
  UserRound,
} from 'lucide-react';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import {
  CtaBanner,
  Faq,
  FeatureCard,
  HeroBackdrop,
  NumberedStep,
  Section,
  SectionHeading,
} from '@/features/landing/components/landing-parts';
import { useBrand } from '@/lib/brand';

const products = [
  { name: 'Linen overshirt', price: '$68.00', tint: 'from-stone-200 to-stone-300' },
  { name: 'Ceramic pour-over', price: '$42.00', tint: 'from-sky-100 to-sky-200' },
  { name: 'Canvas weekender', price: '$124.00', tint: 'from-amber-100 to-amber-200' },
  { name: 'Wool throw', price: '$89.00', tint: 'from-rose-100 to-rose-200' },
];

function StorePreview() {
  return (
    <div aria-hidden="true" className="relative">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-brand/25 to-brand-secondary/10 blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/10">
        <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3.5">
          <span className="text-sm font-semibold tracking-tight text-slate-900">Harbor & Pine</span>
          <span className="relative flex items-center gap-1.5 rounded-full bg-slate-900 px-3 py-1 text-xs text-white">
            <ShoppingCart className="size-3.5" /> Cart · 2
          </span>
        </div>
        <div className="grid grid-cols-2 gap-3 p-4">
          {products.map((p) => (
            <div key={p.name} className="rounded-xl border border-slate-100 p-2.5">
              <div className={`aspect-[4/3] rounded-lg bg-gradient-to-br ${p.tint}`} />
              <p className="mt-2.5 truncate text-xs font-medium text-slate-800">{p.name}</p>
              <p className="text-xs text-slate-500">{p.price}</p>
            </div>
          ))}
        </div>
        <div className="flex items-center justify-between border-t border-slate-100 bg-slate-50 px-5 py-3 text-xs">
          <span className="text-slate-500">Free shipping on orders of $100 or more</span>
          <span className="font-medium text-brand">Checkout →</span>
        </div>
      </div>
    </div>
  );
}

/** Storefront platform: landing for ecommerce domains (the platform default). */
export function EcommerceLanding() {
  const { productName } = useBrand();
  return (
    <>
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
        <HeroBackdrop />
        <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.05fr_1fr] lg:px-8 lg:pb-28">
          <div className="animate-fade-in">
            <p className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white/80 px-3 py-1 text-xs font-medium text-slate-700 shadow-xs">
              <Boxes className="size-3.5 text-brand" aria-hidden="true" />
              Storefronts by {productName}
            </p>
            <h1
              id="hero-title"
              className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
            >
              A store that looks like your brand, from day one.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600">
              Add your products, pick your colours and share one link. Customers browse, fill a cart, check
              out and track their order — and you run it all from a single dashboard.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/login" size="lg" className="group">
                Open your store
                <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
              </ButtonLink>
              <a href="#features" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                Explore features
              </a>
            </div>
          </div>
          <StorePreview />
        </div>
      </section>

      <Section id="features" labelledBy="features-title" className="bg-slate-50">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything between “browse” and “delivered”"
          lead="The parts every store needs, already connected to each other."
        />
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <FeatureCard icon={Palette} title="Your brand, not ours">
            Logo, primary, secondary and accent colours carry through every page your customers see.
          </FeatureCard>
          <FeatureCard icon={Upload} title="Bring your catalogue">
            Add products one by one or import them in bulk, with prices, images and stock.
          </FeatureCard>
          <FeatureCard icon={ShoppingCart} title="Cart and checkout">
            A fast cart that remembers what was added, and a checkout that totals tax and shipping clearly.
          </FeatureCard>
          <FeatureCard icon={Truck} title="Order tracking">
            Every order gets a confirmation page and a tracking link customers can come back to.
          </FeatureCard>
          <FeatureCard icon={UserRound} title="Customer accounts">
            Returning customers sign in to see their orders and keep their details up to date.
          </FeatureCard>
          <FeatureCard icon={BarChart3} title="Owner dashboard">
            Products, orders, customers and analytics for your store in one place.
          </FeatureCard>
        </div>
      </Section>

      <Section id="how-it-works" labelledBy="how-title">
        <div className="grid gap-16 lg:grid-cols-2">
          <SectionHeading
            id="how-title"
            align="left"
            eyebrow="How it works"
            title="Live this afternoon"
            lead="No themes to wrestle with and no plugins to keep updated."
          />
          <ol>
            <NumberedStep n={1} title="Set up your store">
              Sign in, name your store and choose its colours and logo.
            </NumberedStep>
            <NumberedStep n={2} title="Add what you sell">
              Create products or import a list. Organise them into categories customers can browse.
            </NumberedStep>
            <NumberedStep n={3} title="Share your link and sell">
              Your store has its own address. Orders land in your dashboard the moment they’re placed.
            </NumberedStep>
          </ol>
        </div>
      </Section>

      <Section labelledBy="checkout-title" className="bg-slate-950">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <SectionHeading
            id="checkout-title"
            tone="dark"
            align="left"
            eyebrow="Checkout"
            title="Totals customers understand at a glance"
            lead="Subtotal, tax and shipping are shown before anyone pays. Orders of $100 or more ship free."
          />
          <div aria-hidden="true" className="rounded-2xl border border-white/10 bg-white/[0.04] p-6 text-sm">
            {[
              ['Subtotal', '$110.00'],
              ['Tax (8.75%)', '$9.63'],
              ['Shipping', 'Free'],
            ].map(([label, value]) => (
              <div key={label} className="flex justify-between border-b border-white/10 py-3 text-slate-300">
                <span>{label}</span>
                <span>{value}</span>
              </div>
            ))}
            <div className="flex justify-between pt-4 text-base font-semibold text-white">
              <span>Total</span>
              <span>$119.63</span>
            </div>
            <div className="mt-5 flex items-center justify-center gap-2 rounded-lg bg-white py-2.5 font-medium text-slate-900">
              <CreditCard className="size-4" /> Pay securely
            </div>
          </div>
        </div>
      </Section>

      <Section id="faq" labelledBy="faq-title" className="bg-slate-50">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Before you open" />
        <Faq
          items={[
            {
              q: 'Do my customers need an account to buy?',
              a: 'No. They can check out as guests, or create an account to see their order history later.',
            },
            {
              q: 'Can I use my own colours and logo?',
              a: 'Yes. Your store uses your logo and your primary, secondary and accent colours throughout.',
            },
            {
              q: 'How do customers follow their order?',
              a: 'After checkout they get an order confirmation and a tracking page they can return to at any time.',
            },
          ]}
        />
      </Section>

      <CtaBanner
        title="Your store is one sign-in away."
        lead="Set it up, add your first product and share the link today."
        actions={
          <>
            <ButtonLink to="/login" size="lg">
              Open your store
            </ButtonLink>
            <a href="#features" className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
              <PackageSearch className="size-4" aria-hidden="true" />
              See all features
            </a>
          </>
        }
      />
    </>
  );
}

export default EcommerceLanding;
