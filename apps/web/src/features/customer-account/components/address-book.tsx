import {
  CUSTOMER_ADDRESSES_MAX,
  type CustomerAddress,
  customerAddressInputSchema,
} from '@fundpath/contracts/ecommerce-analytics';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency';
import { useAddAddress, useAddresses, useDeleteAddress, useUpdateAddress } from '../api/account';

const fail = (fallback: string) => (err: unknown) =>
  toast.error(refusalMessage(err) ?? errorMessage(err, fallback));

/** Saved addresses: add, edit, delete, and choose the default checkout proposes first. */
export function AddressBook() {
  const addresses = useAddresses(true);
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const list = addresses.data ?? [];
  const full = list.length >= CUSTOMER_ADDRESSES_MAX;

  const makeDefault = (a: CustomerAddress) =>
    update.mutate(
      { id: a.id, patch: { is_default: true } },
      {
        onSuccess: () => toast.success(`${titleOf(a)} is now your default address`),
        onError: fail('The default could not be changed'),
      },
    );
  const drop = async (a: CustomerAddress) => {
    const ok = await dialogs.confirm({
      title: `Delete ${titleOf(a)}?`,
      message: a.is_default
        ? 'It is your default address; your oldest other address becomes the default.'
        : 'Past orders keep the address they were sent to.',
      confirmLabel: 'Delete address',
      variant: 'danger',
    });
    if (ok)
      remove.mutate(a.id, {
        onSuccess: () => toast.success('Address deleted'),
        onError: fail('The address could not be deleted'),
      });
  };

  return (
    <Card>
      <CardHeader
        title="Addresses"
        description="Checkout proposes your default address first."
        action={
          <Button size="sm" onClick={() => setEditing('new')} disabled={full || addresses.isPending}>
            <Plus className="size-4" aria-hidden="true" />
            Add address
          </Button>
        }
      />
      <CardBody>
        {addresses.isPending ? (
          <Spinner className="py-8" />
        ) : addresses.isError ? (
          <Callout tone="error" title="Your addresses could not be loaded">
            {errorMessage(addresses.error)}
          </Callout>
        ) : list.length === 0 ? (
          <EmptyState
            variant="compact"
            icon={MapPin}
            titleAs="h3"
            title="No saved addresses"
            description="Save one to check out faster."
          />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((a) => (
              <li key={a.id} className="flex flex-col rounded-xl border border-slate-200 p-4 text-sm">
                <p className="flex items-center gap-2 font-medium text-slate-900">
                  {titleOf(a)}
                  {a.is_default ? <Badge tone="brand">Default</Badge> : null}
                </p>
                <address className="mt-1 flex-1 text-slate-600 not-italic">
                  {a.address.name}
                  <br />
                  {a.address.line1}
                  {a.address.line2 ? `, ${a.address.line2}` : ''}
                  <br />
                  {a.address.city}, {a.address.state} {a.address.postal_code}, {a.address.country}
                </address>
                <div className="mt-3 flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing(a)}
                    aria-label={`Edit ${titleOf(a)}`}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    Edit
                  </Button>
                  {a.is_default ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => makeDefault(a)}
                      disabled={update.isPending}
                      aria-label={`Make default: ${titleOf(a)}`}
                    >
                      <Star className="size-4" aria-hidden="true" />
                      Make default
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="plain"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => void drop(a)}
                    aria-label={`Delete ${titleOf(a)}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {full ? (
          <p className="mt-3 text-xs text-slate-500">
            You can keep at most {CUSTOMER_ADDRESSES_MAX} addresses.
          </p>
        ) : null}
      </CardBody>
      {editing ? (
        <AddressDialog
          address={editing === 'new' ? null : editing}
          first={list.length === 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

/** "Home" or the recipient when there is no label. */
const titleOf = (a: CustomerAddress) => a.label || a.address.name;

const FIELDS = [
  { key: 'name', label: 'Recipient', autoComplete: 'name', wide: true },
  { key: 'line1', label: 'Street address', autoComplete: 'address-line1', wide: true },
  { key: 'line2', label: 'Apartment, suite (optional)', autoComplete: 'address-line2', wide: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'postal_code', label: 'Postal code', autoComplete: 'postal-code' },
  { key: 'country', label: 'Country (2 letters)', autoComplete: 'country' },
] as const;
type AddressKey = (typeof FIELDS)[number]['key'];

function AddressDialog({
  address,
  first,
  onClose,
}: {
  address: CustomerAddress | null;
  first: boolean;
  onClose: () => void;
}) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const [key] = useState(newIdempotencyKey);
  const [label, setLabel] = useState(address?.label ?? '');
  const [values, setValues] = useState<Record<AddressKey, string>>({
    name: address?.address.name ?? '',
    line1: address?.address.line1 ?? '',
    line2: address?.address.line2 ?? '',
    city: address?.address.city ?? '',
    state: address?.address.state ?? '',
    postal_code: address?.address.postal_code ?? '',
    country: address?.address.country ?? 'US',
  });
  const [isDefault, setIsDefault] = useState(address?.is_default ?? first);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = add.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = customerAddressInputSchema.safeParse({ label, address: values, is_default: isDefault });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const i of parsed.error.issues) found[i.path.map(String).join('.')] ??= i.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const refused = (err: unknown) => {
      const fields = apiFieldErrors(err);
      setErrors(fields);
      if (!Object.keys(fields).length)
        setFormError(refusalMessage(err) ?? errorMessage(err, 'The address could not be saved'));
    };
    const done = () => {
      toast.success(address ? 'Address saved' : 'Address added');
      onClose();
    };
    if (address) {
      // The default can be moved to another address, not unset here.
      const { is_default, ...rest } = parsed.data;
      update.mutate(
        { id: address.id, patch: address.is_default ? rest : { ...rest, is_default } },
        { onSuccess: done, onError: refused },
      );
    } else add.mutate({ body: parsed.data, key }, { onSuccess: done, onError: refused });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent size="md" title={address ? `Edit ${titleOf(address)}` : 'Add an address'}>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="grid gap-4 sm:grid-cols-2">
            {formError ? (
              <Callout tone="error" className="sm:col-span-2">
                {formError}
              </Callout>
            ) : null}
            <Field
              label="Label (optional)"
              value={label}
              onChange={(e) => setLabel(e.target.value)}
              placeholder="Home, Work…"
              maxLength={60}
              error={errors.label}
              className="sm:col-span-2"
            />
            {FIELDS.map((f) => (
              <Field
                key={f.key}
                label={f.label}
                autoComplete={f.autoComplete}
                value={values[f.key]}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                error={errors[`address.${f.key}`]}
                className={'wide' in f ? 'sm:col-span-2' : undefined}
              />
            ))}
            <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={isDefault}
                disabled={address?.is_default}
                onChange={(e) => setIsDefault(e.target.checked)}
              />
              Use as my default address
            </label>
            {errors.is_default ? (
              <p className="text-xs font-medium text-red-600 sm:col-span-2">{errors.is_default}</p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {address ? 'Save address' : 'Add address'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
