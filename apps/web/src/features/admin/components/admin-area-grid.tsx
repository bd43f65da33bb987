import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { NavGroup } from '@/config/admin-nav';

/** Every admin area as grouped link cards (the dashboard's map of the back office). */
export function AdminAreaGrid({ groups }: { groups: NavGroup[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {groups.map((group) => {
        const Icon = group.icon;
        return (
          <section
            key={group.id}
            aria-labelledby={`area-${group.id}`}
            className="flex flex-col rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs"
          >
            <div className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-900 text-white">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h3 id={`area-${group.id}`} className="text-sm font-semibold text-slate-900">
                  {group.label}
                </h3>
                <p className="mt-0.5 text-xs leading-5 text-slate-500">{group.description}</p>
              </div>
            </div>
            <ul className="mt-4 flex flex-wrap gap-1.5">
              {group.items
                .filter((item) => item.path !== '/admin/dashboard')
                .map((item) => (
                  <li key={item.path}>
                    <Link
                      to={item.path}
                      className="group inline-flex items-center gap-1 rounded-md bg-slate-50 px-2 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset transition hover:bg-white hover:text-slate-900 hover:ring-brand focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      {item.title}
                      <ArrowUpRight
                        className="size-3 text-slate-500 transition group-hover:text-brand"
                        aria-hidden="true"
                      />
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
