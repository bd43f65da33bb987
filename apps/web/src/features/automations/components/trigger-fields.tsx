import {
  AUTOMATION_BUREAU_LABELS,
  automationBureaus,
  automationTiers,
  BOOKING_SOURCE_LABELS,
  bookingSources,
  TRIGGER_LABELS,
  type TriggerInput,
  type TriggerType,
  triggerTypes,
} from '@fundpath/contracts/automations';
import { NativeSelect } from '@/components/ui/native-select';
import { NumberField } from './fields';

const STEPS = Array.from({ length: 18 }, (_, i) => ({ value: String(i + 1), label: `Step ${i + 1}` }));

function triggerOf(type: TriggerType): TriggerInput {
  switch (type) {
    case 'credit.report_pulled':
      return { type, decision: null };
    case 'booking.confirmed':
    case 'booking.completed':
      return { type, source: 'any' };
    case 'user.inactive':
      return { type, days: 30 };
    case 'lead.stage_changed':
      return { type, stage_id: null };
    case 'step.started':
    case 'step.completed':
    case 'step.submitted':
    case 'step.approved':
    case 'step.sent_back':
      return { type, step_number: null };
    default:
      return { type } as TriggerInput;
  }
}

/** The trigger picker: what starts a run, with the settings of that kind of trigger. */
export function TriggerFields({
  trigger,
  onChange,
  stages,
}: {
  trigger: TriggerInput;
  onChange: (t: TriggerInput) => void;
  stages: Array<{ id: string; name: string }>;
}) {
  const t = trigger;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NativeSelect
        label="When"
        value={t.type}
        onChange={(v) => onChange(triggerOf(v as TriggerType))}
        options={triggerTypes.map((x) => ({ value: x, label: TRIGGER_LABELS[x] }))}
      />
      {'step_number' in t || t.type.startsWith('step.') ? (
        <NativeSelect
          label="Step"
          value={'step_number' in t && t.step_number ? String(t.step_number) : ''}
          placeholder="Any step"
          onChange={(v) =>
            onChange({ ...(t as { type: 'step.started' }), step_number: v ? Number(v) : null })
          }
          options={STEPS}
        />
      ) : null}
      {t.type === 'credit.report_pulled' ? (
        <>
          <NativeSelect
            label="Decision"
            value={t.decision?.tier ?? ''}
            placeholder="Any report"
            onChange={(v) =>
              onChange({
                ...t,
                decision: v
                  ? { bureau: t.decision?.bureau ?? 'overall', tier: v as (typeof automationTiers)[number] }
                  : null,
              })
            }
            options={automationTiers.map((x) => ({ value: x, label: x[0]!.toUpperCase() + x.slice(1) }))}
          />
          {t.decision ? (
            <NativeSelect
              label="On bureau"
              value={t.decision.bureau}
              onChange={(v) =>
                onChange({
                  ...t,
                  decision: { ...t.decision!, bureau: v as (typeof automationBureaus)[number] },
                })
              }
              options={automationBureaus.map((b) => ({ value: b, label: AUTOMATION_BUREAU_LABELS[b] }))}
            />
          ) : null}
        </>
      ) : null}
      {t.type === 'booking.confirmed' || t.type === 'booking.completed' ? (
        <NativeSelect
          label="Bookings"
          value={t.source ?? 'any'}
          onChange={(v) => onChange({ ...t, source: v as (typeof bookingSources)[number] })}
          options={bookingSources.map((s) => ({ value: s, label: BOOKING_SOURCE_LABELS[s] }))}
        />
      ) : null}
      {t.type === 'user.inactive' ? (
        <NumberField
          label="Days without a sign-in"
          min={1}
          max={365}
          value={t.days}
          onChange={(days) => onChange({ ...t, days })}
          hint="Starts once per quiet period, when the user crosses this many days."
        />
      ) : null}
      {t.type === 'lead.stage_changed' ? (
        <NativeSelect
          label="To stage"
          value={t.stage_id ?? ''}
          placeholder="Any stage"
          onChange={(v) => onChange({ ...t, stage_id: v || null })}
          options={stages.map((s) => ({ value: s.id, label: s.name }))}
        />
      ) : null}
    </div>
  );
}
