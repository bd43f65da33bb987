/**
 * iCalendar (RFC 5545), shared by the marketplace's bookings and the staff calendar (moved here
 * from modules/bookings so both use one generator). Invites for bookings: a pure function from an event to the text of an
 * `.ics` file, attached to the confirmation and reminder e-mails and served at
 * `GET /api/marketplace/bookings/:id/calendar.ics`. `METHOD:REQUEST` (RFC 5546) with a UID that
 * stays the same for a booking and a SEQUENCE that grows with each reschedule, so a calendar
 * updates the one entry instead of adding another. A cancelled booking's file is `METHOD:CANCEL`
 * with that UID and a higher SEQUENCE again, so the calendar removes the entry.
 */

export interface CalendarPerson {
  name: string;
  /** An attendee without one is left out (a party's e-mail is not shown to the other). */
  email?: string | null;
}

export interface CalendarEvent {
  /** Stable per booking, e.g. `<booking id>@fundpath`. */
  uid: string;
  /** 0 at first, +1 per change of time (RFC 5545 §3.8.7.4). */
  sequence: number;
  start: Date;
  end: Date;
  /** When this file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string | null;
  organizer: CalendarPerson;
  attendees?: CalendarPerson[];
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /**
   * RFC 5546: `REQUEST` (default) adds or updates the entry; `CANCEL` removes it (the event's
   * STATUS is then always CANCELLED; send it with the UID of the invite and a higher SEQUENCE).
   */
  method?: 'REQUEST' | 'CANCEL';
  /** A whole day (DTSTART;VALUE=DATE): `start`'s UTC date, ending the next day. */
  all_day?: boolean;
  /** PRODID of the file; the marketplace's by default. */
  prod_id?: string;
}

/** Longest content line in octets, CRLF excluded (RFC 5545 §3.1). */
export const ICS_LINE_OCTETS = 75;

/** `20261207T093000Z`: the UTC form, no time zone table needed. */
export function formatUtc(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and newlines as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN): quoted when it holds `:;,`; DQUOTE and control characters cannot appear. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds one content line at {@link ICS_LINE_OCTETS} octets of UTF-8 (RFC 5545 §3.1): each
 * continuation starts with one space, and a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > ICS_LINE_OCTETS) {
      out.push(current);
      current = ` ${ch}`;
      octets = 1 + size;
    } else {
      current += ch;
      octets += size;
    }
  }
  out.push(current);
  return out.join('\r\n');
}

function person(prop: 'ORGANIZER' | 'ATTENDEE', p: CalendarPerson, extra = ''): string {
  return `${prop};CN=${paramValue(p.name)}${extra}:mailto:${p.email}`;
}

function veventLines(event: CalendarEvent, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    ...(event.all_day
      ? [
          `DTSTART;VALUE=DATE:${formatDate(event.start)}`,
          `DTEND;VALUE=DATE:${formatDate(new Date(event.start.getTime() + 86_400_000))}`,
        ]
      : [`DTSTART:${formatUtc(event.start)}`, `DTEND:${formatUtc(event.end)}`]),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : (event.status ?? 'CONFIRMED')}`,
    person('ORGANIZER', event.organizer),
    ...(event.attendees ?? [])
      .filter((a) => a.email)
      .map((a) => person('ATTENDEE', a, ';ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED')),
    'END:VEVENT',
  ];
}

/** `20261207`: a DATE value (UTC date of the instant). */
const formatDate = (d: Date): string => d.toISOString().slice(0, 10).replace(/-/g, '');

const MARKETPLACE_PRODID = '-//FundPath//Marketplace bookings//EN';

/** The `.ics` text of one event: CRLF line ends, folded, escaped, times in UTC. */
export function buildIcs(event: CalendarEvent): string {
  const method = event.method ?? 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${event.prod_id ?? MARKETPLACE_PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...veventLines(event, method),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * A subscription feed (`METHOD:PUBLISH`): many events in one calendar, each with its own UID, for
 * calendar apps that poll a URL. `name` becomes X-WR-CALNAME.
 */
export function buildIcsFeed(opts: {
  name: string;
  prod_id: string;
  events: readonly CalendarEvent[];
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${opts.prod_id}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    ...opts.events.flatMap((e) => veventLines(e, e.method === 'CANCEL' ? 'CANCEL' : 'PUBLISH')),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
