/**
 * The business-funding journey every deployment starts with: 18 steps, their coaching scripts,
 * the application's fields and each step's default tasks. `ensureJourneyContent` is idempotent
 * and never overwrites: a step's fields and tasks are inserted only when the step itself is new,
 * so content staff edited or deleted stays that way across restarts.
 */
import type {
  Faq,
  FieldType,
  IconType,
  StepFunctionName,
  TaskPriority,
  TaskType,
  TemplateConfig,
  ValidationRules,
} from '@fundpath/contracts/coaching';
import { inArray } from 'drizzle-orm';
import { applicationFields, coachingSteps, defaultTasks, stepFunctions } from '../db/schema';
import type { Db } from '../platform/db';

interface FieldSeed {
  field_name: string;
  field_label: string;
  field_type: FieldType;
  required: boolean;
  validation_rules?: ValidationRules;
  options?: string[];
  placeholder?: string;
  help_text?: string;
}

interface TaskSeed {
  title: string;
  description: string;
  task_type: TaskType;
  is_required: boolean;
  priority?: TaskPriority;
  link_url?: string;
  instructions?: string;
  template_config?: TemplateConfig;
  /** field_name values of the application fields a form task collects. */
  fields?: string[];
}

interface StepSeed {
  step_number: number;
  step_title: string;
  description: string;
  estimated_duration: string;
  icon_type: IconType;
  requires_approval?: boolean;
  greeting_message: string;
  talking_points: string[];
  faqs: Faq[];
  completion_criteria: string;
  fields: FieldSeed[];
  tasks: TaskSeed[];
}

const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];

const DOCS = ['pdf', 'jpg', 'png', 'docx'];
const STATEMENTS = ['pdf'];

export const STEP_FUNCTION_DEFAULTS: ReadonlyArray<[StepFunctionName, number]> = [
  ['qualification', 2],
  ['credit_repair_route', 3],
  ['funding_route', 4],
];

