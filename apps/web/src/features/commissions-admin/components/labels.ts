import { type CommissionEntry, type Payout, termsLabel } from '@fundpath/contracts/affiliates';
import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { BadgeTone } from '@/components/ui/badge';

export const money = (cents: number) => formatCents(cents, 'USD');

export const SOURCE_LABELS: Record<CommissionEntry['source'], string> = {
  store_order: 'Store order',
  travel_booking: 'Travel booking',
  marketplace_booking: 'Marketplace booking',
  referral: 'Referral',
};

export const STATUS: Record<CommissionEntry['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  reversed: { label: 'Reversed', tone: 'neutral' },
};

export const PAYOUT_STATUS: Record<Payout['status'], { label: string; tone: BadgeTone }> = {
  open: { label: 'To pay', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
};

export function termsText(e: CommissionEntry): string {
  return e.kind === 'adjustment' ? 'Adjustment' : termsLabel(e.terms, e.base_cents);
}
