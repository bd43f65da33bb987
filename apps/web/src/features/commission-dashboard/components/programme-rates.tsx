import type { ReferralProgramme } from '@fundpath/contracts/affiliates';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { plural } from '@/lib/format';
import { useReferralProgramme } from '../api/referrals';

/** 1000 → "10%", 1250 → "12.5%". */
export const formatRate = (bps: number) =>
  `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The rate lines of the programme, lowest first: the default rate, then each monthly tier. */
export function rateLines(p: ReferralProgramme): Array<{ label: string; rate: string }> {
  return [
    { label: 'Every referred booking', rate: formatRate(p.default_rate_bps) },
    ...p.tiers.map((t) => ({
      label: `From your ${ordinal(t.min_monthly_sales)} referred sale in a calendar month`,
      rate: formatRate(t.rate_bps),
    })),
  ];
}

function ordinal(n: number): string {
  const s =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[(n % 10) as 1 | 2 | 3] ?? 'th');
  return `${n}${s}`;
}

/** The programme's commission rates as the server applies them (`GET /api/referrals/programme`). */
export function ProgrammeRates() {
  const programme = useReferralProgramme();
  if (programme.isError)
    return (
      <LoadError
        title="The commission rates could not be loaded"
        error={programme.error}
        onRetry={() => programme.refetch()}
      />
    );
  const p = programme.data;
  return (
    <Card aria-busy={programme.isPending || undefined}>
      <CardHeader
        title="Commission rates"
        description="A share of the session price, frozen when the booking is paid."
      />
      <CardBody>
        {p ? (
          <div className="space-y-3">
            <dl className="divide-y divide-slate-100">
              {rateLines(p).map((line) => (
                <div key={line.label} className="flex items-baseline justify-between gap-4 py-2">
                  <dt className="text-sm text-slate-600">{line.label}</dt>
                  <dd className="text-lg font-semibold text-slate-900">{line.rate}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-slate-600">
              A visit through your link is remembered for {plural(p.attribution_days, 'day')}.
              {p.platform_fee_bps > 0
                ? ` FundPath keeps ${formatRate(p.platform_fee_bps)} of each commission as a platform fee.`
                : ''}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-500">Loading the current rates…</p>
        )}
      </CardBody>
    </Card>
  );
}