export const JOURNEY: readonly StepSeed[] = [
  {
    step_number: 1,
    step_title: 'Welcome & Funding Goals',
    description:
      'Meet your coach, learn how the program works, and set a clear funding target: how much, for what, and by when.',
    estimated_duration: '20-30 minutes',
    icon_type: 'User',
    greeting_message:
      "Welcome! I'm your funding coach. Over the next steps we'll get your business and credit ready so lenders say yes. First, let's get clear on what you want to fund and when.",
    talking_points: [
      'How the program works: 18 steps, each with tasks, and your coach available by text or voice at every step.',
      'Lenders fund a plan, not a wish: a specific amount tied to a specific use gets better terms.',
      'Realistic timelines: personal-credit-based funding can close in 2-6 weeks; business-credit-based funding usually takes 3-6 months of building.',
      'What we will need from you: honest answers about credit, income and the business, and documents as we go.',
    ],
    faqs: [
      {
        question: 'How long does the whole journey take?',
        answer:
          'Most clients with good personal credit reach funding offers in 4-8 weeks. If your credit needs repair first, plan on 3-6 months before applying.',
      },
      {
        question: 'Will this affect my credit score?',
        answer:
          'Setting goals and connecting monitoring does not. Monitoring services use soft pulls. Hard inquiries happen only when you apply with a lender, and we plan those together.',
      },
      {
        question: 'How much can I realistically get?',
        answer:
          'It depends on your credit profile, income and time in business. Startups with strong personal credit commonly qualify for $25,000-$100,000 in business credit lines; established businesses can qualify for more based on revenue.',
      },
    ],
    completion_criteria:
      'Your contact details and funding goal (amount, purpose, timeline) are saved and you have acknowledged the program agreement.',
    fields: [
      {
        field_name: 'owner_first_name',
        field_label: 'First Name',
        field_type: 'text',
        required: true,
        validation_rules: { min_length: 1, max_length: 50 },
        placeholder: 'Jordan',
      },
      {
        field_name: 'owner_last_name',
        field_label: 'Last Name',
        field_type: 'text',
        required: true,
        validation_rules: { min_length: 1, max_length: 50 },
        placeholder: 'Rivera',
      },
      {
        field_name: 'owner_email',
        field_label: 'Email Address',
        field_type: 'email',
        required: true,
        validation_rules: { max_length: 254 },
        placeholder: 'you@example.com',
      },
      {
        field_name: 'owner_phone',
        field_label: 'Mobile Phone',
        field_type: 'phone',
        required: true,
        validation_rules: { min_length: 10, max_length: 20 },
        placeholder: '(555) 123-4567',
      },
      {
        field_name: 'requested_amount',
        field_label: 'Funding Amount Requested',
        field_type: 'currency',
        required: true,
        validation_rules: { min: 5000, max: 5000000 },
        placeholder: '50000',
        help_text: 'Between $5,000 and $5,000,000.',
      },
      {
        field_name: 'funding_purpose',
        field_label: 'Primary Use of Funds',
        field_type: 'select',
        required: true,
        options: [
          'Working capital',
          'Equipment',
          'Inventory',
          'Marketing',
          'Hiring and payroll',
          'Expansion or new location',
          'Real estate',
          'Refinance existing debt',
          'Startup costs',
          'Other',
        ],
      },
      {
        field_name: 'funding_timeline',
        field_label: 'When Do You Need the Funds?',
        field_type: 'select',
        required: true,
        options: ['Within 30 days', '1-3 months', '3-6 months', '6-12 months', 'Just planning ahead'],
      },
    ],
    tasks: [
      {
        title: 'Read how small-business funding works',
        description: 'The SBA overview of loan types, what lenders look at, and how much they lend.',
        task_type: 'link',
        is_required: false,
        priority: 'medium',
        link_url: 'https://www.sba.gov/funding-programs/loans',
        instructions: 'Read it through, then ask your coach anything that is unclear.',
      },
      {
        title: 'Tell us about you and your funding goal',
        description:
          'Your contact details and what you want to fund. These answers pre-fill your funding application.',
        task_type: 'form_fields',
        is_required: true,
        priority: 'high',
        fields: [
          'owner_first_name',
          'owner_last_name',
          'owner_email',
          'owner_phone',
          'requested_amount',
          'funding_purpose',
          'funding_timeline',
        ],
      },
      {
        title: 'Set your target funding date',
        description: 'The date you want funds in the bank. We work backwards from it to plan each step.',
        task_type: 'date_input',
        is_required: false,
        priority: 'low',
        instructions: 'Pick a realistic date. If your credit needs work, allow at least 90 days.',
      },
      {
        title: 'Acknowledge the coaching program agreement',
        description:
          'I understand FundPath coaches me to become fundable; lenders make their own credit decisions and no approval is guaranteed.',
        task_type: 'checkbox',
        is_required: true,
        priority: 'high',
      },
    ],
  },
  {
    step_number: 2,
    step_title: 'Credit Assessment & Qualification',
    description:
      'Pull your three-bureau credit report so we can see what lenders see. Your results decide your route: straight to funding, or credit optimization first.',
    estimated_duration: '30-45 minutes',
    icon_type: 'CreditCard',
    greeting_message:
      "Now let's look at your credit the way a lender would. Once your three-bureau report is in, I'll walk you through every item and tell you whether you're ready to apply or what we fix first.",
    talking_points: [
      'Lenders look at each bureau separately: score, utilization, late payments, collections, charge-offs, and inquiries in the last 6-24 months.',
      'A frozen bureau cannot be pulled: lift freezes at Equifax, Experian and TransUnion before pulling the report.',
      'Utilization under 30% per card and overall (under 10% is ideal) is one of the fastest score wins.',
      'Your route is decided by the report: any bureau that shows an approval sends you to the funding route; otherwise we start with credit optimization.',
      'Personal income matters: many lenders ask for it and compare it with your existing debt.',
    ],
    faqs: [
      {
        question: 'Does pulling my report hurt my score?',
        answer:
          'No. Credit monitoring uses a soft inquiry, which lenders do not see and which does not affect your score.',
      },
      {
        question: 'Why do you need all three bureaus?',
        answer:
          'Different lenders pull different bureaus, and each bureau holds different data. We pick lenders that pull the bureau where you look strongest.',
      },
      {
        question: 'What does "approval" on a bureau mean here?',
        answer:
          'It means that bureau shows no declining items (no recent lates, collections, charge-offs, excessive inquiries or high utilization) under our lending criteria.',
      },
      {
        question: 'Why do you ask for the last 4 of my SSN?',
        answer:
          'To match your credit file to your application. We never ask for your full SSN in the coaching app.',
      },
    ],
    completion_criteria:
      'Credit monitoring is connected, freezes are lifted, a current three-bureau report is on file, and your income and personal details are saved. On completion you are routed to the funding route or the credit optimization route.',
    fields: [
      { field_name: 'owner_date_of_birth', field_label: 'Date of Birth', field_type: 'date', required: true },
      {
        field_name: 'owner_ssn_last4',
        field_label: 'SSN (last 4 digits)',
        field_type: 'text',
        required: true,
        validation_rules: {
          min_length: 4,
          max_length: 4,
          pattern: '\\d{4}',
          pattern_message: 'Enter the last 4 digits of your SSN',
        },
        placeholder: '1234',
      },
      {
        field_name: 'home_address',
        field_label: 'Home Address',
        field_type: 'textarea',
        required: true,
        validation_rules: { min_length: 10, max_length: 300 },
        placeholder: 'Street, City, State ZIP',
      },
      {
        field_name: 'personal_annual_income',
        field_label: 'Personal Annual Income',
        field_type: 'currency',
        required: true,
        validation_rules: { min: 0, max: 100000000 },
        placeholder: '85000',
        help_text: 'Income from all sources before taxes.',
      },
      {
        field_name: 'monthly_housing_payment',
        field_label: 'Monthly Rent or Mortgage',
        field_type: 'currency',
        required: false,
        validation_rules: { min: 0, max: 1000000 },
        placeholder: '1800',
      },
    ],
    tasks: [
      {
        title: 'Lift credit freezes at all three bureaus',
        description:
          'A frozen file cannot be pulled by monitoring or by lenders. Lift (temporarily) before the pull.',
        task_type: 'checklist',
        is_required: true,
        priority: 'high',
        template_config: {
          checklist_items: [
            {
              id: 'equifax',
              text: 'Equifax freeze lifted (equifax.com/personal/credit-report-services/credit-freeze)',
              required: true,
            },
            {
              id: 'experian',
              text: 'Experian freeze lifted (experian.com/freeze/center.html)',
              required: true,
            },
            {
              id: 'transunion',
              text: 'TransUnion freeze lifted (transunion.com/credit-freeze)',
              required: true,
            },
            {
              id: 'innovis',
              text: 'Innovis freeze lifted (optional, used by a few lenders)',
              required: false,
            },
          ],
          require_all_checked: false,
          instructions: 'If you never froze a bureau, just check it.',
        },
      },
      {
        title: 'Connect three-bureau credit monitoring',
        description: 'Enroll in a monitoring service that provides a three-bureau report with scores.',
        task_type: 'external_action',
        is_required: true,
        priority: 'high',
        template_config: {
          external_action_url: 'https://www.identityiq.com',
          external_action_button_text: 'Enroll in credit monitoring',
          verification_instructions:
            'After enrolling, confirm here. Then pull your report from the Credit Reports tab of your Client Center using the same login.',
        },
      },
      {
        title: 'Pull your three-bureau report into FundPath',
        description: 'Open the Credit Reports tab in your Client Center and pull your current report.',
        task_type: 'link',
        is_required: true,
        priority: 'high',
        link_url: '/client-center',
      },
      {
        title: 'Income and personal details',
        description:
          'Lenders compare your income with your obligations; these details also match your credit file.',
        task_type: 'form_fields',
        is_required: true,
        priority: 'high',
        fields: [
          'owner_date_of_birth',
          'owner_ssn_last4',
          'home_address',
          'personal_annual_income',
          'monthly_housing_payment',
        ],
      },
      {
        title: 'List anything on your credit you are worried about',
        description:
          'Late payments, collections, old accounts you are unsure about: anything you want the coach to look at first.',
        task_type: 'text_input',
        is_required: false,
        priority: 'low',
      },
    ],
  },
  {
    step_number: 3,
    step_title: 'Credit Optimization (Repair Route)',
    description:
      'Your report shows items that would lead to declines. Dispute inaccurate items, pay down balances and let new inquiries age before applying.',
    estimated_duration: '30-90 days',
    icon_type: 'Wrench',
    greeting_message:
      "Your report has a few things lenders won't like yet, and that's fixable. We'll dispute what's inaccurate, bring balances down, and set you up to qualify. Let's go item by item.",
    talking_points: [
      'You have the right to dispute inaccurate, incomplete or unverifiable items with each bureau (Fair Credit Reporting Act).',
      'Balances: pay revolving accounts to under 30% of the limit on each card, ideally under 10%, before the statement closing date.',
      'Do not close old cards: age and available credit help your score.',
      'Pause new applications: each hard inquiry costs points and lenders count inquiries in the last 6-12 months.',
      'Re-pull your report after disputes resolve (about 30-45 days) and we will re-check your qualification.',
    ],
    faqs: [
      {
        question: 'Can you remove accurate negative items?',
        answer:
          'No one can legally remove accurate, verifiable information. We dispute items that are inaccurate, incomplete or unverifiable, and ask creditors for goodwill adjustments where it makes sense.',
      },
      {
        question: 'How long do disputes take?',
        answer:
          'Bureaus must generally investigate within 30 days (45 in some cases) and send you the results.',
      },
      {
        question: 'Should I pay off a collection?',
        answer:
          'Ask your coach first: paying can help with some lenders, but a pay-for-delete or a validation request may be the better first move depending on the account.',
      },
    ],
    completion_criteria:
      'Disputes are filed for every inaccurate item, balances are paid down to the target utilization, the dispute letters are uploaded, and a fresh report shows the changes.',
    fields: [],
    tasks: [
      {
        title: 'Review your dispute plan with your coach',
        description:
          'Go through every negative item on the report and agree which to dispute, pay, or leave to age.',
        task_type: 'simple_task',
        is_required: true,
        priority: 'high',
      },
      {
        title: 'File disputes with the bureaus',
        description: 'Dispute each inaccurate item with the bureau reporting it.',
        task_type: 'checklist',
        is_required: true,
        priority: 'high',
        template_config: {
          checklist_items: [
            { id: 'equifax_disputes', text: 'Disputes filed with Equifax', required: true },
            { id: 'experian_disputes', text: 'Disputes filed with Experian', required: true },
            { id: 'transunion_disputes', text: 'Disputes filed with TransUnion', required: true },
            {
              id: 'creditor_letters',
              text: 'Goodwill or validation letters sent to creditors',
              required: false,
            },
          ],
          require_all_checked: false,
        },
      },
      {
        title: 'Upload your dispute letters and bureau responses',
        description:
          'Keep a record of everything sent and received; your coach reviews the responses with you.',
        task_type: 'document_upload',
        is_required: true,
        priority: 'medium',
        template_config: {
          allowed_file_types: DOCS,
          max_file_size_mb: 10,
          min_files_required: 1,
          max_files_allowed: 10,
        },
      },
      {
        title: 'Pay revolving balances below 30% utilization',
        description:
          'Pay each card to under 30% of its limit before the statement date; we recommend under 10%.',
        task_type: 'checkbox',
        is_required: true,
        priority: 'high',
      },
      {
        title: 'Learn how disputes work (CFPB guide)',
        description: 'The Consumer Financial Protection Bureau explains your rights and the process.',
        task_type: 'link',
        is_required: false,
        priority: 'low',
        link_url:
          'https://www.consumerfinance.gov/ask-cfpb/how-do-i-dispute-an-error-on-my-credit-report-en-314/',
      },
    ],
  },
  {
    step_number: 4,
    step_title: 'Funding Route: Credit-Qualified Strategy',
    description:
      'Your credit qualifies. We plan which lenders to apply with, in which order, and on which bureau, to maximize approvals while keeping inquiries low.',
    estimated_duration: '1-2 weeks',
    icon_type: 'Trophy',
    greeting_message:
      'Great news: your credit qualifies for funding. Now we plan the sequence: which lenders, which bureau each one pulls, and the order that gets you the most approved credit with the fewest inquiries.',
    talking_points: [
      'Apply to lenders that pull your strongest bureau; stack applications on the same day so new accounts do not show yet.',
      'Keep utilization low until all applications are decided.',
      'Business credit cards and lines report to business bureaus, so your personal utilization stays clean.',
      'Have your income and business details consistent across every application.',
    ],
    faqs: [
      {
        question: 'Why apply to several lenders on the same day?',
        answer:
          'New accounts and inquiries take time to appear on your report. Applying together means each lender sees the same clean profile.',
      },
      {
        question: 'Will I need a business for this route?',
        answer:
          'Yes, most business cards and lines require a registered business; the next step sets yours up properly.',
      },
    ],
    completion_criteria:
      'You have reviewed and agreed to the lender sequence and bureau plan, and set the target application date.',
    fields: [],
    tasks: [
      {
        title: 'Review your lender sequence and bureau plan',
        description: 'Your coach prepares the order of applications and which bureau each lender pulls.',
        task_type: 'simple_task',
        is_required: true,
        priority: 'high',
      },
      {
        title: 'Freeze-proof checklist before applying',
        description: 'Make sure nothing blocks an application on the day.',
        task_type: 'checklist',
        is_required: true,
        priority: 'medium',
        template_config: {
          checklist_items: [
            {
              id: 'no_new_inquiries',
              text: 'No new credit applications since the report was pulled',
              required: true,
            },
            { id: 'utilization', text: 'Card balances are under 10% of limits', required: true },
            { id: 'freezes_off', text: 'Freezes remain lifted at all three bureaus', required: true },
          ],
          require_all_checked: true,
        },
      },
      {
        title: 'Pick your application date',
        description: 'The single day you will submit the applications in the plan.',
        task_type: 'date_input',
        is_required: false,
        priority: 'medium',
      },
    ],
  },
  {
    step_number: 5,
    step_title: 'Business Foundation',
    description:
      'Lenders verify that the business is real and consistent everywhere: legal entity, EIN, a business address and phone, a website and a domain email.',
    estimated_duration: '1-2 weeks',
    icon_type: 'Building',
    requires_approval: true,
    greeting_message:
      "Let's make your business look as fundable as it is. Lenders check that your entity, EIN, address and phone match everywhere. We'll set each one up right and your coach will verify it.",
    talking_points: [
      'Register an LLC or corporation with your state; sole proprietorships rarely qualify for business credit.',
      'Get an EIN from the IRS (free, online, minutes) and use it, not your SSN, for the business.',
      'Use a real business address (not a P.O. box) and a business phone number listed in 411 directories.',
      'A professional website and an email on your own domain (not Gmail) build lender trust.',
      'Your business name, address and phone must match exactly on every record: state filing, IRS, bank, D-U-N-S.',
    ],
    faqs: [
      {
        question: 'Can I use my home address?',
        answer:
          'You can, but a commercial or virtual office address with a suite number looks stronger to lenders and keeps your home private. Avoid P.O. boxes; many lenders decline them.',
      },
      {
        question: 'How do I get an EIN?',
        answer:
          'Apply free on the IRS website; you receive it immediately when you finish the online application. Never pay a third party for it.',
      },
      {
        question: 'Does my business age matter?',
        answer:
          'Yes. Many lenders want 2+ years. If your entity is new, your personal credit carries more weight until it ages.',
      },
    ],
    completion_criteria:
      'Entity, EIN, address, phone, website and email are saved and consistent; the formation document and EIN letter are uploaded; staff have verified them.',
    fields: [
      {
        field_name: 'legal_business_name',
        field_label: 'Legal Business Name',
        field_type: 'text',
        required: true,
        validation_rules: { min_length: 2, max_length: 150 },
        placeholder: 'Rivera Logistics LLC',
      },
      {
        field_name: 'dba_name',
        field_label: 'DBA (Doing Business As)',
        field_type: 'text',
        required: false,
        validation_rules: { max_length: 150 },
        placeholder: 'Rivera Freight',
      },
      {
        field_name: 'entity_type',
        field_label: 'Entity Type',
        field_type: 'select',
        required: true,
        options: [
          'LLC',
          'S-Corporation',
          'C-Corporation',
          'Partnership',
          'Sole Proprietorship',
          'Non-profit',
        ],
      },
      {
        field_name: 'ein',
        field_label: 'EIN',
        field_type: 'text',
        required: true,
        validation_rules: {
          min_length: 10,
          max_length: 10,
          pattern: '\\d{2}-\\d{7}',
          pattern_message: 'Enter the EIN as NN-NNNNNNN',
        },
        placeholder: '12-3456789',
      },
      {
        field_name: 'formation_date',
        field_label: 'Business Formation Date',
        field_type: 'date',
        required: true,
      },
      {
        field_name: 'state_of_formation',
        field_label: 'State of Formation',
        field_type: 'select',
        required: true,
        options: US_STATES,
      },
      {
        field_name: 'business_address',
        field_label: 'Business Address',
        field_type: 'textarea',
        required: true,
        validation_rules: { min_length: 10, max_length: 300 },
        placeholder: '100 Main St, Suite 200, Austin, TX 78701',
        help_text: 'Physical address; no P.O. boxes.',
      },
      {
        field_name: 'business_phone',
        field_label: 'Business Phone',
        field_type: 'phone',
        required: true,
        validation_rules: { min_length: 10, max_length: 20 },
        placeholder: '(555) 987-6543',
      },
      {
        field_name: 'business_email',
        field_label: 'Business Email',
        field_type: 'email',
        required: true,
        validation_rules: { max_length: 254 },
        placeholder: 'owner@yourbusiness.com',
      },
      {
        field_name: 'business_website',
        field_label: 'Business Website',
        field_type: 'url',
        required: false,
        validation_rules: { max_length: 200 },
        placeholder: 'https://yourbusiness.com',
      },
    ],
    tasks: [
      {
        title: 'Business entity and contact details',
        description: 'Exactly as registered with your state and the IRS.',
        task_type: 'form_fields',
        is_required: true,
        priority: 'high',
        fields: [
          'legal_business_name',
          'dba_name',
          'entity_type',
          'ein',
          'formation_date',
          'state_of_formation',
          'business_address',
          'business_phone',
          'business_email',
          'business_website',
        ],
      },
      {
        title: 'Get your EIN from the IRS',
        description: 'Free, online, issued immediately. Skip if you already have one.',
        task_type: 'external_action',
        is_required: false,
        priority: 'medium',
        template_config: {
          external_action_url:
            'https://www.irs.gov/businesses/small-businesses-self-employed/apply-for-an-employer-identification-number-ein-online',
          external_action_button_text: 'Apply for an EIN',
          verification_instructions:
            'Save the confirmation letter (CP 575) as a PDF: you will upload it next.',
        },
      },
      {
        title: 'Upload formation documents and EIN letter',
        description: 'Articles of organization/incorporation and the IRS EIN confirmation (CP 575 or 147C).',
        task_type: 'document_upload',
        is_required: true,
        priority: 'high',
        template_config: {
          allowed_file_types: DOCS,
          max_file_size_mb: 10,
          min_files_required: 2,
          max_files_allowed: 5,
          instructions: 'Upload clear, complete copies; every page of the articles.',
        },
      },
      {
        title: 'Business presence checklist',
        description: 'What lenders check when they look you up.',
        task_type: 'checklist',
        is_required: true,
        priority: 'medium',
        template_config: {
          checklist_items: [
            { id: 'address', text: 'Physical business address (not a P.O. box)', required: true },
            { id: 'phone_411', text: 'Business phone listed with 411 directory assistance', required: true },
            { id: 'domain_email', text: 'Email on your own domain', required: true },
            { id: 'website', text: 'Website live with your address and phone', required: false },
            { id: 'google_profile', text: 'Google Business Profile created', required: false },
          ],
          require_all_checked: false,
        },
      },
      {
        title: 'Check required licenses and permits',
        description: 'The SBA explains federal, state and local licenses by industry.',
        task_type: 'link',
        is_required: false,
        priority: 'low',
        link_url: 'https://www.sba.gov/business-guide/launch-your-business/apply-licenses-permits',
      },
    ],
  },
  {
    step_number: 6,
    step_title: 'Business Credit Profile',
    description:
      'Establish your business credit files: a D-U-N-S number at Dun & Bradstreet, and files at Experian Business and Equifax Business, with your industry classified correctly.',
    estimated_duration: '1-3 weeks',
    icon_type: 'Briefcase',
    greeting_message:
      "Your business needs its own credit identity, separate from you. We'll get your D-U-N-S number and make sure the business bureaus have your details right.",
    talking_points: [
      'The D-U-N-S number is free from Dun & Bradstreet; many vendors and lenders look it up.',
      'Your NAICS code describes your industry; some codes are considered high risk, so choose the most accurate low-risk description.',
      'Business bureau files are created when creditors report: the next steps add reporting accounts.',
      'Check that each bureau shows the same legal name, address and phone as your state filing.',
    ],
    faqs: [
      {
        question: 'Do I have to pay for a D-U-N-S number?',
        answer: 'No. The standard D-U-N-S number is free; paid options only speed up the processing.',
      },
      {
        question: 'What is a NAICS code?',
        answer:
          'The six-digit North American Industry Classification System code for what your business does. You can look yours up on census.gov/naics.',
      },
    ],
    completion_criteria:
      'D-U-N-S number requested (or entered), industry and NAICS code saved, and your business bureau listings checked for consistency.',
    fields: [
      {
        field_name: 'industry',
        field_label: 'Industry',
        field_type: 'text',
        required: true,
        validation_rules: { min_length: 3, max_length: 100 },
        placeholder: 'Freight trucking',
      },
      {
        field_name: 'naics_code',
        field_label: 'NAICS Code',
        field_type: 'text',
        required: true,
        validation_rules: {
          min_length: 6,
          max_length: 6,
          pattern: '\\d{6}',
          pattern_message: 'Enter the 6-digit NAICS code',
        },
        placeholder: '484110',
      },
      {
        field_name: 'duns_number',
        field_label: 'D-U-N-S Number',
        field_type: 'text',
        required: false,
        validation_rules: {
          min_length: 9,
          max_length: 11,
          pattern: '\\d{2}-?\\d{3}-?\\d{4}',
          pattern_message: 'Enter the 9-digit D-U-N-S number',
        },
        placeholder: '123456789',
      },
    ],
    tasks: [
      {
        title: 'Request your D-U-N-S number',
        description: 'Free from Dun & Bradstreet; it can take up to 30 business days on the free track.',
        task_type: 'external_action',
        is_required: true,
        priority: 'high',
        template_config: {
          external_action_url: 'https://www.dnb.com/duns/get-a-duns.html',
          external_action_button_text: 'Get a D-U-N-S number',
          verification_instructions:
            'Use your legal business name and address exactly as on your state filing.',
        },
      },
      {
        title: 'Industry and business identifiers',
        description: 'Industry, NAICS code and your D-U-N-S number once you have it.',
        task_type: 'form_fields',
        is_required: true,
        priority: 'medium',
        fields: ['industry', 'naics_code', 'duns_number'],
      },
      {
        title: 'Check your business credit listings',
        description: 'Look up your business at Experian Business and Nav to confirm the details match.',
        task_type: 'link',
        is_required: false,
        priority: 'low',
        link_url: 'https://www.nav.com/business-credit-scores/',
      },
    ],
  },
  {
    step_number: 7,
    step_title: 'Business Bank Relationship',
    description:
      'Open a business checking account in the business name and EIN, and build deposit history: banks lend first to customers they know.',
    estimated_duration: '1 week to open; 3-6 months of history',
    icon_type: 'Building',
    greeting_message:
      "Banks lend to businesses they know. Let's get your business checking set up properly and start building the deposit history lenders look for.",
    talking_points: [
      'Open the account in the legal business name with the EIN; keep business and personal money separate.',
      'Run all business income and expenses through it: lenders read the statements.',
      'Avoid overdrafts and negative days; keep an average daily balance of at least a few thousand dollars if you can.',
      "A relationship banker can pre-qualify you for the bank's own cards and lines later.",
    ],
    faqs: [
      {
        question: 'Does the bank matter?',
        answer:
          'A bank that also offers small-business credit products helps: after 3-6 months of history, they can approve you based on the relationship.',
      },
      {
        question: 'Can I use an online bank?',
        answer:
          'Yes for operations, but keep one account at a bank or credit union that offers business lending.',
      },
    ],
    completion_criteria:
      'A business checking account is open in the business name with the EIN, and its details are saved.',
    fields: [
      {
        field_name: 'business_bank_name',
        field_label: 'Business Bank Name',
        field_type: 'text',
        required: true,
        validation_rules: { min_length: 2, max_length: 100 },
        placeholder: 'First National Bank',
      },
      {
        field_name: 'bank_account_opened',
        field_label: 'Date Account Opened',
        field_type: 'date',
        required: true,
      },
      {
        field_name: 'average_monthly_balance',
        field_label: 'Average Monthly Balance',
        field_type: 'currency',
        required: false,
        validation_rules: { min: 0, max: 100000000 },
        placeholder: '8000',
      },
    ],
    tasks: [
      {
        title: 'Open a business checking account',
        description: 'In the legal business name, with your EIN and formation documents.',
        task_type: 'checkbox',
        is_required: true,
        priority: 'high',
      },
      {
        title: 'Business bank details',
        description: 'Where you bank and since when.',
        task_type: 'form_fields',
        is_required: true,
        priority: 'medium',
        fields: ['business_bank_name', 'bank_account_opened', 'average_monthly_balance'],
      },
      {
        title: 'Upload a voided business check or bank letter',
        description: 'Shows the account is in the business name; lenders ask for it at closing.',
        task_type: 'file_upload',
        is_required: false,
        priority: 'low',
        template_config: {
          allowed_file_types: DOCS,
          max_file_size_mb: 10,
          min_files_required: 1,
          max_files_allowed: 2,
        },
      },
    ],
  },
  {
    step_number: 8,
    step_title: 'Vendor Tradelines (Net-30 Accounts)',
    description:
      'Open net-30 vendor accounts that report to the business bureaus, buy what you need, and pay early to build your business payment history.',
    estimated_duration: '60-90 days',
    icon_type: 'ClipboardList',
    greeting_message:
      "This is where your business credit score is born. We'll open a few vendor accounts that report your payments, and you'll pay them early to build a strong history.",
    talking_points: [
      'Net-30 vendors let you buy now and pay within 30 days; the ones we pick report to Dun & Bradstreet, Experian or Equifax Business.',
      'Pay early: paying before the due date builds the Paydex score toward 80+.',
      'Three to five reporting tradelines are a typical target before applying for business revolving credit.',
      'Only buy what the business actually uses: supplies, packaging, equipment.',
    ],
    faqs: [
      {
        question: 'Which vendors report?',
        answer:
          'Common starter vendors include Uline, Quill, Grainger and Summa Office Supplies; reporting practices change, so your coach confirms the current list.',
      },
      {
        question: 'How soon will it show?',
        answer:
          'Most vendors report monthly; expect 30-90 days before the tradelines appear on your business reports.',
      },
    ],
    completion_criteria:
      'At least three reporting net-30 accounts are open and each has a first purchase paid on time or early.',
    fields: [],
    tasks: [
      {
        title: 'Open three reporting net-30 accounts',
        description: 'Apply with your business details exactly as registered.',
        task_type: 'checklist',
        is_required: true,
        priority: 'high',
        template_config: {
          checklist_items: [
            { id: 'vendor_1', text: 'First net-30 vendor account approved', required: true },
            { id: 'vendor_2', text: 'Second net-30 vendor account approved', required: true },
            { id: 'vendor_3', text: 'Third net-30 vendor account approved', required: true },
            { id: 'vendor_4', text: 'Fourth vendor account (optional)', required: false },
          ],
          require_all_checked: false,
        },
      },
      {
        title: 'List your vendor accounts',
        description: 'Vendor names and the bureaus they report to, so your coach can track reporting.',
        task_type: 'text_input',
        is_required: true,
        priority: 'medium',
        template_config: { placeholder: 'e.g. Uline (D&B, Experian), Quill (D&B)' },
      },
      {
        title: 'Pay every first invoice early',
        description: 'Pay each invoice before its due date to build a strong payment score.',
        task_type: 'checkbox',
        is_required: true,
        priority: 'medium',
      },
    ],
  },
  {
    step_number: 9,
    step_title: 'Financial Documents',
    description:
      'Gather what underwriters ask for: recent business bank statements, tax returns, and a year-to-date profit and loss statement.',
    estimated_duration: '1 week',
    icon_type: 'FileText',
    requires_approval: true,
    greeting_message:
      "Underwriters will want to see the numbers. Let's collect your statements and returns now, so nothing slows you down when offers come in. Your coach will review them before we move on.",
    talking_points: [
      'Most lenders ask for the last 3-6 months of business bank statements, all pages.',
      'Two years of business and personal tax returns for larger or longer-term loans.',
      'A year-to-date profit and loss statement; a balance sheet for term loans and SBA loans.',
      'Revenue on your application must match your statements and returns.',
    ],
    faqs: [
      {
        question: 'My business is new and has no tax return yet. Is that a problem?',
        answer:
          'No. Startup-friendly funding relies on personal credit and income; we use bank statements and a projected P&L instead.',
      },
      {
        question: 'Can I send screenshots?',
        answer: 'Lenders want official PDF statements downloaded from the bank, with every page.',
      },
    ],
    completion_criteria:
      'Bank statements (at least 3 months), the most recent tax return and a YTD P&L are uploaded, revenue figures are saved, and staff have reviewed the package.',
    fields: [
      {
        field_name: 'annual_revenue',
        field_label: 'Annual Revenue',
        field_type: 'currency',
        required: true,
        validation_rules: { min: 0, max: 1000000000 },
        placeholder: '240000',
      },
      {
        field_name: 'monthly_revenue',
        field_label: 'Average Monthly Revenue',
        field_type: 'currency',
        required: true,
        validation_rules: { min: 0, max: 100000000 },
        placeholder: '20000',
      },
      {
        field_name: 'time_in_business_months',
        field_label: 'Time in Business (months)',
        field_type: 'number',
        required: true,
        validation_rules: { min: 0, max: 1200 },
        placeholder: '24',
      },
      {
        field_name: 'number_of_employees',
        field_label: 'Number of Employees',
        field_type: 'number',
        required: true,
        validation_rules: { min: 0, max: 100000 },
        placeholder: '4',
      },
    ],
    tasks: [
      {
        title: 'Upload business bank statements',
        description: 'The last 3 to 6 months, all pages, as PDFs downloaded from your bank.',
        task_type: 'document_upload',
        is_required: true,
        priority: 'high',
        template_config: {
          allowed_file_types: STATEMENTS,
          max_file_size_mb: 15,
          min_files_required: 3,
          max_files_allowed: 6,
          instructions: 'One PDF per month.',
        },
      },
      {
        title: 'Upload your most recent tax return',
        description: 'Business return (or Schedule C) and personal return, all schedules.',
        task_type: 'document_upload',
        is_required: true,
        priority: 'high',
        template_config: {
          allowed_file_types: ['pdf'],
          max_file_size_mb: 20,
          min_files_required: 1,
          max_files_allowed: 4,
        },
      },
      {
        title: 'Upload a year-to-date profit and loss statement',
        description: 'From your bookkeeping software or accountant; a balance sheet helps too.',
        task_type: 'file_upload',
        is_required: false,
        priority: 'medium',
        template_config: {
          allowed_file_types: ['pdf', 'docx', 'xlsx'],
          max_file_size_mb: 10,
          min_files_required: 1,
          max_files_allowed: 3,
        },
      },
      {
        title: 'Revenue and size of the business',
        description: 'Figures must match your statements and returns.',
        task_type: 'form_fields',
        is_required: true,
        priority: 'high',
        fields: ['annual_revenue', 'monthly_revenue', 'time_in_business_months', 'number_of_employees'],
      },
    ],
  },
  {
    step_number: 10,
    step_title: 'Business Plan & Use of Funds',
    description:
      'Explain exactly how you will use the money and how it pays itself back. Lenders fund plans.',
    estimated_duration: '2-4 hours',
    icon_type: 'ClipboardList',
    greeting_message:
      "Let's turn your goal into a plan a lender can say yes to: what the money buys, what it earns, and how it gets repaid.",
    talking_points: [
      'Break the amount down by item: equipment, inventory, marketing, payroll, reserves.',
      'Show the return: more revenue, lower costs, or both, and when.',
      'Show repayment comfortably within cash flow: lenders like a debt-service coverage of 1.25x or better.',
      'Keep a cash reserve; do not plan to spend every dollar on day one.',
    ],
    faqs: [
      {
        question: 'Do I need a full business plan?',
        answer:
          'For credit cards and lines, a clear one-page use-of-funds is enough. SBA and larger term loans need a full plan; the SBA template is a good start.',
      },
    ],
    completion_criteria:
      'A written use-of-funds with the repayment plan is saved, and the plan document is uploaded.',
    fields: [
      {
        field_name: 'use_of_funds',
        field_label: 'Use of Funds',
        field_type: 'textarea',
        required: true,
        validation_rules: { min_length: 50, max_length: 2000 },
        placeholder:
          'e.g. $30,000 for a second delivery van, $10,000 for marketing, $10,000 as working capital reserve...',
      },
      {
        field_name: 'repayment_plan',
        field_label: 'How the Funding Will Be Repaid',
        field_type: 'textarea',
        required: true,
        validation_rules: { min_length: 30, max_length: 2000 },
      },
    ],
    tasks: [
      {
        title: 'Write your use of funds and repayment plan',
        description: 'Itemise the amount and show how cash flow covers the payments.',
        task_type: 'form_fields',
        is_required: true,
        priority: 'high',
        fields: ['use_of_funds', 'repayment_plan'],
      },
      {
        title: 'Upload your business plan or one-page summary',
        description: 'A one-page summary is fine for most credit lines.',
        task_type: 'document_upload',
        is_required: true,
        priority: 'medium',
        template_config: {
          allowed_file_types: ['pdf', 'docx'],
          max_file_size_mb: 10,
          min_files_required: 1,
          max_files_allowed: 3,
        },
      },
      {
        title: 'SBA business plan guide',
        description: 'Templates and what lenders expect in each section.',
        task_type: 'link',
        is_required: false,
        priority: 'low',
        link_url: 'https://www.sba.gov/business-guide/plan-your-business/write-your-business-plan',
      },
    ],
  },
  {
    step_number: 11,
    step_title: 'Funding Application',
    description:
      'Complete and sign the funding application: ownership, debts and declarations. Your coach checks it against your documents before it goes to lenders.',
    estimated_duration: '45-60 minutes',
    icon_type: 'FileText',
    requires_approval: true,
    greeting_message:
      "Time to put it all together. Most of your application is already filled from earlier steps; let's complete the ownership details and declarations, then your coach reviews everything before it goes out.",
    talking_points: [
      'Every number must match your documents: revenue, time in business, income.',
      'List all owners with 20% or more; lenders usually require each to guarantee.',
      'Disclose existing business debt honestly; lenders see it anyway.',
      'Review the whole application in My Application before submitting for review.',
    ],
    faqs: [
      {
        question: 'Why does the coach approve my application?',
        answer:
          'A second look catches mismatches and missing documents that cause declines or delays. It usually takes one business day.',
      },
      {
        question: 'Will submitting trigger a credit pull?',
        answer: 'No. Nothing is sent to a lender until you approve the lender list in the next steps.',
      },
    ],
    completion_criteria:
      'Ownership, debt and declaration fields are complete, the application is reviewed in My Application, the authorization is signed and uploaded, and staff have approved it.',
    fields: [
      {
        field_name: 'owner_title',
        field_label: 'Your Title',
        field_type: 'text',
        required: true,
        validation_rules: { min_length: 2, max_length: 60 },
        placeholder: 'Managing Member',
      },
      {
        field_name: 'ownership_percentage',
        field_label: 'Ownership Percentage',
        field_type: 'number',
        required: true,
        validation_rules: { min: 1, max: 100 },
        placeholder: '100',
      },
      {
        field_name: 'other_owners',
        field_label: 'Other Owners (20% or more)',
        field_type: 'textarea',
        required: false,
        validation_rules: { max_length: 1000 },
        placeholder: 'Name, title, ownership % for each',
      },
      {
        field_name: 'existing_business_debt',
        field_label: 'Existing Business Debt',
        field_type: 'currency',
        required: true,
        validation_rules: { min: 0, max: 100000000 },
        placeholder: '0',
      },
      {
        field_name: 'bankruptcy_last_7_years',
        field_label: 'Bankruptcy in the Last 7 Years?',
        field_type: 'select',
        required: true,
        options: ['No', 'Yes'],
      },
    ],
    tasks: [
      {
        title: 'Ownership, debt and declarations',
        description: 'The remaining questions of the funding application.',
        task_type: 'form_fields',
        is_required: true,
        priority: 'high',
        fields: [
          'owner_title',
          'ownership_percentage',
          'other_owners',
          'existing_business_debt',
          'bankruptcy_last_7_years',
        ],
      },
      {
        title: 'Review your full application',
        description: 'Open My Application and check every answer against your documents.',
        task_type: 'link',
        is_required: true,
        priority: 'high',
        link_url: '/client/application',
      },
      {
        title: 'Upload your signed credit authorization',
        description: 'Signed authorization for lenders to verify the information in your application.',
        task_type: 'document_upload',
        is_required: true,
        priority: 'high',
        template_config: {
          allowed_file_types: ['pdf', 'jpg', 'png'],
          max_file_size_mb: 10,
          min_files_required: 1,
          max_files_allowed: 2,
        },
      },
      {
        title: 'Upload a government-issued photo ID',
        description: "Driver's license or passport, front and back, for identity verification.",
        task_type: 'file_upload',
        is_required: true,
        priority: 'medium',
        template_config: {
          allowed_file_types: ['jpg', 'png', 'pdf'],
          max_file_size_mb: 10,
          min_files_required: 1,
          max_files_allowed: 2,
        },
      },
    ],
  },
  {
    step_number: 12,
    step_title: 'Lender Matching',
    description:
      'We match your profile to lenders by bureau, credit criteria, time in business and revenue, and agree the submission list with you.',
    estimated_duration: '3-5 business days',
    icon_type: 'Users',
    greeting_message:
      'Your application is approved for submission. Now we match you with lenders whose criteria fit your profile, and agree together which ones we apply to and in what order.',
    talking_points: [
      'Each lender has minimums: score, time in business, revenue, and which bureau they pull.',
      'We prefer lenders that pull the bureau where you are strongest.',
      'Expect several applications on the same day to protect your profile.',
      'You approve the list before anything is submitted.',
    ],
    faqs: [
      {
        question: 'Do you work with SBA lenders?',
        answer:
          'Yes. SBA loans take longer (30-90 days) and need more documents, so we usually pair them with faster credit lines.',
      },
    ],
    completion_criteria: 'You have reviewed the lender matches and approved the submission list.',
    fields: [],
    tasks: [
      {
        title: 'Review your lender matches with your coach',
        description: 'Go through each match: amounts, rates, terms and which bureau they pull.',
        task_type: 'simple_task',
        is_required: true,
        priority: 'high',
      },
      {
        title: 'Approve the submission list',
        description: 'I approve submitting my application to the agreed lenders, in the agreed order.',
        task_type: 'checkbox',
        is_required: true,
        priority: 'high',
      },
    ],
  },
  {
    step_number: 13,
    step_title: 'Offers Review',
    description:
      'Compare offers on their true cost: APR, fees, term, payment, prepayment rules and collateral.',
    estimated_duration: '1-2 weeks',
    icon_type: 'Activity',
    greeting_message:
      "Offers are coming in. Let's compare them on what they really cost, not just the headline rate, and pick the ones that fit your plan.",
    talking_points: [
      'Compare APR, not factor rates or "simple interest" headlines.',
      'Check origination fees, prepayment penalties, and whether payments are daily, weekly or monthly.',
      'Personal guarantees and UCC liens: know what you are signing.',
      'Accepting more than you need raises cost and risk; take what the plan uses.',
    ],
    faqs: [
      {
        question: 'What is a factor rate?',
        answer:
          'A multiplier on the amount (e.g. 1.3 means you repay $1.30 per $1). Over a short term it can be a very high APR; we convert it so you can compare.',
      },
      {
        question: 'Can I negotiate?',
        answer: 'Often yes: fees, term and limits can move, especially with competing offers.',
      },
    ],
    completion_criteria: 'Every offer is uploaded and compared, and you have told us which ones you accept.',
    fields: [],
    tasks: [
      {
        title: 'Upload each offer you receive',
        description: 'Offer letters or term sheets, so your coach can compare them with you.',
        task_type: 'document_upload',
        is_required: true,
        priority: 'high',
        template_config: {
          allowed_file_types: DOCS,
          max_file_size_mb: 10,
          min_files_required: 1,
          max_files_allowed: 10,
        },
      },
      {
        title: 'Offer comparison checklist',
        description: 'Check each point on every offer before accepting.',
        task_type: 'checklist',
        is_required: true,
        priority: 'medium',
        template_config: {
          checklist_items: [
            { id: 'apr', text: 'APR calculated and compared', required: true },
            { id: 'fees', text: 'Origination and other fees noted', required: true },
            { id: 'payment', text: 'Payment amount and frequency fit cash flow', required: true },
            { id: 'prepayment', text: 'Prepayment terms understood', required: true },
            { id: 'guarantee', text: 'Personal guarantee and collateral understood', required: true },
          ],
          require_all_checked: true,
        },
      },
      {
        title: 'Which offers do you accept?',
        description: 'Lender, amount and terms of each offer you want to accept.',
        task_type: 'text_input',
        is_required: true,
        priority: 'high',
      },
    ],
  },
  {
    step_number: 14,
    step_title: 'Closing & Funding',
    description:
      'Sign the closing documents, complete lender verifications, and confirm the funds have arrived.',
    estimated_duration: '3-10 business days',
    icon_type: 'Clock',
    requires_approval: true,
    greeting_message:
      "You're almost there. Let's get the closing paperwork signed and verified so the funds land in your business account.",
    talking_points: [
      'Read the final agreement: it must match the accepted offer.',
      'Lenders may verify by phone, bank login or tax transcript (IRS form 4506-C); respond quickly.',
      'Funds go to the business account; confirm the amount matches the agreement minus stated fees.',
    ],
    faqs: [
      {
        question: 'Why does the lender want a tax transcript authorization?',
        answer:
          'Form 4506-C lets the lender confirm your tax return with the IRS; it is standard for term loans.',
      },
    ],
    completion_criteria:
      'Signed closing documents are uploaded, the funding date is recorded and staff have confirmed the funding.',
    fields: [],
    tasks: [
      {
        title: 'Upload signed closing documents',
        description: 'The fully signed loan or card agreements.',
        task_type: 'document_upload',
        is_required: true,
        priority: 'high',
        template_config: {
          allowed_file_types: ['pdf'],
          max_file_size_mb: 20,
          min_files_required: 1,
          max_files_allowed: 10,
        },
      },
      {
        title: 'Complete lender verification calls',
        description: 'Answer or return every verification call or email from the lenders.',
        task_type: 'checkbox',
        is_required: true,
        priority: 'high',
      },
      {
        title: 'Date the funds arrived',
        description: 'When the money reached your business account.',
        task_type: 'date_input',
        is_required: true,
        priority: 'medium',
      },
    ],
  },
  {
    step_number: 15,
    step_title: 'Deploy Funds & Track Results',
    description: 'Use the funds as planned, keep receipts, and track the results against your plan.',
    estimated_duration: '30-90 days',
    icon_type: 'Activity',
    greeting_message:
      "Congratulations on your funding! Now let's make it work: deploy it as planned, keep the records, and watch the return.",
    talking_points: [
      'Spend according to the use-of-funds plan; lenders may ask later.',
      'Keep receipts and a simple ledger of what each dollar bought.',
      'Track the result you planned for: new revenue, savings, capacity.',
    ],
    faqs: [
      {
        question: 'Can I use business funds for personal expenses?',
        answer:
          'No. It breaches most agreements and weakens the separation that protects you and your business credit.',
      },
    ],
    completion_criteria: 'Funds deployed per plan, with a deployment record and the first results noted.',
    fields: [],
    tasks: [
      {
        title: 'Record how the funds were deployed',
        description: 'What you bought or paid for, and amounts.',
        task_type: 'text_input',
        is_required: true,
        priority: 'medium',
      },
      {
        title: 'Upload receipts for major purchases',
        description: 'Invoices or receipts for equipment, inventory and other large items.',
        task_type: 'file_upload',
        is_required: false,
        priority: 'low',
        template_config: {
          allowed_file_types: DOCS,
          max_file_size_mb: 10,
          min_files_required: 1,
          max_files_allowed: 10,
        },
      },
    ],
  },
  {
    step_number: 16,
    step_title: 'Repayment & Cash-Flow Management',
    description:
      'Set up automatic payments, keep utilization low, and hold a reserve so every payment is on time.',
    estimated_duration: '1-2 hours, then monthly',
    icon_type: 'Settings',
    greeting_message:
      "On-time payments now are what unlock bigger funding later. Let's automate your payments and set up a simple monthly cash-flow check.",
    talking_points: [
      'Autopay at least the minimum on every account; pay balances in full where you can.',
      'Keep revolving utilization under 30%, ideally under 10%, at each statement date.',
      'Hold a reserve covering at least two months of payments.',
      'Review cash flow monthly; call the lender early if anything changes.',
    ],
    faqs: [
      {
        question: "What if I can't make a payment?",
        answer:
          'Call the lender before the due date: hardship options exist, and a late payment reported 30+ days late does lasting damage.',
      },
    ],
    completion_criteria: 'Autopay is set on every account and the repayment checklist is complete.',
    fields: [],
    tasks: [
      {
        title: 'Repayment setup checklist',
        description: 'Protect your payment history from day one.',
        task_type: 'checklist',
        is_required: true,
        priority: 'high',
        template_config: {
          checklist_items: [
            { id: 'autopay', text: 'Autopay set up on every new account', required: true },
            { id: 'calendar', text: 'Due dates and statement dates in your calendar', required: true },
            { id: 'reserve', text: 'Reserve account with two months of payments', required: false },
          ],
          require_all_checked: false,
        },
      },
      {
        title: 'Pick your monthly cash-flow review date',
        description: 'A fixed day each month to review balances and payments.',
        task_type: 'date_input',
        is_required: false,
        priority: 'low',
      },
    ],
  },
  {
    step_number: 17,
    step_title: 'Grow Business Credit (Tier 2)',
    description:
      'With payment history established, add store, fleet and cash cards that report to business bureaus, and request credit limit increases.',
    estimated_duration: '3-6 months',
    icon_type: 'Briefcase',
    greeting_message:
      "Your business credit has a track record now. Let's build on it with the next tier of accounts and grow your limits.",
    talking_points: [
      'Store and fleet cards usually approve on business credit once you have several reporting tradelines.',
      'Request limit increases after 6 months of on-time payments.',
      'Check your business reports quarterly for errors.',
    ],
    faqs: [
      {
        question: 'When can I apply without a personal guarantee?',
        answer:
          'Some issuers consider it once your business has strong revenue, years in business and an established business credit profile; it is lender-specific.',
      },
    ],
    completion_criteria:
      'Business credit reports checked and your tier-2 account plan agreed with your coach.',
    fields: [],
    tasks: [
      {
        title: 'Pull your business credit reports',
        description:
          'Check Dun & Bradstreet, Experian Business and Equifax Business for your tradelines and scores.',
        task_type: 'external_action',
        is_required: true,
        priority: 'medium',
        template_config: {
          external_action_url: 'https://www.nav.com/business-credit-scores/',
          external_action_button_text: 'Check business credit',
          verification_instructions:
            'Note your scores and any tradeline missing or wrong, then confirm here.',
        },
      },
      {
        title: 'Agree your tier-2 account plan',
        description: 'Which store, fleet or cash cards to add, and when to ask for increases.',
        task_type: 'simple_task',
        is_required: true,
        priority: 'medium',
      },
    ],
  },
  {
    step_number: 18,
    step_title: 'Graduation & Next Funding Round',
    description:
      'Review what you achieved, set the next funding goal, and plan when you will be ready to apply again at a larger amount.',
    estimated_duration: '30 minutes',
    icon_type: 'Trophy',
    greeting_message:
      "Look how far you've come! Let's review your results and set your next goal, because the best time to plan the next round is right after this one.",
    talking_points: [
      'Compare where you started with today: scores, tradelines, limits and funding.',
      'Lenders often reconsider after 6-12 months of on-time payments and revenue growth.',
      'Keep monitoring: catch errors and fraud early.',
    ],
    faqs: [
      {
        question: 'Can I keep working with my coach?',
        answer: 'Yes. Your journey stays open and you can start a new funding round whenever you are ready.',
      },
    ],
    completion_criteria: 'The program review is done and your next funding goal is recorded.',
    fields: [],
    tasks: [
      {
        title: 'Your next funding goal',
        description: 'Amount, purpose and target date for the next round.',
        task_type: 'text_input',
        is_required: true,
        priority: 'medium',
      },
      {
        title: 'Program review with your coach',
        description: 'Go over the results and what to keep doing.',
        task_type: 'simple_task',
        is_required: true,
        priority: 'medium',
      },
      {
        title: 'Share your feedback',
        description: 'Tell us how the program worked for you.',
        task_type: 'link',
        is_required: false,
        priority: 'low',
        link_url: '/client/support',
      },
    ],
  },
];

