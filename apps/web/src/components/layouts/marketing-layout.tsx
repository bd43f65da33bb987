import type { ServiceType } from '@fundpath/contracts/brand';
import { Flower2, Menu, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { MarketplaceNav } from '@/components/layouts/marketplace-nav';
import { LogoutButton, SessionActions } from '@/components/layouts/session-controls';
import { SkipLink } from '@/components/layouts/skip-link';
import { BrandLogo } from '@/components/ui/brand-logo';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';
import { href } from '@/lib/href';
import { homePathFor } from '@/lib/route-guards';

export type MarketingVariant = ServiceType;

interface VariantConfig {
  /** In-page sections, shown in the header on landing pages. */
  anchors: Array<{ label: string; href: string }>;
  /** Other pages worth a header link everywhere. */
  links: Array<{ label: string; to: string }>;
  cta: { label: string; to: string };
  signIn: string;
  tagline: string;
}

const variants: Record<MarketingVariant, VariantConfig> = {
  default: {
    anchors: [
      { label: 'How it works', href: '#how-it-works' },
      { label: 'The 3-bureau decision', href: '#bureaus' },
      { label: 'Who it’s for', href: '#stories' },
      { label: 'FAQ', href: '#faq' },
    ],
    links: [],
    cta: { label: 'Get started', to: '/login' },
    signIn: '/login',
    tagline: 'Funding readiness, coached step by step.',
  },
  ecommerce: {
    anchors: [
      { label: 'Features', href: '#features' },
      { label: 'How it works', href: '#how-it-works' },
      { label: 'FAQ', href: '#faq' },
    ],
    links: [],
    cta: { label: 'Open your store', to: '/login' },
    signIn: '/login',
    tagline: 'Your brand, your catalogue, your checkout.',
  },
  travel: {
    anchors: [
      { label: 'Trips', href: '#trips' },
      { label: 'How it works', href: '#how-it-works' },
      { label: 'Affiliates', href: '#affiliates' },
    ],
    links: [{ label: 'Browse trips', to: '/packages' }],
    cta: { label: 'Become an affiliate', to: '/register' },
    signIn: '/login',
    tagline: 'Sell travel under your own name.',
  },
  manila: {
    anchors: [
      { label: 'Specialists', href: '#specialists' },
      { label: 'How it works', href: '#how-it-works' },
    ],
    links: [
      { label: 'Pricing', to: '/manila/pricing' },
      { label: 'About', to: '/manila/about' },
      { label: 'Help', to: '/manila/help' },
    ],
    cta: { label: 'Join Manila', to: '/manila/signup' },
    signIn: '/manila/login',
    tagline: 'Trusted wellness specialists, booked in minutes.',
  },
};

function ManilaLogo() {
  return (
    <span className="inline-flex items-center gap-2.5">
      <span className="flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-emerald-500 to-teal-700 text-white shadow-sm shadow-emerald-700/30">
        <Flower2 className="size-[18px]" aria-hidden="true" />
      </span>
      <span className="font-serif text-lg font-semibold tracking-tight text-slate-900">Manila</span>
    </span>
  );
}

export interface MarketingLayoutProps {
  variant?: MarketingVariant;
  /** Landing pages link their own sections from the header. */
  showAnchors?: boolean;
  children?: ReactNode;
}

/** Public shell: sticky header with sign-in and call to action, footer. */
export function MarketingLayout({
  variant = 'default',
  showAnchors = false,
  children,
}: MarketingLayoutProps) {
  const config = variants[variant];
  const { user } = useAuth();
  const { productName } = useBrand();
  const [menuOpen, setMenuOpen] = useState(false);
  const anchors = showAnchors ? config.anchors : [];
  const hasMenu = anchors.length + config.links.length > 0;
  const logo = variant === 'manila' ? <ManilaLogo /> : <BrandLogo />;
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-lg">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-6 sm:px-6 lg:px-8">
          <Link
            to={href('/')}
            className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand"
          >
            {logo}
          </Link>
          {hasMenu ? (
            <nav aria-label="Primary" className="hidden md:block">
              <ul className="flex items-center gap-1">
                {anchors.map((a) => (
                  <li key={a.href}>
                    <a
                      href={a.href}
                      className="rounded-md px-3 py-2 text-sm text-slate-600 transition hover:text-slate-900"
                    >
                      {a.label}
                    </a>
                  </li>
                ))}
                {config.links.map((l) => (
                  <li key={l.to}>
                    <Link
                      to={l.to}
                      className="rounded-md px-3 py-2 text-sm text-slate-600 transition hover:text-slate-900"
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            {user ? (
              <>
                <SessionActions />
                <ButtonLink to={homePathFor(user)} variant="secondary" size="sm">
                  Open dashboard
                </ButtonLink>
                <LogoutButton compact />
              </>
            ) : (
              <>
                <Link
                  to={config.signIn}
                  className={cn(
                    'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition hover:text-slate-900',
                    hasMenu ? 'hidden sm:block' : 'block',
                  )}
                >
                  Sign in
                </Link>
                <ButtonLink to={config.cta.to} size="sm" variant="dark">
                  {config.cta.label}
                </ButtonLink>
              </>
            )}
            {hasMenu ? (
              <button
                type="button"
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={menuOpen}
                aria-controls="marketing-menu"
                onClick={() => setMenuOpen((o) => !o)}
                className="-mr-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand md:hidden"
              >
                {menuOpen ? (
                  <X className="size-5" aria-hidden="true" />
                ) : (
                  <Menu className="size-5" aria-hidden="true" />
                )}
              </button>
            ) : null}
          </div>
        </div>
        {hasMenu && menuOpen ? (
          <nav
            id="marketing-menu"
            aria-label="Mobile"
            className="border-t border-slate-100 bg-white px-4 pt-2 pb-4 md:hidden"
          >
            <ul className="space-y-1">
              {anchors.map((a) => (
                <li key={a.href}>
                  <a
                    href={a.href}
                    onClick={() => setMenuOpen(false)}
                    className="block rounded-lg px-3 py-2.5 text-base text-slate-700 hover:bg-slate-50"
                  >
                    {a.label}
                  </a>
                </li>
              ))}
              {config.links.map((l) => (
                <li key={l.to}>
                  <Link
                    to={l.to}
                    onClick={() => setMenuOpen(false)}
                    className="block rounded-lg px-3 py-2.5 text-base text-slate-700 hover:bg-slate-50"
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
              {user ? null : (
                <li>
                  <Link
                    to={config.signIn}
                    onClick={() => setMenuOpen(false)}
                    className={cn(buttonClasses({ variant: 'secondary', className: 'mt-2 w-full' }))}
                  >
                    Sign in
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        ) : null}
        <MarketplaceNav role={user?.role} />
      </header>

      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? (
          <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
            <Outlet />
          </div>
        )}
      </main>

      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <div>
            {logo}
            <p className="mt-2 text-sm text-slate-500">{config.tagline}</p>
          </div>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
              <li>
                <Link to={config.signIn} className="hover:text-slate-900">
                  Sign in
                </Link>
              </li>
              <li>
                <Link to={href('/forgot-password')} className="hover:text-slate-900">
                  Reset password
                </Link>
              </li>
              {variant === 'travel' || variant === 'default' ? (
                <li>
                  <Link to={href('/register')} className="hover:text-slate-900">
                    Travel affiliates
                  </Link>
                </li>
              ) : null}
              {variant === 'manila' ? (
                <li>
                  <Link to={href('/specialist/signup')} className="hover:text-slate-900">
                    For specialists
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
        <div className="border-t border-slate-200/70">
          <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-500 sm:px-6 lg:px-8">
            © {year} {variant === 'manila' ? 'Manila' : productName}. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}
