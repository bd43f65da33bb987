import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Section({
  id,
  children,
  className,
  labelledBy,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('scroll-mt-20 py-20 sm:py-28', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  tone = 'light',
  eyebrowClassName,
}: {
  id: string;
  eyebrow: string;
  /** Overrides the eyebrow colour (e.g. Manila's own green instead of the brand colour). */
  eyebrowClassName?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={cn(
          'text-sm font-semibold',
          tone === 'dark' ? 'text-white/70' : 'text-brand',
          eyebrowClassName,
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cn(
            'mt-4 text-lg leading-8 text-pretty',
            tone === 'dark' ? 'text-slate-300' : 'text-slate-600',
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}

export function FeatureCard({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'group relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xs transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-slate-900/5',
        className,
      )}
    >
      <div className="flex size-10 items-center justify-center rounded-xl bg-brand/10 text-brand ring-1 ring-brand/15">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <h3 className="mt-5 text-base font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 text-sm leading-6 text-slate-600">{children}</div>
    </div>
  );
}

export function NumberedStep({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="relative flex gap-5">
      <div className="flex flex-col items-center">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-white ring-8 ring-white">
          {n}
        </span>
        <span
          aria-hidden="true"
          className="mt-2 w-px flex-1 bg-gradient-to-b from-slate-300 to-transparent"
        />
      </div>
      <div className="pb-10">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <div className="mt-1.5 text-sm leading-6 text-slate-600">{children}</div>
      </div>
    </li>
  );
}

export function Faq({ items }: { items: Array<{ q: string; a: ReactNode }> }) {
  return (
    <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.q} className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand">
            <h3 className="text-base font-medium text-slate-900">{item.q}</h3>
            <ChevronDown
              className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="mt-3 text-sm leading-6 text-slate-600">{item.a}</div>
        </details>
      ))}
    </div>
  );
}

/** Subtle grid and brand glow behind a hero. */
export function HeroBackdrop({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('pointer-events-none absolute inset-0 overflow-hidden', className)}>
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(15_23_42/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(15_23_42/0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,#000_60%,transparent_100%)]" />
      <div className="absolute -top-32 left-1/2 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-brand/20 blur-3xl" />
      <div className="absolute top-40 -right-40 h-80 w-80 rounded-full bg-brand-secondary/15 blur-3xl" />
    </div>
  );
}

export function CtaBanner({ title, lead, actions }: { title: string; lead: string; actions: ReactNode }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-16 text-center sm:px-16 sm:py-20">
        <div aria-hidden="true" className="absolute inset-0">
          <div className="absolute -top-24 left-1/4 size-96 rounded-full bg-brand/40 blur-3xl" />
          <div className="absolute -right-20 -bottom-32 size-96 rounded-full bg-brand-secondary/40 blur-3xl" />
        </div>
        <h2
          id="cta-title"
          className="relative text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
        >
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-slate-300">{lead}</p>
        <div className="relative mt-9 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}
