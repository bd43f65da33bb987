import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSpecialist } from '../api/market';
import { BookingDialog } from './booking-dialog';
import type { WithMemberCard } from './card-slot';
import { formatPrice, modeLabel } from './format';

/** `/manila/specialist/:id`: profile, services and the booking dialog. */
export function SpecialistProfilePage({
  id,
  WithCard,
  actions,
  initialServiceId = null,
}: {
  id: string;
  WithCard: WithMemberCard;
  /** Opens the booking dialog on this service (`?service=` from the services catalogue), if it is bookable. */
  initialServiceId?: string | null;
  /** Composed in by the route, e.g. the chat's "Message" button (features don't import each other). */
  actions?: ReactNode;
}) {
  const query = useSpecialist(id);
  // false: closed; a service id: open on it. The catalogue's "Book" link asks for one up front.
  const [booking, setBooking] = useState<string | null | false>(initialServiceId ?? false);
  if (query.isPending || query.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Specialist profile</h1>
        {query.isPending ? (
          <Spinner message="Loading the specialist" />
        ) : (
          <LoadError
            title="This specialist could not be loaded"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        )}
      </div>
    );
  const s = query.data.specialist;
  const services = s.services.filter((v) => v.active);
  const open = booking !== false && (booking === null || services.some((v) => v.id === booking));
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <div className="flex flex-col gap-4 sm:flex-row">
        {s.photo_url ? <img src={s.photo_url} alt="" className="size-24 rounded-full object-cover" /> : null}
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{s.display_name}</h1>
          <p className="text-slate-700">{s.headline}</p>
          <p className="mt-1 text-sm text-slate-600">
            {modeLabel[s.location_mode]}
            {s.city ? ` · ${s.city}` : ''} · {s.languages.join(', ')} · Time zone {s.time_zone}
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            {s.specialties.map((sp) => (
              <Badge key={sp}>{sp}</Badge>
            ))}
          </div>
          {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      </div>
      {s.bio ? <p className="mt-6 whitespace-pre-line text-slate-800">{s.bio}</p> : null}
      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Services</h2>
      {services.length === 0 ? (
        <p className="text-sm text-slate-600">No bookable services yet.</p>
      ) : (
        <ul className="space-y-3">
          {services.map((v) => (
            <li
              key={v.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4"
            >
              <div>
                <h3 className="font-medium text-slate-900">{v.name}</h3>
                <p className="text-sm text-slate-600">
                  {v.duration_minutes} min · {modeLabel[v.mode]} · {formatPrice(v.price_cents, v.currency)}
                </p>
              </div>
              <Button onClick={() => setBooking(v.id)}>Book {v.name}</Button>
            </li>
          ))}
        </ul>
      )}
      <BookingDialog
        open={open}
        onOpenChange={(o) => !o && setBooking(false)}
        specialist={s}
        serviceId={open ? booking || null : null}
        WithCard={WithCard}
      />
    </div>
  );
}
