/**
 * Wire shapes of the coaching journey (seed 1 §3, §4, §5, §7): steps and their coaching scripts,
 * per-user step progress and approvals, application fields and answers, default tasks and each
 * user's tasks with their attachments. Field validation lives here too, so the web's forms and
 * the server's checks give the same messages.
 */
import { z } from 'zod';

/** Spec §9: the client probes steps 1..18. */
export const MAX_STEPS = 18;

export const iconTypes = [
  'FileText',
  'CreditCard',
  'Wrench',
  'Building',
  'Clock',
  'Users',
  'User',
  'Briefcase',
  'Activity',
  'Trophy',
  'ClipboardList',
  'Settings',
  'HelpCircle',
] as const;
export const iconTypeSchema = z.enum(iconTypes);
export type IconType = z.infer<typeof iconTypeSchema>;

export const stepStatuses = ['not-started', 'in-progress', 'pending_approval', 'completed'] as const;
export const stepStatusSchema = z.enum(stepStatuses);
export type StepStatus = z.infer<typeof stepStatusSchema>;

/** Step roles an admin assigns to step numbers (`GET /api/admin/step-functions`). */
export const stepFunctionNames = ['qualification', 'credit_repair_route', 'funding_route'] as const;
export const stepFunctionNameSchema = z.enum(stepFunctionNames);
export type StepFunctionName = z.infer<typeof stepFunctionNameSchema>;
/** Used when no assignment exists (credit-decision-rules.md, "After qualification"). */
export const DEFAULT_STEP_FUNCTIONS: Record<StepFunctionName, number> = {
  qualification: 2,
  credit_repair_route: 3,
  funding_route: 4,
};

export const taskTypes = [
  'checkbox',
  'file_upload',
  'text_input',
  'date_input',
  'link',
  'document_upload',
  'form_fields',
  'checklist',
  'external_action',
  'simple_task',
] as const;
export const taskTypeSchema = z.enum(taskTypes);
export type TaskType = z.infer<typeof taskTypeSchema>;
/** Task types whose completion is driven by uploaded files. */
export const uploadTaskTypes: readonly TaskType[] = ['document_upload', 'file_upload'];

export const taskPriorities = ['low', 'medium', 'high'] as const;
export const taskPrioritySchema = z.enum(taskPriorities);
export type TaskPriority = z.infer<typeof taskPrioritySchema>;
/** Spec §9: default task priority medium, type checkbox. */
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';
export const DEFAULT_TASK_TYPE: TaskType = 'checkbox';

export const fieldTypes = [
  'text',
  'email',
  'phone',
  'number',
  'currency',
  'date',
  'select',
  'textarea',
  'url',
] as const;
export const fieldTypeSchema = z.enum(fieldTypes);
export type FieldType = z.infer<typeof fieldTypeSchema>;

/** Spec §5 upload defaults. */
export const UPLOAD_DEFAULTS = {
  allowed_file_types: ['pdf', 'jpg', 'png', 'docx'],
  max_file_size_mb: 10,
  min_files_required: 1,
  max_files_allowed: 5,
} as const;
/** The server's multipart ceiling; no template may allow more per file. */
export const MAX_UPLOAD_FILE_SIZE_MB = 25;

// ---- messages of spec §5 (one place, so server and web say the same) -------------------------

export const journeyMessages = {
  stepNotAvailable: (n: number) => `Step ${n} is not available in your current journey.`,
  completePreviousSteps: (n: number) => `Please complete the previous steps before moving to Step ${n}`,
  requiredTasks: (n: number) => `Please complete all ${n} required task(s) before finishing this step.`,
  requiredFields: 'Please complete all required fields',
  maxFiles: (n: number) => `Maximum ${n} files allowed`,
  fileTypeNotAllowed: (ext: string, allowed: readonly string[]) =>
    `File type .${ext} not allowed. Allowed: ${allowed.join(', ')}`,
  /** Spec text is "File name exceeds N MB limit", with the file's name in place of "File name". */
  fileTooLarge: (fileName: string, mb: number) => `${fileName} exceeds ${mb} MB limit`,
} as const;

