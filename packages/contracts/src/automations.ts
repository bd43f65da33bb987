/**
 * Automations (issue 8/8, `/automations`, admin only; `/api/automations`): workflows of a trigger
 * (a platform event, or a daily scan), optional conditions over the client record, and an ordered
 * list of actions with waits between them. Runs are durable on the job runner; each has a log.
 * The e-mail action's content is the campaigns' block format (`./campaigns`). Every string and
 * list has a limit; control characters are refused (newlines only in multi-line text).
 */
import { z } from 'zod';
import {
  CAMPAIGN_DECISION_LABELS,
  campaignDecisions,
  emailContentSchema,
  SEGMENT_STATUS_LABELS,
  segmentDaysSchema,
  segmentStepStatuses,
  segmentTagSchema,
} from './campaigns';
import { roles } from './roles';
import { ticketCategories, ticketPriorities } from './support';
import { line, multiline, required, VARIABLE_PATTERN, variablesCheck } from './text-schemas';

const success = z.literal('success');

// ---- variables in task titles, notifications and tickets ----------------------------------------

/**
 * What `{{name}}` may stand for in a task, notification or ticket text (`{{name|fallback}}` sets
 * a fallback). E-mails use the campaigns' variables (`emailVariables`).
 */
export const automationVariables = [
  'first_name',
  'full_name',
  'email',
  'current_step',
  'current_step_title',
  'trigger_step',
  'workflow_name',
] as const;
export type AutomationVariable = (typeof automationVariables)[number];
export const AUTOMATION_VARIABLE_LABELS: Record<AutomationVariable, string> = {
  first_name: 'First name',
  full_name: 'Full name',
  email: 'E-mail address',
  current_step: 'Current step number',
  current_step_title: 'Current step title',
  trigger_step: 'Step number of the trigger',
  workflow_name: 'Workflow name',
};
export const AUTOMATION_VARIABLE_PATTERN = VARIABLE_PATTERN;
const [knownVariables, variablesMessage] = variablesCheck(automationVariables);
const templatedRequired = (max: number, label: string) =>
  required(max, label).refine(knownVariables, variablesMessage);
const templatedText = (max: number, label: string) =>
  multiline(max, label, { trim: true }).refine(knownVariables, variablesMessage);

/** Replaces each `{{name}}` with its value (or the fallback, or nothing). Pure, for server and preview. */
export function fillVariables(s: string, values: Partial<Record<AutomationVariable, string>>): string {
  return s.replace(AUTOMATION_VARIABLE_PATTERN, (_m, name: string, fallback?: string) => {
    const v = values[name as AutomationVariable];
    return v !== undefined && v !== '' ? v : (fallback ?? '').trim();
  });
}

// ---- triggers --------------------------------------------------------------------------------------

export const automationBureaus = ['experian', 'equifax', 'transunion', 'overall'] as const;
export type AutomationBureau = (typeof automationBureaus)[number];
export const AUTOMATION_BUREAU_LABELS: Record<AutomationBureau, string> = {
  experian: 'Experian',
  equifax: 'Equifax',
  transunion: 'TransUnion',
  overall: 'Overall',
};
export const automationTiers = ['approve', 'borderline', 'decline'] as const;
export type AutomationTier = (typeof automationTiers)[number];

