/**
 * The staff client list (ADR 017): the read model's refresh from the owning modules' exports, the
 * list and its CSV, tags, assignments and saved views. Ownership: admins and staff without a
 * brand see every client; a branded staff member sees the clients of their brand. Credit columns
 * and filters need `credit.view_reports`.
 */
import {
  CLIENT_BUSINESS_RECENT,
  CLIENT_VIEWS_MAX,
  type ClientActivity,
  type ClientBureau,
  type ClientBusiness,
  type ClientDecision,
  type ClientListQuery,
  type ClientNote,
  type ClientRecord,
  type ClientRow,
  type ClientSlaState,
  type ClientStaff,
  type ClientView,
  clientBureaus,
  SLA_DUE_SOON_HOURS,
} from '@fundpath/contracts/clients';
import type { StepStatus } from '@fundpath/contracts/coaching';
import { hasPermission, isAdmin, staffRoles } from '@fundpath/contracts/roles';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { type Ctx, requireActor } from '../../platform/auth';
import { brandScopeOf } from '../../platform/brand-scope';
import type { Db } from '../../platform/db';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { getAnswers, listFields } from '../application';
import { findUser } from '../auth';
import { findStoreByOwner } from '../catalog';
import { clientStepsOf, journeySummaryOf } from '../coaching';
import { beneficiaryOverview } from '../commissions';
import { latestDecisions } from '../credit';
import { storeOrdersOverview } from '../orders';
import { csvCell } from '../permissions';
import { openTicketSummaryOf } from '../support';
import { openRequiredTasks } from '../tasks';
import { referredBookingsOverview } from '../travel';
import * as repo from './repo';

export const CLIENT_NOT_FOUND = 'Client not found';
const BUREAU_OF: Record<ClientBureau, 'Experian' | 'Equifax' | 'TransUnion'> = {
  experian: 'Experian',
  equifax: 'Equifax',
  transunion: 'TransUnion',
};
const tier = (v: unknown): ClientDecision | null =>
  v === 'approve' || v === 'borderline' || v === 'decline' ? v : null;

// ---- the read model ---------------------------------------------------------------------------

/**
 * Rebuilds one client's summary row from the modules that own the facts. A user who is not (or
 * no longer) a client loses their row. Idempotent: a replay or a rebuild writes the same row.
 */
export async function refreshClient(db: Db, userId: string): Promise<void> {
  const user = await findUser(db, userId);
  if (user?.role !== 'client') {
    await repo.deleteSummary(db, userId);
    return;
  }
  const journey = await journeySummaryOf(db, userId);
  const [report] = await latestDecisions(db, [userId]);
  const tickets = await openTicketSummaryOf(db, userId);
  const tasks = await openRequiredTasks(db, userId, journey.current_step);
  const [tags, assignees] = [await repo.tagsOf(db, userId), await repo.assigneesOf(db, userId)];
  const bureaus = (report?.evaluation.bureaus ?? {}) as Record<
    string,
    { has_data?: boolean; decision_tier?: string } | undefined
  >;
  const decision = (b: ClientBureau) => {
    const e = bureaus[BUREAU_OF[b]];
    return e?.has_data === false ? null : tier(e?.decision_tier);
  };
  const times = [journey.last_activity_at, user.last_sign_in_at, report?.created_at, user.created_at].filter(
    (d): d is Date => d instanceof Date,
  );
  await repo.upsertSummary(db, {
    user_id: userId,
    brand_id: user.brand_id,
    display_name: user.display_name,
    email: user.email,
    deactivated: user.deactivated_at !== null,
    current_step: journey.current_step,
    current_step_title: journey.current_step_title,
    current_status: journey.current_status,
    completed_steps: journey.completed_count,
    total_steps: journey.total_steps,
    pending_steps: journey.pending_steps,
    pending_since: journey.pending_since,
    route: journey.route,
    experian: report ? decision('experian') : null,
    equifax: report ? decision('equifax') : null,
    transunion: report ? decision('transunion') : null,
    overall_decision: report ? tier(report.overall_decision) : null,
    credit_report_at: report?.created_at ?? null,
    open_tickets: tickets.open_tickets,
    next_sla_due: tickets.next_sla_due,
    open_required_tasks: tasks.length,
    tags,
    assignee_ids: assignees,
    client_since: user.created_at,
    last_activity_at: new Date(Math.max(...times.map((d) => d.getTime()))),
  });
}

