import { isStaffLinkCode } from '@fundpath/contracts/calendar-codes';
import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { BookingLinkPage, type MemberBookingCard } from '@/features/marketplace-member';

// A staff member's booking link (`CAL` + 9: never a specialist's 10-character code) loads the
// calendar's page; specialists' codes keep the marketplace page and its budget.
const StaffBookingPage = lazy(() => import('./book-staff-link'));

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
 * `/book/:linkCode` (public): one URL space for two kinds of link. A staff calendar code
 * (`CAL…`, issue 7/8) opens the staff booking page; every other code is a marketplace
 * specialist's booking link.
 */
export default function BookLinkRoute() {
  const { linkCode = '' } = useParams();
  if (isStaffLinkCode(linkCode))
    return (
      <Suspense
        fallback={
          <div className="mx-auto w-full max-w-3xl px-4 py-8">
            <h1 className="mb-4 text-2xl font-bold text-slate-900">Book a meeting</h1>
            <Spinner message="Loading the booking page" />
          </div>
        }
      >
        <StaffBookingPage key={linkCode} code={linkCode} />
      </Suspense>
    );
  return <BookingLinkPage key={linkCode} code={linkCode} WithCard={WithCard} />;
}
