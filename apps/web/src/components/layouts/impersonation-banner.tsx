import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

/** Shown on every page while an admin acts as another user (spec §3/§6). */
export function ImpersonationBanner() {
  const { impersonation, user, stopImpersonation } = useAuth();
  const [busy, setBusy] = useState(false);
  if (!impersonation.is_impersonating || !user) return null;
  const name = user.display_name || user.email;
  return (
    <section
      aria-label="Impersonation"
      className="relative z-[55] border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <Eye className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <span className="truncate">
            You are viewing as <strong className="font-semibold">{name}</strong>
            <span className="hidden sm:inline"> — changes you make are made on their behalf</span>
          </span>
        </p>
        <Button
          variant="dark"
          size="sm"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            const stopped = await stopImpersonation();
            if (!stopped) setBusy(false);
          }}
        >
          Stop impersonating
        </Button>
      </div>
    </section>
  );
}
