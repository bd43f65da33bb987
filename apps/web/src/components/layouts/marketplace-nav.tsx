import type { Role } from '@fundpath/contracts/roles';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

/** The marketplace's signed-in areas: where a specialist or a member works, one click away. */
const NAV: Partial<Record<Role, Array<{ label: string; to: string }>>> = {
  specialist: [
    { label: 'Dashboard', to: '/specialist/dashboard' },
    { label: 'Appointments', to: '/specialist/appointments' },
    { label: 'Messages', to: '/specialist/messages' },
    { label: 'Services', to: '/specialist/services' },
    { label: 'Availability', to: '/specialist/availability' },
    { label: 'Commissions', to: '/specialist/commissions' },
    { label: 'QR marketing', to: '/specialist/qr-marketing' },
    { label: 'Analytics', to: '/specialist/analytics' },
    { label: 'Profile', to: '/specialist/profile-settings' },
    { label: 'Settings', to: '/specialist/settings' },
  ],
  member: [
    { label: 'Discover', to: '/manila/members' },
    { label: 'My bookings', to: '/manila/member/bookings' },
    { label: 'Messages', to: '/manila/messages' },
    { label: 'Likes', to: '/manila/likes' },
    { label: 'Payments', to: '/manila/member/payments' },
    { label: 'Settings', to: '/manila/settings' },
  ],
};

/** The links of a role's marketplace area (none for other roles). */
export const marketplaceNavFor = (role: Role | undefined) => (role ? (NAV[role] ?? []) : []);

/**
 * A second header row for specialists and members: their area's pages as tabs that scroll
 * sideways on a phone; the current page is marked for assistive tech (`aria-current`).
 */
export function MarketplaceNav({ role }: { role: Role | undefined }) {
  const links = marketplaceNavFor(role);
  if (links.length === 0) return null;
  return (
    <nav
      aria-label={role === 'specialist' ? 'Specialist workspace' : 'My Manila'}
      className="border-t border-slate-100"
    >
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-1.5 sm:px-6 lg:px-8">
        {links.map((l) => (
          <li key={l.to} className="shrink-0">
            <NavLink
              to={l.to}
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-1.5 text-sm whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-brand',
                  isActive
                    ? 'bg-brand/10 font-semibold text-slate-900'
                    : 'text-slate-700 hover:text-slate-900',
                )
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
