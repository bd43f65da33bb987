/**
 * The three ready workflows credit-repair and funding coaches start from (issue 8/8): new client
 * onboarding, credit-report follow-up, approval waiting too long. Instantiating one makes a
 * disabled workflow the admin reviews, edits and enables. The texts are honest about timing: a
 * nudge goes out only if nothing moved on the journey since the welcome, the staff task only if
 * the step still waits, and the monthly summary repeats on a 30-day wait (not a calendar month).
 */
import {
  type AutomationTemplate,
  type WorkflowInput,
  workflowInputSchema,
} from '@fundpath/contracts/automations';

const text = (t: string) => ({ type: 'text' as const, text: t });

const onboarding: WorkflowInput = {
  name: 'New client onboarding',
  description:
    'Welcomes each new client, shows the first steps, and nudges them after 3 days without progress.',
  enabled: false,
  allow_repeats: false,
  trigger: { type: 'client.signed_up' },
  conditions: [],
  actions: [
    {
      id: 'welcome',
      type: 'send_email',
      email: {
        subject: 'Welcome to {{brand_name|FundPath}}, {{first_name|there}}!',
        preheader: 'Your funding journey starts today: here is what happens next.',
        blocks: [
          text(
            'Hi {{first_name|there}},\n\nWelcome aboard! Your account is ready and your coach can see your journey from today.',
          ),
          text(
            '**Your first steps**\n\n1. Sign in and open your dashboard.\n2. Start step {{current_step|1}}: {{current_step_title|your first step}}.\n3. Finish its tasks, then mark the step complete (or submit it for approval).',
          ),
          text('Questions? Reply to this e-mail or open a support ticket from your dashboard.'),
        ],
      },
    },
    {
      id: 'first-steps',
      type: 'notify',
      to: 'subject',
      title: 'Start with step {{current_step}}: {{current_step_title}}',
      body: 'Your journey is set up. Open the step to see its tasks and your coach’s notes.',
      link: '/dashboard',
    },
    { id: 'wait-3-days', type: 'wait', amount: 3, unit: 'days' },
    {
      id: 'nudge',
      type: 'send_email',
      only_if: [{ field: 'progress', op: 'none' }],
      email: {
        subject: 'Ready for your next step, {{first_name|there}}?',
        preheader: 'Step {{current_step}} is waiting for you.',
        blocks: [
          text(
            'Hi {{first_name|there}},\n\nWe noticed you have not started yet. Step {{current_step}} ({{current_step_title|your first step}}) takes about 15 minutes.',
          ),
          text('Sign in to your dashboard to pick up where you left off. Your coach is here to help.'),
        ],
      },
    },
  ],
};

