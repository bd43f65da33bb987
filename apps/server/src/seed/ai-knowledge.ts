/**
 * The coach's starting knowledge base: approved answers per step of the 18-step journey, and
 * general credit and funding answers. Written to match the journey content (seed/journey.ts)
 * and the credit decision rules (credit-decision-rules.md): when either changes, check here too.
 * Entry: [key, title, question, answer, tags?]; keys are stable (they make seeding idempotent).
 */
import { terms } from '../modules/ai/knowledge/text';
import * as repo from '../modules/ai/repo';
import type { Db } from '../platform/db';

export type KnowledgeSeed = readonly [
  key: string,
  title: string,
  question: string | null,
  content: string,
  tags?: readonly string[],
];

export const STEP_KNOWLEDGE: Readonly<Record<number, readonly KnowledgeSeed[]>> = {
  1: [
    [
      's1-how-program-works',
      'How the FundPath program works',
      'How does this program work?',
      'You move through 18 steps. Each step has tasks (forms, uploads, checklists, links) and some need application answers; when everything required is done you complete the step and the next one opens. A few steps (Business Foundation, Financial Documents, Funding Application, Closing) go to your coach for approval first. After the credit assessment in Step 2 you are routed either straight to funding (Step 4) or to credit optimization first (Step 3). Your coach is available by text or voice on every step.',
    ],
    [
      's1-funding-goal',
      'Setting a fundable goal',
      'How do I choose how much funding to ask for?',
      'Start from the use, not a round number: price what the money buys (equipment quotes, inventory orders, a marketing budget, payroll months) and add a 10-20% reserve. Lenders fund a specific amount tied to a specific purpose and approve better terms for it. The application accepts $5,000 to $5,000,000; if you are unsure, enter your best estimate now — you can refine it in Step 10 when you write the use of funds.',
    ],
    [
      's1-timeline',
      'Realistic funding timelines',
      'How fast can I get funded?',
      'With good personal credit (no recent lates, utilization low, few inquiries) clients typically reach offers in 4-8 weeks: about 2 weeks to prepare, then applications decided within days. If Step 2 shows items to repair, plan 30-90 days of credit optimization first. Funding based on business credit alone (no personal guarantee) takes 6-12 months of building tradelines and history.',
    ],
    [
      's1-target-date',
      'Picking a target funding date',
      'What date should I put as my target funding date?',
      'Pick the date you actually need money in the bank, then check it against your situation: at least 30 days out if your credit is clean, 90+ days if you know of late payments, collections or high card balances. We plan each step backwards from this date, so a realistic date keeps the plan honest. It is optional and you can change it later.',
    ],
    [
      's1-agreement',
      'The program agreement',
      'What am I agreeing to in the program agreement?',
      'That FundPath coaches you to become fundable — organising your business, credit and documents and matching you with lenders — while lenders make their own credit decisions. No approval or amount is guaranteed. You can ask your coach anything about it before you check the box; it is a required task of Step 1.',
    ],
    [
      's1-contact-form',
      'Why we ask for your contact details and goal',
      'Why do you need my phone, email and funding purpose?',
      'These answers pre-fill your funding application, so you enter them once. Lenders verify the phone and email, and the purpose decides which products fit: equipment financing for equipment, a line of credit for working capital, a term or SBA loan for expansion or real estate. Use a mobile number and an email you check daily; lenders contact you there during verification.',
    ],
    [
      's1-what-you-need',
      'What to have ready for the program',
      'What documents will I need during the program?',
      "Over the journey you will need: a government photo ID, your three-bureau credit monitoring login, your business formation documents and EIN letter (Step 5), 3-6 months of business bank statements, your latest tax return and a year-to-date profit and loss (Step 9), and a short use-of-funds plan (Step 10). You don't need them all now — each step asks for what it needs.",
    ],
    [
      's1-cost-of-credit',
      'Will the program hurt my credit?',
      'Will joining the program or setting goals hurt my credit?',
      "No. Setting goals, filling in the application and connecting credit monitoring use no hard inquiries; monitoring is a soft pull that lenders don't see. Hard inquiries happen only when you apply with a lender, and we plan those together in Steps 4 and 12 so you apply on one day with lenders that pull your strongest bureau.",
    ],
  ],
  2: [
    [
      's2-lift-freezes',
      'Lifting credit freezes',
      'How do I lift my credit freezes?',
      'Sign in at each bureau and choose a temporary lift (a "thaw") of at least 30 days: Equifax at equifax.com/personal/credit-report-services/credit-freeze, Experian at experian.com/freeze/center.html, TransUnion at transunion.com/credit-freeze. It is free and usually takes effect within minutes online. A frozen bureau comes back empty on your report and counts as "no data" — which the rules treat as a decline for that bureau. If you never froze a bureau, just check it off.',
    ],
    [
      's2-monitoring',
      'Connecting three-bureau monitoring',
      'Which credit monitoring service should I use and why?',
      'Use a service that gives a three-bureau report with scores in one file (the task links IdentityIQ). Enroll, then pull your report into FundPath from the Credit Reports tab of your Client Center with the same login. The report is a soft pull: it does not affect your score and lenders cannot see it. Keep the subscription active through funding; we re-pull after changes.',
    ],
    [
      's2-what-lenders-see',
      'What lenders look at on your report',
      'What do lenders look at on my credit report?',
      'Per bureau: your score; late payments (any in the last 6 months declines, in the last 12 months makes you borderline); collections, charge-offs, repossessions and bankruptcies (decline); card utilization (any card above 50% of its limit makes you borderline; under 30% is good, under 10% is best); and inquiries (3 or more in two years makes you borderline). Each bureau is judged separately, which is why we need all three.',
    ],
    [
      's2-route',
      'How your route is decided',
      'How do you decide if I go to funding or credit repair?',
      'When you complete Step 2, we look at your latest stored report: if any bureau approves (no decline or borderline items on it), you go to the funding route (Step 4) and apply with lenders that pull that bureau. If no bureau approves, you go to credit optimization (Step 3) first. Re-pulling after fixes and completing the step again re-routes you.',
    ],
    [
      's2-soft-vs-hard',
      'Soft pulls vs hard pulls',
      'What is the difference between a soft pull and a hard pull?',
      'A soft pull (monitoring, pre-qualification, your own check) is invisible to lenders and never affects your score. A hard pull happens when you apply for credit: it shows as an inquiry for two years, can cost a few points for about a year, and lenders count recent ones — 3 or more in two years makes a bureau borderline in our rules. That is why we plan applications together.',
    ],
    [
      's2-income',
      'What counts as personal income',
      'What should I include in personal annual income?',
      'All income before taxes that you can document: wages, self-employment or business draws, rental income, pensions, investment income, and alimony or child support if you choose to disclose it. Lenders compare it with your debt payments, so include everything legitimate — underreporting lowers your approved amounts. Be consistent: the same figure must appear on every application.',
    ],
    [
      's2-ssn-last4',
      'Why only the last 4 of your SSN',
      'Why do you need the last four digits of my SSN?',
      'To match your credit file and application to you. We never ask for your full SSN in the coaching app; lenders collect it on their own secure applications when you apply.',
    ],
    [
      's2-worries',
      'Listing credit concerns',
      'What should I write in the list of things I am worried about on my credit?',
      'Anything you know or suspect: a late payment, an account in collections, a card near its limit, an old debt a creditor might report, identity theft, a past bankruptcy, recent applications. Knowing it up front lets your coach check it against the report and plan disputes or paydowns before any lender sees it.',
    ],
    [
      's2-thin-file',
      'Thin or new credit files',
      'What if I have very little credit history?',
      'A thin file (few accounts, short history) often scores low or has no score at one bureau. We build it before applying: keep existing cards open and under 10% utilization, add an authorized-user card from someone with a long perfect history, or open a secured card. Three to six months of on-time reporting usually produces a usable score.',
    ],
  ],
  3: [
    [
      's3-dispute-plan',
      'Building your dispute plan',
      'How do we decide what to dispute, pay or leave alone?',
      'For every negative item we ask: is it accurate, complete and verifiable? Inaccurate or inconsistent items (different dates or balances between bureaus, a late on one bureau but current on another, a paid account still showing a balance) get disputed. Accurate recent items get a goodwill request or, for collections, a validation request and possibly pay-for-delete. High balances get paid down. Your credit report card in chat shows the plan the engine verified for each bureau.',
    ],
    [
      's3-how-to-dispute',
      'Filing a dispute with a bureau',
      'How do I file a dispute with the credit bureaus?',
      'Dispute with each bureau that reports the item, online or by certified mail: name the account (creditor and last digits), say exactly what is wrong ("reported 30 days late in 2026-07; Experian shows this month current"), and attach proof if you have it. Keep copies and the confirmation number, and upload your letters and the bureau responses to the Step 3 upload task. The bureau must investigate, generally within 30 days.',
    ],
    [
      's3-dispute-timeline',
      'How long disputes take',
      'How long do disputes take to resolve?',
      'Bureaus generally have 30 days to investigate (45 if you send more information during the investigation) and must send you the results. Re-pull your report about 30-45 days after filing; if an item was corrected or deleted, complete Step 3 and your qualification is re-checked.',
    ],
    [
      's3-goodwill',
      'Goodwill letters',
      'What is a goodwill letter?',
      'A short, polite letter to the original creditor asking them to remove an accurate late payment as a courtesy, explaining the one-time cause (medical issue, job change, autopay error) and your otherwise good record. It works best when the account is now current and the late was isolated. It is a request, not a right, so send it alongside — not instead of — disputes of any inaccurate items.',
    ],
    [
      's3-debt-validation',
      'Debt validation for collections',
      'How do I request debt validation from a collector?',
      "Within 30 days of the collector's first notice you can ask in writing for validation: the amount, the original creditor, and proof they own or may collect the debt. Until they validate, they must pause collection. If they cannot validate, dispute the collection with the bureaus as unverifiable. Send by certified mail and keep copies.",
    ],
    [
      's3-pay-for-delete',
      'Pay-for-delete',
      'Should I pay a collection to get it removed?',
      'Paying a collection stops it growing and some lenders require it, but a paid collection can still be reported. If you pay, first ask in writing for a pay-for-delete: the collector agrees to delete the tradeline in exchange for payment. Get the agreement in writing before paying. Under our rules a collection only stops declining a bureau once it is paid with a $0 balance or removed.',
    ],
    [
      's3-utilization-paydown',
      'Paying down balances the right way',
      'How much should I pay down on my cards?',
      'Pay each card to under 30% of its limit — under 10% is best — before the statement closing date, because that is the balance the card reports. Our rules flag any card above 50% as borderline; your credit plan lists the exact paydown per card to get each below 50%. Spread payments to bring every card down rather than paying one card to zero.',
    ],
    [
      's3-dont-close',
      "Don't close old cards",
      'Should I close my credit cards after paying them off?',
      'No. Closing a card removes its limit from your available credit (raising utilization) and eventually shortens your history. Keep it open with a small recurring charge on autopay so it stays active.',
    ],
    [
      's3-when-reapply',
      'When to re-check your qualification',
      'When can I move from credit repair to funding?',
      'Re-pull your report once disputes resolve (30-45 days) and card balances have posted after paydown. If any bureau then approves, completing the step routes you to funding. Late payments age: a late moves from decline to borderline after 6 months and stops counting after 12 months, and inquiries stop counting after two years — the plan\'s "wait until" dates tell you when.',
    ],
  ],
  4: [
    [
      's4-lender-sequence',
      'Your lender sequence',
      'What is a lender sequence?',
      "The order in which you apply, chosen so each lender sees your cleanest profile: lenders that pull your strongest bureau go first, products that report to business bureaus (so they don't raise your personal utilization) are favoured, and all applications go out the same day. Your coach prepares it from your credit report and reviews it with you; that review is a required task of Step 4.",
    ],
    [
      's4-same-day',
      'Applying the same day',
      'Why should I apply to several lenders on the same day?',
      'New accounts and inquiries take days to weeks to appear on your report. Applying on one day means every lender decides on the same clean profile, instead of later lenders seeing new inquiries and new debt and offering less or declining.',
    ],
    [
      's4-bureau-pulls',
      'Which bureau a lender pulls',
      'How do I know which bureau a lender will pull?',
      'Lenders tend to pull one bureau consistently, often depending on your state. Your coach keeps current pull data and matches lenders to your strongest bureau — the one your report shows approving (your credit card in chat lists which bureaus qualify). If only one bureau qualifies, we choose only lenders that pull it.',
    ],
    [
      's4-freeze-proof',
      'The freeze-proof checklist',
      'What is the freeze-proof checklist for?',
      'It protects application day: no new credit applications since your report was pulled, every card under 10% of its limit, and freezes still lifted at all three bureaus. Any one of these failing can turn an approval into a decline or a lower limit. All three items are required before you apply.',
    ],
    [
      's4-business-needed',
      'Do I need a business for this route?',
      'Do I need a registered business for the funding route?',
      'For business credit cards and lines, yes: most issuers require a registered entity and an EIN, which is why the next steps set up your business foundation. Personal-credit-based funding still needs your business details to be consistent everywhere lenders check.',
    ],
    [
      's4-utilization-during',
      'Keep balances low until decisions are in',
      'Can I use my cards while I wait to apply?',
      'Use them lightly and pay before the statement date so reported balances stay under 10% of limits until every application is decided. A high balance reported the week you apply can lower both approvals and limits.',
    ],
    [
      's4-application-date',
      'Choosing the application date',
      'How do I pick my application date?',
      'Choose a weekday when you can answer the phone for verification calls, a few days after your latest statement balances have posted low, and before any planned large purchase. Put it in the Step 4 date task; your coach lines up the applications for that day.',
    ],
  ],
  5: [
    [
      's5-entity',
      'Choosing an entity type',
      'Should my business be an LLC or a corporation?',
      'For funding, an LLC or a corporation (S-Corp or C-Corp) registered with your state is what lenders expect; sole proprietorships rarely qualify for business credit. An LLC is the simplest for most small businesses; your accountant can advise whether S-Corp taxation saves you money. What matters most to lenders is that the entity is in good standing and its details match everywhere.',
    ],
    [
      's5-ein',
      'Getting an EIN',
      'How do I get an EIN?',
      'Apply free on the IRS website (irs.gov, "Apply for an EIN online"); you get the number immediately when you finish. Save the confirmation letter (CP 575) as a PDF — you upload it in this step. If you lost it, call the IRS Business & Specialty Tax Line and ask for a 147C verification letter. Never pay a third party for an EIN.',
    ],
    [
      's5-address',
      'Business address requirements',
      'Can I use my home address or a P.O. box for my business?',
      'Avoid P.O. boxes: many lenders decline them and some verification databases reject them. A home address works, but a commercial or virtual office address with a suite number looks stronger and keeps your home private. Whatever you choose, use it identically on your state filing, IRS records, bank account, D-U-N-S listing and every application.',
    ],
    [
      's5-411',
      'Listing your business phone with 411',
      'Why does my business phone need a 411 listing?',
      'Lenders and bureaus check that a business is reachable at a listed number. Use a dedicated business line (a VoIP number is fine) and list it with directory assistance through your provider or a listing service, under the exact legal business name. It is one of the required items of the business presence checklist.',
    ],
    [
      's5-domain-email',
      'Website and domain email',
      'Do I really need a website and a domain email?',
      'A domain email (you@yourbusiness.com rather than Gmail) is required on the presence checklist, and a simple website showing your business name, address and phone is strongly recommended. Underwriters look businesses up; a real web presence with consistent details is a trust signal and sometimes a requirement for approval.',
    ],
    [
      's5-consistency',
      'Consistency across records',
      'Why must my business name and address match everywhere?',
      'Verification systems compare your application with your state filing, the IRS, your bank, Dun & Bradstreet and directory listings. A different suite number, an abbreviation ("St" vs "Street") or a DBA used in place of the legal name can trigger manual review or a decline. Pick one exact format and use it everywhere.',
    ],
    [
      's5-formation-docs',
      'Which formation documents to upload',
      'What formation documents do I need to upload?',
      'Upload your articles of organization (LLC) or articles of incorporation (corporation) — every page, as filed with the state — and your IRS EIN letter (CP 575 or 147C). At least 2 files are required (PDF, JPG, PNG or DOCX, up to 10 MB each). Your coach verifies them against your entered details before approving this step.',
    ],
    [
      's5-business-age',
      'Business age and time in business',
      'Does the age of my business matter?',
      'Yes. Many lenders want 2+ years in business for larger business loans, and some products need 6-12 months. Time in business counts from your formation date, so never backdate it. If your entity is new, personal credit carries more weight until it ages — which is why the credit assessment comes first.',
    ],
    [
      's5-approval',
      'Why Step 5 needs approval',
      'Why does my coach have to approve the business foundation step?',
      'Mismatched entity details are one of the most common reasons for declines and delays. Your coach checks that your entity, EIN, address, phone and email are consistent and that the documents match before you build credit on top of them. If something needs fixing, the step comes back with a note explaining what.',
    ],
  ],
  6: [
    [
      's6-duns',
      'Getting a D-U-N-S number',
      'How do I get a D-U-N-S number and is it free?',
      'Request it free at dnb.com (Get a D-U-N-S Number) using your legal business name and address exactly as on your state filing. The free track can take up to 30 business days; paid expedite options only speed up processing and are not required. Enter the 9-digit number in the Step 6 form when you receive it.',
    ],
    [
      's6-naics',
      'Choosing your NAICS code',
      'What NAICS code should I use?',
      'The six-digit code for what your business actually does; look it up at census.gov/naics. Some industries (for example, certain financial services, adult content, gambling, cannabis) are considered high risk by lenders. Choose the most accurate description of your main activity — never a misleading one — and use the same code with every bureau and lender.',
    ],
    [
      's6-business-bureaus',
      'The business credit bureaus',
      'What are the business credit bureaus?',
      'Dun & Bradstreet (Paydex score, 0-100, 80 means paying on time), Experian Business (Intelliscore) and Equifax Business. A business file is created when a creditor or vendor reports your account, which is why Step 8 opens vendor accounts that report. Business credit is separate from your personal credit and, once established, can support funding with less reliance on your personal file.',
    ],
    [
      's6-check-listings',
      'Checking your business listings',
      'How do I check my business credit listings?',
      'Look your business up with a service like Nav (the task links it) or directly with Experian Business and Dun & Bradstreet. Confirm the legal name, address, phone and industry match your state filing exactly. Fix errors with the bureau before vendors and lenders start reporting.',
    ],
    [
      's6-paydex',
      'What a Paydex score is',
      'What is a Paydex score?',
      "Dun & Bradstreet's payment score from 0 to 100, based on how promptly you pay vendors that report. 80 means paying on time; paying before the due date can raise it toward 100. It needs at least a few reporting tradelines — built in Step 8.",
    ],
    [
      's6-separate',
      'Keeping business and personal credit separate',
      'Why build business credit separately from personal credit?',
      "Business accounts that report to business bureaus don't add to your personal utilization or inquiries (for most issuers), so your personal file stays strong. Over time, a solid business profile supports larger limits and, with some lenders, funding with less personal guarantee. Always use your EIN and business details for business accounts.",
    ],
  ],
  7: [
    [
      's7-open-account',
      'Opening a business checking account',
      'What do I need to open a business checking account?',
      'Usually your EIN letter, formation documents (articles, and an operating agreement for an LLC), a government ID, and sometimes a business license. Open it in the exact legal business name with your EIN, not your SSN. Then run all business income and expenses through it.',
    ],
    [
      's7-which-bank',
      'Choosing a bank',
      'Which bank should I use for my business account?',
      'Pick a bank or credit union that also offers small-business cards and lines of credit: after 3-6 months of deposit history they can approve you based on the relationship. An online bank is fine for day-to-day operations, but keep at least one account where you plan to borrow.',
    ],
    [
      's7-deposit-history',
      'Building deposit history',
      'How do I make my bank statements look good to lenders?',
      'Deposit all business revenue into the account, avoid overdrafts and negative-balance days, and keep a steady average daily balance (a few thousand dollars if you can). Lenders read the average balance, the number of deposits and any NSF or overdraft items. Three to six months of clean statements are what underwriters ask for in Step 9.',
    ],
    [
      's7-separate-money',
      'Separating business and personal money',
      'Can I pay personal expenses from the business account?',
      'Avoid it. Mixing funds makes statements hard to underwrite, can weaken the legal protection of your LLC or corporation, and complicates taxes. Pay yourself a draw or salary into your personal account and spend from there.',
    ],
    [
      's7-voided-check',
      'Voided check or bank letter',
      'Why do I need a voided check or bank letter?',
      'It proves the account is in the business name; lenders ask for it at closing to send funds. A bank-issued account verification letter works if you have no checks. It is an optional upload in Step 7 but saves time later.',
    ],
    [
      's7-relationship',
      'Relationship banking',
      'How do I get pre-approved by my bank?',
      'Meet a business relationship banker once the account has a few months of history, share your plan, and ask about their business card and line of credit criteria. Banks often pre-qualify existing customers with a soft review and approve higher limits than they would for a stranger.',
    ],
  ],
  8: [
    [
      's8-net30',
      'What net-30 accounts are',
      'What is a net-30 account?',
      'A vendor account that lets your business buy now and pay within 30 days. The ones we use report your payments to the business bureaus (Dun & Bradstreet, Experian Business, Equifax Business), which creates your business credit file. Buy only what the business uses — supplies, packaging, equipment — and pay early.',
    ],
    [
      's8-which-vendors',
      'Vendors that report',
      'Which net-30 vendors report to the business bureaus?',
      'Common starter vendors include Uline, Quill, Grainger and Summa Office Supplies. Reporting practices change, so your coach confirms the current list and which bureau each reports to before you apply. Record each vendor and its bureaus in the Step 8 vendor form so we can track reporting.',
    ],
    [
      's8-how-many',
      'How many tradelines you need',
      'How many vendor accounts should I open?',
      'At least three reporting net-30 accounts (the Step 8 checklist requires three; a fourth is optional). Three to five reporting tradelines with on-time history are a typical threshold before business revolving credit like store, fleet or cash cards.',
    ],
    [
      's8-pay-early',
      'Paying early',
      'Why should I pay the first invoice early?',
      'Paying before the due date raises your Paydex score above 80 (80 = on time). Your first payments set the tone of your business file, so pay every first invoice early — it is a required task of Step 8.',
    ],
    [
      's8-reporting-time',
      'When tradelines appear',
      'How long until my vendor accounts show on my business credit report?',
      "Most vendors report monthly; expect 30-90 days before a tradeline appears. Check your business reports (Step 17 task, or a service like Nav) and tell your coach if an account hasn't appeared after 90 days.",
    ],
    [
      's8-minimum-purchase',
      'Minimum purchases',
      'Do I need to spend a lot with vendors?',
      "No. Many vendors require a small first order (often $50-$100) for the account to report. What counts is the payment history, not the amount. Never buy things you don't need just to build credit.",
    ],
    [
      's8-declined-vendor',
      'Declined by a vendor',
      'What if a net-30 vendor declines me?',
      "Starter vendors sometimes require a first prepaid order, a D-U-N-S number, or a few months in business. Place a prepaid order and reapply after 30 days, or choose another vendor from your coach's list. Make sure your application used your exact legal name, address and EIN.",
    ],
  ],
  9: [
    [
      's9-bank-statements',
      'Which bank statements to upload',
      'Which bank statements do I need to upload?',
      'The last 3 to 6 months of business bank statements, all pages, as PDFs downloaded from your bank (one PDF per month). Screenshots are not accepted by lenders. At least 3 statements are required.',
    ],
    [
      's9-tax-returns',
      'Tax returns',
      'Which tax returns do I need?',
      'Your most recent business return (or Schedule C if you file as a sole proprietor) and personal return, with all schedules. Larger or longer-term loans may ask for two years. If your business is new and has no return yet, tell your coach: startup-friendly funding uses personal credit, income and bank statements instead.',
    ],
    [
      's9-pnl',
      'Year-to-date profit and loss',
      'How do I make a profit and loss statement?',
      'Export a year-to-date P&L from your bookkeeping software (QuickBooks, Xero, Wave) or ask your accountant. It lists revenue, cost of goods and expenses from January 1 to today. A balance sheet helps for term and SBA loans. Figures must be consistent with your bank statements.',
    ],
    [
      's9-revenue-consistency',
      'Revenue figures must match',
      'What should I enter as annual and monthly revenue?',
      'Gross revenue (sales before expenses) that your statements and returns support: annual revenue from your last tax year or trailing 12 months, and average monthly revenue from your recent statements. Lenders compare these numbers with the documents; a mismatch is a common reason for declines.',
    ],
    [
      's9-time-in-business',
      'Time in business in months',
      'How do I calculate time in business?',
      'Count full months from your business formation date (Step 5) to today. For example, formed March 2024 and today is November 2026: 32 months. Use the same number on every application.',
    ],
    [
      's9-screenshots',
      'Screenshots vs official statements',
      'Can I upload screenshots of my bank account?',
      'No. Lenders want official PDF statements downloaded from your bank with every page; screenshots and edited files are rejected and can raise fraud flags.',
    ],
    [
      's9-approval',
      'Document review',
      'Why does my coach review my financial documents?',
      'Underwriters stop at the first missing page or mismatched number. Your coach checks the package — complete statements, the right returns, a P&L that matches — before you move on, so nothing slows you down when offers come. If something is missing, the step comes back with a note.',
    ],
  ],
  10: [
    [
      's10-use-of-funds',
      'Writing your use of funds',
      'How do I write my use of funds?',
      'Itemise the amount: what it buys, how much each item costs, and a reserve. Example: "$30,000 second delivery van (quote attached), $10,000 marketing over 6 months, $10,000 working-capital reserve." Lenders approve plans they can picture; vague requests ("growth") get smaller offers.',
    ],
    [
      's10-repayment',
      'Showing how funding is repaid',
      'How do I explain how the funding will be repaid?',
      'Show the cash flow that covers the payment: "The van adds two routes worth $9,000 a month; the loan payment is about $1,600 a month." Lenders look for a debt-service coverage ratio of 1.25 or better — cash available for debt payments at least 1.25 times the payments.',
    ],
    [
      's10-dscr',
      'Debt service coverage ratio',
      'What is a debt service coverage ratio?',
      'Net operating income divided by total debt payments over the same period. A DSCR of 1.25 means you earn $1.25 for every $1 of debt payments; most lenders want 1.25 or more, SBA lenders typically at least 1.15-1.25. Below 1.0 means the business cannot cover its payments from operations.',
    ],
    [
      's10-full-plan',
      'Do I need a full business plan?',
      'Do I need a full business plan for funding?',
      "For business cards and lines of credit, a clear one-page summary with the use of funds and repayment plan is enough. SBA loans and larger term loans need a full plan with financial projections; the SBA's business plan guide (linked in this step) is a good template.",
    ],
    [
      's10-quotes',
      'Supporting your plan with quotes',
      'Do I need quotes for what I want to buy?',
      'For equipment, vehicles, build-outs and inventory, yes: attach a vendor quote or invoice to your plan. Lenders size and price the loan from it, and equipment lenders pay the vendor directly from the quote.',
    ],
    [
      's10-reserve',
      'Keeping a reserve',
      'Should I spend all the funding right away?',
      'No. Keep a reserve of at least two months of payments plus working capital. Plans that spend every dollar on day one leave no margin for a slow month — lenders notice, and so does your payment history.',
    ],
  ],
  11: [
    [
      's11-ownership',
      'Ownership and guarantors',
      'Why do I have to list other owners?',
      'Lenders must know everyone who owns 20% or more of the business, and usually require each of them to provide a personal guarantee and pass a credit check. Listing them up front prevents a late-stage surprise. Enter their names and percentages in the "Other Owners" field.',
    ],
    [
      's11-existing-debt',
      'Disclosing existing business debt',
      'What counts as existing business debt?',
      'Outstanding balances on business loans, lines of credit, business credit cards, equipment financing, merchant cash advances and any other business obligation. Disclose it honestly: lenders see most of it on reports and bank statements, and an undisclosed debt can void an approval.',
    ],
    [
      's11-bankruptcy-question',
      'The bankruptcy declaration',
      'What if I had a bankruptcy in the last 7 years?',
      'Answer truthfully. A bankruptcy is a decline item under our credit rules for the bureau that reports it, but some lenders consider applicants after discharge, especially with strong income and clean history since. Your coach will match you only with lenders whose criteria fit.',
    ],
    [
      's11-review-application',
      'Reviewing your full application',
      'How do I review my application before submitting?',
      'Open My Application (/client/application) and check every answer against your documents: names and address as on your ID and state filing, revenue and time in business as on your statements and returns, income as on your tax return. Reviewing is a required task of Step 11.',
    ],
    [
      's11-credit-authorization',
      'Signed credit authorization',
      'What is the credit authorization and why do I sign it?',
      'It authorizes lenders to verify the information in your application, including pulling credit when you apply. Sign it and upload it in Step 11. Nothing is sent to a lender, and no credit is pulled, until you approve the lender list in Step 12.',
    ],
    [
      's11-photo-id',
      'Photo ID upload',
      'Which ID do I upload?',
      "A valid driver's license or passport, front and back, clear and uncropped. The name and address should match your application; if you moved, tell your coach and have proof of address ready.",
    ],
    [
      's11-approval-time',
      'Application review by your coach',
      'How long does the coach review of my application take?',
      'Usually one business day. A second look catches mismatches and missing documents that cause declines. If something needs fixing, the step comes back with a note; fix it and complete the step again.',
    ],
  ],
  12: [
    [
      's12-how-matching',
      'How lender matching works',
      'How do you match me with lenders?',
      "We compare your profile with each lender's minimums: credit score and which bureau they pull, time in business, annual revenue, industry and the amount requested. Lenders that pull your strongest bureau come first. You review the matches with your coach and approve the list before anything is submitted.",
    ],
    [
      's12-sba',
      'SBA loans',
      'Can I get an SBA loan?',
      'Yes, we work with SBA lenders. SBA 7(a) loans offer long terms and lower rates but take 30-90 days and require full documentation, usually 2 years in business and a solid DSCR. We often pair an SBA application with faster credit lines so you are not waiting on one outcome.',
    ],
    [
      's12-approve-list',
      'Approving the submission list',
      'What happens when I approve the submission list?',
      "You authorize applications to the agreed lenders in the agreed order, typically on one day. Each application creates a hard inquiry on the bureau that lender pulls. Don't apply for other credit between approving the list and the decisions.",
    ],
    [
      's12-how-many-lenders',
      'How many lenders to apply to',
      'How many lenders will I apply to?',
      'Usually three to six in one day, sized to your goal and to how many inquiries your strongest bureau can take. Each one pulls a single bureau, so spreading across lenders that pull different qualifying bureaus keeps any one bureau from piling up inquiries.',
    ],
    [
      's12-timing',
      'How long lender decisions take',
      'How long until lenders decide?',
      'Card and line-of-credit issuers often decide instantly or within 7-10 business days; online term lenders in 1-3 days; banks in 1-3 weeks; SBA lenders in 30-90 days. Watch your email and phone for verification requests — answering quickly speeds decisions up.',
    ],
    [
      's12-declines',
      'If a lender declines',
      'What happens if a lender declines me?',
      'Ask for the adverse action notice (lenders must send one): it lists the reasons. Your coach reviews it, adjusts the sequence and, where the reason is fixable (utilization, a recent inquiry), plans when to reapply. A decline does not hurt your score beyond the inquiry itself.',
    ],
  ],
  13: [
    [
      's13-apr',
      'Comparing offers by APR',
      'How do I compare loan offers?',
      'Compare APR (the yearly cost including fees), not the headline rate. Also compare: total repayment, payment amount and frequency (daily or weekly payments strain cash flow), origination and other fees, term, prepayment penalties, collateral and personal guarantees. The Step 13 checklist covers each point.',
    ],
    [
      's13-factor-rate',
      'Factor rates',
      'What is a factor rate?',
      'A multiplier on the amount borrowed, used by merchant cash advances and some short-term loans: a 1.3 factor on $20,000 means you repay $26,000. Over a 6-month term that can exceed 100% APR. Convert it to APR before comparing it with a loan or line of credit.',
    ],
    [
      's13-negotiate',
      'Negotiating offers',
      'Can I negotiate a loan offer?',
      "Often yes: origination fees, term length, payment frequency and limits can move, especially when you have competing offers. Ask politely, in writing, with the competing terms. Never accept under time pressure you don't understand.",
    ],
    [
      's13-personal-guarantee',
      'Personal guarantees and UCC liens',
      'What is a personal guarantee?',
      'A promise that you personally repay if the business cannot — most small-business lenders require one. A UCC lien (blanket lien) gives the lender a claim on business assets. Both are standard, but know exactly what you are signing and whether the lien is on specific equipment or all assets.',
    ],
    [
      's13-how-much-accept',
      'How much to accept',
      'Should I accept every offer I get?',
      "Accept what your plan uses. Extra credit you don't need raises cost and risk; unused revolving lines are fine (they lower utilization) but term loans charge interest on the full amount from day one. Tell us which offers you accept in the Step 13 form.",
    ],
    [
      's13-prepayment',
      'Prepayment terms',
      'What is a prepayment penalty?',
      'A fee for paying a loan off early. Some short-term products charge the full remaining interest even if you repay early (no prepayment discount). Check the terms before you sign if you might repay ahead of schedule.',
    ],
  ],
  14: [
    [
      's14-closing-docs',
      'Closing documents',
      'What do I check before signing closing documents?',
      'That the agreement matches the offer you accepted: amount, rate or APR, fees, term, payment amount and frequency, collateral and guarantees. Ask the lender to correct anything that differs before signing, then upload the fully signed agreements in Step 14.',
    ],
    [
      's14-4506c',
      'IRS Form 4506-C',
      'Why does the lender want a tax transcript authorization?',
      'Form 4506-C lets the lender get your tax return transcript directly from the IRS to confirm the return you provided. It is standard for term and SBA loans and does not affect your credit.',
    ],
    [
      's14-verification-calls',
      'Lender verification',
      'What are the lender verification calls?',
      'Lenders confirm identity and business details by phone, email, a bank login (to read statements) or documents. Answer or return every call or email quickly — slow verification is the most common reason closings stall. Completing them is a required task of Step 14.',
    ],
    [
      's14-funds-arrive',
      'When funds arrive',
      'How long until the funds arrive?',
      'Typically 1-5 business days after signing for lines and term loans, longer for SBA loans. Funds go to your business account; confirm the amount equals the agreement minus any stated fees, then record the date in Step 14.',
    ],
    [
      's14-fees-deducted',
      'Fees taken from the funding',
      'Why is the deposit smaller than the loan amount?',
      'Origination or closing fees are often deducted from the disbursement. The agreement states them; the deposit should equal the amount minus those fees exactly. If it does not, contact the lender and tell your coach before you sign anything else.',
    ],
    [
      's14-approval',
      'Funding confirmation',
      'Why does my coach confirm the funding?',
      'Your coach checks the signed documents and the funding date so your repayment plan (Step 16) starts from the right numbers, and so any fee or amount that does not match the agreement is caught while it can still be fixed.',
    ],
  ],
  15: [
    [
      's15-deploy',
      'Deploying funds as planned',
      'How should I use the funds?',
      'As your Step 10 use-of-funds plan says: buy the items, fund the campaigns, keep the reserve. Lenders can ask how funds were used, and sticking to the plan is what produces the return that repays the loan.',
    ],
    [
      's15-records',
      'Keeping records',
      'What records should I keep of how I spent the funding?',
      'A simple ledger (date, item, amount, vendor) and the invoice or receipt for every major purchase. Upload receipts for large items in Step 15. Good records help with taxes, future lenders and any lender review.',
    ],
    [
      's15-personal-use',
      'Using business funds personally',
      'Can I use business funding for personal expenses?',
      'No. It breaches most loan agreements and weakens the separation that protects you and your business credit. Pay yourself through normal draws or payroll.',
    ],
    [
      's15-equipment-title',
      'Titles and insurance for financed assets',
      'Do I need insurance on equipment I financed?',
      'Usually yes: lenders typically require insurance naming them as loss payee on financed equipment and vehicles, and the title may list the lender as lienholder until it is paid off. Upload the insurance certificate with your receipts.',
    ],
    [
      's15-taxes',
      'Tax treatment of funded purchases',
      'Is the money I borrowed taxable income?',
      'No, loan proceeds are not income. Interest is generally deductible as a business expense, and equipment may be depreciated or expensed (for example under Section 179). Confirm the specifics with your accountant and keep the receipts you upload here.',
    ],
    [
      's15-track-results',
      'Tracking results',
      'How do I track whether the funding is working?',
      'Pick the metric your plan promised — new monthly revenue, cost savings, units produced — and note it monthly against your starting point. These results are your strongest argument for the next, larger funding round.',
    ],
  ],
  16: [
    [
      's16-autopay',
      'Setting up autopay',
      'Why should I set up autopay on every account?',
      'One payment 30+ days late stays on your report for seven years, declines applications for 6 months under our rules and makes you borderline for a year. Autopay of at least the minimum on every account removes that risk; pay more manually on top.',
    ],
    [
      's16-statement-date',
      'Statement date vs due date',
      'What is the difference between the statement date and the due date?',
      'The statement (closing) date is when the card reports your balance to the bureaus; the due date is when payment is due, usually 3-4 weeks later. To keep reported utilization low, pay before the statement date; to avoid a late, pay by the due date. Put both in your calendar — it is on the Step 16 checklist.',
    ],
    [
      's16-reserve',
      'Payment reserve',
      'How big should my payment reserve be?',
      'At least two months of all your debt payments, in a separate account. It turns a slow month into an inconvenience instead of a late payment.',
    ],
    [
      's16-missed-payment',
      'If you cannot make a payment',
      "What if I can't make a loan payment?",
      'Call the lender before the due date. Hardship options (deferrals, reduced payments, restructuring) exist, and lenders are far more flexible before a payment is missed. A payment reported 30+ days late does lasting damage.',
    ],
    [
      's16-monthly-review',
      'Monthly cash-flow review',
      'What should I look at in my monthly cash-flow review?',
      "On your fixed review day: cash in the bank vs next month's payments, each card's balance vs its limit before the statement date, revenue vs plan, and anything unusual (a slow-paying customer, a price increase). Fix small problems then, before they become late payments.",
    ],
    [
      's16-utilization',
      'Utilization after funding',
      'How do I keep my utilization low after getting funded?',
      "Keep every revolving account under 30% of its limit at each statement date, ideally under 10%, and spread balances across cards. New business lines that report only to business bureaus don't count toward your personal utilization.",
    ],
  ],
  17: [
    [
      's17-tier2',
      'Tier-2 business credit',
      'What is tier-2 business credit?',
      'The next layer after net-30 vendors: store cards (e.g. office supply and home improvement stores), fleet and fuel cards, then business cash cards. They usually approve on your business credit once you have several reporting tradelines and 6+ months of on-time history.',
    ],
    [
      's17-limit-increases',
      'Credit limit increases',
      'When should I ask for a credit limit increase?',
      'After about 6 months of on-time payments on the account, with low utilization and stable or growing revenue. Ask whether the issuer does a soft or hard pull for increases; prefer soft-pull issuers.',
    ],
    [
      's17-no-pg',
      'Credit without a personal guarantee',
      'When can I get business credit without a personal guarantee?',
      'Some issuers consider it once the business has strong revenue, two or more years in business and an established business credit profile (several tradelines, Paydex 80+). It is lender-specific; most small-business credit still requires a guarantee.',
    ],
    [
      's17-fleet-cards',
      'Fleet and fuel cards',
      'How do fleet and fuel cards help business credit?',
      'They are among the first revolving business accounts that approve on business credit and most report to the business bureaus. Use them for actual fuel and vehicle costs, pay in full, and they add strong revolving history to your business file.',
    ],
    [
      's17-business-utilization',
      'Utilization on business accounts',
      'Does utilization matter on business credit cards?',
      'Yes, for your business scores: keep reported balances low relative to limits, just as on personal cards. Paying before the statement date keeps utilization low even if you use the card heavily.',
    ],
    [
      's17-check-reports',
      'Checking business credit reports',
      'How often should I check my business credit?',
      "Quarterly. Look for missing tradelines, wrong balances, late marks you don't recognise and mismatched business details at Dun & Bradstreet, Experian Business and Equifax Business, and dispute errors with the bureau.",
    ],
  ],
  18: [
    [
      's18-next-round',
      'Planning the next funding round',
      'When can I apply for more funding?',
      'Lenders often reconsider after 6-12 months of on-time payments and revenue growth. Set your next goal (amount, purpose, target date) in Step 18 and keep utilization low and payments perfect in the meantime.',
    ],
    [
      's18-compare-progress',
      'Measuring your progress',
      "How do I see how far I've come?",
      'Compare your first credit report with a fresh pull (scores, utilization, negatives removed), your business credit (tradelines, Paydex), your limits and the funding you secured. Your coach reviews these with you in the program review task.',
    ],
    [
      's18-keep-monitoring',
      'Keep monitoring',
      'Should I keep my credit monitoring after graduating?',
      'Yes. Monitoring catches errors and identity fraud early, and you will need a current report for the next round anyway.',
    ],
    [
      's18-feedback',
      'Sharing program feedback',
      'Why do you ask for my feedback at the end?',
      'Your feedback shapes how we coach the next clients — which steps were clear, which were slow, what the coach answered well or badly. It is optional and takes a few minutes.',
    ],
    [
      's18-bigger-round',
      'Qualifying for a bigger round',
      'How do I qualify for a larger amount next time?',
      'Grow documented revenue, keep a perfect payment history on the new accounts, keep utilization low, add two years of business history and tax returns, and avoid new inquiries for 6-12 months. Those are exactly what larger term and SBA loans underwrite.',
    ],
    [
      's18-stay-with-coach',
      'Staying with your coach',
      'Can I keep working with my coach after the program?',
      'Yes. Your journey stays open, and you can start a new funding round whenever you are ready.',
    ],
  ],
};

