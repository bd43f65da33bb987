import type { Lead } from '@fundpath/contracts/leads';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useMarkLost } from '../api/mutations';

/** "Mark lost": the reason is required (the server refuses a lost lead without one). */
export function LostDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const lost = useMarkLost();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!lead) return;
    if (!reason.trim()) return setError('Enter why the lead was lost');
    lost.mutate(
      { id: lead.id, reason },
      { onSuccess: close, onError: (err) => setError(errorMessage(err, 'The lead could not be updated')) },
    );
  };

  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent title={lead ? `Mark ${lead.name} lost` : 'Mark lost'} size="sm">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody>
            <TextareaField
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              required
              error={error}
              rows={3}
              hint="For example: chose a competitor, no budget, no response."
            />
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={lost.isPending}>
              Mark lost
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
