import type { ClientRecord } from '@fundpath/contracts/clients';
import { ArrowLeft, LifeBuoy, UserRoundSearch } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError, refusalMessage } from '@/lib/api-client';
import { formatDate, timeAgo } from '@/lib/format';
import { href } from '@/lib/href';
import { useClientRecord } from '../api/record';
import { BusinessSection } from './business-section';
import { BureauDecisions, StepStatusBadge, TicketsCell } from './client-badges';
import { OpenTicketDialog } from './open-ticket-dialog';
import { AssigneesEditor, TagsEditor } from './record-editors';
import {
  ActivitySection,
  ApplicationSection,
  CreditSection,
  JourneySection,
  NotesSection,
  Section,
  TasksSection,
  TicketsSection,
} from './record-sections';

export interface ClientRecordPageProps {
  id: string;
  /** Admins: start impersonating the client and go to their home (the route supplies it). */
  onImpersonate?: () => Promise<void>;
  impersonating?: boolean;
  /** The client's documents (another feature's panel; the route supplies it). */
  documents?: ReactNode;
  /** The client's conversations with the AI coach, read-only (another feature's panel). */
  conversations?: ReactNode;
}

const BackLink = () => (
  <Link
    to={href('/clients')}
    className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
  >
    <ArrowLeft className="size-4" aria-hidden="true" /> Clients
  </Link>
);

/** `/clients/:id`: the header (progress, tags, staff, actions) and every section, anchored. */
export function ClientRecordPage({
  id,
  onImpersonate,
  impersonating = false,
  documents,
  conversations,
}: ClientRecordPageProps) {
  const record = useClientRecord(id);
  if (record.isPending)
    return (
      <>
        <BackLink />
        <PageHeader eyebrow="Client" title="Client" />
        <Spinner message="Loading the client…" />
      </>
    );
  if (record.isError)
    return (
      <>
        <BackLink />
        <PageHeader eyebrow="Client" title="Client" />
        {isApiError(record.error) && record.error.code === 'NOT_FOUND' ? (
          <Card>
            <CardBody>
              <p className="text-sm text-slate-700">This client does not exist or is not one of yours.</p>
            </CardBody>
          </Card>
        ) : (
          <LoadError title="The client could not be loaded" error={record.error} onRetry={record.refetch} />
        )}
      </>
    );
  return (
    <RecordView
      record={record.data}
      onImpersonate={onImpersonate}
      impersonating={impersonating}
      documents={documents}
      conversations={conversations}
    />
  );
}

function RecordView({
  record,
  onImpersonate,
  impersonating,
  documents,
  conversations,
}: {
  record: ClientRecord;
  onImpersonate?: () => Promise<void>;
  impersonating: boolean;
  documents?: ReactNode;
  conversations?: ReactNode;
}) {
  const { client } = record;
  const [ticketOpen, setTicketOpen] = useState(false);
  const { hash } = useLocation();
  const percent = client.total_steps ? Math.round((client.completed_steps / client.total_steps) * 100) : 0;

  // Notifications link to `#notes`: the sections render with the record, so scroll once it is here.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const impersonate = async () => {
    if (!onImpersonate) return;
    try {
      await onImpersonate();
      toast.success(`Now viewing as ${client.display_name}`);
    } catch (err) {
      toast.error(refusalMessage(err) ?? errorMessage(err, 'Impersonation could not start'));
    }
  };

  const sections = [
    { id: 'journey', label: 'Journey' },
    { id: 'application', label: 'Application' },
    ...(record.credit_visible ? [{ id: 'credit', label: 'Credit' }] : []),
    { id: 'tasks', label: 'Tasks' },
    { id: 'tickets', label: 'Tickets' },
    ...(documents ? [{ id: 'documents', label: 'Documents' }] : []),
    ...(conversations ? [{ id: 'conversations', label: 'AI conversations' }] : []),
    { id: 'business', label: 'Business' },
    { id: 'notes', label: `Notes (${record.notes.length})` },
    { id: 'activity', label: 'Activity' },
  ];

  return (
    <div className="min-w-0">
      <BackLink />
      <PageHeader
        eyebrow="Client"
        title={client.display_name}
        description={
          <>
            {client.email} · client since {formatDate(client.client_since)} · last active{' '}
            {timeAgo(client.last_activity_at)}
          </>
        }
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setTicketOpen(true)}
              leftIcon={<LifeBuoy className="size-4" aria-hidden="true" />}
            >
              Open ticket
            </Button>
            {record.can_impersonate && onImpersonate ? (
              <Button
                variant="secondary"
                onClick={() => void impersonate()}
                loading={impersonating}
                leftIcon={<UserRoundSearch className="size-4" aria-hidden="true" />}
              >
                Impersonate
              </Button>
            ) : null}
          </>
        }
      />
      <OpenTicketDialog
        clientId={client.id}
        clientName={client.display_name}
        open={ticketOpen}
        onOpenChange={setTicketOpen}
      />

      <Card className="mb-6">
        <CardBody className="grid gap-5 lg:grid-cols-3">
          <div className="space-y-2">
            <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Progress</h2>
            <p className="text-sm text-slate-800">
              Step {client.current_step}
              {client.current_step_title ? ` · ${client.current_step_title}` : ''}
            </p>
            <ProgressBar
              label="Journey progress"
              percent={percent}
              value={client.completed_steps}
              max={client.total_steps || 1}
              valueText={`${client.completed_steps} of ${client.total_steps} steps done`}
            />
            <p className="text-xs text-slate-500">
              {client.completed_steps} of {client.total_steps} steps done
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <StepStatusBadge
                status={client.pending_steps.length ? 'pending_approval' : client.current_status}
                since={client.pending_since}
              />
              {client.deactivated ? <Badge tone="neutral">Deactivated</Badge> : null}
              {record.route ? (
                <Badge tone="neutral">
                  {record.route === 'funding' ? 'Funding route' : 'Credit repair route'}
                </Badge>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <span className="flex items-center gap-1.5">
                Open tickets: <TicketsCell row={client} />
              </span>
              <span>Open required tasks: {client.open_required_tasks}</span>
            </div>
            {record.credit_visible ? <BureauDecisions decisions={client.decisions} /> : null}
          </div>
          <TagsEditor client={client} />
          <AssigneesEditor client={client} staff={record.staff} />
        </CardBody>
      </Card>

      <nav aria-label="Sections" className="mb-4 overflow-x-auto">
        <ul className="flex gap-1.5 whitespace-nowrap">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-block rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <JourneySection record={record} />
          <ApplicationSection record={record} />
          {record.credit_visible ? <CreditSection record={record} /> : null}
          {documents ? (
            <Section id="documents" title="Documents">
              {documents}
            </Section>
          ) : null}
          {conversations ? (
            <Section id="conversations" title="AI conversations">
              {conversations}
            </Section>
          ) : null}
          <BusinessSection clientId={client.id} />
        </div>
        <div className="min-w-0 space-y-6">
          <NotesSection record={record} />
          <TasksSection clientId={client.id} />
          <TicketsSection
            clientId={client.id}
            action={
              <Button size="sm" variant="secondary" onClick={() => setTicketOpen(true)}>
                New ticket
              </Button>
            }
          />
          <ActivitySection clientId={client.id} />
        </div>
      </div>
    </div>
  );
}
