import {
  ACTION_LABELS,
  type ActionInput,
  type ActionType,
  AUTOMATION_VARIABLE_LABELS,
  actionTypes,
  automationVariables,
  waitUnits,
} from '@fundpath/contracts/automations';
import type { EmailContent } from '@fundpath/contracts/campaigns';
import { ticketCategories, ticketPriorities } from '@fundpath/contracts/support';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextareaField } from '@/components/ui/textarea';
import { ConditionList } from './condition-list';
import { describeAction, formatMinutes, newAction } from './describe';
import { EmailEditor } from './email-editor';
import { focusMoved, ItemControls, moved, NumberField } from './fields';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1).replace('_', ' ');
const PRIORITIES = ticketPriorities.map((p) => ({ value: p, label: cap(p) }));
const UNIT_MINUTES = { minutes: 1, hours: 60, days: 1440 } as const;

interface Choices {
  stages: Array<{ id: string; name: string; kind: string }>;
  brands: Array<{ id: string; name: string }>;
  tags: string[];
}

function VariablesHint() {
  return (
    <p className="text-xs text-slate-500">
      Variables: {automationVariables.map((v) => `{{${v}}}`).join(', ')}.{' '}
      {AUTOMATION_VARIABLE_LABELS.trigger_step}: the step the trigger named.
    </p>
  );
}

function ActionFields({
  a,
  index,
  onChange,
  choices,
  name,
}: {
  a: ActionInput;
  index: number;
  onChange: (a: ActionInput) => void;
  choices: Choices;
  name: string;
}) {
  const n = index + 1;
  switch (a.type) {
    case 'send_email':
      return (
        <EmailEditor
          name={name}
          value={a.email as EmailContent}
          onChange={(email) => onChange({ ...a, email })}
        />
      );
    case 'notify':
      return (
        <div className="grid gap-3">
          <NativeSelect
            label={`Recipient of action ${n}`}
            value={a.to ?? 'subject'}
            onChange={(to) => onChange({ ...a, to: to as 'subject' | 'assigned_staff' })}
            options={[
              { value: 'subject', label: 'The client' },
              { value: 'assigned_staff', label: 'Their assigned staff (a lead’s owner)' },
            ]}
          />
          <Field
            label={`Title of action ${n}`}
            value={a.title}
            maxLength={150}
            onChange={(e) => onChange({ ...a, title: e.target.value })}
          />
          <TextareaField
            label={`Message of action ${n}`}
            rows={3}
            maxLength={2000}
            value={a.body ?? ''}
            onChange={(e) => onChange({ ...a, body: e.target.value })}
          />
          <Field
            label={`Link of action ${n}`}
            hint="An in-app path such as /dashboard (optional)."
            value={a.link ?? ''}
            onChange={(e) => onChange({ ...a, link: e.target.value })}
          />
          <VariablesHint />
        </div>
      );
    case 'create_task':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            className="sm:col-span-2"
            label={`Task title of action ${n}`}
            value={a.title}
            maxLength={200}
            onChange={(e) => onChange({ ...a, title: e.target.value })}
          />
          <TextareaField
            className="sm:col-span-2"
            label={`Task description of action ${n}`}
            rows={3}
            maxLength={5000}
            value={a.description ?? ''}
            onChange={(e) => onChange({ ...a, description: e.target.value })}
          />
          <NativeSelect
            label={`Priority of action ${n}`}
            value={a.priority ?? 'medium'}
            onChange={(p) => onChange({ ...a, priority: p as 'medium' })}
            options={PRIORITIES}
          />
          <NativeSelect
            label={`Assignee of action ${n}`}
            value={a.assign_to ?? 'unassigned'}
            onChange={(v) => onChange({ ...a, assign_to: v as 'unassigned' | 'assigned_staff' })}
            options={[
              { value: 'unassigned', label: 'Unassigned (the team)' },
              { value: 'assigned_staff', label: 'The client’s assigned staff' },
            ]}
          />
          <NumberField
            label={`Due in days (action ${n})`}
            min={0}
            max={365}
            hint="Leave empty for no due date."
            value={a.due_in_days ?? null}
            onChange={(d) => onChange({ ...a, due_in_days: Number.isNaN(d) ? null : d })}
          />
          <div className="sm:col-span-2">
            <VariablesHint />
          </div>
        </div>
      );
    case 'open_ticket':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            className="sm:col-span-2"
            label={`Ticket title of action ${n}`}
            value={a.title}
            maxLength={200}
            onChange={(e) => onChange({ ...a, title: e.target.value })}
          />
          <TextareaField
            className="sm:col-span-2"
            label={`Ticket description of action ${n}`}
            rows={3}
            maxLength={5000}
            value={a.description}
            onChange={(e) => onChange({ ...a, description: e.target.value })}
          />
          <NativeSelect
            label={`Ticket priority of action ${n}`}
            value={a.priority ?? 'medium'}
            onChange={(p) => onChange({ ...a, priority: p as 'medium' })}
            options={PRIORITIES}
          />
          <NativeSelect
            label={`Ticket category of action ${n}`}
            value={a.category ?? 'general'}
            onChange={(c) => onChange({ ...a, category: c as 'general' })}
            options={ticketCategories.map((c) => ({ value: c, label: cap(c) }))}
          />
        </div>
      );
    case 'add_tag':
    case 'remove_tag':
      return (
        <>
          <Field
            label={`Tag of action ${n}`}
            value={a.tag}
            maxLength={40}
            list={`tags-${a.id ?? n}`}
            onChange={(e) => onChange({ ...a, tag: e.target.value })}
          />
          <datalist id={`tags-${a.id ?? n}`}>
            {choices.tags.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </>
      );
    case 'move_lead_stage':
      return (
        <NativeSelect
          label={`Stage of action ${n}`}
          value={a.stage_id}
          placeholder="Choose a stage"
          onChange={(stage_id) => onChange({ ...a, stage_id })}
          options={choices.stages.map((s) => ({ value: s.id, label: s.name }))}
          hint="A client’s run moves the lead they were converted from."
        />
      );
    case 'webhook':
      return (
        <Field
          label={`Webhook URL of action ${n}`}
          type="url"
          value={a.url}
          onChange={(e) => onChange({ ...a, url: e.target.value })}
          hint="A JSON POST signed with the workflow’s secret (X-FundPath-Signature: t=…,v1=HMAC-SHA256). Private addresses are refused."
        />
      );
    case 'wait': {
      const minutes = (Number.isNaN(a.amount) ? 0 : a.amount) * UNIT_MINUTES[a.unit];
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField
            label={`Wait length of action ${n}`}
            min={1}
            value={a.amount}
            onChange={(amount) => onChange({ ...a, amount })}
          />
          <NativeSelect
            label={`Wait unit of action ${n}`}
            value={a.unit}
            onChange={(unit) => onChange({ ...a, unit: unit as (typeof waitUnits)[number] })}
            options={waitUnits.map((u) => ({ value: u, label: cap(u) }))}
            hint={minutes ? `Carries on after ${formatMinutes(minutes)}.` : undefined}
          />
        </div>
      );
    }
    case 'repeat':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <NativeSelect
            label={`Repeat from (action ${n})`}
            value={String(a.from)}
            onChange={(v) => onChange({ ...a, from: Number(v) })}
            options={Array.from({ length: index }, (_, i) => ({
              value: String(i),
              label: `Action ${i + 1}`,
            }))}
          />
          <NumberField
            label={`More times (action ${n})`}
            min={1}
            max={24}
            value={a.times}
            onChange={(times) => onChange({ ...a, times })}
          />
        </div>
      );
  }
}

