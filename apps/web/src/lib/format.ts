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

/** Spec (doc 2 §9): dates are M/D/YYYY. */
export function formatDate(iso: string): string {
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
