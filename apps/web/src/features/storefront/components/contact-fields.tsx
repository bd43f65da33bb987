import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ContactValues } from '../checkout-validation';

export const emptyContact: ContactValues = {
  email: '',
  phone: '',
  shipping_address: { name: '', line1: '', line2: '', city: '', state: '', postal_code: '', country: 'US' },
};

/** Countries a shopper picks from (ISO 3166 two-letter codes, as `orderAddressSchema` wants). */
export const COUNTRIES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'MX', label: 'Mexico' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'IE', label: 'Ireland' },
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'ES', label: 'Spain' },
  { value: 'IT', label: 'Italy' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'SE', label: 'Sweden' },
  { value: 'PH', label: 'Philippines' },
  { value: 'JP', label: 'Japan' },
];

type AddressKey = keyof ContactValues['shipping_address'];

export interface ContactFieldsProps {
  values: ContactValues;
  errors: Record<string, string>;
  onChange: (next: ContactValues) => void;
  disabled?: boolean;
}

/** E-mail and phone, then the shipping address, labelled and autocompleting like any checkout. */
export function ContactFields({ values, errors, onChange, disabled }: ContactFieldsProps) {
  const address = values.shipping_address;
  const setAddress = (key: AddressKey, value: string) =>
    onChange({ ...values, shipping_address: { ...address, [key]: value } });
  const addressField = (
    key: AddressKey,
    label: string,
    autoComplete: string,
    extra: Partial<Parameters<typeof Field>[0]> = {},
  ) => (
    <Field
      label={label}
      name={`shipping_address.${key}`}
      value={address[key]}
      onChange={(e) => setAddress(key, e.target.value)}
      error={errors[`shipping_address.${key}`]}
      autoComplete={autoComplete}
      disabled={disabled}
      {...extra}
    />
  );
  return (
    <div className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Contact</legend>
        <Field
          label="E-mail"
          type="email"
          name="email"
          value={values.email}
          onChange={(e) => onChange({ ...values, email: e.target.value })}
          error={errors.email}
          autoComplete="email"
          hint="Your receipt and shipping updates go here."
          disabled={disabled}
          required
        />
        <Field
          label="Phone (optional)"
          type="tel"
          name="phone"
          value={values.phone}
          onChange={(e) => onChange({ ...values, phone: e.target.value })}
          error={errors.phone}
          autoComplete="tel"
          hint="Only for questions about delivery."
          disabled={disabled}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Shipping address</legend>
        {addressField('name', 'Full name', 'shipping name', { required: true })}
        {addressField('line1', 'Address', 'shipping address-line1', { required: true })}
        {addressField('line2', 'Apartment, suite, etc. (optional)', 'shipping address-line2')}
        <div className="grid gap-4 sm:grid-cols-2">
          {addressField('city', 'City', 'shipping address-level2', { required: true })}
          {addressField('state', 'State / province', 'shipping address-level1', { required: true })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {addressField('postal_code', 'ZIP / postal code', 'shipping postal-code', { required: true })}
          <NativeSelect
            label="Country"
            name="shipping_address.country"
            value={address.country}
            onChange={(country) => setAddress('country', country)}
            options={COUNTRIES}
            error={errors['shipping_address.country']}
            autoComplete="shipping country"
            disabled={disabled}
          />
        </div>
      </fieldset>
    </div>
  );
}