// ---- steps and scripts -----------------------------------------------------------------------

export const stepNumberSchema = z.coerce.number().int().min(1).max(MAX_STEPS);

export const faqSchema = z.object({
  question: z.string().trim().min(1).max(500),
  answer: z.string().trim().min(1).max(4000),
});
export type Faq = z.infer<typeof faqSchema>;

/** A step with its coaching script (one record per step number). */
export const coachingScriptSchema = z.object({
  step_number: z.number().int(),
  step_title: z.string(),
  description: z.string(),
  estimated_duration: z.string(),
  icon_type: iconTypeSchema,
  display_order: z.number().int(),
  locked: z.boolean(),
  requires_approval: z.boolean(),
  greeting_message: z.string(),
  talking_points: z.array(z.string()),
  faqs: z.array(faqSchema),
  completion_criteria: z.string(),
  /** Step functions assigned to this step (`qualification`, route steps). */
  functions: z.array(stepFunctionNameSchema),
  updated_at: z.string(),
});
export type CoachingScript = z.infer<typeof coachingScriptSchema>;

export const coachingScriptResponseSchema = z.object({
  status: z.literal('success'),
  script: coachingScriptSchema,
});
export const coachingScriptsResponseSchema = z.object({
  status: z.literal('success'),
  scripts: z.array(coachingScriptSchema),
});

/** `POST /api/coaching-scripts`: upsert by step number; step_title is needed to create a step. */
export const coachingScriptUpsertSchema = z.object({
  step_number: stepNumberSchema,
  step_title: z.string().trim().min(1).max(200).optional(),
  greeting_message: z.string().trim().max(4000).optional(),
  talking_points: z.array(z.string().trim().min(1).max(1000)).max(50).optional(),
  faqs: z.array(faqSchema).max(50).optional(),
  completion_criteria: z.string().trim().max(4000).optional(),
  description: z.string().trim().max(4000).optional(),
  estimated_duration: z.string().trim().max(100).optional(),
  icon_type: iconTypeSchema.optional(),
  locked: z.boolean().optional(),
  requires_approval: z.boolean().optional(),
  display_order: z.number().int().min(0).max(10_000).optional(),
});
export type CoachingScriptUpsert = z.infer<typeof coachingScriptUpsertSchema>;

export const stepsReorderSchema = z.object({
  steps: z
    .array(z.object({ step_number: stepNumberSchema, display_order: z.number().int().min(0).max(10_000) }))
    .min(1)
    .max(MAX_STEPS),
});
export type StepsReorder = z.infer<typeof stepsReorderSchema>;

export const stepFunctionSchema = z.object({
  function_name: stepFunctionNameSchema,
  assigned_step: z.number().int(),
  /** False when no admin assignment exists and the default is in force. */
  is_assigned: z.boolean(),
});
export const stepFunctionsResponseSchema = z.object({
  status: z.literal('success'),
  functions: z.array(stepFunctionSchema),
});
export const stepFunctionAssignSchema = z.object({ assigned_step: stepNumberSchema });

// ---- progress --------------------------------------------------------------------------------

export const stepStatusEntrySchema = z.object({
  step: z.number().int(),
  status: stepStatusSchema,
  /** The route step not taken after qualification: not required, shown as not-started. */
  skipped: z.boolean().optional(),
  /** Staff's note when a submitted step was sent back. */
  review_note: z.string().nullable().optional(),
});
export type StepStatusEntry = z.infer<typeof stepStatusEntrySchema>;

export const coachingProgressResponseSchema = z.object({
  status: z.literal('success'),
  /** The steps the user has started, with their status (spec: list of {step, status}). */
  completed_steps: z.array(stepStatusEntrySchema),
  /** True once the first step of the journey (welcome and goals) is completed. */
  setup_completed: z.boolean(),
  current_step: z.number().int(),
  steps_status: z.array(stepStatusEntrySchema),
});
export type CoachingProgress = z.infer<typeof coachingProgressResponseSchema>;

