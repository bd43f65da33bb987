import type { Band, PaymentStatusCode } from '@fundpath/credit-engine';

/**
 * Tailwind classes of the engine's bands and payment codes, spelled out here because Tailwind only
 * generates classes it finds in this app's sources (the engine lives outside them).
 */
export const BAND_TEXT: Record<Band, string> = {
  green: 'text-emerald-700',
  yellow: 'text-amber-700',
  red: 'text-red-600',
};

export const BAND_BAR: Record<Band, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
};

export const BAND_CHIP: Record<Band, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
};

/** Same colours as the engine's PAYMENT_STATUS_CODES, with contrast-safe text. */
export const STATUS_CELL: Record<PaymentStatusCode, string> = {
  OK: 'bg-green-500 text-black',
  '30': 'bg-yellow-400 text-black',
  '60': 'bg-orange-400 text-black',
  '90': 'bg-orange-600 text-black',
  '120': 'bg-red-500 text-black',
  '150': 'bg-red-600 text-white',
  CO: 'bg-red-800 text-white',
  U: 'bg-gray-300 text-gray-700',
  PP: 'bg-blue-400 text-black',
  RF: 'bg-red-900 text-white',
};

/** VantageScore 3.0 ranges. */
export function scoreBand(score: number): { label: string; stroke: string; text: string } {
  if (score >= 781) return { label: 'Excellent', stroke: '#059669', text: 'text-emerald-700' };
  if (score >= 661) return { label: 'Good', stroke: '#16a34a', text: 'text-green-700' };
  if (score >= 601) return { label: 'Fair', stroke: '#d97706', text: 'text-amber-700' };
  if (score >= 500) return { label: 'Poor', stroke: '#ea580c', text: 'text-orange-700' };
  return { label: 'Very poor', stroke: '#dc2626', text: 'text-red-700' };
}
