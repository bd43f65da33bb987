import {
  type ProductBulk,
  type ProductStatus,
  productBulkSchema,
  productStatuses,
  STOCK_MAX,
} from '@fundpath/contracts/ecommerce';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useBulkProducts } from '../../api/products';
import type { CommerceSurface } from '../../api/surface';
import { parseWholeNumber } from '../../utils/money';
import { productStatusLabel } from '../badges';

type Action = ProductBulk['action'];
const ACTIONS: Array<{ value: Action; label: string }> = [
  { value: 'set_status', label: 'Set status' },
  { value: 'adjust_price_percent', label: 'Adjust price by %' },
  { value: 'set_inventory', label: 'Set inventory' },
  { value: 'add_category', label: 'Add category' },
  { value: 'delete', label: 'Delete' },
];

export const productCount = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

/** The request a bulk form describes, or the reason it cannot be sent yet. */
export function bulkRequest(
  ids: string[],
  action: Action,
  value: string,
): { ok: true; body: ProductBulk } | { ok: false; error: string } {
  let body: ProductBulk;
  if (action === 'set_status') {
    if (!(productStatuses as readonly string[]).includes(value))
      return { ok: false, error: 'Choose a status' };
    body = { ids, action, status: value as ProductStatus };
  } else if (action === 'adjust_price_percent') {
    const text = value.trim().replace(/%$/, '').trim();
    if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return { ok: false, error: 'Enter a percentage like 10 or -15' };
    body = { ids, action, percent: Number(text) };
  } else if (action === 'set_inventory') {
    const n = parseWholeNumber(value, STOCK_MAX);
    if (n === null)
      return { ok: false, error: `Enter a whole number from 0 to ${STOCK_MAX.toLocaleString('en-US')}` };
    body = { ids, action, inventory_quantity: n };
  } else if (action === 'add_category') {
    body = { ids, action, category: value };
  } else {
    body = { ids, action };
  }
  const parsed = productBulkSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Check the value' };
  return { ok: true, body: parsed.data };
}

/** What the confirmation says, naming how many products it touches. */
export function bulkConfirmText(body: ProductBulk) {
  const n = productCount(body.ids.length);
  switch (body.action) {
    case 'set_status':
      return {
        title: `Set ${n} to ${productStatusLabel(body.status)}?`,
        message:
          body.status === 'active'
            ? `${n} will show in the store at once.`
            : `${n} will be hidden from the store.`,
        confirmLabel: `Update ${n}`,
        variant: 'warning' as const,
      };
    case 'adjust_price_percent': {
      const up = body.percent >= 0;
      return {
        title: `${up ? 'Raise' : 'Lower'} the price of ${n} by ${Math.abs(body.percent)} %?`,
        message:
          'Variant prices change too, rounded to the cent. A compare-at price no longer above the new price is removed.',
        confirmLabel: `Reprice ${n}`,
        variant: 'warning' as const,
      };
    }
    case 'set_inventory':
      return {
        title: `Set the stock of ${n} to ${body.inventory_quantity}?`,
        message:
          'Products sold without variants get this count and start tracking stock; variants keep their own.',
        confirmLabel: `Update ${n}`,
        variant: 'warning' as const,
      };
    case 'add_category':
      return {
        title: `Add ${n} to “${body.category}”?`,
        message: 'Their other categories stay.',
        confirmLabel: `Update ${n}`,
        variant: 'success' as const,
      };
    case 'delete':
      return {
        title: `Delete ${n}?`,
        message: `${n} will be removed from the store and the catalogue. Past orders keep their lines.`,
        confirmLabel: `Delete ${n}`,
        variant: 'danger' as const,
      };
  }
}

/** The selection's toolbar: pick an action and its value, confirm naming the count, apply. */
export function BulkBar({
  surface,
  ids,
  onDone,
}: {
  surface: CommerceSurface;
  ids: string[];
  onDone: () => void;
}) {
  const dialogs = useDialogs();
  const bulk = useBulkProducts(surface);
  const [action, setAction] = useState<Action>('set_status');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const choose = (next: string) => {
    setAction(next as Action);
    setValue('');
    setError(null);
  };

  const apply = async () => {
    const request = bulkRequest(ids, action, value);
    if (!request.ok) {
      setError(request.error);
      return;
    }
    setError(null);
    if (!(await dialogs.confirm(bulkConfirmText(request.body)))) return;
    bulk.mutate(request.body, {
      onSuccess: (r) => {
        toast.success(r.message || `${productCount(r.affected)} updated`);
        setValue('');
        onDone();
      },
      onError: (err) => toast.error(refusalMessage(err) ?? errorMessage(err, 'The bulk action failed')),
    });
  };

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-brand/30 bg-brand/5 px-4 py-3"
    >
      <p className="w-full text-sm font-medium text-slate-800 sm:pt-8 sm:w-auto" aria-live="polite">
        {productCount(ids.length)} selected
      </p>
      <NativeSelect
        label="Bulk action"
        value={action}
        onChange={choose}
        options={ACTIONS}
        className="w-full sm:w-48"
      />
      {action === 'set_status' ? (
        <NativeSelect
          label="New status"
          value={value}
          onChange={setValue}
          placeholder="Choose a status"
          options={productStatuses.map((s) => ({ value: s, label: productStatusLabel(s) }))}
          error={error}
          className="w-full sm:w-44"
        />
      ) : action === 'delete' ? null : (
        <BulkValueField action={action} value={value} onChange={setValue} error={error} />
      )}
      <div className="flex flex-wrap gap-2 sm:pt-[1.625rem]">
        <Button
          size="sm"
          variant={action === 'delete' ? 'danger' : 'primary'}
          onClick={() => void apply()}
          loading={bulk.isPending}
        >
          {action === 'delete' ? 'Delete selected' : 'Apply'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Clear selection
        </Button>
      </div>
    </section>
  );
}

const VALUE_FIELDS = {
  adjust_price_percent: { label: 'Change (%)', placeholder: '10 or -15', inputMode: 'decimal' },
  set_inventory: { label: 'Units in stock', placeholder: '0', inputMode: 'numeric' },
  add_category: { label: 'Category', placeholder: 'e.g. Workbooks', inputMode: 'text' },
} as const;

function BulkValueField({
  action,
  value,
  onChange,
  error,
}: {
  action: keyof typeof VALUE_FIELDS;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  return (
    <Field
      {...VALUE_FIELDS[action]}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      className="w-full sm:w-44"
    />
  );
}
