import type { OrderStatus } from '@fundpath/contracts/ecommerce';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** An order's state in the shopper's words. */
const labels: Record<OrderStatus, [BadgeTone, string]> = {
  pending_payment: ['warning', 'Awaiting payment'],
  paid: ['info', 'Processing'],
  fulfilled: ['brand', 'Shipped'],
  delivered: ['success', 'Delivered'],
  cancelled: ['neutral', 'Cancelled'],
  refunded: ['danger', 'Refunded'],
};
export const customerStatusLabel = (s: OrderStatus) => labels[s][1];
export function CustomerOrderStatus({ status }: { status: OrderStatus }) {
  const [tone, label] = labels[status];
  return <Badge tone={tone}>{label}</Badge>;
}
