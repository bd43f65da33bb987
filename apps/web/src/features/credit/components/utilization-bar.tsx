import { accountCardUtilizationBand, utilizationLabel, utilizationPercent } from '@fundpath/credit-engine';
import { cn } from '@/lib/cn';
import { BAND_BAR, BAND_TEXT } from '../utils/bands';

/**
 * Balance against limit on an account card (spec §5: above 30% warning, above 40% red; over the
 * limit reads 100%+ OVERLIMIT). Renders nothing without a positive limit.
 */
export function UtilizationBar({
  balance,
  limit,
  className,
}: {
  balance: number | null;
  limit: number | null;
  className?: string;
}) {
  const pct = utilizationPercent(balance, limit);
  if (pct === null) return null;
  const band = accountCardUtilizationBand(pct);
  const label = utilizationLabel(balance, limit);
  return (
    <div className={cn('min-w-0', className)}>
      <span className={cn('text-sm font-semibold whitespace-nowrap tabular-nums', BAND_TEXT[band])}>
        {label}
      </span>
      <div
        role="meter"
        aria-label="Credit used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, Math.round(pct))}
        aria-valuetext={label}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full', BAND_BAR[band])}
          style={{ width: `${Math.min(100, pct)}%` }}
        />
      </div>
    </div>
  );
}
