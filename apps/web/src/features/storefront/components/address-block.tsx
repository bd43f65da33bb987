import type { OrderAddress } from '@fundpath/contracts/ecommerce';

/** A postal address as it would go on a label. */
export function AddressBlock({ address }: { address: OrderAddress }) {
  return (
    <address className="text-sm leading-6 text-slate-700 not-italic">
      {address.name}
      <br />
      {address.line1}
      {address.line2 ? (
        <>
          <br />
          {address.line2}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.postal_code}
      <br />
      {address.country}
    </address>
  );
}
