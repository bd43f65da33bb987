import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const TABS = [
  { to: '/coach/setup', label: 'Pages' },
  { to: '/coach/settings', label: 'Settings' },
  { to: '/coach/booking', label: 'Booking' },
  { to: '/coach/leads', label: 'Leads' },
] as const;

/** The website area's tabs (`/coach/*`): links, so each has its own URL and works by keyboard. */
export function CoachNav() {
  return (
    <nav aria-label="Website" className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {TABS.map((t) => (
          <li key={t.to}>
            <NavLink
              to={t.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-block rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand',
                  isActive
                    ? 'border-brand text-slate-900'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )
              }
            >
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