/** Every client's row again (start-up when the table is behind, the seed, a repair). */
export async function rebuildAll(db: Db): Promise<number> {
  const ids = await db.select({ id: users.id }).from(users).where(eq(users.role, 'client'));
  for (const { id } of ids) await refreshClient(db, id);
  return ids.length;
}

/** Whether the read model lacks clients (a fresh database, or rows added by an older version). */
export async function rebuildNeeded(db: Db): Promise<boolean> {
  const [clients] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'client')).limit(1);
  if (!clients) return false;
  return (await repo.summaryCount(db)) === 0;
}

// ---- who sees what -----------------------------------------------------------------------------

const scopeOf = (ctx: Ctx): repo.Scope => brandScopeOf(requireActor(ctx));

const creditVisible = (ctx: Ctx) => hasPermission(requireActor(ctx), 'credit.view_reports');

/** A client the viewer may open, or 404 (another brand's client is as unknown as a missing one). */
export async function visibleSummary(ctx: Ctx, userId: string): Promise<repo.SummaryRow> {
  // Authorised on the live user row, never on the read model's copy of the brand (a client moved
  // to another brand a moment ago is already out of the old brand's reach).
  const user = await findUser(ctx.db, userId);
  const scope = scopeOf(ctx);
  if (user?.role !== 'client' || (!scope.all && user.brand_id !== scope.brandId))
    throw notFound(CLIENT_NOT_FOUND);
  let row = await repo.findSummary(ctx.db, userId);
  if (!row || row.refreshed_at < user.updated_at || row.brand_id !== user.brand_id) {
    await refreshClient(ctx.db, userId); // new, renamed or moved since the last event
    row = await repo.findSummary(ctx.db, userId);
  }
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row;
}

/**
 * Staff who may work on a client of `brandId` (be assigned, be mentioned): the platform's own
 * staff (no brand) and that brand's staff. Never another brand's, whoever asks.
 */
export async function staffForClient(db: Db, brandId: string | null): Promise<ClientStaff[]> {
  const rows = await db
    .select({ id: users.id, display_name: users.display_name })
    .from(users)
    .where(
      and(
        inArray(users.role, [...staffRoles]),
        isNull(users.deactivated_at),
        brandId === null ? isNull(users.brand_id) : or(isNull(users.brand_id), eq(users.brand_id, brandId)),
      ),
    )
    .orderBy(asc(users.display_name));
  return rows;
}

/** Staff the viewer may filter by and assign: the staff of their scope, by name. */
export async function staffInScope(ctx: Ctx): Promise<ClientStaff[]> {
  const scope = scopeOf(ctx);
  const rows = await ctx.db
    .select({ id: users.id, display_name: users.display_name, brand_id: users.brand_id })
    .from(users)
    .where(
      and(
        inArray(users.role, [...staffRoles]),
        isNull(users.deactivated_at),
        scope.all ? undefined : eq(users.brand_id, scope.brandId!),
      ),
    )
    .orderBy(asc(users.display_name));
  return rows.map(({ id, display_name }) => ({ id, display_name }));
}

function slaState(due: Date | null, now: Date): ClientSlaState {
  if (!due) return 'none';
  if (due.getTime() <= now.getTime()) return 'breached';
  return due.getTime() - now.getTime() <= SLA_DUE_SOON_HOURS * 3600_000 ? 'due_soon' : 'on_track';
}

