import { formatCents, type Order } from '@fundpath/contracts/ecommerce';
import { CreditCard, ExternalLink, ImageOff, MapPin, Truck, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatDateTime } from '@/lib/format';
import { OrderStatusBadge, PaymentStatusBadge } from '../badges';

const TRACKING_URLS: Record<string, string> = {
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  ups: 'https://www.ups.com/track?tracknum=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  dhl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=',
};

/** The carrier's tracking page for the big four, else null (the number is still shown). */
export function trackingUrl(carrier: string | null, number: string | null): string | null {
  if (!carrier || !number) return null;
  const base = TRACKING_URLS[carrier.toLowerCase().replace(/[^a-z]/g, '')];
  return base ? base + encodeURIComponent(number) : null;
}

const cardBrand = (brand: string | null) =>
  brand ? brand.charAt(0).toUpperCase() + brand.slice(1).replaceAll('_', ' ') : 'Card';

/** Order number, placed date and the two status badges. */
export function OrderHeadline({ order }: { order: Order }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <OrderStatusBadge status={order.status} />
      <PaymentStatusBadge status={order.payment_status} />
      <span>Placed {formatDateTime(order.created_at)}</span>
    </div>
  );
}

/**
 * An order, read-only: lines, totals that add up, shipment, customer, address, payment and the
 * timeline. The staff detail puts its actions around it; the customer's page shows it as is.
 */
export function OrderView({ order, audience }: { order: Order; audience: 'staff' | 'customer' }) {
  const a = order.shipping_address;
  const linesTotal = order.lines.reduce((sum, l) => sum + l.line_total_cents, 0);
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  const refunded = order.refunded_cents;
  const tracking = trackingUrl(order.carrier, order.tracking_number);
  return (
    <div className="space-y-6">
      <section aria-labelledby={`lines-${order.id}`} className="space-y-3">
        <h3 id={`lines-${order.id}`} className="text-sm font-semibold text-slate-900">
          Items
        </h3>
        <ScrollRegion label={`Items of order ${order.number}`} className="rounded-xl border border-slate-200">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="sr-only">Items of order {order.number}</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Item
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Price
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Qty
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2.5">
                    <div className="flex items-start gap-3">
                      {line.image_url ? (
                        <img
                          src={line.image_url}
                          alt=""
                          width={40}
                          height={40}
                          className="size-10 shrink-0 rounded-md bg-slate-100 object-cover"
                        />
                      ) : (
                        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400">
                          <ImageOff className="size-4" aria-hidden="true" />
                        </span>
                      )}
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{line.title}</p>
                        {line.variant_title ? (
                          <p className="text-xs text-slate-600">{line.variant_title}</p>
                        ) : null}
                        {audience === 'staff' && line.sku ? (
                          <p className="text-xs text-slate-500">SKU {line.sku}</p>
                        ) : null}
                        {audience === 'staff' && line.restocked_quantity > 0 ? (
                          <p className="text-xs text-emerald-700">{line.restocked_quantity} back in stock</p>
                        ) : null}
                      </div>
                    </div>
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {formatCents(line.unit_price_cents)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{line.quantity}</td>
                  <td className="px-3 py-2.5 text-right font-medium text-slate-900 tabular-nums">
                    {formatCents(line.line_total_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <dl className="ml-auto max-w-xs space-y-1 text-sm">
          <Amount label={`Subtotal (${units} ${units === 1 ? 'item' : 'items'})`} cents={linesTotal} />
          <Amount label="Shipping" cents={order.shipping_cents} free />
          <Amount label="Tax" cents={order.tax_cents} />
          <Amount label="Total" cents={order.total_cents} strong />
          {refunded > 0 ? (
            <>
              <Amount label="Refunded" cents={-refunded} />
              <Amount label="Net payment" cents={order.total_cents - refunded} strong />
            </>
          ) : null}
        </dl>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <InfoCard icon={<Truck className="size-4" aria-hidden="true" />} title="Shipment">
          {order.tracking_number ? (
            <>
              <p>{order.carrier}</p>
              <p className="font-mono text-slate-900">{order.tracking_number}</p>
              {tracking ? (
                <a
                  href={tracking}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-1 inline-flex items-center gap-1 font-medium text-brand hover:underline"
                >
                  Track the parcel
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
              {order.delivered_at ? (
                <p className="mt-1">Delivered {formatDateTime(order.delivered_at)}</p>
              ) : null}
            </>
          ) : order.status === 'cancelled' ? (
            <p>Not shipped: the order was cancelled.</p>
          ) : (
            <p>Not shipped yet.</p>
          )}
        </InfoCard>
        <InfoCard icon={<MapPin className="size-4" aria-hidden="true" />} title="Shipping address">
          <address className="not-italic">
            {a.name}
            <br />
            {a.line1}
            {a.line2 ? (
              <>
                <br />
                {a.line2}
              </>
            ) : null}
            <br />
            {a.city}, {a.state} {a.postal_code}
            <br />
            {a.country}
          </address>
        </InfoCard>
        {audience === 'staff' ? (
          <InfoCard icon={<User className="size-4" aria-hidden="true" />} title="Customer">
            <p className="font-medium text-slate-900">{order.customer_name}</p>
            <p>
              <a href={`mailto:${order.email}`} className="break-all text-brand hover:underline">
                {order.email}
              </a>
            </p>
            {order.phone ? <p>{order.phone}</p> : null}
          </InfoCard>
        ) : null}
        <InfoCard icon={<CreditCard className="size-4" aria-hidden="true" />} title="Payment">
          <p>
            {cardBrand(order.card_brand)}
            {order.card_last4 ? ` ending in ${order.card_last4}` : ''}
          </p>
          <div className="mt-1">
            <PaymentStatusBadge status={order.payment_status} />
          </div>
          {order.payment_failure ? <p className="mt-1 text-red-700">{order.payment_failure}</p> : null}
          {order.paid_at ? <p className="mt-1">Paid {formatDateTime(order.paid_at)}</p> : null}
          {audience === 'staff' ? (
            <p className="mt-1 text-xs text-slate-500">Payment provider: {order.payment_provider}</p>
          ) : null}
        </InfoCard>
      </div>

      <section aria-labelledby={`timeline-${order.id}`} className="space-y-3">
        <h3 id={`timeline-${order.id}`} className="text-sm font-semibold text-slate-900">
          Timeline
        </h3>
        {order.events.length ? (
          <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
            {[...order.events].reverse().map((event) => (
              <li key={event.id} className="relative">
                <span
                  className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand ring-4 ring-white"
                  aria-hidden="true"
                />
                <p className="text-sm text-slate-900">{event.message}</p>
                <p className="text-xs text-slate-500">
                  <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                  {audience === 'staff' && event.actor_name ? ` · ${event.actor_name}` : ''}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-500">No events yet.</p>
        )}
      </section>
    </div>
  );
}

function Amount({
  label,
  cents,
  strong,
  free,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  free?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold text-slate-900'
          : 'flex justify-between gap-4 text-slate-600'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{free && cents === 0 ? 'Free' : formatCents(cents)}</dd>
    </div>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4 text-sm text-slate-600">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <span className="text-slate-500">{icon}</span>
        {title}
      </h3>
      {children}
    </section>
  );
}
