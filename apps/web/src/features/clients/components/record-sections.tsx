import {
  CLIENT_BUREAU_LABELS,
  type ClientAnswer,
  type ClientNote,
  type ClientRecord,
  type ClientStep,
  clientBureaus,
} from '@fundpath/contracts/clients';
import { isAdmin } from '@fundpath/contracts/roles';
import { CheckCircle2, Circle, Clock, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDate, formatDateTime, timeAgo } from '@/lib/format';
import { href } from '@/lib/href';
import {
  useAddClientNote,
  useClientActivity,
  useClientCreditHistory,
  useClientTasks,
  useClientTickets,
  useDeleteClientNote,
  useEditClientNote,
} from '../api/record';
import { DecisionBadge, StepStatusBadge } from './client-badges';
import { MentionComposer } from './mention-composer';

const fail = (fallback: string) => (err: unknown) =>
  toast.error(refusalMessage(err) ?? errorMessage(err, fallback));

/** One section of the record: an anchored card whose heading carries its count. */
export function Section({
  id,
  title,
  count,
  action,
  children,
}: {
  id: string;
  title: string;
  count?: number | string | null;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <Card>
        <CardHeader
          title={
            <span id={`${id}-title`}>
              {title}
              {count !== undefined && count !== null ? ' ' : null}
              {count !== undefined && count !== null ? (
                <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 tabular-nums">
                  {count}
                </span>
              ) : null}
            </span>
          }
          action={action}
        />
        <CardBody>{children}</CardBody>
      </Card>
    </section>
  );
}

const Muted = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-500">{children}</p>;
const Loading = ({ what }: { what: string }) => (
  <p className="flex items-center gap-2 text-sm text-slate-600">
    <Spinner size="sm" /> Loading {what}…
  </p>
);

// ---- journey -----------------------------------------------------------------------------------

function StepDates({ step }: { step: ClientStep }) {
  const parts: string[] = [];
  if (step.started_at) parts.push(`Started ${formatDate(step.started_at)}`);
  if (step.submitted_at) parts.push(`Submitted ${formatDate(step.submitted_at)}`);
  if (step.completed_at) parts.push(`Completed ${formatDate(step.completed_at)}`);
  return parts.length ? <p className="text-xs text-slate-500">{parts.join(' · ')}</p> : null;
}

