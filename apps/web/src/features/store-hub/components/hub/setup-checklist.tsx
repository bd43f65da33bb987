import type { OwnerStore, StoreSetupItem } from '@fundpath/contracts/ecommerce';
import { ArrowRight, Circle, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { storeLinks } from './links';
import { useStoreStatus } from './use-store-status';

/** Where each open item of the checklist is fixed. */
const FIXES: Record<Exclude<StoreSetupItem['key'], 'live'>, { to: string; label: string }> = {
  logo: { to: `${storeLinks.settings}#logo`, label: 'Upload a logo' },
  colors: { to: `${storeLinks.settings}#branding`, label: 'Choose colours' },
  product: { to: storeLinks.products, label: 'Add a product' },
  payments: { to: storeLinks.support, label: 'Ask support' },
};

/** The setup checklist as the server reports it (logo, colours, first product, payments, go live). */
export function SetupChecklist({ store, items }: { store: OwnerStore; items: readonly StoreSetupItem[] }) {
  const done = items.filter((i) => i.done).length;
  const percent = items.length ? Math.round((done / items.length) * 100) : 0;
  return (
    <Card>
      <CardHeader
        title="Set up your store"
        description={
          done === items.length
            ? 'All done: your store is ready for shoppers.'
            : `${done} of ${items.length} done`
        }
      />
      <div className="px-5 pt-4">
        <ProgressBar
          label="Setup progress"
          percent={percent}
          value={done}
          max={items.length}
          valueText={`${done} of ${items.length} done`}
          barClassName="bg-emerald-500"
        />
      </div>
      <ul className="divide-y divide-slate-100 px-5 py-2">
        {items.map((item) => (
          <li key={item.key} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
            <div className="flex min-w-0 items-start gap-3">
              {item.done ? (
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-slate-300" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className={cn('text-sm font-medium', item.done ? 'text-slate-500' : 'text-slate-900')}>
                  {item.label}
                  <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
                </p>
                {item.detail ? <p className="text-xs text-slate-500">{item.detail}</p> : null}
              </div>
            </div>
            {item.done ? null : item.key === 'live' ? (
              <GoLiveNow store={store} />
            ) : (
              <Link
                to={FIXES[item.key].to}
                className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                {FIXES[item.key].label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function GoLiveNow({ store }: { store: OwnerStore }) {
  const status = useStoreStatus(store);
  if (store.suspended) return <span className="text-xs text-slate-500">Not while suspended</span>;
  return (
    <Button size="sm" variant="secondary" loading={status.pending} onClick={() => void status.toggle()}>
      Go live now
    </Button>
  );
}
