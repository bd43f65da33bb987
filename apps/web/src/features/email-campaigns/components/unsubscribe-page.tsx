import type { UnsubscribeState } from '@fundpath/contracts/campaigns';
import { MailX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { resubscribe, unsubscribe } from '../api/unsubscribe';

type State =
  | { kind: 'working' }
  | { kind: 'done'; state: UnsubscribeState }
  | { kind: 'invalid' }
  | { kind: 'error'; message: string };

/**
 * `/unsubscribe/:token` (public, from the footer of every campaign e-mail): unsubscribing happens
 * on arrival (the link is the request; it is idempotent), and the same page offers to undo it.
 * No sign-in and no zod on this page.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const [s, setS] = useState<State>({ kind: 'working' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const bad = !/^[A-Za-z0-9_-]{20,80}$/.test(token);
    if (bad) {
      setS({ kind: 'invalid' });
      return;
    }
    unsubscribe(token).then(
      (state) => live && setS({ kind: 'done', state }),
      (err) =>
        live &&
        setS(
          isApiError(err) && (err.status === 404 || err.status === 400)
            ? { kind: 'invalid' }
            : { kind: 'error', message: errorMessage(err, 'Something went wrong. Try the link again.') },
        ),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      const state = on ? await unsubscribe(token) : await resubscribe(token);
      setS({ kind: 'done', state });
    } catch (err) {
      setS({ kind: 'error', message: errorMessage(err, 'Something went wrong. Try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <MailX className="mb-4 size-10 text-slate-400" aria-hidden="true" />
      {s.kind === 'working' ? (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">Unsubscribing…</h1>
          <Spinner className="mt-4" message="Unsubscribing…" />
        </>
      ) : s.kind === 'invalid' ? (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">This link is not valid</h1>
          <p className="mt-3 text-slate-600">
            If you copied it from an e-mail, check that it is complete, or use the unsubscribe link in the
            e-mail itself.
          </p>
        </>
      ) : s.kind === 'error' ? (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">We could not update your subscription</h1>
          <p className="mt-3 text-slate-600" role="alert">
            {s.message}
          </p>
        </>
      ) : s.state.unsubscribed ? (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">You’re unsubscribed</h1>
          <p className="mt-3 text-slate-600" aria-live="polite">
            <strong>{s.state.email}</strong> will get no more e-mails like this from {s.state.sender}.
          </p>
          <Button className="mt-6" variant="secondary" onClick={() => void toggle(false)} loading={busy}>
            Resubscribe
          </Button>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">You’re subscribed again</h1>
          <p className="mt-3 text-slate-600" aria-live="polite">
            <strong>{s.state.email}</strong> will get e-mails from {s.state.sender} again.
          </p>
          <Button className="mt-6" variant="secondary" onClick={() => void toggle(true)} loading={busy}>
            Unsubscribe
          </Button>
        </>
      )}
    </div>
  );
}
