/**
 * Checks a checkout's contact and address with the contract's own schemas before sending
 * (`checkoutBodySchema`'s email and phone, `orderAddressSchema`). This module loads zod, so
 * forms import it lazily (`loadCheckoutValidation`), like the sign-in form does, keeping zod off
 * the storefront's first load.
 */
import { checkoutBodySchema, type OrderAddress } from '@fundpath/contracts/ecommerce';
import { issuesToFieldErrors } from '@/lib/field-errors';

const contactSchema = checkoutBodySchema.pick({ email: true, phone: true, shipping_address: true });

export interface ContactValues {
  email: string;
  phone: string;
  shipping_address: {
    name: string;
    line1: string;
    line2: string;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
}

export type ContactCheck =
  | { ok: true; data: { email: string; phone: string; shipping_address: OrderAddress } }
  | { ok: false; errors: Record<string, string> };

/** The contact and address as the server will read them, or field errors keyed `shipping_address.city`. */
export function checkContact(values: ContactValues): ContactCheck {
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
}
