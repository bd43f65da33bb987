import { formatCents } from '@fundpath/contracts/ecommerce-core';
import { DollarSign, ShoppingBag, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatCard } from './stat-card';
import { StatGrid } from './stat-grid';

/**
 * A sales report's headline figures: the amount (GMV, revenue…), the paid orders and the average
 * order, then the report's own cards (`children`), in one StatGrid row on large screens.
 */
export function SalesSummary({
  columns,
  amount,
  orders,
  averageOrderCents,
  children,
}: {
  columns: 3 | 4 | 5;
  /** The headline amount: its label ("GMV", "Revenue"), in cents, and the line under it. */
  amount: { label: string; cents: number; hint: string };
  orders: number;
  averageOrderCents: number;
  children?: ReactNode;
}) {
  return (
    <StatGrid columns={columns}>
      <StatCard label={amount.label} value={formatCents(amount.cents)} icon={DollarSign} hint={amount.hint} />
      <StatCard label="Orders" value={orders.toLocaleString('en-US')} icon={ShoppingBag} />
      <StatCard
        label="Average order"
        value={formatCents(averageOrderCents)}
        icon={ShoppingCart}
        hint={`${amount.label} ÷ orders`}
      />
      {children}
    </StatGrid>
  );
}
