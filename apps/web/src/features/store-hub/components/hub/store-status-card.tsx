import type { OwnerStore } from '@fundpath/contracts/ecommerce';
import { ExternalLink, Rocket, Store, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody } from '@/components/ui/card';
import { storeLinks } from './links';
import { useStoreStatus } from './use-store-status';

/** The store at a glance: name, draft/live, a suspension notice, the storefront link and Go live. */
export function StoreStatusCard({ store }: { store: OwnerStore }) {
  const status = useStoreStatus(store);
  return (
    <Card>
      {/* Laid out by the card's own width: it sits full width on /my-store, in a column on the dashboard. */}
      <CardBody className="@container space-y-4">
        <div className="flex flex-col gap-4 @xl:flex-row @xl:items-center @xl:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            {store.logo_url ? (
              <img
                src={store.logo_url}
                alt=""
                className="size-12 shrink-0 rounded-xl object-contain ring-1 ring-slate-200"
              />
            ) : (
              <span
                className="flex size-12 shrink-0 items-center justify-center rounded-xl text-white"
                style={{ background: store.primary_color }}
              >
                <Store className="size-6" aria-hidden="true" />
              </span>
            )}
            <div className="min-w-0">
              <h2 className="truncate text-lg font-semibold text-slate-900">{store.store_name}</h2>
              <div className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                {store.status === 'live' ? (
                  <Badge tone="success">Live</Badge>
                ) : (
                  <Badge tone="neutral">Draft</Badge>
                )}
                {store.suspended ? <Badge tone="danger">Suspended</Badge> : null}
                <span className="truncate">{store.custom_domain ?? `?store=${store.slug}`}</span>
              </div>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={storeLinks.storefront(store.id)}
              target="_blank"
              rel="noopener"
              aria-label="View storefront (opens in a new tab)"
              className={buttonClasses({ variant: 'secondary' })}
            >
              View storefront
              <ExternalLink className="size-4" aria-hidden="true" />
            </Link>
            <Button
              variant={status.next === 'live' ? 'success' : 'secondary'}
              loading={status.pending}
              disabled={store.suspended && status.next === 'live'}
              leftIcon={
                status.next === 'live' ? (
                  <Rocket className="size-4" aria-hidden="true" />
                ) : (
                  <Undo2 className="size-4" aria-hidden="true" />
                )
              }
              onClick={() => void status.toggle()}
            >
              {status.next === 'live' ? 'Go live' : 'Back to draft'}
            </Button>
          </div>
        </div>
        {store.suspended ? (
          <Callout tone="warning" title="Your store is suspended">
            <p>
              Shoppers can browse it but cannot check out.
              {store.suspended_reason ? ` Reason: ${store.suspended_reason}` : ''} Contact{' '}
              <Link to={storeLinks.support} className="font-medium underline">
                support
              </Link>{' '}
              to have it reactivated.
            </p>
          </Callout>
        ) : store.status === 'draft' ? (
          <p className="text-sm text-slate-600">
            Only you can see the storefront while it is a draft. Go live when the checklist looks good.
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}