export const journeyRouteSchema = z.enum(['funding', 'credit_repair']);
export type JourneyRoute = z.infer<typeof journeyRouteSchema>;

export const stepProgressSchema = z.object({
  step_number: z.number().int(),
  step_title: z.string(),
  description: z.string(),
  estimated_duration: z.string(),
  icon_type: iconTypeSchema,
  locked: z.boolean(),
  completed: z.boolean(),
  status: stepStatusSchema,
  display_order: z.number().int(),
  requires_approval: z.boolean(),
  /** A route step of the qualification branch (spec: steps 3 and 4 marked Conditional). */
  conditional: z.boolean(),
  skipped: z.boolean(),
  /** Whether the user may start it now (unlocked and not beyond the next step). */
  available: z.boolean(),
  review_note: z.string().nullable(),
});
export type StepProgress = z.infer<typeof stepProgressSchema>;
export const stepsProgressResponseSchema = z.object({
  status: z.literal('success'),
  steps: z.array(stepProgressSchema),
  route: journeyRouteSchema.nullable(),
});

export const stepBodySchema = z.object({ step: stepNumberSchema });

export const startStepResponseSchema = z.object({
  status: z.literal('success'),
  completed_steps: z.array(stepStatusEntrySchema),
});

export const routeDecisionSchema = z.object({
  route: journeyRouteSchema,
  function_name: stepFunctionNameSchema,
  step: z.number().int(),
  skipped_step: z.number().int().nullable(),
});
export type RouteDecision = z.infer<typeof routeDecisionSchema>;

export const completeStepResponseSchema = z.object({
  status: z.literal('success'),
  completed_steps: z.array(stepStatusEntrySchema),
  step_status: stepStatusSchema,
  requires_approval: z.boolean(),
  /** The step to go to now; null while the step waits for approval or at the end of the journey. */
  next_step: z.number().int().nullable(),
  route: routeDecisionSchema.optional(),
});
export type CompleteStepResponse = z.infer<typeof completeStepResponseSchema>;

export const resetStepResponseSchema = z.object({
  status: z.literal('success'),
  stepReset: z.literal(true),
  conversationReset: z.literal(true),
});

// ---- staff: approvals and where clients stand --------------------------------------------------

export const pendingApprovalSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  display_name: z.string(),
  step_number: z.number().int(),
  step_title: z.string(),
  submitted_at: z.string().nullable(),
});
export const pendingApprovalsResponseSchema = z.object({
  status: z.literal('success'),
  approvals: z.array(pendingApprovalSchema),
});
export const sendBackBodySchema = z.object({
  note: z.string().trim().min(1, 'A note is required').max(2000),
});
export const approvalResultSchema = z.object({
  status: z.literal('success'),
  user_id: z.string(),
  step: z.number().int(),
  step_status: stepStatusSchema,
  review_note: z.string().nullable(),
  route: routeDecisionSchema.optional(),
});

export const journeyClientSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  display_name: z.string(),
  current_step: z.number().int(),
  current_step_title: z.string().nullable(),
  completed_count: z.number().int(),
  total_steps: z.number().int(),
  pending_approvals: z.array(z.number().int()),
  route: journeyRouteSchema.nullable(),
  last_activity_at: z.string().nullable(),
});
export type JourneyClient = z.infer<typeof journeyClientSchema>;
export const journeyClientsResponseSchema = z.object({
  status: z.literal('success'),
  total: z.number().int(),
  clients: z.array(journeyClientSchema),
});

// ---- application fields and answers ----------------------------------------------------------