/**
 * Seeds the journey (steps, scripts, step functions, application fields, default tasks) where it
 * is missing. Safe to call at every startup and from several instances at once.
 */
export async function ensureJourneyContent(db: Db): Promise<{ stepsCreated: number }> {
  return db.transaction(async (tx) => {
    let stepsCreated = 0;
    for (const [function_name, assigned_step] of STEP_FUNCTION_DEFAULTS) {
      await tx.insert(stepFunctions).values({ function_name, assigned_step }).onConflictDoNothing();
    }
    for (const step of JOURNEY) {
      const [created] = await tx
        .insert(coachingSteps)
        .values({
          step_number: step.step_number,
          step_title: step.step_title,
          description: step.description,
          estimated_duration: step.estimated_duration,
          icon_type: step.icon_type,
          display_order: step.step_number,
          locked: false,
          requires_approval: step.requires_approval ?? false,
          greeting_message: step.greeting_message,
          talking_points: step.talking_points,
          faqs: step.faqs,
          completion_criteria: step.completion_criteria,
        })
        .onConflictDoNothing({ target: coachingSteps.step_number })
        .returning({ id: coachingSteps.id });
      if (!created) continue; // the step exists: its content belongs to the staff now
      stepsCreated += 1;

      const fieldIds = new Map<string, string>();
      for (const [i, f] of step.fields.entries()) {
        const [row] = await tx
          .insert(applicationFields)
          .values({
            field_name: f.field_name,
            field_label: f.field_label,
            field_type: f.field_type,
            required: f.required,
            validation_rules: f.validation_rules ?? {},
            options: f.options ?? [],
            placeholder: f.placeholder ?? null,
            help_text: f.help_text ?? null,
            step_number: step.step_number,
            display_order: i + 1,
          })
          .onConflictDoNothing({ target: applicationFields.field_name })
          .returning({ id: applicationFields.id, field_name: applicationFields.field_name });
        if (row) fieldIds.set(row.field_name, row.id);
      }
      // A field staff already made under the same name is reused by the step's form tasks.
      const wanted = step.tasks.flatMap((t) => t.fields ?? []).filter((name) => !fieldIds.has(name));
      if (wanted.length > 0) {
        const existing = await tx
          .select({ id: applicationFields.id, field_name: applicationFields.field_name })
          .from(applicationFields)
          .where(inArray(applicationFields.field_name, wanted));
        for (const f of existing) fieldIds.set(f.field_name, f.id);
      }
      if (step.tasks.length > 0) {
        await tx.insert(defaultTasks).values(
          step.tasks.map((t, i) => ({
            step_number: step.step_number,
            title: t.title,
            description: t.description,
            task_type: t.task_type,
            is_required: t.is_required,
            order_position: i + 1,
            priority: t.priority ?? 'medium',
            link_url: t.link_url ?? null,
            instructions: t.instructions ?? null,
            template_config: t.template_config ?? {},
            field_ids: (t.fields ?? []).flatMap((name) => {
              const id = fieldIds.get(name);
              return id ? [id] : [];
            }),
          })),
        );
      }
    }
    return { stepsCreated };
  });
}
