import { CircleCheck } from 'lucide-react';
import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { SkipLink } from '@/components/layouts/skip-link';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useBrand } from '@/lib/brand';
import { href } from '@/lib/href';

const points = [
  'A clear, numbered plan from where you are to fundable',
  'An AI coach on call by voice or chat, at every step',
  'Your three credit bureaus read the way lenders read them',
];

const AsideSlot = createContext<((content: ReactNode) => void) | null>(null);

/**
 * Lets a page inside the layout replace the marketing text beside the form (the login page shows
 * what the brand published). Pass a memoised node: a new one on every render would loop.
 */
export function useAuthAside(content: ReactNode | null) {
  const set = useContext(AsideSlot);
  useLayoutEffect(() => {
    if (!set) return;
    set(content);
    return () => set(null);
  }, [set, content]);
}

/** Split-screen shell for sign-in, password and registration pages. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  const { productName } = useBrand();
  const [aside, setAside] = useState<ReactNode>(null);
  return (
    <AsideSlot.Provider value={setAside}>
      <div className="grid min-h-dvh bg-white lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]">
        <SkipLink />
        <div className="flex flex-col px-5 py-6 sm:px-10 lg:px-16">
          <header>
            <Link
              to={href('/')}
              className="inline-block rounded-md focus-visible:outline-2 focus-visible:outline-brand"
            >
              <BrandLogo />
            </Link>
          </header>
          <main
            id="main"
            tabIndex={-1}
            className="flex flex-1 items-center justify-center py-10 focus:outline-none"
          >
            <div className="w-full max-w-sm animate-fade-in">{children ?? <Outlet />}</div>
          </main>
          <footer className="text-xs text-slate-500">
            © {new Date().getFullYear()} {productName}. Protected by secure, encrypted sessions.
          </footer>
        </div>

        <aside
          aria-label={`About ${productName}`}
          className="relative hidden overflow-hidden bg-slate-950 lg:flex lg:flex-col lg:justify-between lg:p-14"
        >
          <div aria-hidden="true" className="absolute inset-0">
            <div className="absolute -top-40 -right-32 size-[34rem] rounded-full bg-brand/40 blur-3xl" />
            <div className="absolute -bottom-48 -left-24 size-[30rem] rounded-full bg-brand-secondary/40 blur-3xl" />
            <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px]" />
          </div>
          <div className="relative">
            <BrandLogo tone="dark" />
          </div>
          <div className="relative max-w-md">
            {aside ?? (
              <>
                <p className="text-3xl leading-tight font-semibold tracking-tight text-white">
                  Get fundable on purpose, not by accident.
                </p>
                <ul className="mt-8 space-y-4">
                  {points.map((point) => (
                    <li key={point} className="flex gap-3 text-slate-300">
                      <CircleCheck className="mt-0.5 size-5 shrink-0 text-white/80" aria-hidden="true" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <StepPreview />
        </aside>
      </div>
    </AsideSlot.Provider>
  );
}

/** A small, decorative glimpse of the journey UI. */
function StepPreview() {
  const steps = [
    { n: 1, title: 'Business foundation', state: 'done' },
    { n: 2, title: 'Credit report review', state: 'done' },
    { n: 3, title: 'Bureau decision', state: 'current' },
    { n: 4, title: 'Funding applications', state: 'next' },
  ] as const;
  return (
    <div
      aria-hidden="true"
      className="relative rounded-2xl border border-white/10 bg-white/[0.06] p-5 backdrop-blur-md"
    >
      <div className="mb-4 flex items-center justify-between text-xs text-slate-400">
        <span>Your journey</span>
        <span>2 of 18 steps</span>
      </div>
      <div className="mb-4 h-1.5 overflow-hidden rounded-full bg-white/10">
        <div className="h-full w-[11%] rounded-full bg-brand" />
      </div>
      <ul className="space-y-2.5">
        {steps.map((s) => (
          <li key={s.n} className="flex items-center gap-3 text-sm">
            <span
              className={
                s.state === 'done'
                  ? 'flex size-6 items-center justify-center rounded-full bg-white text-xs font-semibold text-slate-900'
                  : s.state === 'current'
                    ? 'flex size-6 items-center justify-center rounded-full bg-brand text-xs font-semibold text-brand-foreground ring-4 ring-brand/30'
                    : 'flex size-6 items-center justify-center rounded-full border border-white/20 text-xs text-slate-400'
              }
            >
              {s.n}
            </span>
            <span className={s.state === 'next' ? 'text-slate-500' : 'text-slate-200'}>{s.title}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