export const validationRulesSchema = z.object({
  min_length: z.number().int().min(0).max(10_000).optional(),
  max_length: z.number().int().min(1).max(10_000).optional(),
  /** A JavaScript regular expression the whole value must match. */
  pattern: z.string().max(300).optional(),
  /** Message shown when the pattern does not match. */
  pattern_message: z.string().max(300).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type ValidationRules = z.infer<typeof validationRulesSchema>;

export const applicationFieldSchema = z.object({
  id: z.string(),
  field_name: z.string(),
  field_label: z.string(),
  field_type: fieldTypeSchema,
  required: z.boolean(),
  validation_rules: validationRulesSchema,
  options: z.array(z.string()),
  placeholder: z.string().nullable(),
  help_text: z.string().nullable(),
  step_number: z.number().int(),
  display_order: z.number().int(),
});
export type ApplicationField = z.infer<typeof applicationFieldSchema>;

const fieldNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,62}$/, 'Use lower_snake_case letters, digits and underscores');

const patternSchema = z
  .string()
  .max(300)
  .refine((p) => {
    try {
      new RegExp(p);
      return true;
    } catch {
      return false;
    }
  }, 'Not a valid regular expression');

export const newApplicationFieldSchema = z.object({
  field_name: fieldNameSchema,
  field_label: z.string().trim().min(1).max(200),
  field_type: fieldTypeSchema.default('text'),
  required: z.boolean().default(false),
  validation_rules: validationRulesSchema.extend({ pattern: patternSchema.optional() }).default({}),
  options: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  placeholder: z.string().trim().max(200).nullable().optional(),
  help_text: z.string().trim().max(1000).nullable().optional(),
  step_number: stepNumberSchema,
  display_order: z.number().int().min(0).max(10_000).optional(),
});
export type NewApplicationField = z.infer<typeof newApplicationFieldSchema>;
export const applicationFieldPatchSchema = z.object({
  field_name: fieldNameSchema.optional(),
  field_label: z.string().trim().min(1).max(200).optional(),
  field_type: fieldTypeSchema.optional(),
  required: z.boolean().optional(),
  validation_rules: validationRulesSchema.extend({ pattern: patternSchema.optional() }).optional(),
  options: z.array(z.string().trim().min(1).max(200)).max(100).optional(),
  placeholder: z.string().trim().max(200).nullable().optional(),
  help_text: z.string().trim().max(1000).nullable().optional(),
  step_number: stepNumberSchema.optional(),
  display_order: z.number().int().min(0).max(10_000).optional(),
});
export type ApplicationFieldPatch = z.infer<typeof applicationFieldPatchSchema>;

export const applicationFieldsResponseSchema = z.object({
  status: z.literal('success'),
  fields: z.array(applicationFieldSchema),
});
export const applicationFieldResponseSchema = z.object({
  status: z.literal('success'),
  field: applicationFieldSchema,
});

export const applicationDataResponseSchema = z.object({
  status: z.literal('success'),
  data: z.record(z.string(), z.string()),
});
export const applicationFieldValueSchema = z.union([
  z.string().max(10_000),
  z.number(),
  z.boolean(),
  z.null(),
]);
export const saveApplicationDataSchema = z.object({
  field_name: z.string().trim().min(1).max(100),
  field_value: applicationFieldValueSchema,
  step_number: stepNumberSchema.optional(),
});
export type SaveApplicationData = z.infer<typeof saveApplicationDataSchema>;
export const saveApplicationDataResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  field_name: z.string(),
  field_value: z.string().nullable(),
});

export const missingFieldSchema = z.object({ field_name: z.string(), field_label: z.string() });
export const stepCompletionResponseSchema = z.object({
  status: z.literal('success'),
  is_complete: z.boolean(),
  missing_required: z.array(missingFieldSchema),
});

export const applicationViewResponseSchema = z.object({
  status: z.literal('success'),
  user: z.object({ id: z.string(), email: z.string(), display_name: z.string() }),
  steps: z.array(
    z.object({
      step_number: z.number().int(),
      step_title: z.string().nullable(),
      fields: z.array(
        applicationFieldSchema
          .pick({ field_name: true, field_label: true, field_type: true, required: true })
          .extend({ value: z.string().nullable(), updated_at: z.string().nullable() }),
      ),
    }),
  ),
  /** Answers whose field no longer exists (kept, not lost). */
  other_answers: z.record(z.string(), z.string()),
});

