import {
  type Bank,
  type BankListQuery,
  newBankSchema,
  SCORE_MAX,
  SCORE_MIN,
  US_STATES,
} from '@fundpath/contracts/funding';
import { hasPermission } from '@fundpath/contracts/roles';
import { Landmark, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchInput } from '@/components/ui/search-input';
import type { DataTableColumn, SortState } from '@/components/ui/table';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useBanks, useCreateBank, useDeleteBank, useUpdateBank } from '../../api/banks';

const PER_PAGE = 10;
type SortKey = NonNullable<BankListQuery['sort']>;

/** Shown to staff without funding.manage (the server refuses them too). */
export function NeedsFundingManage() {
  return (
    <EmptyState
      icon={Landmark}
      title="You can't manage funding content"
      description="Ask an administrator for the “Manage funding content” permission."
    />
  );
}

const scoreText = (b: Bank) =>
  (
    [
      ['EQ', b.min_score_equifax],
      ['EX', b.min_score_experian],
      ['TU', b.min_score_transunion],
    ] as const
  )
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ') || 'Any bureau';

const statesText = (b: Bank) =>
  b.all_states
    ? 'All states'
    : b.states.length > 6
      ? `${b.states.slice(0, 6).join(', ')} +${b.states.length - 6}`
      : b.states.join(', ');

// ---- form -----------------------------------------------------------------------------------------

interface FormState {
  name: string;
  products: string;
  min_score_equifax: string;
  min_score_experian: string;
  min_score_transunion: string;
  max_inquiries: string;
  utilization_ceiling: string;
  all_states: boolean;
  states: string;
  notes: string;
  active: boolean;
}

const blank: FormState = {
  name: '',
  products: '',
  min_score_equifax: '',
  min_score_experian: '',
  min_score_transunion: '',
  max_inquiries: '',
  utilization_ceiling: '',
  all_states: true,
  states: '',
  notes: '',
  active: true,
};

const formOf = (b: Bank): FormState => ({
  name: b.name,
  products: b.products.join('\n'),
  min_score_equifax: b.min_score_equifax?.toString() ?? '',
  min_score_experian: b.min_score_experian?.toString() ?? '',
  min_score_transunion: b.min_score_transunion?.toString() ?? '',
  max_inquiries: b.max_inquiries?.toString() ?? '',
  utilization_ceiling: b.utilization_ceiling?.toString() ?? '',
  all_states: b.all_states,
  states: b.states.join(', '),
  notes: b.notes,
  active: b.active,
});

/** Empty → null; anything else as typed (the schema says what is wrong with it). */
const num = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

function toBody(f: FormState) {
  return {
    name: f.name,
    products: f.products
      .split(/\n|,/)
      .map((p) => p.trim())
      .filter(Boolean),
    min_score_equifax: num(f.min_score_equifax),
    min_score_experian: num(f.min_score_experian),
    min_score_transunion: num(f.min_score_transunion),
    max_inquiries: num(f.max_inquiries),
    utilization_ceiling: num(f.utilization_ceiling),
    all_states: f.all_states,
    states: f.all_states
      ? []
      : f.states
          .split(/[\s,]+/)
          .map((s) => s.trim().toUpperCase())
          .filter(Boolean),
    notes: f.notes,
    active: f.active,
  };
}

const scoreHint = `${SCORE_MIN}–${SCORE_MAX}; empty if the bank doesn't pull this bureau`;
/** The bank's numeric criteria, in form order. */
const NUMBER_FIELDS: ReadonlyArray<{
  key:
    | 'min_score_equifax'
    | 'min_score_experian'
    | 'min_score_transunion'
    | 'max_inquiries'
    | 'utilization_ceiling';
  label: string;
  hint: string;
}> = [
  { key: 'min_score_equifax', label: 'Minimum Equifax score', hint: scoreHint },
  { key: 'min_score_experian', label: 'Minimum Experian score', hint: scoreHint },
  { key: 'min_score_transunion', label: 'Minimum TransUnion score', hint: scoreHint },
  { key: 'max_inquiries', label: 'Maximum inquiries (2 years)', hint: 'Empty for no limit' },
  {
    key: 'utilization_ceiling',
    label: 'Utilization ceiling (%)',
    hint: 'Revolving balances over limits; empty for none',
  },
];