export function toRow(r: repo.SummaryRow, staff: Map<string, string>, credit: boolean, now: Date): ClientRow {
  const decisions =
    credit && r.credit_report_at
      ? (Object.fromEntries(clientBureaus.map((b) => [b, tier(r[b])])) as Record<
          ClientBureau,
          ClientDecision | null
        >)
      : null;
  return {
    id: r.user_id,
    display_name: r.display_name,
    email: r.email,
    deactivated: r.deactivated,
    current_step: r.current_step,
    current_step_title: r.current_step_title,
    current_status: r.current_status as StepStatus,
    completed_steps: r.completed_steps,
    total_steps: r.total_steps,
    pending_steps: r.pending_steps,
    pending_since: r.pending_since?.toISOString() ?? null,
    decisions,
    overall_decision: credit ? tier(r.overall_decision) : null,
    credit_report_at: credit ? (r.credit_report_at?.toISOString() ?? null) : null,
    open_tickets: r.open_tickets,
    next_sla_due: r.next_sla_due?.toISOString() ?? null,
    sla_state: slaState(r.next_sla_due, now),
    open_required_tasks: r.open_required_tasks,
    tags: r.tags,
    assignees: r.assignee_ids.flatMap((id) => {
      const name = staff.get(id);
      return name ? [{ id, display_name: name }] : [];
    }),
    client_since: r.client_since.toISOString(),
    last_activity_at: r.last_activity_at.toISOString(),
  };
}

function checkQuery(ctx: Ctx, q: ClientListQuery): void {
  if ((q.bureau === undefined) !== (q.decision === undefined)) {
    const field = q.bureau === undefined ? 'bureau' : 'decision';
    throw new AppError('VALIDATION_FAILED', 'Choose a bureau and a decision together', {
      errors: { [field]: 'Choose a bureau and a decision together' },
    });
  }
  if (q.bureau && !creditVisible(ctx))
    throw forbidden('Filtering by credit decision needs credit report access');
}

/** Refreshes the clients whose user row changed since their summary (bounded per call). */
export async function catchUp(db: Db, limit = 200): Promise<number> {
  const ids = await repo.staleClientIds(db, limit);
  for (const id of ids) await refreshClient(db, id);
  return ids.length;
}

export async function listClients(ctx: Ctx, q: ClientListQuery, now = new Date()) {
  checkQuery(ctx, q);
  await catchUp(ctx.db);
  const scope = scopeOf(ctx);
  const viewer = requireActor(ctx).id;
  const where = repo.listWhere(q, scope, viewer, now);
  const [page, staff, tags] = [
    await repo.listSummaries(ctx.db, where, q.sort, { limit: q.per_page, offset: (q.page - 1) * q.per_page }),
    await staffInScope(ctx),
    await repo.tagsInScope(
      ctx.db,
      repo.listWhere({ sort: q.sort, page: 1, per_page: 1 }, scope, viewer, now),
    ),
  ];
  const names = new Map(staff.map((s) => [s.id, s.display_name]));
  const credit = creditVisible(ctx);
  return {
    clients: page.rows.map((r) => toRow(r, names, credit, now)),
    total: page.total,
    page: q.page,
    per_page: q.per_page,
    credit_visible: credit,
    tags,
    staff,
  };
}

export const CLIENT_EXPORT_MAX = 10_000;

