import { cn } from '@/lib/cn';
import type { DemoProduct } from './demo-catalog';

/** A demo product's picture: its icon on its gradient (decorative; the name is beside it). */
export function DemoArt({
  product,
  className,
  iconClassName,
}: {
  product: DemoProduct;
  className?: string;
  iconClassName?: string;
}) {
  const Icon = product.art.icon;
  return (
    <div
      aria-hidden="true"
      className={cn('relative flex items-center justify-center overflow-hidden', className)}
      style={{ background: `linear-gradient(135deg, ${product.art.from}, ${product.art.to})` }}
    >
      <div className="absolute -top-1/4 -right-1/4 size-3/4 rounded-full bg-white/20" />
      <div className="absolute -bottom-1/3 -left-1/4 size-2/3 rounded-full bg-black/10" />
      <Icon className={cn('relative size-1/3 text-white drop-shadow-md', iconClassName)} strokeWidth={1.5} />
    </div>
  );
}