function BankDialog({ bank, open, onClose }: { bank: Bank | null; open: boolean; onClose: () => void }) {
  const create = useCreateBank();
  const update = useUpdateBank();
  const [form, setForm] = useState<FormState>(bank ? formOf(bank) : blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = create.isPending || update.isPending;
  const set =
    <K extends keyof FormState>(key: K) =>
    (value: FormState[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newBankSchema.safeParse(toBody(form));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0] ?? 'form')] ??= i.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: (b: Bank) => {
        toast.success(bank ? `${b.name} saved` : `${b.name} added`);
        onClose();
      },
      onError: (err: unknown) => {
        setErrors(fieldErrorsOf(err));
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The bank could not be saved'));
      },
    };
    if (bank) update.mutate({ id: bank.id, patch: parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  };

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent
        title={bank ? `Edit ${bank.name}` : 'Add a bank'}
        description="A bureau matches when the bank pulls it (has a minimum there; none anywhere means any bureau), its score meets the minimum and inquiries and utilization are within the limits."
        size="lg"
        closeDisabled={pending}
      >
        <form onSubmit={submit} noValidate aria-label={bank ? 'Edit bank' : 'New bank'}>
          <DialogBody className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Name"
              value={form.name}
              onChange={(e) => set('name')(e.target.value)}
              error={errors.name}
              maxLength={120}
              className="sm:col-span-2"
              required
            />
            <TextareaField
              label="Products"
              hint="One per line"
              rows={3}
              value={form.products}
              onChange={(e) => set('products')(e.target.value)}
              error={errors.products}
              className="sm:col-span-2"
            />
            {NUMBER_FIELDS.map(({ key, label, hint }) => (
              <Field
                key={key}
                label={label}
                inputMode="numeric"
                value={form[key]}
                onChange={(e) => set(key)(e.target.value)}
                error={errors[key]}
                hint={hint}
              />
            ))}
            <div className="space-y-2 sm:col-span-2">
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300"
                  checked={form.all_states}
                  onChange={(e) => set('all_states')(e.target.checked)}
                />
                Serves all states
              </label>
              {form.all_states ? (
                errors.states ? (
                  <p className="text-sm text-red-700">{errors.states}</p>
                ) : null
              ) : (
                <Field
                  label="States served"
                  hint="Two-letter codes, separated by commas (e.g. TX, CA, NY)"
                  value={form.states}
                  onChange={(e) => set('states')(e.target.value)}
                  error={errors.states}
                />
              )}
            </div>
            <TextareaField
              label="Notes"
              rows={3}
              maxLength={2000}
              value={form.notes}
              onChange={(e) => set('notes')(e.target.value)}
              error={errors.notes}
              className="sm:col-span-2"
            />
            <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300"
                checked={form.active}
                onChange={(e) => set('active')(e.target.checked)}
              />
              Active (matched on funding reports)
            </label>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {bank ? 'Save bank' : 'Add bank'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

// ---- list -----------------------------------------------------------------------------------------

const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Paused' },
];
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s, label: s }));

