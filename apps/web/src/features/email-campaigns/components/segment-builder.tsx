import {
  type AudienceCount,
  CAMPAIGN_BUREAU_LABELS,
  CAMPAIGN_DECISION_LABELS,
  type CampaignBureau,
  type CampaignDecision,
  campaignBureaus,
  campaignDecisions,
  SEGMENT_STATUS_LABELS,
  type SegmentFilterInput,
  segmentStepStatuses,
} from '@fundpath/contracts/campaigns';
import { type Role, roles } from '@fundpath/contracts/roles';
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { formatRole, plural } from '@/lib/format';
import { useAudienceCount } from '../api/segments';

const STEPS = Array.from({ length: 18 }, (_, i) => ({ value: String(i + 1), label: `Step ${i + 1}` }));

const numberOrUndefined = (s: string): number | undefined => {
  const n = Number(s);
  return s.trim() && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The filter's fields; every change is reported at once (the count is debounced by {@link LiveCount}). */
export function SegmentFilterFields({
  filter,
  onChange,
  canSeeCredit,
}: {
  filter: SegmentFilterInput;
  onChange: (f: SegmentFilterInput) => void;
  canSeeCredit: boolean;
}) {
  const set = (patch: Partial<SegmentFilterInput>) => onChange({ ...filter, ...patch });
  const decisionOf = (b: CampaignBureau) => filter.decisions?.find((d) => d.bureau === b)?.decision ?? '';
  const setDecision = (b: CampaignBureau, d: string) => {
    const rest = (filter.decisions ?? []).filter((x) => x.bureau !== b);
    set({ decisions: d ? [...rest, { bureau: b, decision: d as CampaignDecision }] : rest });
  };
  const [tagsText, setTagsText] = useState((filter.tags ?? []).join(', '));
  return (
    <div className="space-y-5">
      <CheckboxGroup<Role>
        legend="Roles"
        options={roles.map((r) => ({ value: r, label: formatRole(r) }))}
        value={filter.roles ?? ['client']}
        onChange={(v) => set({ roles: v })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NativeSelect
          label="Current step from"
          value={filter.step_min ? String(filter.step_min) : ''}
          placeholder="Any"
          options={STEPS}
          onChange={(v) => set({ step_min: v ? Number(v) : undefined })}
        />
        <NativeSelect
          label="Current step to"
          value={filter.step_max ? String(filter.step_max) : ''}
          placeholder="Any"
          options={STEPS}
          onChange={(v) => set({ step_max: v ? Number(v) : undefined })}
        />
      </div>
      <CheckboxGroup
        legend="Step status"
        options={segmentStepStatuses.map((s) => ({ value: s, label: SEGMENT_STATUS_LABELS[s] }))}
        value={filter.statuses ?? []}
        onChange={(v) => set({ statuses: v.length ? v : undefined })}
      />
      {canSeeCredit ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Funding decision per bureau</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {campaignBureaus.map((b) => (
              <NativeSelect
                key={b}
                label={CAMPAIGN_BUREAU_LABELS[b]}
                labelSize="sm"
                value={decisionOf(b)}
                placeholder="Any decision"
                options={campaignDecisions.map((d) => ({ value: d, label: CAMPAIGN_DECISION_LABELS[d] }))}
                onChange={(v) => setDecision(b, v)}
                highlighted={Boolean(decisionOf(b))}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field
          label="Tags"
          value={tagsText}
          maxLength={900}
          hint="Separate tags with commas."
          onChange={(e) => {
            setTagsText(e.target.value);
            const tags = e.target.value
              .split(',')
              .map((t) => t.trim().toLowerCase())
              .filter(Boolean)
              .slice(0, 20);
            set({ tags: tags.length ? tags : undefined });
          }}
        />
        <NativeSelect
          label="Match"
          value={filter.tags_mode ?? 'any'}
          options={[
            { value: 'any', label: 'Any of the tags' },
            { value: 'all', label: 'All of the tags' },
          ]}
          onChange={(v) => set({ tags_mode: v as 'any' | 'all' })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Active within (days)"
          type="number"
          min={1}
          max={3650}
          inputMode="numeric"
          value={filter.active_within_days ?? ''}
          onChange={(e) => set({ active_within_days: numberOrUndefined(e.target.value) })}
        />
        <Field
          label="No activity for more than (days)"
          type="number"
          min={1}
          max={3650}
          inputMode="numeric"
          value={filter.inactive_for_days ?? ''}
          onChange={(e) => set({ inactive_for_days: numberOrUndefined(e.target.value) })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NativeSelect
          label="Store purchases"
          value={filter.purchases ?? ''}
          placeholder="Anyone"
          options={[
            { value: 'buyer', label: 'Has paid an order' },
            { value: 'non_buyer', label: 'Has never bought' },
          ]}
          onChange={(v) => set({ purchases: (v || undefined) as SegmentFilterInput['purchases'] })}
        />
        <NativeSelect
          label="Marketplace bookings"
          value={filter.marketplace ?? ''}
          placeholder="Anyone"
          options={[
            { value: 'booked', label: 'Has booked a specialist' },
            { value: 'not_booked', label: 'Has never booked' },
          ]}
          onChange={(v) => set({ marketplace: (v || undefined) as SegmentFilterInput['marketplace'] })}
        />
      </div>
    </div>
  );
}

/** A filter's value after it stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** The live count of a filter (announced politely as it changes) and a few of the people it reaches. */
export function LiveCount({
  filter,
  showSample = true,
}: {
  filter: SegmentFilterInput | null;
  showSample?: boolean;
}) {
  const debounced = useDebounced(filter, 300);
  const count = useAudienceCount(debounced);
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <div aria-live="polite" className="flex items-center gap-2 text-sm">
        <Users className="size-4 text-slate-500" aria-hidden="true" />
        {filter === null ? (
          <span className="text-slate-600">Choose a segment to see who it reaches.</span>
        ) : count.isError ? (
          <span className="text-red-700">The count could not be made: check the filter.</span>
        ) : count.data ? (
          <CountLine audience={count.data} />
        ) : (
          <Spinner size="sm" message="Counting…" />
        )}
      </div>
      {showSample && count.data && count.data.sample.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label="Some of the people it reaches">
          {count.data.sample.map((r) => (
            <li key={r.user_id} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{r.display_name}</span>
              <span className="text-slate-600">{r.email}</span>
              {r.current_step ? <span className="text-slate-500">step {r.current_step}</span> : null}
              {r.suppressed ? <span className="text-amber-800">suppressed</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CountLine({ audience }: { audience: AudienceCount }) {
  return (
    <span>
      <strong data-testid="audience-total">{plural(audience.total, 'person', 'people')}</strong> match
      {audience.suppressed > 0 ? `, ${audience.suppressed} on the suppression list` : ''} ·{' '}
      <strong>{audience.sendable.toLocaleString()}</strong> will receive it
    </span>
  );
}
