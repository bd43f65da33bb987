import { Bell, FileSearch, Inbox, Plus, Settings, Users, Wallet } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { DataTable, type DataTableColumn, useClientSort } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextareaField } from '@/components/ui/textarea';
import {
  currency,
  LONG_TEXT,
  type SampleClient,
  sampleClients,
  stageLabels,
  stageTones,
} from './showcase/sample-data';
import { Grid, ShowcaseSection, ShowcaseState } from './showcase/section';

const sections = [
  ['buttons', 'Buttons & badges'],
  ['fields', 'Inputs & textarea'],
  ['selects', 'Select'],
  ['search', 'Search input'],
  ['dates', 'Date picker'],
  ['files', 'File drop zone'],
  ['table', 'Table'],
  ['pagination', 'Pagination'],
  ['stats', 'Stat cards'],
  ['empty', 'Empty states'],
  ['tabs', 'Tabs'],
  ['dialogs', 'Dialogs'],
  ['feedback', 'Callouts & spinner'],
] as const;

const tableColumns: DataTableColumn<SampleClient>[] = [
  {
    id: 'name',
    header: 'Client',
    sortable: true,
    cell: (c) => <span className="font-medium text-slate-900">{c.name}</span>,
  },
  {
    id: 'company',
    header: 'Company',
    cell: (c) => <span className="block max-w-64 truncate">{c.company}</span>,
  },
  {
    id: 'stage',
    header: 'Stage',
    sortable: true,
    cell: (c) => <Badge tone={stageTones[c.stage]}>{stageLabels[c.stage]}</Badge>,
  },
  {
    id: 'requested',
    header: 'Requested',
    align: 'right',
    sortable: true,
    cell: (c) => <span className="tabular-nums">{currency.format(c.requested)}</span>,
  },
];
const tableRows = sampleClients.slice(0, 5);
const longRows: SampleClient[] = [
  { ...(sampleClients[0] as SampleClient), company: LONG_TEXT, name: 'Maximiliana Alexandrova-Fitzgerald' },
];

/** `/ui` (admin only, spec §2): every UI kit component in every state. */
export default function UiShowcaseScreen() {
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Living catalogue"
        title="UI kit"
        description="Every component from components/ui in its states: default, disabled, loading, error, empty and long content. What you see here is what the app renders."
      />
      <nav aria-label="Kit sections" className="flex flex-wrap gap-2">
        {sections.map(([id, label]) => (
          <a
            key={id}
            href={`#${id}`}
            className="rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200 hover:ring-brand/40"
          >
            {label}
          </a>
        ))}
      </nav>
      <ButtonsSection />
      <FieldsSection />
      <LazySection id="selects" Section={SelectsSection} />
      <SearchSection />
      <LazySection id="dates" Section={DatesSection} />
      <LazySection id="files" Section={FilesSection} />
      <TableSection />
      <PaginationSection />
      <StatsSection />
      <EmptySection />
      <TabsSection />
      <DialogsSection />
      <FeedbackSection />
    </div>
  );
}

/** The select, date picker and file drop zone sections load after the rest (./showcase/pickers). */
const pickers = () => import('./showcase/pickers');
const SelectsSection = lazy(() => pickers().then((m) => ({ default: m.SelectsSection })));
const DatesSection = lazy(() => pickers().then((m) => ({ default: m.DatesSection })));
const FilesSection = lazy(() => pickers().then((m) => ({ default: m.FilesSection })));

/** A lazily loaded section; until it comes, a placeholder keeps its anchor and some of its height. */
function LazySection({ id, Section }: { id: string; Section: ComponentType }) {
  return (
    <Suspense
      fallback={
        <div
          id={id}
          className="h-80 scroll-mt-20 animate-pulse rounded-2xl bg-slate-100"
          aria-hidden="true"
        />
      }
    >
      <Section />
    </Suspense>
  );
}