// ---- field validation (spec §5) ----------------------------------------------------------------

const PHONE_PATTERN = /^[0-9\s+\-()]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isValidIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A value as stored: trimmed text, or null when blank. */
export function normalizeFieldValue(value: string | number | boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** Numbers may be typed with currency signs and thousands separators ("$25,000.50"). */
export function parseNumberValue(value: string): number | null {
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

type FieldRules = Pick<
  ApplicationField,
  'field_label' | 'field_type' | 'required' | 'validation_rules' | 'options'
>;

/**
 * The first problem with a value for a field, or null when it is acceptable (spec §5 messages:
 * `{label} is required`, `Minimum N characters required`, `Maximum N characters allowed`,
 * `Invalid email address`, `Invalid phone number`).
 */
export function validateFieldValue(
  field: FieldRules,
  raw: string | number | boolean | null | undefined,
): string | null {
  const value = normalizeFieldValue(raw);
  if (value === null) return field.required ? `${field.field_label} is required` : null;
  const rules = field.validation_rules ?? {};
  if (rules.min_length !== undefined && value.length < rules.min_length)
    return `Minimum ${rules.min_length} characters required`;
  if (rules.max_length !== undefined && value.length > rules.max_length)
    return `Maximum ${rules.max_length} characters allowed`;
  switch (field.field_type) {
    case 'email':
      if (!EMAIL_PATTERN.test(value)) return 'Invalid email address';
      break;
    case 'phone':
      if (!PHONE_PATTERN.test(value) || (value.match(/\d/g)?.length ?? 0) < 7) return 'Invalid phone number';
      break;
    case 'number':
    case 'currency': {
      const n = parseNumberValue(value);
      if (n === null) return `${field.field_label} must be a number`;
      if (rules.min !== undefined && n < rules.min)
        return `Minimum value is ${rules.min.toLocaleString('en-US')}`;
      if (rules.max !== undefined && n > rules.max)
        return `Maximum value is ${rules.max.toLocaleString('en-US')}`;
      break;
    }
    case 'date':
      if (!isValidIsoDate(value)) return 'Invalid date';
      break;
    case 'url':
      if (!/^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value)) return 'Invalid URL';
      break;
    case 'select':
      if (field.options.length > 0 && !field.options.includes(value))
        return `${field.field_label} must be one of: ${field.options.join(', ')}`;
      break;
    default:
      break;
  }
  if (rules.pattern) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(`^(?:${rules.pattern})$`);
    } catch {
      re = null; // an invalid pattern is refused when saved; never block a client on it
    }
    if (re && !re.test(value))
      return rules.pattern_message ?? `${field.field_label} is not in the expected format`;
  }
  return null;
}

// ---- tasks -------------------------------------------------------------------------------------