export const stepTriggerTypes = [
  'step.started',
  'step.completed',
  'step.submitted',
  'step.approved',
  'step.sent_back',
] as const;
export const triggerTypes = [
  ...stepTriggerTypes,
  'credit.report_pulled',
  'ticket.created',
  'ticket.resolved',
  'ticket.sla_breached',
  'order.placed',
  'booking.confirmed',
  'booking.completed',
  'user.inactive',
  'lead.stage_changed',
  'client.signed_up',
] as const;
export type TriggerType = (typeof triggerTypes)[number];
export const TRIGGER_LABELS: Record<TriggerType, string> = {
  'step.started': 'Step started',
  'step.completed': 'Step completed',
  'step.submitted': 'Step submitted for approval',
  'step.approved': 'Step approved',
  'step.sent_back': 'Step sent back',
  'credit.report_pulled': 'Credit report pulled',
  'ticket.created': 'Ticket created',
  'ticket.resolved': 'Ticket resolved',
  'ticket.sla_breached': 'Ticket SLA breached',
  'order.placed': 'Order placed',
  'booking.confirmed': 'Booking confirmed',
  'booking.completed': 'Booking completed',
  'user.inactive': 'No sign-in for a number of days',
  'lead.stage_changed': 'Lead stage changed',
  'client.signed_up': 'New client signed up',
};
export const bookingSources = ['any', 'marketplace', 'calendar', 'travel'] as const;
export const BOOKING_SOURCE_LABELS: Record<(typeof bookingSources)[number], string> = {
  any: 'Any booking',
  marketplace: 'Marketplace sessions',
  calendar: 'Staff calendar appointments',
  travel: 'Travel bookings',
};

const stepNumber = z.number().int('Whole step numbers').min(1, 'Steps start at 1').max(18, 'At most step 18');

export const triggerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(stepTriggerTypes), step_number: stepNumber.nullable().default(null) }),
  z.object({
    type: z.literal('credit.report_pulled'),
    /** Only reports with this tier on that bureau; any report without. */
    decision: z
      .object({ bureau: z.enum(automationBureaus), tier: z.enum(automationTiers) })
      .nullable()
      .default(null),
  }),
  z.object({ type: z.literal(['ticket.created', 'ticket.resolved', 'ticket.sla_breached']) }),
  z.object({ type: z.literal('order.placed') }),
  z.object({
    type: z.literal(['booking.confirmed', 'booking.completed']),
    source: z.enum(bookingSources).default('any'),
  }),
  z.object({
    type: z.literal('user.inactive'),
    days: z.number().int('Whole days').min(1, 'At least 1 day').max(365, 'At most 365 days'),
  }),
  z.object({
    type: z.literal('lead.stage_changed'),
    stage_id: z.uuid('Choose a stage').nullable().default(null),
  }),
  z.object({ type: z.literal('client.signed_up') }),
]);
export type Trigger = z.infer<typeof triggerSchema>;
export type TriggerInput = z.input<typeof triggerSchema>;

/** Triggers whose subject is a lead (not an account): client conditions see the lead's account if it converted. */
export const isLeadTrigger = (t: { type: TriggerType }) => t.type === 'lead.stage_changed';

// ---- conditions ----------------------------------------------------------------------------------

export const conditionFields = [
  'role',
  'brand',
  'current_step',
  'step_status',
  'decision',
  'tag',
  'last_activity',
  'progress',
  'approval',
] as const;
export type ConditionField = (typeof conditionFields)[number];
export const CONDITION_FIELD_LABELS: Record<ConditionField, string> = {
  role: 'Role',
  brand: 'Brand',
  current_step: 'Current step',
  step_status: 'Current step status',
  decision: 'Funding decision',
  tag: 'Tag',
  last_activity: 'Last activity',
  progress: 'Progress since the run started',
  approval: 'Approval of the trigger step',
};

/**
 * One test over the subject, the same facts as campaign segments (the client record): all of a
 * list must pass. `progress` and `approval` compare with the run's start and trigger, so they are
 * meant for an action's "only if" (checked when the action is due, after a wait).
 */