export const GENERAL_KNOWLEDGE: readonly KnowledgeSeed[] = [
  [
    'g-ein',
    'What an EIN is',
    'What is an EIN?',
    'An Employer Identification Number: the federal tax ID of your business (format NN-NNNNNNN), issued free by the IRS online in minutes. Lenders, banks and vendors use it to identify the business, and you use it instead of your SSN on business accounts.',
    ['ein', 'tax id'],
  ],
  [
    'g-duns',
    'What a D-U-N-S number is',
    'What is a D-U-N-S number?',
    'A free 9-digit identifier from Dun & Bradstreet that anchors your business credit file there (and your Paydex score). Vendors and lenders look businesses up by it. Request it at dnb.com with your exact legal name and address; the free track can take up to 30 business days.',
    ['duns', 'dun bradstreet'],
  ],
  [
    'g-utilization',
    'Credit utilization',
    'What is credit utilization?',
    'Your card balances divided by their limits, per card and overall, as reported on your statement dates. It is one of the biggest score factors and changes as soon as new balances report. Under 30% is good, under 10% is best; our rules mark a bureau borderline when any card is above 50%, and your plan shows the exact paydown per card.',
    ['utilization', 'balance', 'limit'],
  ],
  [
    'g-late-payments',
    'Late payments',
    'How do late payments affect funding?',
    'A payment becomes "late" on your report at 30 days past due. Under our rules a late in the last 6 months declines that bureau, and a late in the last 12 months makes it borderline; older lates no longer decide but still weigh on your score for up to seven years. Dispute lates that are inaccurate or reported inconsistently between bureaus, and ask for goodwill removal of isolated accurate ones.',
    ['late payment', '30 days'],
  ],
  [
    'g-inquiries',
    'Credit inquiries',
    'How do credit inquiries affect me?',
    'Each application creates a hard inquiry on the bureau that lender pulls; it stays on the report for two years. Three or more inquiries within two years makes a bureau borderline under our rules. Inquiries you did not authorize can be disputed; otherwise they simply age out — your plan shows the date.',
    ['inquiry', 'hard pull'],
  ],
  [
    'g-charge-off',
    'Charge-offs',
    'What is a charge-off?',
    "An account the creditor wrote off as a loss, usually after about 180 days unpaid. The debt is still owed and may be sold to a collector. While it is unpaid or still shows a balance, it declines that bureau under our rules. A settled or paid charge-off must show a $0 balance — if it doesn't, dispute the balance.",
    ['charge off'],
  ],
  [
    'g-collections',
    'Collection accounts',
    'What is a collection account?',
    'A debt that a collection agency is trying to collect, often bought from the original creditor. An unpaid collection or one with a balance declines that bureau under our rules. Request debt validation, dispute inaccuracies, or negotiate a pay-for-delete in writing before paying.',
    ['collection'],
  ],
  [
    'g-disputes',
    'Disputing credit report errors',
    'How do credit disputes work?',
    'Under the Fair Credit Reporting Act you can dispute inaccurate, incomplete or unverifiable items with each bureau that reports them. The bureau contacts the data furnisher and generally has 30 days to investigate; items that cannot be verified must be corrected or deleted. Disputes cannot legally remove accurate, verifiable information.',
    ['dispute', 'fcra'],
  ],
  [
    'g-bankruptcy',
    'Bankruptcy and funding',
    'Can I get funding after a bankruptcy?',
    'A bankruptcy on a bureau declines that bureau under our rules. Chapter 7 stays on reports up to 10 years, Chapter 13 up to 7. Some lenders consider applicants after discharge with strong income and clean history since; rebuilding with secured cards and on-time payments comes first.',
    ['bankruptcy', 'chapter 7', 'chapter 13'],
  ],
  [
    'g-scores',
    'Credit scores',
    'What credit score do I need for business funding?',
    'There is no single number: lenders look at the score together with the items behind it. Roughly, 680+ with no recent negatives opens most business cards and lines, 700+ gets the best terms, and many lenders decline below 620-650. In FundPath the decision is based on the items on each bureau (lates, collections, utilization, inquiries), which is what actually drives lender decisions.',
    ['score', 'fico', 'vantagescore'],
  ],
  [
    'g-three-bureaus',
    'The three bureaus',
    'Why are my scores different at each bureau?',
    'Equifax, Experian and TransUnion each hold their own file: not every creditor reports to all three, and they update on different days. That is why one bureau can approve while another declines — and why we apply with lenders that pull your strongest bureau.',
    ['equifax', 'experian', 'transunion'],
  ],
  [
    'g-decision-tiers',
    'Approve, borderline and decline',
    'What do approve, borderline and decline mean on my report?',
    'Each bureau gets a tier from the items on it: decline if it has a decline item (a late in the last 6 months, a collection or charge-off with a balance, a derogatory account, a repossession or foreclosure, a bankruptcy, or no data because it is frozen); borderline if it only has borderline items (a late in the last 12 months, a card above 50% utilization, 3+ inquiries in two years); approve when it has none. Any approving bureau qualifies you for the funding route.',
    ['approve', 'borderline', 'decline', 'tier'],
  ],
  [
    'g-funding-strategy',
    'Funding strategies',
    'What does my funding strategy mean?',
    'It summarises where you can apply: all bureaus qualified (any lender), two bureaus or a single bureau qualified (we choose lenders that pull those), borderline-fixable (nothing declines; fix the borderline items and re-pull), or credit repair required (every bureau has decline items, so optimization comes first).',
    ['strategy'],
  ],
  [
    'g-sba-vs-term-vs-loc',
    'SBA loan vs term loan vs line of credit',
    'What is the difference between an SBA loan, a term loan and a line of credit?',
    'A line of credit is revolving: draw what you need, pay interest only on what you use — best for working capital. A term loan is a lump sum repaid in fixed payments over 1-10 years — best for a defined purchase or expansion. An SBA loan is a bank term loan partly guaranteed by the SBA, with longer terms and lower rates but more paperwork and 30-90 days to close — best for larger, long-term needs.',
    ['sba', 'term loan', 'line of credit', 'loc'],
  ],
  [
    'g-business-credit-cards',
    'Business credit cards',
    'Are business credit cards a good way to get funding?',
    'For startups with strong personal credit, yes: several business cards with 0% introductory APR can provide $25,000-$100,000 of working capital, and many report only to business bureaus so your personal utilization stays clean. Plan them as a same-day sequence, and have a repayment plan before any intro period ends.',
    ['business credit card', '0% apr'],
  ],
  [
    'g-mca',
    'Merchant cash advances',
    'Should I take a merchant cash advance?',
    'Only as a last resort. An MCA buys a share of your future sales for a factor rate (often 1.2-1.5), repaid daily or weekly from your deposits; the effective APR is often 60-150% or more, and stacking several is a common path to cash-flow trouble. Compare it as an APR against lines of credit and term loans first.',
    ['mca', 'merchant cash advance', 'factor rate'],
  ],
  [
    'g-bank-statements',
    'What lenders read in bank statements',
    'What do lenders look for in bank statements?',
    'Average daily balance, monthly deposits (and whether they match the revenue you state), overdrafts and NSF fees, negative-balance days, existing loan payments (including MCA debits), and large unexplained transfers. Three to six months of clean statements with steady deposits and no overdrafts make the strongest case.',
    ['bank statement', 'nsf', 'overdraft'],
  ],
  [
    'g-personal-guarantee',
    'Personal guarantees',
    'Will I have to personally guarantee the loan?',
    'Usually, yes: most small-business lenders require a personal guarantee from owners of 20% or more. It means you repay personally if the business cannot. Guarantee-free credit exists for established businesses with strong revenue and business credit.',
    ['personal guarantee'],
  ],
  [
    'g-authorized-user',
    'Authorized user accounts',
    'Can being an authorized user help my credit?',
    'Often, yes: being added as an authorized user on a long-standing card with a perfect history and low utilization can add that history to your file at most bureaus. Make sure the card reports authorized users and stays under 10% utilization; a maxed-out card hurts instead.',
    ['authorized user'],
  ],
  [
    'g-secured-card',
    'Secured credit cards',
    'How does a secured card help rebuild credit?',
    'You deposit money as the limit; the card reports like a normal card. Use it lightly (under 10% of the limit), pay in full each month, and after 6-12 months many issuers graduate you to an unsecured card. It is the standard way to rebuild after negatives or a bankruptcy.',
    ['secured card', 'rebuild'],
  ],
  [
    'g-credit-freeze',
    'Credit freezes',
    'What is a credit freeze?',
    'A free lock on your file at a bureau that stops new creditors — and credit monitoring pulls — from accessing it. Lift it temporarily at each bureau before pulling your report or applying; a frozen bureau shows no data, which our rules treat as a decline for that bureau.',
    ['freeze', 'thaw'],
  ],
  [
    'g-identity-theft',
    'Identity theft on your report',
    "What if there are accounts on my report I don't recognise?",
    'File an identity theft report at IdentityTheft.gov, then dispute the fraudulent accounts and inquiries with each bureau with that report attached, and consider a fraud alert. Fraudulent items must be blocked from your report. Tell your coach so we account for it in your plan.',
    ['identity theft', 'fraud'],
  ],
  [
    'g-debt-to-income',
    'Debt-to-income ratio',
    'What is debt-to-income ratio?',
    'Your monthly debt payments divided by your gross monthly income. Many lenders prefer under 40-45% personal DTI. Paying down revolving balances and reporting all your legitimate income both improve it.',
    ['dti', 'debt to income'],
  ],
  [
    'g-equipment-financing',
    'Equipment financing',
    'How does equipment financing work?',
    "The equipment itself secures the loan, so approval is often easier and the term matches the equipment's useful life (2-7 years). Expect a down payment of 0-20%. Bring a vendor quote; the lender pays the vendor directly.",
    ['equipment financing'],
  ],
  [
    'g-grants',
    'Small-business grants',
    'Can I get a grant instead of a loan?',
    'Grants exist (federal SBIR/STTR for research, state and local economic-development programs, some private programs), but they are competitive, specific and slow. Treat them as a bonus, not the plan; your coach can point you to programs that match your industry and location.',
    ['grant'],
  ],
  [
    'g-startup-funding',
    'Funding a startup',
    'Can I get funding with a brand-new business?',
    'Yes, mostly based on your personal credit and income: business credit cards and some lines approve startups whose owners have clean credit. Revenue-based loans and SBA loans generally need 6-24 months of history. Building business credit (Steps 5-8) in parallel opens more options over time.',
    ['startup', 'new business'],
  ],
  [
    'g-soft-pull',
    'Does pulling my report hurt my score',
    'Does checking my own credit report hurt my score?',
    "No. Checking your own report or using monitoring is a soft inquiry: lenders don't see it and it never affects your score. Only applications for credit create hard inquiries.",
    ['soft pull'],
  ],
  [
    'g-contact-team',
    'Reaching your coaching team',
    'How do I talk to a human coach?',
    'Open a support ticket from your Client Center (Tickets tab) or use the report-issue button under any coach reply. When the coach is not sure about an answer, your question also goes to the coaching team automatically, and their answer becomes part of what the coach knows.',
    ['human', 'support', 'ticket'],
  ],
];

