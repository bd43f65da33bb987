import { type Service, type ServiceInput, serviceInputSchema } from '@fundpath/contracts/marketplace';
import { centsToDollars, dollarsToCents } from '@/lib/commerce-units';

/** The contract's ceiling for one session's price ($100,000). */
export const MAX_PRICE_CENTS = 10_000_000;
export const currencies = ['USD', 'PHP', 'EUR', 'GBP', 'AUD', 'CAD', 'SGD'] as const;

/** The service form as typed: numbers stay strings until submit, so "49.99" is parsed exactly. */
export interface ServiceDraft {
  name: string;
  category_id: string;
  description: string;
  duration_minutes: string;
  price: string;
  currency: string;
  mode: 'online' | 'in_person';
  buffer_before_minutes: string;
  buffer_after_minutes: string;
  requires_confirmation: boolean;
  active: boolean;
}

export const draftOfService = (s: Service | null): ServiceDraft => ({
  name: s?.name ?? '',
  category_id: s?.category_id ?? '',
  description: s?.description ?? '',
  duration_minutes: String(s?.duration_minutes ?? 60),
  price: s ? centsToDollars(s.price_cents) : '',
  currency: s?.currency ?? 'USD',
  mode: s?.mode ?? 'online',
  buffer_before_minutes: String(s?.buffer_before_minutes ?? 0),
  buffer_after_minutes: String(s?.buffer_after_minutes ?? 0),
  requires_confirmation: s?.requires_confirmation ?? false,
  active: s?.active ?? true,
});

const int = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN);

/**
 * The draft as the API's input, or the message per field: the price from dollars to integer
 * cents on the string (no float drift), then the contract's own `serviceInputSchema`.
 */
export function serviceInputOf(
  draft: ServiceDraft,
  sort: number,
): { ok: true; input: ServiceInput } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const price = dollarsToCents(draft.price, MAX_PRICE_CENTS, 'a price');
  if (!price.ok) errors.price_cents = price.error;
  const numbers = {
    duration_minutes: int(draft.duration_minutes),
    buffer_before_minutes: int(draft.buffer_before_minutes),
    buffer_after_minutes: int(draft.buffer_after_minutes),
  };
  for (const [key, value] of Object.entries(numbers))
    if (Number.isNaN(value)) errors[key] = 'Enter whole minutes';
  const input: ServiceInput = {
    name: draft.name,
    category_id: draft.category_id || null,
    description: draft.description,
    ...numbers,
    price_cents: price.ok ? price.value : 0,
    currency: draft.currency as ServiceInput['currency'],
    mode: draft.mode,
    requires_confirmation: draft.requires_confirmation,
    active: draft.active,
    sort,
  };
  const parsed = serviceInputSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      if (!(key in errors)) errors[key] = issue.message;
    }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { ...input, name: draft.name.trim(), description: draft.description.trim() } };
}
