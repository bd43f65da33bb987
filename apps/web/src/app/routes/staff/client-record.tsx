import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useImpersonateUser } from '@/features/admin';
import { ClientRecordPage } from '@/features/clients';
import { assignLocation } from '@/lib/browser';

// The documents panel (uploads, previews, versions) is its own chunk: it loads with its section,
// so the record's first view stays within its byte budget (ADR 005).
const ClientDocuments = lazy(() =>
  import('@/features/documents').then((m) => ({ default: m.ClientDocuments })),
);

// The client's coach conversations (read-only, with the transcript dialog) load the same way.
const ClientConversations = lazy(() =>
  import('@/features/ai').then((m) => ({ default: m.ClientConversations })),
);

/** `/clients/:id` (staff, issue 7/8): everything about one client on one page. */
export default function ClientRecordRoute() {
  const { id = '' } = useParams();
  const impersonate = useImpersonateUser();
  return (
    <ClientRecordPage
      id={id}
      impersonating={impersonate.isPending}
      documents={
        <Suspense fallback={<Spinner message="Loading the documents…" />}>
          <ClientDocuments userId={id} />
        </Suspense>
      }
      conversations={
        <Suspense fallback={<Spinner message="Loading the conversations…" />}>
          <ClientConversations userId={id} />
        </Suspense>
      }
      onImpersonate={async () => {
        await impersonate.mutateAsync(id);
        assignLocation('/client-center');
      }}
    />
  );
}
