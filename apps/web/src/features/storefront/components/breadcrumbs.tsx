import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** "Home › Products › Trail Mug": the last crumb is the page itself (not a link). */
export function Breadcrumbs({ items }: { items: ReadonlyArray<{ label: string; to?: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.to ?? item.label} className="flex min-w-0 items-center gap-1">
            {i > 0 ? <ChevronRight className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" /> : null}
            {item.to ? (
              <Link to={item.to} className="hover:text-slate-950 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
