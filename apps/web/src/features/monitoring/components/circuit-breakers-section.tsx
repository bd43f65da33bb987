import { Hourglass, Power, RotateCcw, ShieldAlert, ShieldCheck, ShieldX } from 'lucide-react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { BreakerSnapshot, CircuitState, QueuedRequestInfo } from '@/lib/request';
import { formatCountdown, formatMs } from '../utils/format';
import { StatusBadge, type Tone } from './status-badge';

const stateTone: Record<CircuitState, Tone> = { CLOSED: 'good', HALF_OPEN: 'warn', OPEN: 'bad' };

function StateIcon({ state }: { state: CircuitState }) {
  if (state === 'CLOSED') return <ShieldCheck aria-hidden className="size-3.5" />;
  if (state === 'OPEN') return <ShieldX aria-hidden className="size-3.5" />;
  return <ShieldAlert aria-hidden className="size-3.5" />;
}

const buttonClass =
  'inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40';

interface Props {
  breakers: readonly BreakerSnapshot[];
  queue: readonly QueuedRequestInfo[];
  now: number;
  onReset: (endpoint: string) => void;
  onForceOpen: (endpoint: string) => void;
}

export function CircuitBreakersSection({ breakers, queue, now, onReset, onForceOpen }: Props) {
  const open = breakers.filter((b) => b.state !== 'CLOSED').length;
  return (
    <section
      aria-labelledby="circuit-breakers-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2
          id="circuit-breakers-heading"
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <ShieldCheck aria-hidden className="size-4 text-slate-500" />
          Circuit breakers
        </h2>
        <p role="status" aria-live="polite" className="flex items-center gap-3 text-sm text-slate-600">
          <span>
            {open} of {breakers.length} not closed
          </span>
          <span className="inline-flex items-center gap-1">
            <Hourglass aria-hidden className="size-4 text-slate-500" />
            Queued retries: <strong className="font-semibold text-slate-900">{queue.length}</strong>
          </span>
        </p>
      </header>

      <ScrollRegion label="Circuit breaker per endpoint">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Circuit breaker per endpoint</caption>
          <thead className="bg-slate-50 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-2">
                Endpoint
              </th>
              <th scope="col" className="px-4 py-2">
                State
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Failures
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Trial successes
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Half-open in
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                p95
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                p99
              </th>
              <th scope="col" className="px-4 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {breakers.length === 0 && (
              <tr>
                <td colSpan={8} className="px-4 py-3 text-slate-500">
                  No requests made yet.
                </td>
              </tr>
            )}
            {breakers.map((breaker) => (
              <tr key={breaker.endpoint} className={breaker.state === 'OPEN' ? 'bg-red-50/40' : undefined}>
                <th scope="row" className="px-4 py-2 text-left font-mono text-xs font-medium text-slate-900">
                  {breaker.endpoint}
                  {breaker.lastError && (
                    <span className="block font-sans font-normal text-red-700">{breaker.lastError}</span>
                  )}
                </th>
                <td className="px-4 py-2">
                  <StatusBadge tone={stateTone[breaker.state]} icon={<StateIcon state={breaker.state} />}>
                    {breaker.state}
                  </StatusBadge>
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{breaker.failureCount}</td>
                <td className="px-4 py-2 text-right tabular-nums">
                  {breaker.state === 'HALF_OPEN' ? breaker.successCount : '—'}
                </td>
                <td className="px-4 py-2 text-right tabular-nums">
                  {breaker.nextAttemptAt === null ? '—' : formatCountdown(breaker.nextAttemptAt, now)}
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{formatMs(breaker.responseTimes.p95Ms)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatMs(breaker.responseTimes.p99Ms)}</td>
                <td className="px-4 py-2">
                  <div className="flex justify-end gap-2">
                    <button
                      type="button"
                      aria-label={`Reset ${breaker.endpoint}`}
                      onClick={() => onReset(breaker.endpoint)}
                      className={`${buttonClass} border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-slate-500`}
                    >
                      <RotateCcw aria-hidden className="size-3.5" />
                      Reset
                    </button>
                    <button
                      type="button"
                      aria-label={`Force open ${breaker.endpoint}`}
                      onClick={() => onForceOpen(breaker.endpoint)}
                      disabled={breaker.state === 'OPEN'}
                      className={`${buttonClass} border-red-200 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-500`}
                    >
                      <Power aria-hidden className="size-3.5" />
                      Force open
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
