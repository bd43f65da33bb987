/** Cents as money in the viewer's locale. */
export const formatPrice = (cents: number, currency: string | null) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: currency ?? 'USD' }).format(cents / 100);

/** The viewer's own time zone (Intl), UTC when the browser does not say. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A slot start in the viewer's zone, e.g. "Mon, Dec 14, 9:00 AM". */
export const formatSlot = (iso: string, tz: string) =>
  new Intl.DateTimeFormat(undefined, {
    timeZone: tz,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

export const modeLabel = { online: 'Online', in_person: 'In person', both: 'Online & in person' } as const;