/** The list's filter as CSV (up to 10 000 rows, the list's order); credit columns only with access. */
export async function exportClients(ctx: Ctx, q: ClientListQuery, now = new Date()): Promise<string> {
  checkQuery(ctx, q);
  await catchUp(ctx.db);
  const scope = scopeOf(ctx);
  const where = repo.listWhere(q, scope, requireActor(ctx).id, now);
  const { rows } = await repo.listSummaries(ctx.db, where, q.sort, { limit: CLIENT_EXPORT_MAX, offset: 0 });
  const names = new Map((await staffInScope(ctx)).map((s) => [s.id, s.display_name]));
  const credit = creditVisible(ctx);
  const header = [
    'name',
    'email',
    'current_step',
    'step_title',
    'step_status',
    'waiting_approval_since',
    ...(credit ? ['experian', 'equifax', 'transunion', 'overall_decision'] : []),
    'open_tickets',
    'sla',
    'open_required_tasks',
    'assigned_to',
    'tags',
    'last_activity',
    'client_since',
  ];
  const lines = rows.map((r) => {
    const row = toRow(r, names, credit, now);
    return [
      row.display_name,
      row.email,
      row.current_step,
      row.current_step_title,
      row.current_status,
      row.pending_since,
      ...(credit
        ? [row.decisions?.experian, row.decisions?.equifax, row.decisions?.transunion, row.overall_decision]
        : []),
      row.open_tickets,
      row.sla_state,
      row.open_required_tasks,
      row.assignees.map((a) => a.display_name).join('; '),
      row.tags.join('; '),
      row.last_activity_at,
      row.client_since,
    ]
      .map((v) => csvCell(typeof v === 'number' ? String(v) : v))
      .join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

// ---- tags and assignments ---------------------------------------------------------------------

async function rowFor(ctx: Ctx, userId: string, now = new Date()): Promise<ClientRow> {
  const row = await visibleSummary(ctx, userId);
  const names = new Map((await staffInScope(ctx)).map((s) => [s.id, s.display_name]));
  return toRow(row, names, creditVisible(ctx), now);
}

export async function setTags(ctx: Ctx, userId: string, tags: string[]): Promise<ClientRow> {
  await visibleSummary(ctx, userId);
  const unique = [...new Set(tags)];
  const me = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    await repo.replaceTags(tx, userId, unique, me.id);
    await repo.mirrorFacts(tx, userId);
  });
  await repo.insertActivity(ctx.db, {
    user_id: userId,
    kind: 'client.tagged',
    summary: unique.length ? `Tags set to ${unique.join(', ')}` : 'Tags cleared',
    actor_id: me.id,
  });
  return rowFor(ctx, userId);
}

/**
 * One tag added or removed outside a staff request (an automation's action): idempotent, and
 * false when nothing changed or the user is not a client. `note` says who did it on the timeline.
 */
export async function changeClientTag(
  db: Db,
  userId: string,
  tag: string,
  op: 'add' | 'remove',
  opts: { by: string | null; note: string },
): Promise<boolean> {
  const user = await findUser(db, userId);
  if (user?.role !== 'client') return false;
  const changed = await db.transaction(async (tx) => {
    const done =
      op === 'add' ? await repo.addTag(tx, userId, tag, opts.by) : await repo.removeTag(tx, userId, tag);
    if (done) await repo.mirrorFacts(tx, userId);
    return done;
  });
  if (changed)
    await repo.insertActivity(db, {
      user_id: userId,
      kind: 'client.tagged',
      summary: `${op === 'add' ? 'Tag added' : 'Tag removed'}: ${tag} (${opts.note})`,
      actor_id: opts.by,
    });
  return changed;
}

/** A client's read-model row (undefined for anyone who is not a client). */
export const clientSummaryOf = (db: Db, userId: string) => repo.findSummary(db, userId);
/** Every tag on any client, alphabetically (pickers outside the client list). */
export const allClientTags = (db: Db) => repo.tagsInScope(db, undefined);

export async function setAssignees(ctx: Ctx, userId: string, staffIds: string[]): Promise<ClientRow> {
  const client = await visibleSummary(ctx, userId);
  const staff = await staffForClient(ctx.db, client.brand_id);
  const known = new Map(staff.map((s) => [s.id, s.display_name]));
  const unique = [...new Set(staffIds)];
  const unknown = unique.find((id) => !known.has(id));
  if (unknown)
    throw new AppError('VALIDATION_FAILED', 'Choose staff members of this team', {
      errors: { staff_ids: 'Choose staff members of this team' },
    });
  const me = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    await repo.replaceAssignees(tx, userId, unique, me.id);
    await repo.mirrorFacts(tx, userId);
  });
  await repo.insertActivity(ctx.db, {
    user_id: userId,
    kind: 'client.assigned',
    summary: unique.length
      ? `Assigned to ${unique.map((id) => known.get(id)).join(', ')}`
      : 'No longer assigned to anyone',
    actor_id: me.id,
  });
  return rowFor(ctx, userId);
}

