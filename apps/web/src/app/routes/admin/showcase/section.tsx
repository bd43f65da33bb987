import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A titled block of the living catalogue. */
export function ShowcaseSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card id={id} className={cn('scroll-mt-20', className)}>
      <CardHeader title={title} description={description} />
      <CardBody className="space-y-6">{children}</CardBody>
    </Card>
  );
}

/** One labelled state ("Disabled", "Error", …) inside a section. */
export function ShowcaseState({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <p className="mb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">{label}</p>
      {children}
    </div>
  );
}

/** The responsive grid of states in a section. */
export function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">{children}</div>;
}
