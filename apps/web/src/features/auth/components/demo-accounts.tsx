import { ChevronDown, FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

export const DEMO_PASSWORD = 'fundpath-demo-2026';

export const demoAccounts = [
  { email: 'admin@fundpath.test', role: 'Admin' },
  { email: 'funding@fundpath.test', role: 'Funding team' },
  { email: 'credit@fundpath.test', role: 'Credit team' },
  { email: 'steps@fundpath.test', role: 'Steps team' },
  { email: 'client@fundpath.test', role: 'Client' },
  { email: 'specialist@fundpath.test', role: 'Specialist' },
  { email: 'member@fundpath.test', role: 'Member' },
  { email: 'affiliate@fundpath.test', role: 'Affiliate' },
  { email: 'customer@fundpath.test', role: 'Customer' },
] as const;

/** Collapsible list of the seeded demo accounts; picking one fills the form. */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-2.5 rounded-xl px-4 py-3 text-left text-sm font-medium text-slate-700 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <FlaskConical className="size-4 text-slate-500" aria-hidden="true" />
        <span className="flex-1">Demo accounts</span>
        <ChevronDown
          className={cn('size-4 text-slate-500 transition', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div id={panelId} className="border-t border-slate-200 px-4 pt-3 pb-4">
          <p className="text-xs text-slate-500">
            Every demo account uses the password{' '}
            <code className="rounded bg-white px-1 py-0.5 font-mono text-slate-700 ring-1 ring-slate-200">
              {DEMO_PASSWORD}
            </code>
            . Pick one to fill the form.
          </p>
          <ul className="mt-3 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
            {demoAccounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  aria-label={`Use ${account.email}`}
                  onClick={() => onPick(account.email, DEMO_PASSWORD)}
                  className="flex w-full flex-col items-start rounded-lg bg-white px-3 py-2 text-left ring-1 ring-slate-200 transition hover:ring-brand focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <span className="text-xs font-semibold text-slate-900">{account.role}</span>
                  <span className="w-full truncate text-xs text-slate-500">{account.email}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
