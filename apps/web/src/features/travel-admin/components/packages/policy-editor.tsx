import { describePolicy } from '@fundpath/contracts/travel-pricing';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { emptyTier, type TierDraft } from './package-draft';

/** As the contract. */
const MAX_TIERS = 10;

/**
 * The cancellation policy as tiers: cancelling at least N days before departure refunds X % of
 * what was paid. A sentence per tier under the rows shows what travellers will read.
 */
export function PolicyEditor({
  tiers,
  onChange,
  errors,
}: {
  tiers: TierDraft[];
  onChange: (next: TierDraft[]) => void;
  errors: Record<string, string>;
}) {
  const patch = (i: number, p: Partial<TierDraft>) =>
    onChange(tiers.map((t, j) => (j === i ? { ...t, ...p } : t)));
  const readable = tiers.every(
    (t) => /^\d+$/.test(t.days_before.trim()) && /^\d+(\.\d{1,2})?$/.test(t.refund_percent.trim()),
  )
    ? describePolicy(
        tiers.map((t) => ({
          days_before: Number(t.days_before),
          refund_bps: Math.round(Number(t.refund_percent) * 100),
        })),
      )
    : [];
  return (
    <div className="space-y-3">
      <ol className="space-y-2" aria-label="Cancellation tiers">
        {tiers.map((t, i) => (
          <li key={t.key}>
            <fieldset className="flex flex-wrap items-start gap-3">
              <legend className="sr-only">Tier {i + 1}</legend>
              <Field
                label="Days before departure"
                inputMode="numeric"
                value={t.days_before}
                onChange={(e) => patch(i, { days_before: e.target.value })}
                error={errors[`cancellation_policy.${i}.days_before`]}
                className="w-40"
              />
              <Field
                label="Refund (%)"
                inputMode="decimal"
                value={t.refund_percent}
                onChange={(e) => patch(i, { refund_percent: e.target.value })}
                error={errors[`cancellation_policy.${i}.refund_bps`]}
                className="w-32"
              />
              <Button
                size="icon"
                variant="plain"
                className="mt-7 text-red-700 hover:bg-red-50"
                aria-label={`Remove tier ${i + 1}`}
                disabled={tiers.length <= 1}
                onClick={() => onChange(tiers.filter((_, j) => j !== i))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.cancellation_policy ? (
        <p className="text-xs font-medium text-red-600">{errors.cancellation_policy}</p>
      ) : null}
      {readable.length ? (
        <ul
          className="list-disc space-y-0.5 pl-5 text-xs text-slate-600"
          aria-label="The policy as travellers read it"
        >
          {readable.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...tiers, emptyTier()])}
        disabled={tiers.length >= MAX_TIERS}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a tier
      </Button>
    </div>
  );
}
