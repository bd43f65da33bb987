import type { LeadStage } from '@fundpath/contracts/leads';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useLeadOwners } from '../api/get-lead';
import { useCreateLead } from '../api/mutations';
import { bodyOf, emptyDraft, LeadFields } from './lead-fields';

/** "New lead": the facts, the first stage (or another open one) and a first note. */
export function CreateLeadDialog({
  open,
  onOpenChange,
  stages,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stages: LeadStage[];
}) {
  const owners = useLeadOwners();
  const create = useCreateLead();
  const [draft, setDraft] = useState(emptyDraft);
  const [stageId, setStageId] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const openStages = stages.filter((s) => s.kind === 'open');

  const close = (next: boolean) => {
    if (!next) {
      setDraft(emptyDraft);
      setNotes('');
      setStageId('');
      setErrors({});
      setFormError(null);
    }
    onOpenChange(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = bodyOf(draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    setFormError(null);
    create.mutate(
      { ...parsed.body, stage_id: stageId || null, notes } as Parameters<typeof create.mutate>[0],
      {
        onSuccess: () => close(false),
        onError: (err) => {
          setErrors(fieldErrorsOf(err));
          setFormError(errorMessage(err, 'The lead could not be saved'));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="New lead" description="Add a prospect to the pipeline." size="lg">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            <LeadFields draft={draft} onChange={setDraft} errors={errors} owners={owners.data ?? []} />
            <NativeSelect
              label="Stage"
              value={stageId}
              onChange={setStageId}
              options={openStages.map((s) => ({ value: s.id, label: s.name }))}
              placeholder={openStages[0] ? `${openStages[0].name} (first stage)` : 'First stage'}
              error={errors.stage_id}
            />
            <TextareaField
              label="Notes"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              maxLength={5000}
              error={errors.notes}
              rows={3}
            />
            {formError ? (
              <p role="alert" className="text-sm text-red-700">
                {formError}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add lead
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
