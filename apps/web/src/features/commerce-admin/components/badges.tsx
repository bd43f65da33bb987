import type { OrderStatus, PaymentStatus, ProductStatus } from '@fundpath/contracts/ecommerce';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Below this many units a tracked product shows a low-stock badge. */
export const LOW_STOCK = 5;

const productTones: Record<ProductStatus, [BadgeTone, string]> = {
  active: ['success', 'Active'],
  draft: ['neutral', 'Draft'],
  archived: ['warning', 'Archived'],
};
export const productStatusLabel = (s: ProductStatus) => productTones[s][1];
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const [tone, label] = productTones[status];
  return <Badge tone={tone}>{label}</Badge>;
}

const orderTones: Record<OrderStatus, [BadgeTone, string]> = {
  pending_payment: ['warning', 'Awaiting payment'],
  paid: ['info', 'Paid, to ship'],
  fulfilled: ['brand', 'Shipped'],
  delivered: ['success', 'Delivered'],
  cancelled: ['neutral', 'Cancelled'],
  refunded: ['danger', 'Refunded'],
};
export const orderStatusLabel = (s: OrderStatus) => orderTones[s][1];
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const [tone, label] = orderTones[status];
  return <Badge tone={tone}>{label}</Badge>;
}

const paymentTones: Record<PaymentStatus, [BadgeTone, string]> = {
  pending: ['warning', 'Payment pending'],
  succeeded: ['success', 'Paid'],
  failed: ['danger', 'Payment failed'],
  partially_refunded: ['warning', 'Partly refunded'],
  refunded: ['neutral', 'Refunded'],
};
export const paymentStatusLabel = (s: PaymentStatus) => paymentTones[s][1];
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const [tone, label] = paymentTones[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** "Untracked", "Out of stock", "3 left" (low) or "42 in stock". */
export function StockBadge({ tracked, stock }: { tracked: boolean; stock: number }) {
  if (!tracked) return <span className="text-sm text-slate-500">Not tracked</span>;
  if (stock <= 0) return <Badge tone="danger">Out of stock</Badge>;
  if (stock < LOW_STOCK) return <Badge tone="warning">Low stock · {stock} left</Badge>;
  return (
    <span className="text-sm text-slate-700 tabular-nums">{stock.toLocaleString('en-US')} in stock</span>
  );
}