// ---- saved views ------------------------------------------------------------------------------

const toView = (v: repo.ViewRow): ClientView => ({
  id: v.id,
  name: v.name,
  filters: v.filters,
  created_at: v.created_at.toISOString(),
});

export async function listViews(ctx: Ctx): Promise<ClientView[]> {
  return (await repo.viewsOf(ctx.db, requireActor(ctx).id)).map(toView);
}

export async function saveView(
  ctx: Ctx,
  input: { name: string; filters: Record<string, string> },
): Promise<ClientView> {
  const me = requireActor(ctx);
  if ((await repo.countViews(ctx.db, me.id)) >= CLIENT_VIEWS_MAX)
    throw new AppError('LIMIT_REACHED', `You can keep at most ${CLIENT_VIEWS_MAX} saved views`);
  const view = await repo.insertView(ctx.db, { owner_id: me.id, name: input.name, filters: input.filters });
  if (!view)
    throw new AppError('CONFLICT', 'You already have a view with this name', {
      errors: { name: 'You already have a view with this name' },
    });
  return toView(view);
}

export async function deleteView(ctx: Ctx, id: string): Promise<void> {
  if (!(await repo.deleteView(ctx.db, requireActor(ctx).id, id))) throw notFound('Saved view not found');
}

// ---- the record --------------------------------------------------------------------------------

/** Display names of these users, whatever their role or brand (authors, reviewers, actors). */
async function namesOf(db: Db, ids: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, display_name: users.display_name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.display_name]));
}

const person = (names: Map<string, string>, id: string | null | undefined): ClientStaff | null => {
  if (!id) return null;
  const name = names.get(id);
  return name ? { id, display_name: name } : null;
};

function toNote(n: repo.NoteRow, names: Map<string, string>, viewerId: string): ClientNote {
  return {
    id: n.id,
    body: n.body,
    author: person(names, n.author_id),
    mentions: n.mentions.flatMap((id) => {
      const p = person(names, id);
      return p ? [p] : [];
    }),
    created_at: n.created_at.toISOString(),
    updated_at: n.updated_at.toISOString(),
    mine: n.author_id === viewerId,
  };
}

export async function getRecord(ctx: Ctx, userId: string, now = new Date()): Promise<ClientRecord> {
  const me = requireActor(ctx);
  const summary = await visibleSummary(ctx, userId);
  const staff = await staffForClient(ctx.db, summary.brand_id);
  const steps = await clientStepsOf(ctx.db, userId);
  const [fields, answers] = [await listFields(ctx), await getAnswers(ctx.db, userId)];
  const notes = await repo.notesOf(ctx.db, userId);
  const names = await namesOf(ctx.db, [
    ...steps.map((s) => s.reviewed_by),
    ...notes.flatMap((n) => [n.author_id, ...n.mentions]),
  ]);
  const staffNames = new Map(staff.map((s) => [s.id, s.display_name]));
  const credit = creditVisible(ctx);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    client: toRow(summary, staffNames, credit, now),
    route: summary.route === 'funding' || summary.route === 'credit_repair' ? summary.route : null,
    steps: steps.map((s) => ({
      ...s,
      started_at: iso(s.started_at),
      submitted_at: iso(s.submitted_at),
      completed_at: iso(s.completed_at),
      reviewed_at: iso(s.reviewed_at),
      reviewed_by: person(names, s.reviewed_by),
    })),
    answers: fields.flatMap((f) =>
      answers[f.field_name]
        ? [
            {
              field_name: f.field_name,
              field_label: f.field_label,
              step_number: f.step_number,
              value: answers[f.field_name]!,
            },
          ]
        : [],
    ),
    notes: notes.map((n) => toNote(n, names, me.id)),
    staff,
    credit_visible: credit,
    can_impersonate: isAdmin(me) && ctx.realUser?.id === me.id && !summary.deactivated,
  };
}