function ButtonsSection() {
  return (
    <ShowcaseSection id="buttons" title="Buttons & badges">
      <ShowcaseState label="Variants">
        <div className="flex flex-wrap gap-2">
          {(['primary', 'secondary', 'ghost', 'danger', 'success', 'warning', 'dark', 'link'] as const).map(
            (v) => (
              <Button key={v} variant={v}>
                {v[0]?.toUpperCase()}
                {v.slice(1)}
              </Button>
            ),
          )}
        </div>
      </ShowcaseState>
      <Grid>
        <ShowcaseState label="Sizes & icon">
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm">Small</Button>
            <Button>Medium</Button>
            <Button size="lg">Large</Button>
            <Button size="icon" variant="secondary" aria-label="Settings">
              <Settings className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </ShowcaseState>
        <ShowcaseState label="Disabled & loading">
          <div className="flex flex-wrap gap-2">
            <Button disabled>Disabled</Button>
            <Button loading>Saving</Button>
            <Button variant="secondary" leftIcon={<Plus className="size-4" aria-hidden="true" />}>
              With icon
            </Button>
          </div>
        </ShowcaseState>
        <ShowcaseState label="Badges">
          <div className="flex flex-wrap gap-2">
            {(['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const).map((t) => (
              <Badge key={t} tone={t}>
                {t}
              </Badge>
            ))}
          </div>
        </ShowcaseState>
      </Grid>
    </ShowcaseSection>
  );
}

function FieldsSection() {
  const [text, setText] = useState('');
  const [notes, setNotes] = useState('Call back Tuesday about the second bureau.');
  return (
    <ShowcaseSection
      id="fields"
      title="Inputs & textarea"
      description="Field and TextareaField: label, hint and error wired for assistive technology."
    >
      <Grid>
        <ShowcaseState label="Default">
          <Field
            label="Business name"
            placeholder="Acme LLC"
            value={text}
            onChange={(e) => setText(e.target.value)}
            hint="As registered with the state."
          />
        </ShowcaseState>
        <ShowcaseState label="Disabled">
          <Field label="EIN" value="12-3456789" disabled readOnly />
        </ShowcaseState>
        <ShowcaseState label="Error">
          <Field label="Email" defaultValue="dana@" error="Enter a valid email address" />
        </ShowcaseState>
        <ShowcaseState label="Textarea with count">
          <TextareaField
            label="Notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            maxLength={280}
            showCount
          />
        </ShowcaseState>
        <ShowcaseState label="Textarea error">
          <TextareaField label="Reason" value="" onChange={() => {}} error="Tell us why" rows={2} />
        </ShowcaseState>
        <ShowcaseState label="Textarea disabled">
          <TextareaField label="Locked note" value={LONG_TEXT} disabled readOnly rows={2} />
        </ShowcaseState>
      </Grid>
    </ShowcaseSection>
  );
}

function SearchSection() {
  const [q, setQ] = useState('');
  const [debounced, setDebounced] = useState('');
  return (
    <ShowcaseSection
      id="search"
      title="Search input"
      description="Leading icon, clear button (Escape clears too), optional debounce and maxLength."
    >
      <Grid>
        <ShowcaseState label="Instant">
          <SearchInput
            label="Search clients"
            value={q}
            onChange={setQ}
            placeholder="Name, email or company"
          />
        </ShowcaseState>
        <ShowcaseState label="Debounced (400 ms)">
          <SearchInput
            label="Search tickets"
            value={debounced}
            onChange={setDebounced}
            debounceMs={400}
            maxLength={80}
          />
          <p className="mt-1.5 text-xs text-slate-500">Reported value: “{debounced}”</p>
        </ShowcaseState>
        <ShowcaseState label="Disabled">
          <SearchInput label="Search archive" value="" onChange={() => {}} disabled />
        </ShowcaseState>
      </Grid>
    </ShowcaseSection>
  );
}

