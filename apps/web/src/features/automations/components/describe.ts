/** One-line descriptions of triggers, conditions and actions for lists and the editor. */
import {
  ACTION_LABELS,
  type ActionInput,
  type ActionType,
  AUTOMATION_BUREAU_LABELS,
  BOOKING_SOURCE_LABELS,
  type ConditionInput,
  describeCondition as conditionText,
  type RunStatus,
  TRIGGER_LABELS,
  type TriggerInput,
  type WorkflowInput,
} from '@fundpath/contracts/automations';
import type { BadgeTone } from '@/components/ui/badge';

type Stage = { id: string; name: string };

export const RUN_TONES: Record<RunStatus, BadgeTone> = {
  running: 'info',
  waiting: 'warning',
  done: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

const unitText = (amount: number, unit: string) =>
  `${amount} ${amount === 1 ? unit.replace(/s$/, '') : unit}`;

/** 90 → "1 hour 30 minutes", 4320 → "3 days". */
export function formatMinutes(total: number): string {
  if (total <= 0) return 'at once';
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  return [
    days && unitText(days, 'days'),
    hours && unitText(hours, 'hours'),
    minutes && unitText(minutes, 'minutes'),
  ]
    .filter(Boolean)
    .join(' ');
}

export function describeTrigger(t: TriggerInput, stages: Stage[] = []): string {
  const label = TRIGGER_LABELS[t.type];
  switch (t.type) {
    case 'step.started':
    case 'step.completed':
    case 'step.submitted':
    case 'step.approved':
    case 'step.sent_back':
      return t.step_number ? `${label}: step ${t.step_number}` : `${label} (any step)`;
    case 'credit.report_pulled':
      return t.decision
        ? `${label} with ${t.decision.tier} on ${AUTOMATION_BUREAU_LABELS[t.decision.bureau]}`
        : `${label} (any decision)`;
    case 'booking.confirmed':
    case 'booking.completed':
      return `${label}: ${BOOKING_SOURCE_LABELS[t.source ?? 'any'].toLowerCase()}`;
    case 'user.inactive':
      return `No sign-in for ${unitText(t.days, 'days')}`;
    case 'lead.stage_changed':
      return t.stage_id
        ? `Lead moved to ${stages.find((s) => s.id === t.stage_id)?.name ?? 'a stage'}`
        : `${label} (any stage)`;
    default:
      return label;
  }
}

export const describeCondition = (c: ConditionInput, brands: Stage[] = []): string =>
  conditionText(c, (id) => brands.find((x) => x.id === id)?.name ?? 'a brand');

export function describeAction(a: ActionInput, stages: Stage[] = []): string {
  switch (a.type) {
    case 'send_email':
      return `E-mail “${a.email.subject || 'no subject yet'}”`;
    case 'notify':
      return `Notify ${a.to === 'assigned_staff' ? 'assigned staff' : 'the client'}: “${a.title || '…'}”`;
    case 'create_task':
      return `Staff task “${a.title || '…'}”`;
    case 'open_ticket':
      return `Ticket “${a.title || '…'}”`;
    case 'add_tag':
      return `Add tag “${a.tag || '…'}”`;
    case 'remove_tag':
      return `Remove tag “${a.tag || '…'}”`;
    case 'move_lead_stage':
      return `Move lead to ${stages.find((s) => s.id === a.stage_id)?.name ?? 'a stage'}`;
    case 'webhook':
      return `Webhook to ${hostOf(a.url)}`;
    case 'wait':
      return `Wait ${unitText(a.amount, a.unit)}`;
    case 'repeat':
      return `Repeat from action ${a.from + 1}, ${a.times} more time${a.times === 1 ? '' : 's'}`;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url || '…';
  }
}

export const actionLabel = (t: ActionType) => ACTION_LABELS[t];

const newId = () => Math.random().toString(36).slice(2, 10);

/** A fresh action of a type, with sensible defaults, for the editor. */
export function newAction(type: ActionType, stages: Stage[]): ActionInput {
  const id = newId();
  switch (type) {
    case 'send_email':
      return {
        id,
        type,
        only_if: [],
        email: { subject: '', preheader: '', blocks: [{ id: newId(), type: 'text', text: '' }] },
      };
    case 'notify':
      return { id, type, only_if: [], to: 'subject', title: '', body: '', link: '' };
    case 'create_task':
      return {
        id,
        type,
        only_if: [],
        title: '',
        description: '',
        priority: 'medium',
        due_in_days: null,
        assign_to: 'unassigned',
      };
    case 'open_ticket':
      return { id, type, only_if: [], title: '', description: '', priority: 'medium', category: 'general' };
    case 'add_tag':
    case 'remove_tag':
      return { id, type, only_if: [], tag: '' };
    case 'move_lead_stage':
      return { id, type, only_if: [], stage_id: stages[0]?.id ?? '' };
    case 'webhook':
      return { id, type, only_if: [], url: 'https://' };
    case 'wait':
      return { id, type, amount: 1, unit: 'days' };
    case 'repeat':
      return { id, type, from: 0, times: 1 };
  }
}

export { newId };

export const emptyWorkflow = (): WorkflowInput => ({
  name: '',
  description: '',
  enabled: false,
  allow_repeats: false,
  trigger: { type: 'client.signed_up' },
  conditions: [],
  actions: [],
});
