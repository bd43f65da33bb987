import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogBody, DialogContent } from '@/components/ui/dialog';
import { getSavedMonitoringLogin } from '../api/report-page';
import { CLIENT_REPORT_ERRORS, creditKeys, fetchClientReport } from '../api/reports';
import { CreditFetchForm, type FetchFormValues, ReportErrorBox } from './credit-fetch-form';

/**
 * Pull a fresh report with a monitoring login (POST /api/client/credit-report/fetch): a client
 * for themselves (saved login prefilled), or staff for the client `userId`.
 */
export function FetchReportDialog({
  open,
  onOpenChange,
  userId,
  customerEmail,
  clientName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId?: string;
  /** Sent with a saved login (spec §7: customer_email only when saving). */
  customerEmail?: string | null;
  clientName?: string;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FetchFormValues>({ email: '', password: '' });
  const [save, setSave] = useState(true);
  const [fetching, setFetching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open || userId) return;
    let cancelled = false;
    void getSavedMonitoringLogin().then((login) => {
      if (!cancelled && login) setValues((v) => (v.email || v.password ? v : login));
    });
    return () => {
      cancelled = true;
    };
  }, [open, userId]);

  const submit = async (login: FetchFormValues) => {
    setError(null);
    setFetching(true);
    try {
      const result = await fetchClientReport({
        ...login,
        save_credentials: save,
        customer_email: customerEmail ?? null,
        ...(userId ? { user_id: userId } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: creditKeys.all });
      toast.success(`Credit report updated (version ${result.version})`);
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : CLIENT_REPORT_ERRORS.failed);
    } finally {
      setFetching(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !fetching && onOpenChange(o)}>
      <DialogContent
        size="sm"
        closeDisabled={fetching}
        title={userId ? `Fetch a report for ${clientName ?? 'this client'}` : 'Refresh your credit report'}
        description={
          userId
            ? "Use the client's credit monitoring login. The pull is stored as a new version and logged."
            : 'Use your credit monitoring login. Checking your own report never affects your score.'
        }
      >
        <DialogBody>
          {error ? (
            <div className="mt-4">
              <ReportErrorBox message={error} />
            </div>
          ) : null}
          <div className="mt-4">
            <CreditFetchForm values={values} onChange={setValues} onSubmit={submit} fetching={fetching}>
              <label className="flex items-start gap-2.5 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={save}
                  disabled={fetching}
                  onChange={(e) => setSave(e.target.checked)}
                  className="mt-0.5 size-4 rounded border-slate-300 accent-brand"
                />
                <span>
                  Save this login for next time
                  <span className="block text-xs text-slate-500">
                    Stored encrypted; only used to refresh the report.
                  </span>
                </span>
              </label>
            </CreditFetchForm>
          </div>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
