import {
  newPlanSchema,
  type Plan,
  type PlanInterval,
  type PlanStatus,
} from '@fundpath/contracts/subscriptions';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useCreatePlan, useUpdatePlan } from '../../api/subscriptions';
import { issuesToErrors } from '../users/parts';
import { parseDollars } from './format';

/** Creates a plan, or edits one (`plan`). The price is typed in dollars and sent in cents. */
export function PlanDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [name, setName] = useState(plan?.name ?? '');
  const [price, setPrice] = useState(plan ? (plan.price_cents / 100).toFixed(2) : '');
  const [interval, setInterval] = useState<PlanInterval>(plan?.interval ?? 'month');
  const [trialDays, setTrialDays] = useState(String(plan?.trial_days ?? 0));
  const [features, setFeatures] = useState((plan?.features ?? []).join('\n'));
  const [status, setStatus] = useState<PlanStatus>(plan?.status ?? 'active');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = create.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(price);
    if (cents === null) return setErrors({ price_cents: 'Enter a price like 49 or 49.99' });
    const trial = /^\d{1,3}$/.test(trialDays.trim()) ? Number(trialDays) : Number.NaN;
    const parsed = newPlanSchema.safeParse({
      name,
      price_cents: cents,
      interval,
      trial_days: trial,
      features: features
        .split('\n')
        .map((f) => f.trim())
        .filter(Boolean),
      status,
    });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    const options = {
      onSuccess: () => {
        toast.success(plan ? `${parsed.data.name} saved` : `${parsed.data.name} created`);
        onClose();
      },
      onError: (err: unknown) => {
        setErrors(fieldErrorsOf(err));
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The plan could not be saved'));
      },
    };
    if (plan) update.mutate({ id: plan.id, ...parsed.data }, options);
    else create.mutate(parsed.data, options);
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={plan ? `Edit ${plan.name}` : 'New plan'}
        description="Changes apply to what clients see; nobody is charged until payments are connected."
        closeDisabled={pending}
      >
        <form onSubmit={submit} noValidate aria-label={plan ? 'Edit plan' : 'New plan'}>
          <DialogBody className="grid gap-4">
            <Field
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name}
              required
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Price (USD)"
                inputMode="decimal"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
                error={errors.price_cents}
                placeholder="49.00"
                required
              />
              <NativeSelect
                label="Billed every"
                value={interval}
                onChange={(v) => setInterval(v as PlanInterval)}
                options={[
                  { value: 'month', label: 'Month' },
                  { value: 'year', label: 'Year' },
                ]}
                error={errors.interval}
              />
              <Field
                label="Trial days"
                inputMode="numeric"
                value={trialDays}
                onChange={(e) => setTrialDays(e.target.value)}
                error={errors.trial_days}
              />
              <NativeSelect
                label="Status"
                value={status}
                onChange={(v) => setStatus(v as PlanStatus)}
                options={[
                  { value: 'active', label: 'Active: can be given to clients' },
                  { value: 'archived', label: 'Archived: kept by its clients only' },
                ]}
                error={errors.status}
              />
            </div>
            <TextareaField
              label="Features"
              hint="One per line."
              value={features}
              onChange={(e) => setFeatures(e.target.value)}
              rows={5}
              error={errors.features}
            />
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : plan ? 'Save plan' : 'Create plan'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