export const conditionSchema = z.discriminatedUnion('field', [
  z.object({
    field: z.literal('role'),
    roles: z.array(z.enum(roles)).min(1, 'Choose a role').max(roles.length),
  }),
  z.object({
    field: z.literal('brand'),
    /** Brand ids; `none`: users without a brand. */
    brand_ids: z
      .array(z.union([z.uuid('Choose a brand'), z.literal('none')]))
      .min(1, 'Choose a brand')
      .max(20),
  }),
  z.object({ field: z.literal('current_step'), op: z.enum(['eq', 'gte', 'lte']), step: stepNumber }),
  z.object({
    field: z.literal('step_status'),
    statuses: z.array(z.enum(segmentStepStatuses)).min(1, 'Choose a status').max(segmentStepStatuses.length),
  }),
  z.object({
    field: z.literal('decision'),
    bureau: z.enum(automationBureaus),
    decisions: z.array(z.enum(campaignDecisions)).min(1, 'Choose a decision').max(campaignDecisions.length),
  }),
  z.object({ field: z.literal('tag'), op: z.enum(['has', 'lacks']), tag: segmentTagSchema }),
  z.object({
    field: z.literal('last_activity'),
    op: z.enum(['within_days', 'older_than_days']),
    days: segmentDaysSchema,
  }),
  /** `none`: no step started, submitted or completed since the run began. */
  z.object({ field: z.literal('progress'), op: z.enum(['none', 'some']) }),
  /** The trigger's step (any step when the trigger names none) still waits for staff approval. */
  z.object({ field: z.literal('approval'), op: z.enum(['still_pending', 'not_pending']) }),
]);
export type Condition = z.infer<typeof conditionSchema>;
export type ConditionInput = z.input<typeof conditionSchema>;
const orList = (xs: readonly string[]) => xs.join(' or ');

/**
 * The condition as a sentence: the run log, test mode and the editor's lists. `brandName` names a
 * brand id (the caller says what a missing one is).
 */
export function describeCondition(c: ConditionInput, brandName: (id: string) => string): string {
  switch (c.field) {
    case 'role':
      return `Role is ${orList(c.roles.map((r) => r.replace(/_/g, ' ')))}`;
    case 'brand':
      return `Brand is ${orList(c.brand_ids.map((b) => (b === 'none' ? 'no brand' : brandName(b))))}`;
    case 'current_step':
      return `Current step ${c.op === 'eq' ? 'is' : c.op === 'gte' ? 'is at least' : 'is at most'} ${c.step}`;
    case 'step_status':
      return `Current step is ${orList(c.statuses.map((s) => SEGMENT_STATUS_LABELS[s].toLowerCase()))}`;
    case 'decision':
      return `${AUTOMATION_BUREAU_LABELS[c.bureau]} decision is ${orList(c.decisions.map((d) => CAMPAIGN_DECISION_LABELS[d].toLowerCase()))}`;
    case 'tag':
      return `${c.op === 'has' ? 'Has' : 'Does not have'} the tag “${c.tag}”`;
    case 'last_activity':
      return c.op === 'within_days'
        ? `Active in the last ${c.days} days`
        : `No activity for more than ${c.days} days`;
    case 'progress':
      return c.op === 'none'
        ? 'No progress on the journey since the run started'
        : 'Progress on the journey since the run started';
    case 'approval':
      return c.op === 'still_pending'
        ? 'The step still waits for approval'
        : 'The step no longer waits for approval';
  }
}

export const CONDITIONS_MAX = 20;
export const conditionsSchema = z
  .array(conditionSchema)
  .max(CONDITIONS_MAX, `At most ${CONDITIONS_MAX} conditions`);

// ---- actions -------------------------------------------------------------------------------------

export const actionTypes = [
  'send_email',
  'notify',
  'create_task',
  'open_ticket',
  'add_tag',
  'remove_tag',
  'move_lead_stage',
  'webhook',
  'wait',
  'repeat',
] as const;
export type ActionType = (typeof actionTypes)[number];
export const ACTION_LABELS: Record<ActionType, string> = {
  send_email: 'Send e-mail',
  notify: 'In-app notification',
  create_task: 'Create staff task',
  open_ticket: 'Open a ticket',
  add_tag: 'Add tag',
  remove_tag: 'Remove tag',
  move_lead_stage: 'Move lead stage',
  webhook: 'Call a webhook',
  wait: 'Wait',
  repeat: 'Repeat earlier actions',
};

export const waitUnits = ['minutes', 'hours', 'days'] as const;
export type WaitUnit = (typeof waitUnits)[number];
const UNIT_MINUTES: Record<WaitUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };
/** The longest wait: a year. */
export const WAIT_MAX_MINUTES = 365 * 24 * 60;
export const waitMinutes = (w: { amount: number; unit: WaitUnit }) => w.amount * UNIT_MINUTES[w.unit];

