import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { TravelPackageSummary } from '@fundpath/contracts/travel';
import { CalendarDays, MapPin, Plane } from 'lucide-react';
import { useState } from 'react';
import { initials } from '@/lib/format';
import { textOn } from '../utils/readable-text';

/** A photo address the site will show (https or an uploaded file), else null. */
const showablePhoto = (url: string) =>
  /^https:\/\/[^\s"'<>]+$/.test(url) || /^\/api\/files\/[A-Za-z0-9/_.-]+$/.test(url) ? url : null;

/**
 * How the site looks with the form's values, updated as they change: the header in the primary
 * colour, the featured trips with their price in the accent colour. Text on each colour is white
 * or dark, whichever reads better (as the site does).
 */
export function SitePreview({
  displayName,
  photoUrl,
  bio,
  primary,
  accent,
  featured,
}: {
  displayName: string;
  photoUrl: string;
  bio: string;
  primary: string;
  accent: string;
  featured: readonly TravelPackageSummary[];
}) {
  const photo = showablePhoto(photoUrl.trim());
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);
  const name = displayName.trim() || 'Your name';
  const onPrimary = textOn(primary);
  const onAccent = textOn(accent);
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="px-5 pt-5 pb-6" style={{ background: primary, color: onPrimary }}>
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wider uppercase">
          <Plane className="size-3.5" aria-hidden="true" />
          Travel with
        </p>
        <div className="mt-3 flex items-center gap-3">
          {photo && brokenPhoto !== photo ? (
            <img
              src={photo}
              alt=""
              onError={() => setBrokenPhoto(photo)}
              className="size-14 shrink-0 rounded-full object-cover ring-2 ring-white/70"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-semibold"
              style={{ background: onPrimary, color: primary }}
            >
              {initials(name)}
            </span>
          )}
          <p className="min-w-0 text-xl leading-tight font-semibold break-words">{name}</p>
        </div>
        {bio.trim() ? (
          <p className="mt-3 line-clamp-4 text-sm leading-6 whitespace-pre-line">{bio.trim()}</p>
        ) : null}
      </div>
      <div className="space-y-3 p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Featured trips</p>
        {featured.length === 0 ? (
          <p className="text-sm text-slate-600">Your featured trips appear here.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {featured.map((p) => (
              <li key={p.id} className="overflow-hidden rounded-xl ring-1 ring-slate-200">
                {p.image ? (
                  <img src={p.image} alt="" className="h-24 w-full object-cover" loading="lazy" />
                ) : (
                  <div className="h-24 w-full" style={{ background: `${primary}22` }} aria-hidden="true" />
                )}
                <div className="space-y-1 p-3">
                  <p className="line-clamp-2 text-sm font-semibold text-slate-900">{p.title}</p>
                  <p className="flex items-center gap-1 text-xs text-slate-600">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {p.destination}
                  </p>
                  {p.next_departure ? (
                    <p className="flex items-center gap-1 text-xs text-slate-600">
                      <CalendarDays className="size-3.5" aria-hidden="true" />
                      Next departure {p.next_departure}
                    </p>
                  ) : null}
                  {p.from_price_cents !== null ? (
                    <p
                      className="mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold"
                      style={{ background: accent, color: onAccent }}
                    >
                      From {formatCents(p.from_price_cents)}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
