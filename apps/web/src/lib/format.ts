import type { Role } from '@fundpath/contracts/roles';

const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  funding_team: 'Funding team',
  credit_team: 'Credit team',
  steps_team: 'Steps team',
  client: 'Client',
  specialist: 'Specialist',
  member: 'Member',
  affiliate: 'Affiliate',
  customer: 'Customer',
};

export function formatRole(role: Role): string {
  return roleLabels[role] ?? role;
}

/** Up to two initials for an avatar: "Dana Reyes" → "DR", "client@x.test" → "C". */
export function initials(name: string): string {
  const parts = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : (parts[0]?.[0] ?? '?')).toUpperCase();
}

/** 1 → "1 order", 1200 → "1,200 orders"; `many` for the irregular plurals. */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Spec (doc 2 §9): dates are M/D/YYYY. A calendar date (`2027-03-14`, e.g. a departure) is shown
 * as that day in every time zone, not as the local time of its UTC midnight.
 */
export function formatDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return `${Number(day[2])}/${Number(day[3])}/${day[1]}`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const time = d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${formatDate(iso)} ${time}`;
}

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** "just now", "5m ago", "3h ago", "2d ago", then the date (M/D/YYYY, spec §9). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const s = Math.max(0, Math.round((now - t) / 1000));
  if (s < 45) return 'just now';
  const m = Math.round(s / 60);
  if (m < 60) return `${m}m ago`;
  const h = Math.round(m / 60);
  if (h < 24) return `${h}h ago`;
  const d = Math.round(h / 24);
  if (d < 7) return `${d}d ago`;
  const date = new Date(t);
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}