export const checklistItemSchema = z.object({
  id: z.string().trim().min(1).max(64),
  text: z.string().trim().min(1).max(500),
  required: z.boolean().default(true),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

const fileExtSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^\.?[a-z0-9]{1,10}$/)
  .transform((e) => e.replace(/^\./, ''));

export const templateConfigSchema = z.object({
  allowed_file_types: z.array(fileExtSchema).max(20).optional(),
  max_file_size_mb: z.number().positive().max(MAX_UPLOAD_FILE_SIZE_MB).optional(),
  min_files_required: z.number().int().min(0).max(20).optional(),
  max_files_allowed: z.number().int().min(1).max(20).optional(),
  checklist_items: z.array(checklistItemSchema).max(50).optional(),
  require_all_checked: z.boolean().optional(),
  external_action_url: z.string().trim().max(2000).optional(),
  external_action_button_text: z.string().trim().max(100).optional(),
  verification_instructions: z.string().trim().max(4000).optional(),
  instructions: z.string().trim().max(4000).optional(),
  placeholder: z.string().trim().max(200).optional(),
});
export type TemplateConfig = z.infer<typeof templateConfigSchema>;

/** The effective upload limits of a task (template values, else spec §5 defaults). */
export function uploadLimits(config: TemplateConfig | null | undefined) {
  return {
    allowed_file_types: config?.allowed_file_types?.length
      ? config.allowed_file_types
      : [...UPLOAD_DEFAULTS.allowed_file_types],
    max_file_size_mb: config?.max_file_size_mb ?? UPLOAD_DEFAULTS.max_file_size_mb,
    min_files_required: config?.min_files_required ?? UPLOAD_DEFAULTS.min_files_required,
    max_files_allowed: config?.max_files_allowed ?? UPLOAD_DEFAULTS.max_files_allowed,
  };
}

/** Whether a checklist is done: every required item (every item with require_all_checked). */
export function isChecklistSatisfied(
  config: TemplateConfig | null | undefined,
  checked: readonly string[],
): boolean {
  const items = config?.checklist_items ?? [];
  const needed = config?.require_all_checked ? items : items.filter((i) => i.required !== false);
  return needed.every((i) => checked.includes(i.id));
}

export const defaultTaskSchema = z.object({
  id: z.string(),
  step_number: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  task_type: taskTypeSchema,
  is_required: z.boolean(),
  order_position: z.number().int(),
  priority: taskPrioritySchema,
  link_url: z.string().nullable(),
  instructions: z.string().nullable(),
  template_config: templateConfigSchema,
  /** Ids of the application fields a form task collects, in order. */
  field_ids: z.array(z.string()),
  /** Those fields (spec §3 default task `form_fields`). */
  form_fields: z.array(applicationFieldSchema),
  /** For the caller: whether they completed it. */
  is_completed: z.boolean(),
});
export type DefaultTask = z.infer<typeof defaultTaskSchema>;

export const defaultTasksResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(defaultTaskSchema),
  default_tasks: z.array(defaultTaskSchema),
});
export const defaultTaskResponseSchema = z.object({ status: z.literal('success'), task: defaultTaskSchema });

const urlOrPathSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (u) => /^https?:\/\//i.test(u) || /^\/(?!\/)/.test(u),
    'Use an http(s) URL or a path starting with /',
  );

export const newDefaultTaskSchema = z.object({
  step_number: stepNumberSchema,
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(4000).nullable().optional(),
  task_type: taskTypeSchema.default(DEFAULT_TASK_TYPE),
  is_required: z.boolean().default(false),
  order_position: z.number().int().min(0).max(10_000).optional(),
  priority: taskPrioritySchema.default(DEFAULT_TASK_PRIORITY),
  link_url: urlOrPathSchema.nullable().optional(),
  instructions: z.string().trim().max(4000).nullable().optional(),
  template_config: templateConfigSchema.default({}),
  field_ids: z.array(z.uuid()).max(100).optional(),
});
export type NewDefaultTask = z.infer<typeof newDefaultTaskSchema>;
export const defaultTaskPatchSchema = z.object({
  step_number: stepNumberSchema.optional(),
  title: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(4000).nullable().optional(),
  task_type: taskTypeSchema.optional(),
  is_required: z.boolean().optional(),
  order_position: z.number().int().min(0).max(10_000).optional(),
  priority: taskPrioritySchema.optional(),
  link_url: urlOrPathSchema.nullable().optional(),
  instructions: z.string().trim().max(4000).nullable().optional(),
  template_config: templateConfigSchema.optional(),
});
export type DefaultTaskPatch = z.infer<typeof defaultTaskPatchSchema>;
export const defaultTasksReorderSchema = z.object({
  step_number: stepNumberSchema,
  tasks: z
    .array(z.object({ id: z.uuid(), order_position: z.number().int().min(0).max(10_000) }))
    .min(1)
    .max(200),
});
export const defaultTaskFieldsSchema = z.object({ field_ids: z.array(z.uuid()).max(100) });
export const defaultTaskCompletionsResponseSchema = z.object({
  status: z.literal('success'),
  completed_task_ids: z.array(z.string()),
});