/** An in-app path (`/dashboard`, `/client/support`): notifications never link off-site. */
const inAppPath = line(300, 'Link')
  .refine(
    (s) => s === '' || (/^\/(?!\/)[^\s\\]*$/.test(s) && !s.includes('://')),
    'Use an in-app path such as /dashboard',
  )
  .default('');

/** Webhook targets: absolute http(s) URLs without credentials. The server also refuses private addresses. */
export const WEBHOOK_URL_MAX = 2000;
export const webhookUrlSchema = line(WEBHOOK_URL_MAX, 'Webhook URL').refine((s) => {
  if (!/^https?:\/\/[^\s<>"']+$/i.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}, 'Use a full http:// or https:// address without a user name or password');

const actionId = z
  .string()
  .max(40)
  .regex(/^[A-Za-z0-9_-]*$/, 'Action ids are letters, digits, - and _')
  .optional();
const onlyIf = conditionsSchema.default([]);

/** The most actions one workflow holds. */
export const ACTIONS_MAX = 30;
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ id: actionId, type: z.literal('send_email'), only_if: onlyIf, email: emailContentSchema }),
  z.object({
    id: actionId,
    type: z.literal('notify'),
    only_if: onlyIf,
    /** `subject`: the client the run is about; `assigned_staff`: their assigned staff (the lead's owner). */
    to: z.enum(['subject', 'assigned_staff']).default('subject'),
    title: templatedRequired(150, 'Title'),
    body: templatedText(2000, 'Message').default(''),
    link: inAppPath,
  }),
  z.object({
    id: actionId,
    type: z.literal('create_task'),
    only_if: onlyIf,
    title: templatedRequired(200, 'Task title'),
    description: templatedText(5000, 'Description').default(''),
    priority: z.enum(['low', 'medium', 'high', 'urgent']).default('medium'),
    /** Due this many days after the action runs; no due date when null. */
    due_in_days: z.number().int().min(0).max(365).nullable().default(null),
    assign_to: z.enum(['unassigned', 'assigned_staff']).default('unassigned'),
  }),
  z.object({
    id: actionId,
    type: z.literal('open_ticket'),
    only_if: onlyIf,
    title: templatedRequired(200, 'Ticket title'),
    description: templatedText(5000, 'Description').pipe(z.string().min(1, 'Description is required')),
    priority: z.enum(ticketPriorities).default('medium'),
    category: z.enum(ticketCategories).default('general'),
  }),
  z.object({
    id: actionId,
    type: z.literal(['add_tag', 'remove_tag']),
    only_if: onlyIf,
    tag: segmentTagSchema,
  }),
  z.object({
    id: actionId,
    type: z.literal('move_lead_stage'),
    only_if: onlyIf,
    stage_id: z.uuid('Choose a stage'),
  }),
  z.object({ id: actionId, type: z.literal('webhook'), only_if: onlyIf, url: webhookUrlSchema }),
  z.object({
    id: actionId,
    type: z.literal('wait'),
    amount: z
      .number()
      .int('Whole numbers')
      .min(1, 'Wait at least 1')
      .max(WAIT_MAX_MINUTES, 'Wait at most 365 days'),
    unit: z.enum(waitUnits),
  }),
  z.object({
    id: actionId,
    type: z.literal('repeat'),
    /** Goes back to this action (0-based, before the repeat) … */
    from: z
      .number()
      .int()
      .min(0)
      .max(ACTIONS_MAX - 1),
    /** … this many more times, then carries on. */
    times: z.number().int().min(1, 'At least once').max(24, 'At most 24 times'),
  }),
]);
export type Action = z.infer<typeof actionSchema>;
export type ActionInput = z.input<typeof actionSchema>;

// ---- workflows -----------------------------------------------------------------------------------

