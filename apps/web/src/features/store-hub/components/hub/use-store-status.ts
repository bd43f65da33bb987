import type { OwnerStore, StoreStatus } from '@fundpath/contracts/ecommerce';
import { toast } from 'sonner';
import { useDialogs } from '@/components/ui/dialogs';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { useUpdateStore } from '../../api/my-store';

/** Go live / back to draft, each after a confirm that says what shoppers will see. */
export function useStoreStatus(store: OwnerStore) {
  const dialogs = useDialogs();
  const update = useUpdateStore();
  const next: StoreStatus = store.status === 'live' ? 'draft' : 'live';

  const toggle = async () => {
    const ok = await dialogs.confirm(
      next === 'live'
        ? {
            title: `Open ${store.store_name} to shoppers?`,
            message: 'Your storefront becomes visible to everyone and takes orders.',
            variant: 'success',
            confirmLabel: 'Go live',
          }
        : {
            title: `Take ${store.store_name} back to draft?`,
            message: 'Shoppers can no longer see the storefront or place orders until you go live again.',
            variant: 'warning',
            confirmLabel: 'Back to draft',
          },
    );
    if (!ok) return;
    update.mutate(
      { status: next },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.status === 'live' ? `${saved.store_name} is live` : `${saved.store_name} is a draft again`,
          ),
        onError: (err) =>
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The store status could not be changed')),
      },
    );
  };

  return { next, toggle, pending: update.isPending };
}