export const taskSummaryResponseSchema = z.object({
  status: z.literal('success'),
  steps: z.array(
    z.object({
      step_number: z.number().int(),
      total: z.number().int(),
      completed: z.number().int(),
      unfinished: z.number().int(),
      required_total: z.number().int(),
      unfinished_required: z.number().int(),
      /** Skipped route step or locked step: its tasks are not counted in the totals. */
      excluded: z.boolean(),
    }),
  ),
  total_unfinished: z.number().int(),
  total_unfinished_required: z.number().int(),
});
export type TaskSummary = z.infer<typeof taskSummaryResponseSchema>;

export const taskAttachmentSchema = z.object({
  id: z.string(),
  task_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  file_ext: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
  download_url: z.string(),
});
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

export const taskSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  default_task_id: z.string().nullable(),
  step_number: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  task_type: taskTypeSchema,
  priority: taskPrioritySchema,
  due_date: z.string().nullable(),
  notes: z.string().nullable(),
  link_url: z.string().nullable(),
  instructions: z.string().nullable(),
  template_config: templateConfigSchema,
  is_required: z.boolean(),
  order_position: z.number().int(),
  is_completed: z.boolean(),
  /** Same as is_completed (spec §3 names both). */
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  checked_items: z.array(z.string()),
  form_data: z.record(z.string(), z.unknown()),
  uploaded_files: z.array(taskAttachmentSchema),
  form_fields: z.array(applicationFieldSchema),
  /** A task the user added (not from the step's defaults). */
  is_custom: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const tasksResponseSchema = z.object({ status: z.literal('success'), tasks: z.array(taskSchema) });
export const taskResponseSchema = z.object({
  status: z.literal('success'),
  task: taskSchema,
  message: z.string().optional(),
});

const isoDateSchema = z.string().refine(isValidIsoDate, 'Use a real date in the YYYY-MM-DD format');

export const newTaskSchema = z.object({
  step_number: stepNumberSchema,
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(4000).nullable().optional(),
  task_type: z.enum(['checkbox', 'simple_task', 'text_input', 'date_input', 'link']).default('checkbox'),
  priority: taskPrioritySchema.default(DEFAULT_TASK_PRIORITY),
  due_date: isoDateSchema.nullable().optional(),
  notes: z.string().trim().max(4000).nullable().optional(),
  link_url: urlOrPathSchema.nullable().optional(),
});
export type NewTask = z.infer<typeof newTaskSchema>;

export const taskPatchSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(4000).nullable().optional(),
  notes: z.string().trim().max(4000).nullable().optional(),
  due_date: isoDateSchema.nullable().optional(),
  priority: taskPrioritySchema.optional(),
  /** Checklist progress; the task completes itself once the checklist is satisfied. */
  checked_items: z.array(z.string().max(64)).max(50).optional(),
});
export type TaskPatch = z.infer<typeof taskPatchSchema>;

export const completeTaskSchema = z.object({
  form_data: z.record(z.string().max(100), applicationFieldValueSchema).optional(),
  checked_items: z.array(z.string().max(64)).max(50).optional(),
  notes: z.string().trim().max(4000).nullable().optional(),
  /** external_action: the user confirms they finished on the other site. */
  confirmed: z.boolean().optional(),
  /** text_input / date_input: the answer (also accepted as form_data.value). */
  value: z.string().max(10_000).optional(),
});
export type CompleteTask = z.infer<typeof completeTaskSchema>;

export const autoCreateTasksSchema = z.object({ step_number: stepNumberSchema });
export const autoCreateTasksResponseSchema = z.object({
  status: z.literal('success'),
  created: z.number().int(),
  tasks: z.array(taskSchema),
});
export const taskAttachmentsResponseSchema = z.object({
  status: z.literal('success'),
  attachments: z.array(taskAttachmentSchema),
});
export const uploadTaskAttachmentsResponseSchema = z.object({
  status: z.literal('success'),
  attachments: z.array(taskAttachmentSchema),
  task: taskSchema,
});