const workflowShape = {
  name: required(120, 'Name'),
  description: multiline(500, 'Description', { trim: true }).default(''),
  enabled: z.boolean().default(false),
  /** Start again for a user who already had a run of this workflow (once per trigger event). */
  allow_repeats: z.boolean().default(false),
  trigger: triggerSchema,
  conditions: conditionsSchema.default([]),
  actions: z
    .array(actionSchema)
    .min(1, 'Add at least one action')
    .max(ACTIONS_MAX, `At most ${ACTIONS_MAX} actions`),
};

/** Problems a list of actions can have beyond each action's own shape (waits, repeats, lead moves). */
export function workflowIssues(w: {
  trigger: { type: TriggerType };
  actions: ReadonlyArray<{ type: ActionType; from?: number; amount?: number; unit?: WaitUnit }>;
}): Array<{ path: (string | number)[]; message: string }> {
  const out: Array<{ path: (string | number)[]; message: string }> = [];
  w.actions.forEach((a, i) => {
    if (a.type === 'wait' && a.amount !== undefined && a.unit) {
      if (waitMinutes({ amount: a.amount, unit: a.unit }) > WAIT_MAX_MINUTES)
        out.push({ path: ['actions', i, 'amount'], message: 'Wait at most 365 days' });
    }
    if (a.type === 'repeat') {
      const from = a.from ?? 0;
      if (from >= i)
        out.push({ path: ['actions', i, 'from'], message: 'Repeat goes back to an earlier action' });
      // Without a wait in the loop a repeat would run its actions back to back.
      else if (!w.actions.slice(from, i).some((b) => b.type === 'wait'))
        out.push({ path: ['actions', i, 'from'], message: 'Put a wait inside the repeated actions' });
    }
  });
  return out;
}

export const workflowInputSchema = z.object(workflowShape).superRefine((w, ctx) => {
  for (const issue of workflowIssues(w)) ctx.addIssue({ code: 'custom', ...issue });
});
export type WorkflowInput = z.input<typeof workflowInputSchema>;
export type WorkflowData = z.infer<typeof workflowInputSchema>;

export const workflowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  allow_repeats: z.boolean(),
  trigger: triggerSchema,
  conditions: z.array(conditionSchema),
  actions: z.array(actionSchema),
  /** Which ready template it was made from, if any. */
  template_key: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  runs: z.object({ total: z.number(), active: z.number(), failed: z.number() }),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const workflowListResponseSchema = z.object({ status: success, workflows: z.array(workflowSchema) });
export const workflowResponseSchema = z.object({ status: success, workflow: workflowSchema });
export const workflowEnabledSchema = z.object({ enabled: z.boolean() });

/** `GET /api/automations/workflows/:id/webhook-secret`: the signing secret of the webhook actions. */
export const webhookSecretResponseSchema = z.object({
  status: success,
  secret: z.string(),
  /** `X-FundPath-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
  header: z.string(),
});
export const WEBHOOK_SIGNATURE_HEADER = 'X-FundPath-Signature';
export const WEBHOOK_DELIVERY_HEADER = 'X-FundPath-Delivery';

// ---- templates -----------------------------------------------------------------------------------

export const automationTemplateSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** What the template is for, one line per action, for the gallery. */
  highlights: z.array(z.string()),
  workflow: z.object(workflowShape),
});
export type AutomationTemplate = z.infer<typeof automationTemplateSchema>;
export const templateListResponseSchema = z.object({
  status: success,
  templates: z.array(automationTemplateSchema),
});

// ---- runs ----------------------------------------------------------------------------------------

export const runStatuses = ['running', 'waiting', 'done', 'cancelled', 'failed'] as const;
export type RunStatus = (typeof runStatuses)[number];
export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  running: 'Running',
  waiting: 'Waiting',
  done: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};
export const ACTIVE_RUN_STATUSES: readonly RunStatus[] = ['running', 'waiting'];

export const runLogStatuses = [
  'started',
  'done',
  'skipped',
  'waiting',
  'retrying',
  'failed',
  'cancelled',
] as const;
export type RunLogStatus = (typeof runLogStatuses)[number];

