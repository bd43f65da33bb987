import { Banknote, Inbox, MailPlus, Plus, TrendingUp, Users, UserX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { StatCard } from '@/components/ui/stat-card';
import { DataTable, type DataTableColumn, type SortState, sortRows } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextareaField } from '@/components/ui/textarea';
import { clientFigureColumns } from './showcase/client-columns';
import {
  type ClientStage,
  currency,
  type SampleClient,
  sampleClients,
  stageLabels,
} from './showcase/sample-data';

const PAGE_SIZE = 10;
const stageOptions = Object.entries(stageLabels).map(([value, label]) => ({ value, label }));
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDay = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00`));

const columns: DataTableColumn<SampleClient>[] = [
  {
    id: 'name',
    header: 'Client',
    sortable: true,
    cell: (c) => (
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{c.name}</p>
        <p className="text-xs text-slate-500">{c.email}</p>
      </div>
    ),
  },
  ...clientFigureColumns,
  {
    id: 'lastActivity',
    header: 'Last activity',
    sortable: true,
    hideOnMobile: true,
    cell: (c) => formatDay(c.lastActivity),
  },
];

/** `/crms-showcase` (admin only, spec §2): how the kit composes into a CRM screen, with sample data. */
export default function CrmsShowcaseScreen() {
  const [inviting, setInviting] = useState(false);
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Living catalogue"
        title="CRM showcase"
        description="A client-management screen built only from the UI kit: stat cards, a sortable, paginated client table, tabs, empty states and a dialog. Sample data."
        actions={
          <>
            <ButtonLink to="/crms-showcase/forms" variant="secondary">
              Form patterns
            </ButtonLink>
            <Button
              onClick={() => setInviting(true)}
              leftIcon={<MailPlus className="size-4" aria-hidden="true" />}
            >
              Invite client
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Active clients" value="137" icon={Users} delta="+12" trend="up" hint="this month" />
        <StatCard label="In funding" value="28" icon={TrendingUp} tone="good" delta="+4" trend="up" />
        <StatCard
          label="Funded to date"
          value={currency.format(4_815_000)}
          icon={Banknote}
          tone="good"
          delta="+6.1%"
          trend="up"
        />
        <StatCard
          label="Stalled > 30 days"
          value="9"
          icon={UserX}
          tone="warn"
          delta="+2"
          trend="up"
          upIsGood={false}
        />
      </div>
      <Tabs defaultValue="clients">
        <TabsList aria-label="CRM sections">
          <TabsTrigger value="clients">Clients</TabsTrigger>
          <TabsTrigger value="tasks">Tasks</TabsTrigger>
          <TabsTrigger value="archived">Archived</TabsTrigger>
        </TabsList>
        <TabsContent value="clients">
          <ClientsTab />
        </TabsContent>
        <TabsContent value="tasks">
          <EmptyState
            icon={Inbox}
            title="No open tasks"
            description="Follow-ups you create for clients land here, sorted by due date."
            action={
              <Button variant="secondary" leftIcon={<Plus className="size-4" aria-hidden="true" />}>
                New task
              </Button>
            }
          />
        </TabsContent>
        <TabsContent value="archived">
          <EmptyState
            icon={UserX}
            title="Nothing archived"
            description="Clients you archive keep their history and can be restored at any time."
          />
        </TabsContent>
      </Tabs>
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </div>
  );
}

function ClientsTab() {
  const [q, setQ] = useState('');
  const [stage, setStage] = useState('');
  const [sort, setSort] = useState<SortState | null>({ id: 'lastActivity', direction: 'desc' });
  const [page, setPage] = useState(1);

  const filtered = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return sampleClients.filter(
      (c) =>
        (!stage || c.stage === (stage as ClientStage)) &&
        (!needle || `${c.name} ${c.email} ${c.company}`.toLowerCase().includes(needle)),
    );
  }, [q, stage]);
  const sorted = useMemo(() => sortRows(filtered, columns, sort), [filtered, sort]);
  const rows = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const filtering = q !== '' || stage !== '';

  return (
    <Card>
      <CardHeader
        title="Clients"
        description="Sorted and paged the way the server tables are: the table only reports sort clicks."
      />
      <CardBody className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <SearchInput
            label="Search clients"
            hideLabel
            value={q}
            onChange={(v) => {
              setQ(v);
              setPage(1);
            }}
            placeholder="Name, email or company"
          />
          <NativeSelect
            label="Stage"
            hideLabel
            value={stage}
            highlighted={stage !== ''}
            onChange={(v) => {
              setStage(v);
              setPage(1);
            }}
            placeholder="All stages"
            options={stageOptions}
          />
        </div>
        <DataTable
          caption="Clients"
          columns={columns}
          rows={rows}
          getRowId={(c) => c.id}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          empty={
            <EmptyState
              variant="plain"
              titleAs="p"
              icon={Users}
              title={filtering ? 'No clients match' : 'No clients yet'}
              description={filtering ? 'Try other words or clear the filters.' : 'Invite your first client.'}
              action={
                filtering ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setQ('');
                      setStage('');
                    }}
                  >
                    Clear filters
                  </Button>
                ) : null
              }
            />
          }
        />
        <Pagination
          label="Client pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={filtered.length}
          onPageChange={setPage}
        />
        <p className="text-xs text-slate-500">
          See{' '}
          <Link to="/tables" className="font-medium text-brand hover:underline">
            /tables
          </Link>{' '}
          for the server-driven version with loading and error states.
        </p>
      </CardBody>
    </Card>
  );
}

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) {
          setEmail('');
          setNote('');
          setError(null);
        }
      }}
    >
      <DialogContent
        title="Invite a client"
        description="They get an email with a link to set up their account."
      >
        <form
          className="flex min-h-0 flex-1 flex-col"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
              setError('Enter a valid email address');
              return;
            }
            onOpenChange(false);
          }}
        >
          <DialogBody className="space-y-4">
            <Field
              label="Email"
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(null);
              }}
              error={error}
              autoFocus
            />
            <TextareaField
              label="Personal note (optional)"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={500}
              showCount
              rows={3}
            />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit">Send invite</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
