import { parseMergedReport } from '@fundpath/credit-engine';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type ButtonVariant, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { creditKeys, importReport } from '../api/reports';

export const IMPORT_ERRORS = {
  notJson:
    'That file is not valid JSON. Export the report as JSON from your monitoring service and try again.',
  noReport: 'We could not find a three-bureau credit report in that file.',
} as const;

/**
 * Imports a report JSON exported from a monitoring service: read and checked in the browser, then
 * stored with POST /api/client/credit-report/import (for `userId` when staff import for a client).
 */
export function ImportReportButton({
  userId,
  variant = 'secondary',
  label = 'Import report JSON',
  className,
  onImported,
}: {
  userId?: string;
  variant?: ButtonVariant;
  label?: string;
  className?: string;
  onImported?: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      toast.error(IMPORT_ERRORS.notJson);
      return;
    }
    if (parseMergedReport(data).error) {
      toast.error(IMPORT_ERRORS.noReport);
      return;
    }
    setBusy(true);
    try {
      const result = await importReport(data, userId);
      toast.success(`Credit report imported (version ${result.version})`);
      await queryClient.invalidateQueries({ queryKey: creditKeys.all });
      onImported?.();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to import the credit report'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={onFile}
        disabled={busy}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-busy={busy || undefined}
        className={cn(buttonClasses({ variant, size: 'sm' }), className)}
      >
        <FileUp className={cn('size-4', busy && 'animate-pulse')} aria-hidden="true" />
        {busy ? 'Importing...' : label}
      </button>
    </>
  );
}
