import {
  AUTOMATION_BUREAU_LABELS,
  automationBureaus,
  CONDITION_FIELD_LABELS,
  type ConditionField,
  type ConditionInput,
  conditionFields,
} from '@fundpath/contracts/automations';
import {
  CAMPAIGN_DECISION_LABELS,
  campaignDecisions,
  SEGMENT_STATUS_LABELS,
  segmentStepStatuses,
} from '@fundpath/contracts/campaigns';
import { roles } from '@fundpath/contracts/roles';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatRole } from '@/lib/format';
import { NumberField } from './fields';

function newCondition(field: ConditionField): ConditionInput {
  switch (field) {
    case 'role':
      return { field, roles: ['client'] };
    case 'brand':
      return { field, brand_ids: ['none'] };
    case 'current_step':
      return { field, op: 'gte', step: 1 };
    case 'step_status':
      return { field, statuses: ['not-started'] };
    case 'decision':
      return { field, bureau: 'overall', decisions: ['approve'] };
    case 'tag':
      return { field, op: 'has', tag: '' };
    case 'last_activity':
      return { field, op: 'older_than_days', days: 7 };
    case 'progress':
      return { field, op: 'none' };
    case 'approval':
      return { field, op: 'still_pending' };
  }
}

const fieldOptions = conditionFields.map((f) => ({ value: f, label: CONDITION_FIELD_LABELS[f] }));

function ConditionFields({
  c,
  onChange,
  brands,
  tags,
  listId,
}: {
  c: ConditionInput;
  onChange: (c: ConditionInput) => void;
  brands: Array<{ id: string; name: string }>;
  tags: string[];
  listId: string;
}) {
  switch (c.field) {
    case 'role':
      return (
        <CheckboxGroup
          legend="Roles"
          options={roles.map((r) => ({ value: r, label: formatRole(r) }))}
          value={c.roles}
          onChange={(v) => onChange({ ...c, roles: v })}
        />
      );
    case 'brand':
      return (
        <CheckboxGroup
          legend="Brands"
          options={[
            { value: 'none', label: 'No brand' },
            ...brands.map((b) => ({ value: b.id, label: b.name })),
          ]}
          value={c.brand_ids}
          onChange={(v) => onChange({ ...c, brand_ids: v })}
        />
      );
    case 'current_step':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <NativeSelect
            label="Comparison"
            value={c.op}
            onChange={(op) => onChange({ ...c, op: op as typeof c.op })}
            options={[
              { value: 'eq', label: 'is' },
              { value: 'gte', label: 'is at least' },
              { value: 'lte', label: 'is at most' },
            ]}
          />
          <NumberField
            label="Step"
            min={1}
            max={18}
            value={c.step}
            onChange={(step) => onChange({ ...c, step })}
          />
        </div>
      );
    case 'step_status':
      return (
        <CheckboxGroup
          legend="Statuses"
          options={segmentStepStatuses.map((s) => ({ value: s, label: SEGMENT_STATUS_LABELS[s] }))}
          value={c.statuses}
          onChange={(v) => onChange({ ...c, statuses: v })}
        />
      );
    case 'decision':
      return (
        <div className="grid gap-3">
          <NativeSelect
            label="Bureau"
            value={c.bureau}
            onChange={(b) => onChange({ ...c, bureau: b as typeof c.bureau })}
            options={automationBureaus.map((b) => ({ value: b, label: AUTOMATION_BUREAU_LABELS[b] }))}
          />
          <CheckboxGroup
            legend="Decisions"
            options={campaignDecisions.map((d) => ({ value: d, label: CAMPAIGN_DECISION_LABELS[d] }))}
            value={c.decisions}
            onChange={(v) => onChange({ ...c, decisions: v })}
          />
        </div>
      );
    case 'tag':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <NativeSelect
            label="Tag test"
            value={c.op}
            onChange={(op) => onChange({ ...c, op: op as typeof c.op })}
            options={[
              { value: 'has', label: 'has the tag' },
              { value: 'lacks', label: 'does not have the tag' },
            ]}
          />
          <Field
            label="Tag"
            value={c.tag}
            list={listId}
            maxLength={40}
            onChange={(e) => onChange({ ...c, tag: e.target.value })}
          />
          <datalist id={listId}>
            {tags.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </div>
      );
    case 'last_activity':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <NativeSelect
            label="Activity"
            value={c.op}
            onChange={(op) => onChange({ ...c, op: op as typeof c.op })}
            options={[
              { value: 'within_days', label: 'active within the last' },
              { value: 'older_than_days', label: 'no activity for more than' },
            ]}
          />
          <NumberField
            label="Days"
            min={1}
            max={3650}
            value={c.days}
            onChange={(days) => onChange({ ...c, days })}
          />
        </div>
      );
    case 'progress':
      return (
        <NativeSelect
          label="Progress"
          value={c.op}
          onChange={(op) => onChange({ ...c, op: op as typeof c.op })}
          options={[
            { value: 'none', label: 'no step started, submitted or completed since the run started' },
            { value: 'some', label: 'some progress since the run started' },
          ]}
        />
      );
    case 'approval':
      return (
        <NativeSelect
          label="Approval"
          value={c.op}
          onChange={(op) => onChange({ ...c, op: op as typeof c.op })}
          options={[
            { value: 'still_pending', label: 'the trigger’s step still waits for approval' },
            { value: 'not_pending', label: 'the trigger’s step no longer waits' },
          ]}
        />
      );
  }
}

/** A list of conditions (all must pass), with add and remove. */
export function ConditionList({
  label,
  conditions,
  onChange,
  brands,
  tags,
  hint,
}: {
  /** "Condition" or "Only if": names the rows and the buttons. */
  label: string;
  conditions: ConditionInput[];
  onChange: (next: ConditionInput[]) => void;
  brands: Array<{ id: string; name: string }>;
  tags: string[];
  hint?: string;
}) {
  const [adding, setAdding] = useState<ConditionField>('role');
  const lower = label.toLowerCase();
  return (
    <div className="space-y-3">
      {hint ? <p className="text-sm text-slate-500">{hint}</p> : null}
      {conditions.length ? (
        <ul className="space-y-3" aria-label={`${label} list`}>
          {conditions.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no ids; order is their identity
            <li key={i} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-slate-800">
                  {label} {i + 1}: {CONDITION_FIELD_LABELS[c.field]}
                </p>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${lower} ${i + 1}`}
                  onClick={() => onChange(conditions.filter((_, j) => j !== i))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
              <ConditionFields
                c={c}
                brands={brands}
                tags={tags}
                listId={`${lower.replace(/\W+/g, '-')}-tags-${i}`}
                onChange={(next) => onChange(conditions.map((x, j) => (j === i ? next : x)))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <NativeSelect
          label={`New ${lower}`}
          labelSize="sm"
          className="min-w-56"
          value={adding}
          onChange={(v) => setAdding(v as ConditionField)}
          options={fieldOptions}
        />
        <Button
          variant="secondary"
          leftIcon={<Plus className="size-4" aria-hidden />}
          onClick={() => onChange([...conditions, newCondition(adding)])}
        >
          Add {lower}
        </Button>
      </div>
    </div>
  );
}
