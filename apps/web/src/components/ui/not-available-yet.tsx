import { ArrowLeft, Construction } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface NotAvailableYetProps {
  /** The screen's name, from the route table; it is the panel's heading. */
  title: string;
  /** Optional sentence on what the screen will do. */
  description?: string;
  /** h1 on a page of its own (default), h2 inside a page that has its own h1. */
  headingLevel?: 1 | 2;
  /** Hide the Back to home link (e.g. inside tabs). */
  hideBackLink?: boolean;
  className?: string;
}

/** Tidy placeholder for a screen whose content ships in later work. */
export function NotAvailableYet({
  title,
  description,
  headingLevel = 1,
  hideBackLink = false,
  className,
}: NotAvailableYetProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={cn('mx-auto w-full max-w-3xl', className)}>
      <div className="relative overflow-hidden rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center sm:px-10 sm:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-24 mx-auto h-48 w-80 rounded-full bg-brand/15 blur-3xl"
        />
        <div className="relative mx-auto flex size-12 items-center justify-center rounded-xl bg-slate-900 text-white shadow-lg shadow-slate-900/20">
          <Construction className="size-6" aria-hidden="true" />
        </div>
        <p className="relative mt-5 text-xs font-semibold tracking-wider text-brand uppercase">Coming soon</p>
        <Heading className="relative mt-1.5 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
          {title}
        </Heading>
        <p className="relative mx-auto mt-2.5 max-w-md text-sm leading-6 text-slate-600">
          {description ??
            `This screen is not available yet. We're building ${title} now, and it will appear right here in an upcoming release.`}
        </p>
        {hideBackLink ? null : (
          <div className="relative mt-7 flex justify-center">
            <ButtonLink to="/" variant="secondary" size="sm">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to home
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