const creditFollowUp: WorkflowInput = {
  name: 'Credit-report follow-up',
  description:
    'After the first credit report: next steps for the decision (funding when approved, credit repair when borderline or declined), then a progress summary every 30 days for a year.',
  enabled: false,
  allow_repeats: false,
  trigger: { type: 'credit.report_pulled', decision: null },
  conditions: [{ field: 'role', roles: ['client'] }],
  actions: [
    {
      id: 'approved',
      type: 'send_email',
      only_if: [{ field: 'decision', bureau: 'overall', decisions: ['approve'] }],
      email: {
        subject: 'Good news, {{first_name|there}}: your profile looks ready for funding',
        preheader: 'Your next steps toward funding.',
        blocks: [
          text(
            'Hi {{first_name|there}},\n\nYour latest credit report looks strong across the bureaus. You are ready to move toward funding.',
          ),
          text(
            '**Next steps**\n\n1. Keep card balances under 30% of their limits until funding closes.\n2. Avoid new credit inquiries.\n3. Continue with step {{current_step}} on your dashboard: your coach will prepare your funding applications.',
          ),
        ],
      },
    },
    {
      id: 'repair',
      type: 'send_email',
      only_if: [{ field: 'decision', bureau: 'overall', decisions: ['borderline', 'decline'] }],
      email: {
        subject: '{{first_name|Hi}}, here is your plan to strengthen your credit',
        preheader: 'Credit repair and dispute steps, in order.',
        blocks: [
          text(
            'Hi {{first_name|there}},\n\nYour latest credit report shows a few items that hold funding back. The good news: most of them can be fixed.',
          ),
          text(
            '**Your credit repair steps**\n\n1. Review the negative items your coach marked on your report.\n2. Dispute inaccurate items with each bureau (we prepare the letters with you).\n3. Pay balances down toward 30% of each limit.\n4. Avoid new applications until we pull your next report.',
          ),
        ],
      },
    },
    {
      id: 'repair-task',
      type: 'create_task',
      only_if: [{ field: 'decision', bureau: 'overall', decisions: ['decline'] }],
      title: 'Plan credit repair with {{full_name}}',
      description:
        'Their latest report was declined overall. Review the negative items and book a dispute session.',
      priority: 'high',
      due_in_days: 2,
      assign_to: 'assigned_staff',
    },
    { id: 'wait-30-days', type: 'wait', amount: 30, unit: 'days' },
    {
      id: 'monthly-summary',
      type: 'send_email',
      email: {
        subject: 'Your monthly progress, {{first_name|there}}',
        preheader: 'Where you are on your funding journey.',
        blocks: [
          text(
            'Hi {{first_name|there}},\n\nHere is where you stand this month: you are on step {{current_step}} ({{current_step_title|your current step}}).',
          ),
          text(
            'Keep going: sign in to see your open tasks, and ask your coach to pull a fresh credit report when your balances have come down.',
          ),
        ],
      },
    },
    { id: 'again', type: 'repeat', from: 3, times: 11 },
  ],
};

const approvalWaiting: WorkflowInput = {
  name: 'Approval waiting too long',
  description:
    'When a step has waited 24 hours for staff approval, creates a high-priority task for the client’s team.',
  enabled: false,
  allow_repeats: true,
  trigger: { type: 'step.submitted', step_number: null },
  conditions: [],
  actions: [
    { id: 'wait-24-hours', type: 'wait', amount: 24, unit: 'hours' },
    {
      id: 'escalate',
      type: 'create_task',
      only_if: [{ field: 'approval', op: 'still_pending' }],
      title: 'Step {{trigger_step}} of {{full_name}} has waited 24 h for approval',
      description:
        'Review the submission (Clients → the client → Journey) and approve it or send it back with a note.',
      priority: 'high',
      due_in_days: 0,
      assign_to: 'assigned_staff',
    },
  ],
};

const TEMPLATES: Array<Omit<AutomationTemplate, 'workflow'> & { workflow: WorkflowInput }> = [
  {
    key: 'client-onboarding',
    name: onboarding.name,
    description: onboarding.description!,
    highlights: [
      'When a new client signs up',
      'Welcome e-mail with the first steps',
      'In-app notification: start with your current step',
      'Wait 3 days',
      'Nudge e-mail, only if there was no progress',
    ],
    workflow: onboarding,
  },
  {
    key: 'credit-follow-up',
    name: creditFollowUp.name,
    description: creditFollowUp.description!,
    highlights: [
      'When a client’s first credit report is pulled',
      'Approved: funding next steps',
      'Borderline or declined: credit repair and dispute steps (declined: a task for their team)',
      'Every 30 days for a year: a progress summary',
    ],
    workflow: creditFollowUp,
  },
  {
    key: 'approval-waiting',
    name: approvalWaiting.name,
    description: approvalWaiting.description!,
    highlights: [
      'When a client submits a step for approval',
      'Wait 24 hours',
      'Still waiting: a high-priority staff task for their team',
    ],
    workflow: approvalWaiting,
  },
];

/** The templates, parsed through the same schema as a saved workflow (defaults filled in). */
export function listTemplates(): AutomationTemplate[] {
  return TEMPLATES.map((t) => ({ ...t, workflow: workflowInputSchema.parse(t.workflow) }));
}

export function findTemplate(key: string): AutomationTemplate | undefined {
  return listTemplates().find((t) => t.key === key);
}
