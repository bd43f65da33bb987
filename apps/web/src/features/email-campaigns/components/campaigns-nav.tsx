import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const LINKS = [
  { to: '/email-campaigns', label: 'Campaigns', end: true },
  { to: '/email-campaigns/segments', label: 'Segments', end: false },
  { to: '/email-campaigns/suppressions', label: 'Suppression list', end: false },
];

/** The sections of `/email-campaigns/*`, as links (each is its own screen and URL). */
export function CampaignsNav() {
  return (
    <nav aria-label="E-mail campaigns" className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-4">
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className={({ isActive }) =>
                cn(
                  'inline-block border-b-2 px-1 py-2 text-sm font-medium',
                  isActive
                    ? 'border-brand text-brand'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
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