/** The ordered actions with their waits: edit, reorder (buttons, so the keyboard can), add, remove. */
export function ActionList({
  actions,
  onChange,
  choices,
}: {
  actions: ActionInput[];
  onChange: (next: ActionInput[]) => void;
  choices: Choices;
}) {
  const [adding, setAdding] = useState<ActionType>('send_email');
  const set = (i: number, a: ActionInput) => onChange(actions.map((x, j) => (j === i ? a : x)));
  return (
    <div className="space-y-4">
      {actions.length === 0 ? (
        <p className="text-sm text-slate-500">No actions yet: add the first one below.</p>
      ) : null}
      <ol className="space-y-4" aria-label="Actions">
        {actions.map((a, i) => {
          const name = `action ${i + 1}`;
          const idBase = `action-${a.id ?? i}`;
          return (
            <li key={a.id ?? i}>
              <Card className={a.type === 'wait' ? 'bg-amber-50/40' : undefined}>
                <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 py-3">
                  <div className="min-w-0">
                    <h3 className="text-sm font-semibold text-slate-900">
                      {i + 1}. {ACTION_LABELS[a.type]}
                    </h3>
                    <p className="truncate text-sm text-slate-500">{describeAction(a, choices.stages)}</p>
                  </div>
                  <ItemControls
                    name={name}
                    index={i}
                    count={actions.length}
                    idBase={idBase}
                    onMove={(from, to) => {
                      onChange(moved(actions, from, to));
                      focusMoved(idBase, to < from ? 'up' : 'down');
                    }}
                    onRemove={() => onChange(actions.filter((_, j) => j !== i))}
                  />
                </div>
                <div className="space-y-4 px-5 py-4">
                  <ActionFields
                    a={a}
                    index={i}
                    name={name}
                    onChange={(next) => set(i, next)}
                    choices={choices}
                  />
                  {a.type !== 'wait' && a.type !== 'repeat' ? (
                    <details className="group" open={(a.only_if?.length ?? 0) > 0}>
                      <summary className="cursor-pointer text-sm font-medium text-slate-700">
                        Only if… ({a.only_if?.length ?? 0})
                      </summary>
                      <div className="mt-3">
                        <ConditionList
                          label={`Only-if of action ${i + 1}`}
                          hint="Checked when the action is due (after any wait); the action is skipped otherwise."
                          conditions={a.only_if ?? []}
                          onChange={(only_if) => set(i, { ...a, only_if })}
                          brands={choices.brands}
                          tags={choices.tags}
                        />
                      </div>
                    </details>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <NativeSelect
          label="Action to add"
          labelSize="sm"
          className="min-w-56"
          value={adding}
          onChange={(v) => setAdding(v as ActionType)}
          options={actionTypes.map((t) => ({ value: t, label: ACTION_LABELS[t] }))}
        />
        <Button
          leftIcon={<Plus className="size-4" aria-hidden />}
          onClick={() => onChange([...actions, newAction(adding, choices.stages)])}
        >
          Add action
        </Button>
      </div>
    </div>
  );
}