export async function listActivity(
  ctx: Ctx,
  userId: string,
  q: { before?: number; limit: number },
): Promise<{ activity: ClientActivity[]; next_before: number | null }> {
  await visibleSummary(ctx, userId);
  const rows = await repo.activityOf(ctx.db, userId, q.before, q.limit + 1);
  const page = rows.slice(0, q.limit);
  const names = await namesOf(
    ctx.db,
    page.map((r) => r.actor_id),
  );
  return {
    activity: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      summary: r.summary,
      actor: person(names, r.actor_id),
      ref: r.ref,
      at: r.at.toISOString(),
    })),
    next_before: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * Mentions must be staff who may open the client and appear as `@Name` in the body (so a reader
 * sees who was told); the author is never notified of their own note.
 */
async function checkMentions(
  ctx: Ctx,
  client: repo.SummaryRow,
  body: string,
  ids: string[],
): Promise<string[]> {
  const me = requireActor(ctx).id;
  const unique = [...new Set(ids)].filter((id) => id !== me); // mentioning oneself tells no one
  if (!unique.length) return [];
  // Only colleagues who may open this client hear of it.
  const staff = new Map((await staffForClient(ctx.db, client.brand_id)).map((s) => [s.id, s.display_name]));
  for (const id of unique) {
    const name = staff.get(id);
    if (!name || !body.toLowerCase().includes(`@${name.toLowerCase()}`))
      throw new AppError('VALIDATION_FAILED', 'Mention colleagues with @ and their name', {
        errors: { mentions: 'Mention colleagues with @ and their name' },
      });
  }
  return unique;
}

async function announceMentions(ctx: Ctx, clientId: string, note: repo.NoteRow, before: string[] = []) {
  const me = requireActor(ctx);
  const fresh = note.mentions.filter((id) => id !== me.id && !before.includes(id));
  if (fresh.length)
    await ctx.events.emit(ctx, 'client.mentioned', {
      client_id: clientId,
      note_id: note.id,
      author_id: me.id,
      mentioned_ids: fresh,
    });
}

async function noteOut(ctx: Ctx, note: repo.NoteRow): Promise<ClientNote> {
  const names = await namesOf(ctx.db, [note.author_id, ...note.mentions]);
  return toNote(note, names, requireActor(ctx).id);
}

export async function addNote(ctx: Ctx, userId: string, input: { body: string; mentions: string[] }) {
  const client = await visibleSummary(ctx, userId);
  const me = requireActor(ctx);
  const mentions = await checkMentions(ctx, client, input.body, input.mentions);
  const note = await repo.insertNote(ctx.db, {
    user_id: userId,
    author_id: me.id,
    body: input.body,
    mentions,
  });
  await repo.insertActivity(ctx.db, {
    user_id: userId,
    kind: 'client.note_added',
    summary: 'Added a note',
    actor_id: me.id,
    ref: { note_id: note.id },
  });
  await announceMentions(ctx, userId, note);
  return noteOut(ctx, note);
}

/** Only the author edits a note; newly mentioned colleagues are notified, the others not again. */
export async function editNote(
  ctx: Ctx,
  userId: string,
  noteId: string,
  input: { body: string; mentions: string[] },
) {
  const client = await visibleSummary(ctx, userId);
  const before = await repo.findNote(ctx.db, userId, noteId);
  if (!before) throw notFound('Note not found');
  if (before.author_id !== requireActor(ctx).id) throw forbidden('Only the author can edit a note');
  const mentions = await checkMentions(ctx, client, input.body, input.mentions);
  const note = await repo.updateNote(ctx.db, noteId, { body: input.body, mentions });
  await announceMentions(ctx, userId, note, before.mentions);
  return noteOut(ctx, note);
}

