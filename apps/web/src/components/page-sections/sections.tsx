import type { PageSection } from '@fundpath/contracts/pages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/*
 * The section renderers the public pages share: the admin-composed landing
 * (features/landing) and the coaches' websites (features/coach-site) draw hero, features, steps,
 * FAQ, call-to-action and testimonials sections with these, from the same contract shapes
 * (`@fundpath/contracts/pages`). Layouts respond to their container (`@container`), not the
 * window, so an editor's narrow live preview shows what a phone or a desktop would.
 */

type Of<T extends PageSection['type']> = Extract<PageSection, { type: T }>;
export interface SectionProps<T extends PageSection['type']> {
  section: Of<T>;
  /** The hero's heading level: 1 on the public page, 2 inside the editor. */
  heroLevel: 1 | 2;
}

/** Display-only lists whose items have no identity: the position is the key (text may repeat). */
export function keyed<T>(items: readonly T[]): Array<{ key: string; item: T; n: number }> {
  return items.map((item, n) => ({ key: `item-${n}`, item, n }));
}

/*
 * Inline marks rather than lucide icons: each shared icon is a chunk of its own, and the page
 * loading this chunk lists every one of them (ADR 005 budgets `/`, which can load this chunk).
 */
export const Check = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
    <path
      fillRule="evenodd"
      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
    />
  </svg>
);
export const Chevron = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
  </svg>
);

/** A path on this site goes through the router; an anchor or https address is a plain link. */
export function SectionLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith('/'))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  const external = href.startsWith('https://');
  return (
    <a href={href} className={className} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

export function Wrap({
  section,
  className,
  children,
}: {
  section: { id: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className={cn('scroll-mt-20 py-16 @3xl:py-24', className)}
    >
      <div className="mx-auto max-w-7xl px-4 @2xl:px-8">{children}</div>
    </section>
  );
}

export function Heading({
  section,
  eyebrow,
  title,
  lead,
}: {
  section: { id: string };
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold text-brand">{eyebrow}</p>
      <h2
        id={`${section.id}-title`}
        className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-900 @3xl:text-4xl"
      >
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">{lead}</p> : null}
    </div>
  );
}

export function HeroSection({
  section,
  heroLevel,
  backdrop,
}: SectionProps<'hero'> & {
  /** Decoration behind the hero (the landing's grid and glow); none by default. */
  backdrop?: ReactNode;
}) {
  const H = heroLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className="relative isolate overflow-hidden"
    >
      {backdrop}
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center @2xl:px-8 @3xl:pt-24 @3xl:pb-28">
        {section.eyebrow ? (
          <p className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white/80 px-3 py-1 text-xs font-medium text-slate-700 shadow-xs">
            {section.eyebrow}
          </p>
        ) : null}
        <H
          id={`${section.id}-title`}
          className="mt-6 text-4xl font-semibold tracking-tight text-balance break-words text-slate-900 @3xl:text-5xl @5xl:text-6xl"
        >
          {section.headline}
        </H>
        {section.subheadline ? (
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
            {section.subheadline}
          </p>
        ) : null}
        {section.cta_label && section.cta_href ? (
          <div className="mt-9 flex justify-center">
            <SectionLink href={section.cta_href} className={cn(buttonClasses({ size: 'lg' }), 'group')}>
              {section.cta_label}
              <span aria-hidden="true" className="transition group-hover:translate-x-0.5">
                →
              </span>
            </SectionLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function FeaturesSection({ section }: SectionProps<'features'>) {
  return (
    <Wrap section={section} className="bg-slate-50">
      <Heading section={section} eyebrow="Features" title={section.heading} lead={section.intro} />
      <ul className="mt-12 grid gap-5 @xl:grid-cols-2 @5xl:grid-cols-3">
        {keyed(section.items).map(({ key, item }) => {
          return (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
              <div className="flex size-10 items-center justify-center rounded-xl bg-brand/10 text-brand ring-1 ring-brand/15">
                <Check />
              </div>
              <h3 className="mt-5 text-base font-semibold break-words text-slate-900">{item.title}</h3>
              <p className="mt-2 text-sm leading-6 break-words text-slate-600">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </Wrap>
  );
}

export function StepsSection({ section }: SectionProps<'steps'>) {
  return (
    <Wrap section={section}>
      <Heading section={section} eyebrow="How it works" title={section.heading} lead={section.intro} />
      <ol className="mx-auto mt-12 max-w-2xl">
        {keyed(section.items).map(({ key, item, n }) => (
          <li key={key} className="relative flex gap-5">
            <div className="flex flex-col items-center">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-white ring-8 ring-white">
                {n + 1}
              </span>
              <span
                aria-hidden="true"
                className="mt-2 w-px flex-1 bg-gradient-to-b from-slate-300 to-transparent"
              />
            </div>
            <div className="min-w-0 pb-10">
              <h3 className="text-base font-semibold break-words text-slate-900">{item.title}</h3>
              <p className="mt-1.5 text-sm leading-6 break-words text-slate-600">{item.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </Wrap>
  );
}

export function FaqSection({ section }: SectionProps<'faq'>) {
  return (
    <Wrap section={section} className="bg-slate-50">
      <Heading section={section} eyebrow="FAQ" title={section.heading} />
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {keyed(section.items).map(({ key, item }) => (
          <details key={key} className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand">
              <h3 className="min-w-0 text-base font-medium break-words text-slate-900">{item.question}</h3>
              <Chevron className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-slate-600">
              {item.answer}
            </p>
          </details>
        ))}
      </div>
    </Wrap>
  );
}

export function CtaSection({ section }: SectionProps<'cta'>) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className="scroll-mt-20 px-4 py-16 @2xl:px-8 @3xl:py-24"
    >
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-14 text-center @3xl:px-16 @3xl:py-20">
        <div aria-hidden="true" className="absolute inset-0">
          <div className="absolute -top-24 left-1/4 size-96 rounded-full bg-brand/40 blur-3xl" />
          <div className="absolute -right-20 -bottom-32 size-96 rounded-full bg-brand-secondary/40 blur-3xl" />
        </div>
        <h2
          id={`${section.id}-title`}
          className="relative text-3xl font-semibold tracking-tight text-balance break-words text-white @3xl:text-4xl"
        >
          {section.title}
        </h2>
        {section.body ? (
          <p className="relative mx-auto mt-4 max-w-xl text-lg break-words text-slate-300">{section.body}</p>
        ) : null}
        <div className="relative mt-9 flex justify-center">
          <SectionLink
            href={section.button_href}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            {section.button_label}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}

export function TestimonialsSection({ section }: SectionProps<'testimonials'>) {
  return (
    <Wrap section={section}>
      <Heading section={section} eyebrow="Testimonials" title={section.heading} />
      <ul className="mt-12 grid gap-5 @2xl:grid-cols-2 @5xl:grid-cols-3">
        {keyed(section.items).map(({ key, item }) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
              <span aria-hidden="true" className="font-serif text-4xl leading-none text-brand">
                “
              </span>
              <blockquote className="mt-4 flex-1 text-base leading-7 break-words text-slate-700">
                “{item.quote}”
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold text-slate-900">{item.author}</span>
                {item.role ? <span className="text-slate-600"> · {item.role}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Wrap>
  );
}