export function JourneySection({ record }: { record: ClientRecord }) {
  const { steps, client } = record;
  return (
    <Section id="journey" title="Journey" count={steps.length}>
      {steps.length === 0 ? (
        <Muted>No journey steps yet.</Muted>
      ) : (
        <ol className="divide-y divide-slate-100">
          {steps.map((s) => {
            const Icon =
              s.status === 'completed' ? CheckCircle2 : s.status === 'pending_approval' ? Clock : Circle;
            return (
              <li key={s.step_number} className="flex gap-3 py-2.5">
                <Icon
                  className={
                    s.status === 'completed'
                      ? 'mt-0.5 size-4 shrink-0 text-emerald-600'
                      : s.status === 'pending_approval'
                        ? 'mt-0.5 size-4 shrink-0 text-amber-600'
                        : 'mt-0.5 size-4 shrink-0 text-slate-500'
                  }
                  aria-hidden="true"
                />
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-medium text-slate-900">
                      {s.step_number}. {s.step_title}
                    </span>
                    <StepStatusBadge
                      status={s.status}
                      since={
                        s.status === 'pending_approval' ? (s.submitted_at ?? client.pending_since) : null
                      }
                    />
                    {s.requires_approval ? <Badge tone="neutral">Needs approval</Badge> : null}
                    {s.skipped ? <Badge tone="neutral">Skipped</Badge> : null}
                    {s.locked ? <Badge tone="neutral">Locked</Badge> : null}
                  </div>
                  <StepDates step={s} />
                  {s.reviewed_at ? (
                    <p className="text-xs text-slate-600">
                      Reviewed {formatDateTime(s.reviewed_at)}
                      {s.reviewed_by ? ` by ${s.reviewed_by.display_name}` : ''}
                    </p>
                  ) : null}
                  {s.review_note ? (
                    <blockquote className="border-l-2 border-slate-200 pl-2 text-sm whitespace-pre-wrap text-slate-700">
                      {s.review_note}
                    </blockquote>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}

// ---- application -------------------------------------------------------------------------------

export function ApplicationSection({ record }: { record: ClientRecord }) {
  const byStep = new Map<number, ClientAnswer[]>();
  for (const a of record.answers) byStep.set(a.step_number, [...(byStep.get(a.step_number) ?? []), a]);
  const titles = new Map(record.steps.map((s) => [s.step_number, s.step_title]));
  return (
    <Section id="application" title="Application" count={record.answers.length}>
      {record.answers.length === 0 ? (
        <Muted>No application answers yet.</Muted>
      ) : (
        <div className="space-y-4">
          {[...byStep.entries()]
            .sort(([a], [b]) => a - b)
            .map(([step, answers]) => (
              <div key={step}>
                <h3 className="mb-1.5 text-sm font-semibold text-slate-800">
                  Step {step}
                  {titles.get(step) ? ` · ${titles.get(step)}` : ''}
                </h3>
                <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
                  {answers.map((a) => (
                    <div key={a.field_name} className="min-w-0">
                      <dt className="text-xs text-slate-500">{a.field_label}</dt>
                      <dd className="text-sm break-words whitespace-pre-wrap text-slate-900">{a.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
        </div>
      )}
    </Section>
  );
}

// ---- credit ------------------------------------------------------------------------------------

export function CreditSection({ record }: { record: ClientRecord }) {
  const { client } = record;
  const history = useClientCreditHistory(client.id, record.credit_visible);
  const reportHref = `${href('/admin/credit-report')}?client=${encodeURIComponent(client.id)}`;
  return (
    <Section
      id="credit"
      title="Credit"
      count={history.data?.length ?? null}
      action={
        <Link
          to={reportHref}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
        >
          Open credit report <ExternalLink className="size-3.5" aria-hidden="true" />
        </Link>
      }
    >
      {client.decisions ? (
        <div className="space-y-2">
          <dl className="flex flex-wrap gap-4">
            {clientBureaus.map((b) => (
              <div key={b}>
                <dt className="text-xs text-slate-500">{CLIENT_BUREAU_LABELS[b]}</dt>
                <dd>
                  <DecisionBadge decision={client.decisions?.[b] ?? null} />
                </dd>
              </div>
            ))}
            <div>
              <dt className="text-xs text-slate-500">Overall</dt>
              <dd>
                <DecisionBadge decision={client.overall_decision} />
              </dd>
            </div>
          </dl>
          {client.credit_report_at ? (
            <p className="text-xs text-slate-500">Latest report {formatDateTime(client.credit_report_at)}</p>
          ) : null}
        </div>
      ) : (
        <Muted>No credit report yet.</Muted>
      )}
      <h3 className="mt-4 mb-1.5 text-sm font-semibold text-slate-800">History</h3>
      {history.isPending ? (
        <Loading what="the report history" />
      ) : history.isError ? (
        <LoadError
          title="The report history could not be loaded"
          error={history.error}
          onRetry={history.refetch}
        />
      ) : history.data.length === 0 ? (
        <Muted>No reports stored.</Muted>
      ) : (
        <ul className="divide-y divide-slate-100">
          {history.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 py-1.5 text-sm">
              <span className="font-medium text-slate-900">Version {r.version}</span>
              <span className="text-slate-500">
                {formatDate(r.created_at)} · {r.source.replaceAll('_', ' ')}
              </span>
              <DecisionBadge decision={r.overall_decision} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

// ---- tasks -------------------------------------------------------------------------------------

export function TasksSection({ clientId }: { clientId: string }) {
  const tasks = useClientTasks(clientId);
  const open = tasks.data?.filter((t) => !t.is_completed).length;
  return (
    <Section id="tasks" title="Tasks" count={open ?? null}>
      {tasks.isPending ? (
        <Loading what="tasks" />
      ) : tasks.isError ? (
        <LoadError title="The tasks could not be loaded" error={tasks.error} onRetry={tasks.refetch} />
      ) : tasks.data.length === 0 ? (
        <Muted>No tasks yet.</Muted>
      ) : (
        <ul className="divide-y divide-slate-100">
          {[...tasks.data]
            .sort((a, b) => Number(a.is_completed) - Number(b.is_completed) || a.step_number - b.step_number)
            .map((t) => (
              <li key={t.id} className="flex flex-wrap items-center gap-2 py-1.5 text-sm">
                {t.is_completed ? (
                  <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
                ) : (
                  <Circle className="size-4 text-slate-500" aria-hidden="true" />
                )}
                <span className={t.is_completed ? 'text-slate-500 line-through' : 'text-slate-900'}>
                  {t.title}
                </span>
                <span className="sr-only">{t.is_completed ? '(done)' : '(open)'}</span>
                <span className="text-xs text-slate-500">Step {t.step_number}</span>
                {t.is_required && !t.is_completed ? <Badge tone="warning">Required</Badge> : null}
                {t.due_date && !t.is_completed ? (
                  <span className="text-xs text-slate-500">Due {formatDate(t.due_date)}</span>
                ) : null}
              </li>
            ))}
        </ul>
      )}
    </Section>
  );
}

// ---- tickets -----------------------------------------------------------------------------------

const ticketLabel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replaceAll('_', ' ');

export function TicketsSection({ clientId, action }: { clientId: string; action?: ReactNode }) {
  const tickets = useClientTickets(clientId);
  return (
    <Section id="tickets" title="Tickets" count={tickets.data?.total ?? null} action={action}>
      {tickets.isPending ? (
        <Loading what="tickets" />
      ) : tickets.isError ? (
        <LoadError title="The tickets could not be loaded" error={tickets.error} onRetry={tickets.refetch} />
      ) : tickets.data.tickets.length === 0 ? (
        <Muted>No tickets.</Muted>
      ) : (
        <ul className="divide-y divide-slate-100">
          {tickets.data.tickets.map((t) => {
            const open = t.status !== 'resolved' && t.status !== 'closed';
            return (
              <li key={t.id} className="flex flex-wrap items-center gap-2 py-1.5 text-sm">
                <Link
                  to={`${href('/admin/support')}?ticket=${encodeURIComponent(t.id)}`}
                  className="font-medium text-slate-900 hover:underline"
                >
                  {t.ticket_number} · {t.title}
                </Link>
                <Badge tone={open ? 'info' : 'neutral'}>{ticketLabel(t.status)}</Badge>
                {open && t.sla_breached ? <Badge tone="danger">SLA breached</Badge> : null}
                <span className="text-xs text-slate-500">{timeAgo(t.updated_at)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

// ---- notes -------------------------------------------------------------------------------------

function NoteItem({ note, record }: { note: ClientNote; record: ClientRecord }) {
  const [editing, setEditing] = useState(false);
  const edit = useEditClientNote(record.client.id);
  const remove = useDeleteClientNote(record.client.id);
  const dialogs = useDialogs();
  const { user } = useAuth();
  // The author edits; the author or an admin deletes (the server checks the same).
  const mayDelete = note.mine || isAdmin(user);

  const del = async () => {
    const ok = await dialogs.confirm({
      title: 'Delete this note?',
      message: 'It is removed for the whole team.',
      confirmLabel: 'Delete note',
      variant: 'danger',
    });
    if (ok) remove.mutate(note.id, { onError: fail('The note could not be deleted') });
  };

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
        <span className="font-medium text-slate-800">
          {note.author?.display_name ?? 'Former staff member'}
        </span>
        <time dateTime={note.created_at} title={formatDateTime(note.created_at)}>
          {timeAgo(note.created_at)}
        </time>
        {note.updated_at !== note.created_at ? <span>(edited)</span> : null}
        {mayDelete && !editing ? (
          <span className="ml-auto flex gap-1">
            {note.mine ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setEditing(true)}
                leftIcon={<Pencil className="size-3.5" aria-hidden="true" />}
              >
                Edit
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void del()}
              loading={remove.isPending}
              leftIcon={<Trash2 className="size-3.5" aria-hidden="true" />}
            >
              Delete
            </Button>
          </span>
        ) : null}
      </div>
      {editing ? (
        <div className="mt-2">
          <MentionComposer
            staff={record.staff}
            label="Edit note"
            initialBody={note.body}
            initialMentions={note.mentions}
            submitLabel="Save note"
            pending={edit.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              try {
                await edit.mutateAsync({ noteId: note.id, ...input });
                setEditing(false);
                return true;
              } catch (err) {
                fail('The note could not be saved')(err);
                return false;
              }
            }}
          />
        </div>
      ) : (
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{note.body}</p>
      )}
    </li>
  );
}

export function NotesSection({ record }: { record: ClientRecord }) {
  const add = useAddClientNote(record.client.id);
  return (
    <Section id="notes" title="Notes" count={record.notes.length}>
      <MentionComposer
        staff={record.staff}
        label="Add a note"
        submitLabel="Add note"
        pending={add.isPending}
        onSubmit={async (input) => {
          try {
            await add.mutateAsync(input);
            toast.success('Note added');
            return true;
          } catch (err) {
            fail('The note could not be added')(err);
            return false;
          }
        }}
      />
      {record.notes.length === 0 ? (
        <div className="mt-4">
          <Muted>No notes yet.</Muted>
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {record.notes.map((n) => (
            <NoteItem key={n.id} note={n} record={record} />
          ))}
        </ul>
      )}
    </Section>
  );
}

// ---- activity ----------------------------------------------------------------------------------

export function ActivitySection({ clientId }: { clientId: string }) {
  const activity = useClientActivity(clientId);
  const items = activity.data?.pages.flatMap((p) => p.activity) ?? [];
  const more = activity.hasNextPage;
  return (
    <Section
      id="activity"
      title="Activity"
      count={activity.data ? `${items.length}${more ? '+' : ''}` : null}
    >
      {activity.isPending ? (
        <Loading what="activity" />
      ) : activity.isError ? (
        <LoadError
          title="The activity could not be loaded"
          error={activity.error}
          onRetry={activity.refetch}
        />
      ) : items.length === 0 ? (
        <Muted>Nothing has happened yet.</Muted>
      ) : (
        <>
          <ol className="space-y-2 border-l border-slate-200 pl-4">
            {items.map((a) => (
              <li key={a.id} className="relative text-sm">
                <span
                  className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-slate-300"
                  aria-hidden="true"
                />
                <span className="text-slate-900">{a.summary}</span>
                <span className="block text-xs text-slate-500">
                  {a.actor ? `${a.actor.display_name} · ` : ''}
                  <time dateTime={a.at} title={formatDateTime(a.at)}>
                    {timeAgo(a.at)}
                  </time>
                </span>
              </li>
            ))}
          </ol>
          {more ? (
            <Button
              className="mt-3"
              size="sm"
              variant="secondary"
              loading={activity.isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
            >
              Load older
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}