function TableSection() {
  const { sort, setSort, rows } = useClientSort(tableRows, tableColumns, { id: 'name', direction: 'asc' });
  return (
    <ShowcaseSection
      id="table"
      title="Table"
      description="DataTable: controlled sort with aria-sort, loading/empty/error rows, sticky header, sideways scroll on phones."
    >
      <ShowcaseState label="Default (click a header to sort)">
        <DataTable
          caption="Clients"
          columns={tableColumns}
          rows={rows}
          getRowId={(r) => r.id}
          sort={sort}
          onSortChange={setSort}
        />
      </ShowcaseState>
      <Grid>
        <ShowcaseState label="Loading">
          <DataTable
            caption="Loading clients"
            columns={tableColumns}
            rows={[]}
            getRowId={(r) => r.id}
            loading
            skeletonRows={3}
          />
        </ShowcaseState>
        <ShowcaseState label="Empty">
          <DataTable
            caption="No clients"
            columns={tableColumns}
            rows={[]}
            getRowId={(r) => r.id}
            empty={
              <EmptyState
                variant="plain"
                titleAs="p"
                icon={Users}
                title="No clients yet"
                description="Clients appear here once they sign up."
              />
            }
          />
        </ShowcaseState>
        <ShowcaseState label="Error">
          <DataTable
            caption="Clients (failed)"
            columns={tableColumns}
            rows={[]}
            getRowId={(r) => r.id}
            error="Unable to load clients."
            onRetry={() => {}}
          />
        </ShowcaseState>
      </Grid>
      <ShowcaseState label="Long content">
        <DataTable
          caption="Clients with long names"
          columns={tableColumns}
          rows={longRows}
          getRowId={(r) => r.id}
        />
      </ShowcaseState>
    </ShowcaseSection>
  );
}

function PaginationSection() {
  const [page, setPage] = useState(4);
  const [capped, setCapped] = useState(1);
  return (
    <ShowcaseSection
      id="pagination"
      title="Pagination"
      description="Range summary, previous/next and page numbers; capped totals (“of 2,000+”) for servers that stop counting."
    >
      <ShowcaseState label="Full">
        <Pagination page={page} pageSize={25} total={480} onPageChange={setPage} />
      </ShowcaseState>
      <ShowcaseState label="Simple, capped total">
        <Pagination
          variant="simple"
          page={capped}
          pageSize={25}
          total={2000}
          totalCapped
          onPageChange={setCapped}
          showingLabel=""
        />
      </ShowcaseState>
      <Grid>
        <ShowcaseState label="Compact">
          <Pagination variant="compact" page={page} pageSize={25} total={480} onPageChange={setPage} />
        </ShowcaseState>
        <ShowcaseState label="Single page">
          <Pagination page={1} pageSize={25} total={7} onPageChange={() => {}} />
        </ShowcaseState>
        <ShowcaseState label="Empty / disabled">
          <div className="space-y-3">
            <Pagination page={1} pageSize={25} total={0} onPageChange={() => {}} />
            <Pagination page={2} pageSize={25} total={80} onPageChange={() => {}} disabled />
          </div>
        </ShowcaseState>
      </Grid>
    </ShowcaseSection>
  );
}

function StatsSection() {
  return (
    <ShowcaseSection id="stats" title="Stat cards">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Active clients"
          value="1,284"
          icon={Users}
          delta="+8.2%"
          trend="up"
          hint="vs. last month"
        />
        <StatCard label="Funded" value={currency.format(2_430_000)} icon={Wallet} tone="good" />
        <StatCard
          label="Open tickets"
          value="37"
          icon={Bell}
          delta="+5"
          trend="up"
          upIsGood={false}
          tone="warn"
        />
        <StatCard label="Loading" value="—" loading />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <StatCard
          label="Average time to funding for clients on the accelerated track"
          value="41 days"
          delta="0%"
          trend="flat"
          hint={LONG_TEXT}
        />
        <StatCard label="Declines" value="12" icon={FileSearch} delta="-3" trend="down" tone="bad" />
      </div>
    </ShowcaseSection>
  );
}

