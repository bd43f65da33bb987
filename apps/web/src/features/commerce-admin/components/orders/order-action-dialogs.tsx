import { formatCents, fulfilBodySchema, type Order } from '@fundpath/contracts/ecommerce';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/form-errors';
import { useOrderAction } from '../../api/orders';
import type { CommerceSurface } from '../../api/surface';
import { refundAmount, refundableCents } from '../../utils/order-actions';

export type ActionDialog = 'fulfil' | 'refund' | 'cancel';

const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL'];

/**
 * What a refused action says: a 409 is an illegal transition (someone else changed the order, or
 * the payment provider refused), with the server's reason; the order is read again behind it.
 */
export function actionFailure(err: unknown, fallback: string): string {
  if (isApiError(err) && err.status === 409)
    return `${err.message}. The order has been refreshed: check its state and try again if it still applies.`;
  if (isApiError(err) && err.status >= 400 && err.status < 500) return err.message;
  return errorMessage(err, fallback);
}

interface Props {
  surface: CommerceSurface;
  order: Order;
  onClose: () => void;
}

/** The form dialogs of the order actions; their submit button names what happens. */
export function OrderActionDialog({ kind, ...props }: Props & { kind: ActionDialog }) {
  if (kind === 'fulfil') return <FulfilDialog {...props} />;
  if (kind === 'refund') return <RefundDialog {...props} />;
  return <CancelDialog {...props} />;
}

function ActionShell({
  title,
  description,
  error,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  variant = 'primary',
  children,
}: {
  title: string;
  description: string;
  error: string | null;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent size="md" title={title} description={description} closeDisabled={busy}>
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {error ? <Callout tone="error">{error}</Callout> : null}
            {children}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Back
            </Button>
            <Button type="submit" variant={variant} loading={busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Toggle({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

function FulfilDialog({ surface, order, onClose }: Props) {
  const action = useOrderAction(surface, order.id);
  const listId = useId();
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [tracking, setTracking] = useState(order.tracking_number ?? '');
  const [notify, setNotify] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = fulfilBodySchema.safeParse({ carrier, tracking_number: tracking, notify });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    action.mutate(
      { action: 'fulfil', body: parsed.data },
      {
        onSuccess: (r) => {
          toast.success(r.message || `${order.number} marked as shipped`);
          onClose();
        },
        onError: (err) => {
          setErrors(apiFieldErrors(err));
          setError(actionFailure(err, 'The order could not be marked as shipped'));
        },
      },
    );
  };

  return (
    <ActionShell
      title={`Mark ${order.number} as shipped`}
      description={`${order.lines.reduce((n, l) => n + l.quantity, 0)} items to ${order.shipping_address.name}, ${order.shipping_address.city}.`}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      busy={action.isPending}
      submitLabel="Mark as shipped"
    >
      <Field
        label="Carrier"
        value={carrier}
        onChange={(e) => setCarrier(e.target.value)}
        list={listId}
        placeholder="e.g. USPS"
        maxLength={60}
        required
        error={errors.carrier}
      />
      <datalist id={listId}>
        {CARRIERS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field
        label="Tracking number"
        value={tracking}
        onChange={(e) => setTracking(e.target.value)}
        autoComplete="off"
        maxLength={40}
        required
        error={errors.tracking_number}
      />
      <Toggle checked={notify} onChange={setNotify}>
        E-mail {order.email} the tracking details
      </Toggle>
    </ActionShell>
  );
}

function RefundDialog({ surface, order, onClose }: Props) {
  const action = useOrderAction(surface, order.id);
  const remaining = refundableCents(order);
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = refundAmount(mode, amount, remaining);
  const restockable = order.lines.some((l) => l.product_id && l.restocked_quantity < l.quantity);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!preview.ok) {
      setAmountError(preview.error);
      return;
    }
    setAmountError(null);
    action.mutate(
      {
        action: 'refund',
        body: {
          ...(preview.amount_cents === undefined ? {} : { amount_cents: preview.amount_cents }),
          reason: reason.trim(),
          restock,
        },
      },
      {
        onSuccess: (r) => {
          toast.success(r.message || `${formatCents(preview.cents)} refunded on ${order.number}`);
          onClose();
        },
        onError: (err) => {
          const fields = apiFieldErrors(err);
          if (fields.amount_cents) setAmountError(fields.amount_cents);
          setError(actionFailure(err, 'The refund failed'));
        },
      },
    );
  };

  return (
    <ActionShell
      title={`Refund ${order.number}`}
      description={`Paid ${formatCents(order.total_cents)}${order.refunded_cents ? `, ${formatCents(order.refunded_cents)} refunded already` : ''}. ${formatCents(remaining)} can be refunded.`}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      busy={action.isPending}
      submitLabel={preview.ok ? `Refund ${formatCents(preview.cents)}` : 'Refund'}
      variant="danger"
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Amount</legend>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="radio"
            name="refund-mode"
            className="size-4 accent-brand"
            checked={mode === 'full'}
            onChange={() => {
              setMode('full');
              setAmountError(null);
            }}
          />
          Everything left: {formatCents(remaining)}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="radio"
            name="refund-mode"
            className="size-4 accent-brand"
            checked={mode === 'partial'}
            onChange={() => setMode('partial')}
          />
          A partial amount
        </label>
      </fieldset>
      {mode === 'partial' ? (
        <Field
          label="Refund amount ($)"
          inputMode="decimal"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setAmountError(null);
          }}
          placeholder="0.00"
          hint={`Up to ${formatCents(remaining)}.`}
          error={amountError}
          autoFocus
        />
      ) : amountError ? (
        <p className="text-xs font-medium text-red-600">{amountError}</p>
      ) : null}
      <TextareaField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
        rows={3}
        hint="Kept in the order’s timeline."
      />
      {restockable ? (
        <Toggle checked={restock} onChange={setRestock}>
          Put the items back in stock
        </Toggle>
      ) : null}
    </ActionShell>
  );
}

function CancelDialog({ surface, order, onClose }: Props) {
  const action = useOrderAction(surface, order.id);
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const charged = order.payment_status === 'succeeded' || order.payment_status === 'partially_refunded';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.mutate(
      { action: 'cancel', body: { reason: reason.trim(), restock } },
      {
        onSuccess: (r) => {
          toast.success(r.message || `${order.number} cancelled`);
          onClose();
        },
        onError: (err) => setError(actionFailure(err, 'The order could not be cancelled')),
      },
    );
  };

  return (
    <ActionShell
      title={`Cancel ${order.number}?`}
      description={
        charged
          ? `The customer paid ${formatCents(refundableCents(order))} that has not been refunded; cancelling refunds it.`
          : 'Nothing has been charged for this order.'
      }
      error={error}
      onClose={onClose}
      onSubmit={submit}
      busy={action.isPending}
      submitLabel="Cancel order"
      variant="danger"
    >
      <TextareaField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
        rows={3}
        hint="Kept in the order’s timeline."
      />
      <Toggle checked={restock} onChange={setRestock}>
        Put the items back in stock
      </Toggle>
    </ActionShell>
  );
}
