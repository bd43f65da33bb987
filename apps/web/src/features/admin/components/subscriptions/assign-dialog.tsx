import {
  assignPlanSchema,
  type ClientSubscription,
  type Plan,
  type SubscriptionStatus,
  subscriptionStatuses,
} from '@fundpath/contracts/subscriptions';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useAssignPlan } from '../../api/subscriptions';
import { issuesToErrors } from '../users/parts';
import { perInterval, STATUS_LABELS } from './format';

const today = () => new Date().toISOString().slice(0, 10);

/** Puts a client on a plan or changes it; archived plans are offered only to the clients on them. */
export function AssignPlanDialog({
  client,
  plans,
  onClose,
}: {
  client: ClientSubscription;
  plans: readonly Plan[];
  onClose: () => void;
}) {
  const assign = useAssignPlan();
  const choices = plans.filter((p) => p.status === 'active' || p.id === client.plan_id);
  const [planId, setPlanId] = useState(client.plan_id ?? '');
  const initialStatus: SubscriptionStatus =
    client.status ?? ((choices.find((p) => p.id === planId)?.trial_days ?? 0) > 0 ? 'trialing' : 'active');
  const [status, setStatus] = useState<SubscriptionStatus>(initialStatus);
  const [startedOn, setStartedOn] = useState(client.started_on ?? today());
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = assignPlanSchema.safeParse({ plan_id: planId, status, started_on: startedOn });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    assign.mutate(
      { user_id: client.user_id, ...parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(`${client.display_name} is on ${saved.plan_name}`);
          onClose();
        },
        onError: (err) => {
          setErrors(fieldErrorsOf(err));
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The plan could not be saved'));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={client.plan_id ? `Change ${client.display_name}'s plan` : `Give ${client.display_name} a plan`}
        description="Recorded only: billing starts when payments are connected."
        closeDisabled={assign.isPending}
      >
        <form onSubmit={submit} noValidate aria-label="Client plan">
          <DialogBody className="grid gap-4">
            <NativeSelect
              label="Plan"
              value={planId}
              onChange={setPlanId}
              placeholder="Choose a plan"
              options={choices.map((p) => ({
                value: p.id,
                label: `${p.name} (${perInterval(p.price_cents, p.interval)})${p.status === 'archived' ? ', archived' : ''}`,
              }))}
              error={errors.plan_id}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <NativeSelect
                label="Status"
                value={status}
                onChange={(v) => setStatus(v as SubscriptionStatus)}
                options={subscriptionStatuses.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
                error={errors.status}
              />
              <Field
                label="Start date"
                type="date"
                value={startedOn}
                onChange={(e) => setStartedOn(e.target.value)}
                error={errors.started_on}
                required
              />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={assign.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={assign.isPending}>
              {assign.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
