import { count } from 'drizzle-orm';
import { wikiPageRevisions, wikiPages } from '../db/schema/wiki';
import { findUserByEmail } from '../modules/auth/service';
import type { Db } from '../platform/db';

const DAY = 24 * 3_600_000;

interface DemoRevision {
  by: string;
  daysAgo: number;
  title?: string;
  body: string;
}
interface DemoPage {
  key: string;
  parent: string | null;
  title: string;
  /** Oldest first; the last one is what the page shows. */
  revisions: DemoRevision[];
}

const ONBOARDING_V1 = `1. Send the welcome e-mail from the client's brand.
2. Book the kickoff call.
3. Ask the client to connect their credit-monitoring account.
`;

const ONBOARDING_V3 = `The first week decides whether a client sticks with the journey. Aim to finish this checklist
**within two business days** of sign-up.

## Checklist

1. Check the account landed on the right brand (the referral code decides it).
2. Send the welcome e-mail from the client's brand, not from FundPath.
3. Book the kickoff call (30 minutes) and add it to the client's calendar.
4. Ask the client to connect their credit-monitoring account at step 2; the report is pulled
   automatically once they sign in.
5. Read the funding decision with them: see the *Credit decision rules* page.

## On the kickoff call

- Walk through the 18 steps and what each team does.
- Set expectations: funding can take *4–8 weeks* when credit repair is needed.
- Point them to the AI coach for questions between calls.

> Never ask for the client's monitoring password over the phone or by e-mail.

Questions: ask in #client-success or write to [success@fundpath.test](mailto:success@fundpath.test).
`;

const SLA_V1 = `First response within 8 hours for every ticket.
`;

const SLA_V2 = `| priority | first response | resolution target |
|---|---|---|
| urgent | 1 business hour | 1 business day |
| high | 4 business hours | 2 business days |
| medium | 8 business hours | 5 business days |
| low | 2 business days | 10 business days |

Business hours are 8:00–18:00 in the assignee's time zone, Monday to Friday.

## Escalation

- A ticket past its SLA turns red on the support desk; the team lead reassigns it.
- Urgent tickets about **funding deadlines** go straight to the funding desk.
- Internal notes are never visible to the client; replies always are.
`;

const RULES_V1 = `Summary of \`docs/specs/credit-decision-rules.md\`. The engine decides per bureau.
`;

const RULES_V2 = `A short guide to how the credit engine decides; the full rules are in
\`docs/specs/credit-decision-rules.md\` in the repository.

## Per bureau

Each bureau (TransUnion, Experian, Equifax) gets its own tier:

- **Decline** when any tradeline shows a derogatory mark, an unpaid charge-off or collection,
  a repossession or foreclosure, a bankruptcy, or a late payment in the last 6 months.
- **Borderline** when a late payment falls in the last 12 months, a card is over **50%**
  utilization (the report shows the pay-down that clears it), or there are 3 or more
  inquiries in two years.
- **Approve** otherwise. A frozen bureau with no data declines on its own but does not sink
  the others.

## Overall

- Every bureau with data approves: *all bureaus qualified*.
- Two or one approve: *dual* or *single bureau qualified*; fund on the best bureau.
- None approves: *borderline, fixable* when one is borderline, otherwise *credit repair required*.

## What staff do with it

1. Approve on any bureau: the client moves to the funding route (step 4 by default).
2. No approval: credit repair (step 3 by default); the dispute reasons are listed per account.
3. Borderline utilization: send the client the pay-down amounts before re-pulling.
`;

const BRAND_V1 = `Upload a logo and pick colours.
`;

const BRAND_V2 = `Each coach's company is a **brand**: its own logo, colours, domain and referral code.

## Steps

1. Open *Admin → Brand* and create the brand (name and slug).
2. Upload three logos: full colour, white (for dark headers) and black.
3. Pick the primary colour; the contrast check must pass against white text.
4. Set the referral code (letters and digits only) and share \`/ref/CODE\`.
5. Edit the landing and login pages, preview, then publish.

Test a brand before handing it over: open \`/ref/CODE\` in a private window.
`;

const HANDOFF = `When a client qualifies on at least one bureau:

- Check the matching banks on the funding report.
- Book the application call within **3 business days**.
- Note the chosen lenders on the client's application.
`;