export const runSubjectSchema = z.object({
  kind: z.enum(['user', 'lead']),
  user_id: z.string().nullable(),
  lead_id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
});
export type RunSubject = z.infer<typeof runSubjectSchema>;

export const runSchema = z.object({
  id: z.string(),
  workflow_id: z.string(),
  workflow_name: z.string(),
  subject: runSubjectSchema,
  status: z.enum(runStatuses),
  /** The next action to run (0-based); equals the number of actions once done. */
  cursor: z.number(),
  action_count: z.number(),
  /** When a waiting run carries on. */
  next_at: z.string().nullable(),
  trigger_summary: z.string(),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Run = z.infer<typeof runSchema>;

export const runLogEntrySchema = z.object({
  id: z.number(),
  step_index: z.number(),
  action: z.string(),
  status: z.enum(runLogStatuses),
  detail: z.string(),
  at: z.string(),
});
export type RunLogEntry = z.infer<typeof runLogEntrySchema>;

export const runDetailSchema = runSchema.extend({
  actions: z.array(actionSchema),
  log: z.array(runLogEntrySchema),
});
export type RunDetail = z.infer<typeof runDetailSchema>;

export const runListQuerySchema = z.object({
  workflow_id: z.uuid('Choose a workflow').optional(),
  status: z.enum(runStatuses).optional(),
  user_id: z.uuid('Choose a user').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type RunListQuery = z.input<typeof runListQuerySchema>;
export const runListResponseSchema = z.object({
  status: success,
  runs: z.array(runSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export const runResponseSchema = z.object({ status: success, run: runDetailSchema });

// ---- test mode -----------------------------------------------------------------------------------

export const testBodySchema = z.object({ user_id: z.uuid('Choose a user') });
/** `POST /api/automations/test`: an unsaved workflow (the editor's current state) against a user. */
export const draftTestBodySchema = z.object({
  user_id: z.uuid('Choose a user'),
  workflow: workflowInputSchema,
});

export const checkResultSchema = z.object({ label: z.string(), passed: z.boolean() });
export type CheckResult = z.infer<typeof checkResultSchema>;

export const testActionSchema = z.object({
  index: z.number(),
  type: z.enum(actionTypes),
  /** One line: what it would do ("E-mail “Welcome” to ana@…"). */
  summary: z.string(),
  /** The rendered parts (subject, text, task title, URL…), label → value. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  only_if: z.array(checkResultSchema),
  /** Whether it would run if it were due now (its conditions pass and it applies to the subject). */
  would_run: z.boolean(),
  /** Minutes from the start of the run, counting the waits before it. */
  after_minutes: z.number(),
});
export type TestAction = z.infer<typeof testActionSchema>;

export const testResultSchema = z.object({
  subject: runSubjectSchema,
  trigger: z.object({ label: z.string(), matches: z.boolean().nullable(), note: z.string() }),
  conditions: z.array(checkResultSchema),
  /** A run exists already and the workflow does not allow repeats. */
  already_ran: z.boolean(),
  would_start: z.boolean(),
  actions: z.array(testActionSchema),
});
export type TestResult = z.infer<typeof testResultSchema>;
export const testResponseSchema = z.object({ status: success, result: testResultSchema });

// ---- the editor's choices ------------------------------------------------------------------------

export const automationOptionsSchema = z.object({
  stages: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['open', 'won', 'lost']) })),
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
  tags: z.array(z.string()),
  /** Whether the webhook action may call private addresses here (AUTOMATION_WEBHOOK_ALLOW_PRIVATE). */
  webhook_private_allowed: z.boolean(),
});
export type AutomationOptions = z.infer<typeof automationOptionsSchema>;
export const automationOptionsResponseSchema = z.object({
  status: success,
  options: automationOptionsSchema,
});

export const subjectSearchQuerySchema = z.object({ q: line(100, 'Search').default('') });
export const subjectSearchResponseSchema = z.object({
  status: success,
  users: z.array(z.object({ id: z.string(), display_name: z.string(), email: z.string(), role: z.string() })),
});
