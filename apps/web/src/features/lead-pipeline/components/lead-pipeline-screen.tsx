import { formatCents } from '@fundpath/contracts/ecommerce-core';
import {
  LEAD_SOURCE_LABELS,
  type Lead,
  type LeadListQuery,
  type LeadSort,
  type LeadSource,
  type LeadStageKind,
  leadSources,
} from '@fundpath/contracts/leads';
import { Columns3, List, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/format';
import { useUpdateSearchParams } from '@/lib/use-update-search-params';
import { useLeadBoard } from '../api/get-board';
import { useLeadOwners } from '../api/get-lead';
import { useMarkWon, useMoveLead } from '../api/mutations';
import { CreateLeadDialog } from './create-lead-dialog';
import { LeadBoard } from './lead-board';
import { LeadDrawer } from './lead-drawer';
import { LeadList } from './lead-list';
import { LostDialog } from './lost-dialog';

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  v && (values as readonly string[]).includes(v) ? (v as T) : undefined;

/**
 * `/lead-pipeline` (staff): the board (default) or the list (`?view=list`), filtered by owner,
 * source and search; `?lead=<id>` opens a lead's drawer. Everything is in the URL.
 */
export function LeadPipelineScreen() {
  const [params, update] = useUpdateSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const filters = {
    q: params.get('q') || undefined,
    owner: params.get('owner') || undefined,
    source: oneOf<LeadSource>(leadSources, params.get('source')),
  };
  const board = useLeadBoard(filters);
  const owners = useLeadOwners();
  const moveLead = useMoveLead();
  const won = useMarkWon();
  const [creating, setCreating] = useState(false);
  const [losing, setLosing] = useState<Lead | null>(null);
  const openLead = params.get('lead');
  const open = (lead: Lead) => update({ lead: lead.id });

  const listQuery: LeadListQuery = {
    ...filters,
    status: oneOf<LeadStageKind>(['open', 'won', 'lost'], params.get('status')),
    sort: (params.get('sort') as LeadSort | null) ?? undefined,
    page: Number(params.get('page')) || 1,
  };

  const viewButton = (value: 'board' | 'list', label: string, Icon: typeof List) => (
    <Button
      variant={view === value ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={view === value}
      onClick={() => update({ view: value === 'board' ? null : value, page: null, status: null, sort: null })}
    >
      <Icon className="size-4" aria-hidden="true" /> {label}
    </Button>
  );

  return (
    <div>
      <PageHeader
        eyebrow="Staff"
        title="Lead Pipeline"
        description="Prospects from the landing pages, booking links and your own contacts, stage by stage."
        actions={
          <div className="flex flex-wrap gap-2">
            <fieldset className="flex gap-1" aria-label="View">
              {viewButton('board', 'Board', Columns3)}
              {viewButton('list', 'List', List)}
            </fieldset>
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" /> New lead
            </Button>
          </div>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search leads"
          labelSize="sm"
          value={filters.q ?? ''}
          onChange={(v) => update({ q: v, page: null })}
          debounceMs={300}
          placeholder="Name, e-mail or phone"
          className="w-full sm:w-64"
        />
        <NativeSelect
          label="Owner"
          labelSize="sm"
          value={filters.owner ?? ''}
          onChange={(v) => update({ owner: v, page: null })}
          placeholder="Anyone"
          options={[
            { value: 'me', label: 'Me' },
            { value: 'unassigned', label: 'Unassigned' },
            ...(owners.data ?? []).map((o) => ({ value: o.id, label: o.display_name })),
          ]}
          className="w-full sm:w-48"
          highlighted={Boolean(filters.owner)}
        />
        <NativeSelect
          label="Source"
          labelSize="sm"
          value={filters.source ?? ''}
          onChange={(v) => update({ source: v, page: null })}
          placeholder="All sources"
          options={leadSources.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] }))}
          className="w-full sm:w-48"
          highlighted={Boolean(filters.source)}
        />
      </div>

      {board.data ? (
        <section aria-label="Pipeline totals" className="mb-4">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {(
              [
                ['Open pipeline', board.data.totals.open],
                ['Won', board.data.totals.won],
                ['Lost', board.data.totals.lost],
              ] as const
            ).map(([label, t]) => (
              <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
                <dt className="text-xs font-medium text-slate-500">{label}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums">
                  {formatCents(t.value_cents)}{' '}
                  <span className="text-sm font-normal text-slate-500">({plural(t.count, 'lead')})</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {view === 'list' ? (
        <LeadList query={listQuery} onQueryChange={update} onOpen={open} />
      ) : board.isPending ? (
        <Spinner message="Loading the pipeline…" />
      ) : board.isError ? (
        <LoadError title="The pipeline could not be loaded" error={board.error} onRetry={board.refetch} />
      ) : (
        <div className={cn(board.isPlaceholderData && 'opacity-70')}>
          <LeadBoard
            board={board.data}
            onOpen={open}
            onMove={(lead, stage_id, position) => moveLead.mutateAsync({ id: lead.id, stage_id, position })}
            onWon={(lead) => won.mutate(lead.id)}
            onLost={setLosing}
          />
        </div>
      )}

      <CreateLeadDialog open={creating} onOpenChange={setCreating} stages={board.data?.stages ?? []} />
      <LeadDrawer leadId={openLead} onClose={() => update({ lead: null })} onLost={setLosing} />
      <LostDialog lead={losing} onClose={() => setLosing(null)} />
    </div>
  );
}