const PAGES: DemoPage[] = [
  {
    key: 'success',
    parent: null,
    title: 'Client success',
    revisions: [
      {
        by: 'admin@fundpath.test',
        daysAgo: 40,
        body: 'How the client success team works: onboarding, support and service levels.\n\nPick a page on the left.',
      },
    ],
  },
  {
    key: 'onboarding',
    parent: 'success',
    title: 'Onboarding a new client',
    revisions: [
      { by: 'admin@fundpath.test', daysAgo: 38, title: 'Onboarding', body: ONBOARDING_V1 },
      { by: 'steps@fundpath.test', daysAgo: 20, body: ONBOARDING_V3.replace(/\n> Never[^\n]*\n/, '\n') },
      { by: 'admin@fundpath.test', daysAgo: 3, body: ONBOARDING_V3 },
    ],
  },
  {
    key: 'sla',
    parent: 'success',
    title: 'Support SLA',
    revisions: [
      { by: 'admin@fundpath.test', daysAgo: 35, body: SLA_V1 },
      { by: 'funding@fundpath.test', daysAgo: 6, body: SLA_V2 },
    ],
  },
  {
    key: 'credit',
    parent: null,
    title: 'Credit & funding',
    revisions: [
      {
        by: 'credit@fundpath.test',
        daysAgo: 30,
        body: 'How we read credit reports and hand qualified clients to the funding desk.',
      },
    ],
  },
  {
    key: 'rules',
    parent: 'credit',
    title: 'Credit decision rules',
    revisions: [
      { by: 'credit@fundpath.test', daysAgo: 29, body: RULES_V1 },
      { by: 'credit@fundpath.test', daysAgo: 12, body: RULES_V2 },
    ],
  },
  {
    key: 'handoff',
    parent: 'credit',
    title: 'Funding desk handoff',
    revisions: [{ by: 'funding@fundpath.test', daysAgo: 9, body: HANDOFF }],
  },
  {
    key: 'brand',
    parent: null,
    title: 'Brand setup',
    revisions: [
      { by: 'admin@fundpath.test', daysAgo: 25, body: BRAND_V1 },
      { by: 'admin@fundpath.test', daysAgo: 2, body: BRAND_V2 },
    ],
  },
];

/**
 * Demo project docs (`/admin/project-docs`): seven pages in two sections plus a top-level page,
 * several with a history of saves by different staff. Skipped once any page exists.
 */
export async function seedProjectDocsDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ c: count() }).from(wikiPages);
  if ((existing?.c ?? 0) > 0) return;
  // Looked up before the transaction: the embedded database has one connection, which it holds.
  const people = new Map<string, { id: string; name: string } | null>();
  for (const email of new Set(PAGES.flatMap((p) => p.revisions.map((r) => r.by)))) {
    const u = await findUserByEmail(db, email);
    people.set(email, u ? { id: u.id, name: u.display_name } : null);
  }
  const person = (email: string) => people.get(email) ?? null;
  const now = Date.now();
  const ids = new Map<string, string>();
  const positions = new Map<string | null, number>();
  await db.transaction(async (tx) => {
    for (const page of PAGES) {
      const parentId = page.parent ? ids.get(page.parent)! : null;
      const position = positions.get(parentId) ?? 0;
      positions.set(parentId, position + 1);
      const last = page.revisions.at(-1)!;
      const lastBy = person(last.by);
      const lastAt = new Date(now - last.daysAgo * DAY);
      const [row] = await tx
        .insert(wikiPages)
        .values({
          parent_id: parentId,
          position,
          title: last.title ?? page.title,
          body: last.body,
          revision: page.revisions.length,
          updated_by: lastBy?.id ?? null,
          updated_by_name: lastBy?.name ?? null,
          created_at: new Date(now - page.revisions[0]!.daysAgo * DAY),
          updated_at: lastAt,
        })
        .returning({ id: wikiPages.id });
      ids.set(page.key, row!.id);
      for (const [i, rev] of page.revisions.entries()) {
        const by = person(rev.by);
        const at = new Date(now - rev.daysAgo * DAY);
        await tx.insert(wikiPageRevisions).values({
          page_id: row!.id,
          revision: i + 1,
          title: rev.title ?? page.title,
          body: rev.body,
          author_id: by?.id ?? null,
          author_name: by?.name ?? null,
          created_at: at,
          updated_at: at,
        });
      }
    }
  });
}
