import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { BookingLinkPage, type MemberBookingCard } from '@/features/marketplace-member';

// The card payment (features/payments) loads when a member opens the booking dialog: visitors of a
// booking link (a first page, ADR 005 budgets) mostly never get that far.
const LazyCard = lazy(() => import('./book-link-card'));

function WithCard({ children }: { children: (card: MemberBookingCard) => ReactNode }) {
  return (
    <Suspense fallback={<Spinner message="Loading the card form" />}>
      <LazyCard>{children}</LazyCard>
    </Suspense>
  );
}

/**
 * `/book/:linkCode` (public): a marketplace specialist's booking link. Issue 7/8's staff calendar
 * will share this URL; until then every code is a specialist's.
 */
export default function BookLinkRoute() {
  const { linkCode = '' } = useParams();
  return <BookingLinkPage key={linkCode} code={linkCode} WithCard={WithCard} />;
}
