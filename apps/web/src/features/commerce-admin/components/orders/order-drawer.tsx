import { formatCents, type Order } from '@fundpath/contracts/ecommerce';
import { Ban, PackageCheck, RotateCcw, Truck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useOrder, useOrderAction } from '../../api/orders';
import type { CommerceSurface } from '../../api/surface';
import { type OrderAction, orderActionsFor, refundableCents } from '../../utils/order-actions';
import { type ActionDialog, actionFailure, OrderActionDialog } from './order-action-dialogs';
import { OrderHeadline, OrderView } from './order-view';

const LABELS: Record<OrderAction, string> = {
  fulfil: 'Mark as shipped',
  deliver: 'Mark delivered',
  refund: 'Refund',
  cancel: 'Cancel order',
};
const ICONS = { fulfil: Truck, deliver: PackageCheck, refund: RotateCcw, cancel: Ban } as const;

/** The actions an order offers on this surface, as buttons (the tests read them by name). */
export function OrderActions({
  surface,
  order,
  onAction,
}: {
  surface: CommerceSurface;
  order: Order;
  onAction: (action: OrderAction) => void;
}) {
  const actions = orderActionsFor(order, surface.orders);
  if (!actions.length) return null;
  return (
    <div role="group" aria-label="Order actions" className="flex flex-wrap gap-2">
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            size="sm"
            variant={action === 'fulfil' ? 'primary' : action === 'cancel' ? 'plain' : 'secondary'}
            className={action === 'cancel' ? 'text-red-700 hover:bg-red-50 hover:text-red-800' : undefined}
            onClick={() => onAction(action)}
          >
            <Icon className="size-4" aria-hidden="true" />
            {action === 'refund'
              ? `${LABELS.refund} (${formatCents(refundableCents(order))} left)`
              : LABELS[action]}
          </Button>
        );
      })}
    </div>
  );
}

/** An order's detail for the owner or the admin, with the actions its state allows. */
export function OrderDrawer({
  surface,
  orderId,
  onClose,
}: {
  surface: CommerceSurface;
  orderId: string;
  onClose: () => void;
}) {
  const query = useOrder(surface, orderId);
  const order = query.data;
  const dialogs = useDialogs();
  const deliver = useOrderAction(surface, orderId);
  const [open, setOpen] = useState<ActionDialog | null>(null);

  const run = async (action: OrderAction) => {
    if (!order) return;
    if (action !== 'deliver') {
      setOpen(action);
      return;
    }
    const ok = await dialogs.confirm({
      title: `Mark ${order.number} delivered?`,
      message: `The parcel${order.tracking_number ? ` (${order.carrier} ${order.tracking_number})` : ''} reached ${order.shipping_address.name}. The timeline records it.`,
      confirmLabel: 'Mark delivered',
      variant: 'success',
    });
    if (!ok) return;
    deliver.mutate(
      { action: 'deliver', body: {} },
      {
        onSuccess: (r) => toast.success(r.message || `${order.number} marked delivered`),
        onError: (err) => toast.error(actionFailure(err, 'The order could not be marked delivered')),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        size="lg"
        title={order ? `Order ${order.number}` : 'Order'}
        header={
          <DialogHeader
            title={order ? `Order ${order.number}` : 'Order'}
            description={
              order
                ? `${order.customer_name} · ${formatCents(order.total_cents)}${surface.allStores ? ` · ${order.store_name}` : ''}`
                : undefined
            }
          >
            {order ? (
              <div className="mt-2">
                <OrderHeadline order={order} />
              </div>
            ) : null}
          </DialogHeader>
        }
      >
        <DialogBody className="space-y-5">
          {query.isPending ? (
            <Spinner message="Loading the order" className="py-16" />
          ) : query.isError || !order ? (
            <Callout tone="error" title="The order could not be loaded">
              {refusalMessage(query.error) ?? errorMessage(query.error)}
            </Callout>
          ) : (
            <>
              <OrderActions surface={surface} order={order} onAction={(a) => void run(a)} />
              <OrderView order={order} audience="staff" />
            </>
          )}
        </DialogBody>
        {open && order ? (
          <OrderActionDialog kind={open} surface={surface} order={order} onClose={() => setOpen(null)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
