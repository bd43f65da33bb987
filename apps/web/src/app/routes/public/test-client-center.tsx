import {
  Activity,
  ClipboardList,
  CreditCard,
  FileText,
  type LucideIcon,
  MessagesSquare,
  TrendingUp,
} from 'lucide-react';
import { useState } from 'react';
import { Callout } from '@/components/ui/callout';
import { cn } from '@/lib/cn';

const sections: Array<{ id: string; label: string; icon: LucideIcon }> = [
  { id: 'overview', label: 'Overview', icon: TrendingUp },
  { id: 'credit-reports', label: 'Credit Reports', icon: CreditCard },
  { id: 'messages', label: 'Messages', icon: MessagesSquare },
  { id: 'tasks', label: 'Tasks', icon: ClipboardList },
  { id: 'documents', label: 'Documents', icon: FileText },
  { id: 'activity', label: 'Activity', icon: Activity },
];

/** Spec §2: the earlier placeholder Client Center, a minimal test with the API not connected. */
export default function TestClientCenterRoute() {
  const [active, setActive] = useState('overview');
  const current = sections.find((s) => s.id === active) ?? sections[0]!;
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Client Center (Test)</h1>
      <Callout tone="warning" className="mt-4" title="Minimal test">
        The API is not connected; sections show placeholder content only.
      </Callout>
      <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label="Client Center test sections">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {sections.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  aria-current={active === s.id ? 'page' : undefined}
                  onClick={() => setActive(s.id)}
                  className={cn(
                    'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-brand',
                    active === s.id ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100',
                  )}
                >
                  <s.icon className="size-4" aria-hidden="true" />
                  {s.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section
          aria-labelledby="test-section-title"
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-8"
        >
          <h2 id="test-section-title" className="text-base font-semibold text-slate-900">
            {current.label}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            Placeholder for {current.label.toLowerCase()} — no data is loaded in this test page.
          </p>
        </section>
      </div>
    </div>
  );
}