/** `/admin/banks`: the lenders the funding team works with; matching on funding reports uses them. */
export function BanksAdmin() {
  const { user } = useAuth();
  const dialogs = useDialogs();
  const remove = useDeleteBank();
  const [q, setQ] = useState('');
  const [active, setActive] = useState('');
  const [state, setState] = useState('');
  const [sort, setSort] = useState<SortState | null>({ id: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ bank: Bank | null } | null>(null);
  const query: BankListQuery = {
    q: q || undefined,
    active: (active || undefined) as BankListQuery['active'],
    state: (state || undefined) as BankListQuery['state'],
    sort: (sort?.id ?? 'name') as SortKey,
    dir: sort?.direction ?? 'asc',
    page,
    per_page: PER_PAGE,
  };
  const banks = useBanks(query);
  if (!hasPermission(user, 'funding.manage')) return <NeedsFundingManage />;

  const reset =
    <T,>(setter: (v: T) => void) =>
    (v: T) => {
      setter(v);
      setPage(1);
    };

  const confirmDelete = async (b: Bank) => {
    const ok = await dialogs.confirm({
      title: `Delete ${b.name}?`,
      message: 'It disappears from every funding report at once. Pausing it keeps the record.',
      variant: 'danger',
      confirmLabel: 'Delete bank',
    });
    if (!ok) return;
    remove.mutate(b.id, {
      onSuccess: () => toast.success(`${b.name} deleted`),
      onError: (err) =>
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The bank could not be deleted')),
    });
  };

  const columns: DataTableColumn<Bank>[] = [
    {
      id: 'name',
      header: 'Bank',
      sortable: true,
      cell: (b) => (
        <span className="block max-w-52 min-w-36 whitespace-normal sm:max-w-none">
          <span className="block font-medium text-slate-900">{b.name}</span>
          <span className="block text-xs text-slate-600">
            {b.products.join(', ') || 'No products listed'}
          </span>
          <span className="block text-xs text-slate-600">{statesText(b)}</span>
          <span className="block text-xs text-slate-600 tabular-nums sm:hidden">
            {scoreText(b)}
            {b.active ? '' : ' · Paused'}
          </span>
        </span>
      ),
    },
    {
      id: 'scores',
      header: 'Minimum scores',
      hideOnMobile: true,
      cell: (b) => <span className="whitespace-nowrap tabular-nums">{scoreText(b)}</span>,
    },
    {
      id: 'max_inquiries',
      header: 'Max inquiries',
      sortable: true,
      align: 'right',
      hideOnMobile: true,
      cell: (b) => <span className="tabular-nums">{b.max_inquiries ?? '—'}</span>,
    },
    {
      id: 'utilization_ceiling',
      header: 'Utilization',
      sortable: true,
      align: 'right',
      hideOnMobile: true,
      cell: (b) => (
        <span className="tabular-nums">
          {b.utilization_ceiling === null ? '—' : `≤ ${b.utilization_ceiling}%`}
        </span>
      ),
    },
    {
      id: 'active',
      header: 'Status',
      hideOnMobile: true,
      cell: (b) => <Badge tone={b.active ? 'success' : 'neutral'}>{b.active ? 'Active' : 'Paused'}</Badge>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (b) => (
        <span className="flex justify-end gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Edit ${b.name}`}
            onClick={() => setEditing({ bank: b })}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Delete ${b.name}`}
            onClick={() => void confirmDelete(b)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <PagedTable
        filters={
          <>
            <SearchInput
              label="Search"
              value={q}
              onChange={reset(setQ)}
              debounceMs={300}
              placeholder="Name, product or note"
            />
            <NativeSelect
              label="Status"
              value={active}
              onChange={reset(setActive)}
              options={STATUS_OPTIONS}
              placeholder="All banks"
              highlighted={active !== ''}
            />
            <NativeSelect
              label="Serves state"
              value={state}
              onChange={reset(setState)}
              options={STATE_OPTIONS}
              placeholder="Any state"
              highlighted={state !== ''}
            />
            <Button
              leftIcon={<Plus className="size-4" aria-hidden="true" />}
              onClick={() => setEditing({ bank: null })}
            >
              Add bank
            </Button>
          </>
        }
        filtersClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
        caption="Banks"
        columns={columns}
        rows={banks.data?.banks ?? []}
        getRowId={(b) => b.id}
        sort={sort}
        onSortChange={(s) => {
          setSort(s);
          setPage(1);
        }}
        loading={banks.isPending || banks.isFetching}
        error={banks.isError ? errorMessage(banks.error, 'The banks could not be loaded') : undefined}
        onRetry={() => banks.refetch()}
        empty={
          <EmptyState
            variant="plain"
            icon={Landmark}
            titleAs="p"
            title={q || active || state ? 'No bank matches these filters' : 'No banks yet'}
            description={q || active || state ? undefined : 'Add the lenders your funding team works with.'}
          />
        }
        page={page}
        pageSize={PER_PAGE}
        total={banks.data?.total ?? 0}
        onPageChange={setPage}
        paginationLabel="Bank pages"
        footerClassName={null}
      />
      {editing ? (
        <BankDialog
          key={editing.bank?.id ?? 'new'}
          bank={editing.bank}
          open
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
