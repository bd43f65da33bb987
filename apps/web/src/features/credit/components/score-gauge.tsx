import type { Bureau } from '@fundpath/credit-engine';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useCountUp } from '../hooks/use-count-up';
import { scoreBand } from '../utils/bands';

/** VantageScore 3.0 range; spec §9: the gauge's maximum is 850. */
export const SCORE_MIN = 300;
export const SCORE_MAX = 850;

const CX = 100;
const CY = 100;
const R = 78;
const START = 135;
const SWEEP = 270;

function point(angle: number) {
  const rad = (angle * Math.PI) / 180;
  return `${(CX + R * Math.cos(rad)).toFixed(2)} ${(CY + R * Math.sin(rad)).toFixed(2)}`;
}
const ARC = `M ${point(START)} A ${R} ${R} 0 1 1 ${point(START + SWEEP)}`;

export const scoreFraction = (score: number) =>
  Math.min(1, Math.max(0, (score - SCORE_MIN) / (SCORE_MAX - SCORE_MIN)));

export interface ScoreGaugeProps {
  bureau: Bureau;
  score: number | null;
  /** Shown under the gauge when there is no score (e.g. "File frozen"). */
  emptyNote?: string;
  size?: 'sm' | 'md';
  /** Print and static views skip the count-up. */
  animate?: boolean;
  className?: string;
}

/** A bureau's VantageScore 3.0 on a 270° arc, counting up on first show. */
export function ScoreGauge({
  bureau,
  score,
  emptyNote,
  size = 'md',
  animate = true,
  className,
}: ScoreGaugeProps) {
  const gradientId = `gauge-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const counted = useCountUp(animate ? score : null, { from: SCORE_MIN });
  const shown = animate ? counted : score;
  const band = score !== null ? scoreBand(score) : null;
  const fraction = shown !== null ? scoreFraction(shown) : 0;
  const label =
    score !== null
      ? `${bureau} VantageScore 3.0: ${score} out of ${SCORE_MAX}, ${band?.label}`
      : `${bureau}: no score reported`;
  const small = size === 'sm';

  return (
    <figure className={cn('flex flex-col items-center text-center', className)}>
      <figcaption
        className={cn('font-semibold text-slate-900', small ? 'text-xs' : 'text-sm tracking-wide uppercase')}
      >
        {bureau}
      </figcaption>
      <div className={cn('relative', small ? 'mt-1 w-full max-w-[7.5rem]' : 'mt-2 w-full max-w-[13rem]')}>
        <svg viewBox="0 0 200 182" role="img" aria-label={label} className="block h-auto w-full">
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="0">
              <stop offset="0%" stopColor={band?.stroke ?? '#cbd5e1'} stopOpacity="0.75" />
              <stop offset="100%" stopColor={band?.stroke ?? '#cbd5e1'} />
            </linearGradient>
          </defs>
          <path d={ARC} fill="none" stroke="#e2e8f0" strokeWidth={small ? 16 : 14} strokeLinecap="round" />
          {shown !== null && fraction > 0 ? (
            <path
              d={ARC}
              fill="none"
              stroke={`url(#${gradientId})`}
              strokeWidth={small ? 16 : 14}
              strokeLinecap="round"
              pathLength={100}
              strokeDasharray="100 100"
              strokeDashoffset={100 - fraction * 100}
            />
          ) : null}
          {small ? null : (
            <>
              <text
                x={point(START).split(' ')[0]}
                y="180"
                textAnchor="middle"
                className="fill-slate-400 text-[11px]"
              >
                {SCORE_MIN}
              </text>
              <text
                x={point(START + SWEEP).split(' ')[0]}
                y="180"
                textAnchor="middle"
                className="fill-slate-400 text-[11px]"
              >
                {SCORE_MAX}
              </text>
            </>
          )}
        </svg>
        <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center pt-2">
          {shown !== null ? (
            <>
              <span
                className={cn(
                  'font-semibold tracking-tight text-slate-900 tabular-nums',
                  small ? 'text-2xl' : 'text-4xl sm:text-[2.6rem]',
                )}
              >
                {shown}
              </span>
              <span className={cn('font-medium', band?.text, small ? 'text-[11px]' : 'text-sm')}>
                {band?.label}
              </span>
            </>
          ) : (
            <span className={cn('font-semibold text-slate-500', small ? 'text-[10px]' : 'text-xs')}>
              NONE REPORTED
            </span>
          )}
        </div>
      </div>
      {small ? null : (
        <p className="mt-1 text-xs text-slate-500">
          {score !== null ? 'VantageScore 3.0' : (emptyNote ?? 'No score from this bureau')}
        </p>
      )}
    </figure>
  );
}