/** The author or an admin deletes a note. */
export async function removeNote(ctx: Ctx, userId: string, noteId: string): Promise<void> {
  await visibleSummary(ctx, userId);
  const me = requireActor(ctx);
  const note = await repo.findNote(ctx.db, userId, noteId);
  if (!note) throw notFound('Note not found');
  if (note.author_id !== me.id && !isAdmin(me))
    throw forbidden('Only the author or an admin can delete a note');
  await repo.deleteNote(ctx.db, noteId);
}

// ---- workspace analytics -----------------------------------------------------------------------

export interface ClientNumbers {
  total: number;
  steps: { step_number: number; title: string | null; clients: number }[];
  waiting: { count: number; oldest_since: Date | null; under_1d: number; d1_3: number; over_3d: number };
}

/**
 * The clients the viewer may see (or only those assigned to them): how many stand on each
 * current step, and how many wait for a step approval and since when. Counted on the read model.
 */
export async function clientNumbers(
  ctx: Ctx,
  opts: { mine: boolean },
  now = new Date(),
): Promise<ClientNumbers> {
  await catchUp(ctx.db);
  const where = repo.numbersWhere(scopeOf(ctx), opts.mine ? requireActor(ctx).id : undefined);
  const steps = await repo.clientsPerStep(ctx.db, where);
  const w = await repo.waitingAges(ctx.db, where, now);
  return {
    total: steps.reduce((n, s) => n + s.clients, 0),
    steps,
    waiting: {
      count: w.count,
      oldest_since: w.oldest ? new Date(w.oldest) : null,
      under_1d: Number(w.under_1d),
      d1_3: Number(w.d1_3),
      over_3d: Number(w.over_3d),
    },
  };
}

/** The ids of the viewer's assigned clients they may see ("my clients"). */
export async function myClientIds(ctx: Ctx): Promise<string[]> {
  return repo.assignedIds(ctx.db, scopeOf(ctx), requireActor(ctx).id);
}

/** The brand the viewer's client lists are narrowed to; undefined: every brand (admins, unbranded staff). */
export function viewerBrand(ctx: Ctx): string | undefined {
  const scope = scopeOf(ctx);
  return scope.all ? undefined : (scope.brandId ?? undefined);
}

// ---- the client's business -------------------------------------------------------------------------

/**
 * What the client sells and earns, for their record: their store's paid orders and latest orders,
 * the travel bookings their links brought, and their commission ledger by status. Each part is
 * null while the client has nothing there (no store, no bookings, no ledger entries).
 */
export async function getBusiness(ctx: Ctx, userId: string): Promise<ClientBusiness> {
  await visibleSummary(ctx, userId);
  const iso = <T extends { created_at: Date }>(r: T) => ({ ...r, created_at: r.created_at.toISOString() });
  const store = await findStoreByOwner(ctx.db, userId);
  const orders = store ? await storeOrdersOverview(ctx.db, store.id, CLIENT_BUSINESS_RECENT) : null;
  const travel = await referredBookingsOverview(ctx.db, userId, CLIENT_BUSINESS_RECENT);
  const ledger = await beneficiaryOverview(ctx.db, userId, CLIENT_BUSINESS_RECENT);
  return {
    store:
      store && orders
        ? {
            id: store.id,
            name: store.store_name,
            slug: store.slug,
            ...orders,
            recent: orders.recent.map(iso),
          }
        : null,
    travel: travel.recent.length ? { ...travel, recent: travel.recent.map(iso) } : null,
    commissions: ledger.by_status.length ? { ...ledger, recent: ledger.recent.map(iso) } : null,
  };
}
