import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { CardPaymentController } from '../types';

/**
 * The fields themselves (formatting and checks, the test cards, Stripe's loader) are a chunk of
 * their own, loaded beside the checkout rather than with it: `useCardPayment` starts the load on
 * mount, while the cart and the checkout configuration are fetched.
 */
export const loadCardFieldsBody = () => import('./card-fields-body');
const CardFieldsBody = lazy(() => loadCardFieldsBody().then((m) => ({ default: m.CardFieldsBody })));

const loadingForm = <Spinner size="sm" message="Loading the payment form" />;

/**
 * The checkout's card fields (ADR 012), for the provider in effect: raw card fields with the
 * test cards' hint under the offline test provider, Stripe's card field under Stripe. Get one
 * with its controller from `useCardPayment()` (which also turns it into the checkout's `payment`).
 */
export function CardPaymentFields({ controller }: { controller: CardPaymentController }) {
  const loading = controller.configState === 'loading';
  return (
    <fieldset className="min-w-0 space-y-4" aria-busy={loading || undefined}>
      <legend className="mb-3 text-base font-semibold text-slate-900">Card details</legend>
      {loading ? (
        loadingForm
      ) : (
        <Suspense fallback={loadingForm}>
          <CardFieldsBody controller={controller} />
        </Suspense>
      )}
    </fieldset>
  );
}