/**
 * Product content every deployment needs (like the journey): inserts the entries it does not
 * find by key and never overwrites, so staff edits and deletions survive restarts.
 */
const tagsOf = (seed: KnowledgeSeed) => [...(seed[4] ?? [...new Set(terms(seed[1]))].slice(0, 5))];

export async function seedAiKnowledge(db: Db): Promise<{ inserted: number }> {
  return db.transaction(async (tx) => {
    let inserted = 0;
    const all: Array<[number | null, KnowledgeSeed]> = [
      ...GENERAL_KNOWLEDGE.map((e) => [null, e] as [null, KnowledgeSeed]),
      ...Object.entries(STEP_KNOWLEDGE).flatMap(([step, entries]) =>
        entries.map((e) => [Number(step), e] as [number, KnowledgeSeed]),
      ),
    ];
    for (const [step, seed] of all) {
      const [key, title, question, content] = seed;
      const added = await repo.insertSeedKnowledge(tx, {
        seed_key: key,
        step_number: step,
        title,
        question,
        content,
        tags: tagsOf(seed),
        source: 'seed',
      });
      if (added) inserted += 1;
    }
    // Always make sure the version row exists; bump it when the base changed.
    if (inserted > 0 || (await repo.knowledgeVersion(tx)) === 0) await repo.bumpKnowledgeVersion(tx);
    return { inserted };
  });
}