function EmptySection() {
  return (
    <ShowcaseSection id="empty" title="Empty states">
      <Grid>
        <ShowcaseState label="Card with action">
          <EmptyState
            icon={Inbox}
            title="No tickets yet"
            description="When clients ask for help, their tickets show up here."
            action={<Button leftIcon={<Plus className="size-4" aria-hidden="true" />}>New ticket</Button>}
          />
        </ShowcaseState>
        <ShowcaseState label="Compact (report sections)">
          <EmptyState variant="compact" description="No inquiries reported." />
        </ShowcaseState>
        <ShowcaseState label="Plain, long content">
          <EmptyState variant="plain" titleAs="p" title="Nothing matches" description={LONG_TEXT} />
        </ShowcaseState>
      </Grid>
    </ShowcaseSection>
  );
}

function TabsSection() {
  return (
    <ShowcaseSection
      id="tabs"
      title="Tabs"
      description="Radix tabs: arrow keys move between tabs; disabled tabs are skipped."
    >
      <Tabs defaultValue="overview">
        <TabsList aria-label="Client sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="documents">Documents</TabsTrigger>
          <TabsTrigger value="billing" disabled>
            Billing (disabled)
          </TabsTrigger>
          <TabsTrigger value="long">A tab with a rather long label to show overflow</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <p className="text-sm text-slate-600">Overview content.</p>
        </TabsContent>
        <TabsContent value="documents">
          <EmptyState variant="compact" description="No documents uploaded." />
        </TabsContent>
        <TabsContent value="long">
          <p className="text-sm text-slate-600">{LONG_TEXT}</p>
        </TabsContent>
      </Tabs>
    </ShowcaseSection>
  );
}

function DialogsSection() {
  const dialogs = useDialogs();
  return (
    <ShowcaseSection
      id="dialogs"
      title="Dialogs"
      description="Dialog (Radix): focus trap, Escape, scroll lock; centred and scrollable on a 390px phone. useDialogs() for confirm/alert/prompt."
    >
      <div className="flex flex-wrap gap-2">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">Form dialog</Button>
          </DialogTrigger>
          <DialogContent title="Rename client" description="The new name shows on every screen.">
            <DialogBody>
              <Field label="Client name" defaultValue="Dana Reyes" />
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button>Save</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary">Long content</Button>
          </DialogTrigger>
          <DialogContent title="Terms of the funding program" size="lg">
            <DialogBody className="space-y-3 text-sm text-slate-600">
              {Array.from({ length: 14 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static filler
                <p key={i}>
                  {i + 1}. {LONG_TEXT}. The body scrolls while the header and footer stay put.
                </p>
              ))}
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button>I understand</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Button
          variant="secondary"
          onClick={() =>
            void dialogs.confirm({
              title: 'Delete this note?',
              message: 'This cannot be undone.',
              variant: 'danger',
            })
          }
        >
          Confirm
        </Button>
        <Button
          variant="secondary"
          onClick={() => void dialogs.alert({ title: 'Report saved', variant: 'success' })}
        >
          Alert
        </Button>
        <Button
          variant="secondary"
          onClick={() => void dialogs.prompt({ title: 'Rename step', label: 'Step name' })}
        >
          Prompt
        </Button>
      </div>
    </ShowcaseSection>
  );
}

function FeedbackSection() {
  return (
    <ShowcaseSection id="feedback" title="Callouts & spinner">
      <div className="grid gap-3 sm:grid-cols-2">
        <Callout tone="info" title="Heads up">
          Bureau data refreshes nightly.
        </Callout>
        <Callout tone="success">Report saved.</Callout>
        <Callout tone="warning" title="Offline">
          Showing the last copy we have.
        </Callout>
        <Callout tone="error" title="Unable to load">
          {LONG_TEXT}
        </Callout>
      </div>
      <div className="flex flex-wrap items-center gap-10">
        <Spinner size="sm" delayMs={0} />
        <Spinner delayMs={0} message="Loading clients…" />
        <Spinner size="lg" delayMs={0} message={null} />
      </div>
    </ShowcaseSection>
  );
}
