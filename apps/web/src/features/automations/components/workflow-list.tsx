import type { Workflow } from '@fundpath/contracts/automations';
import { Pencil, Trash2, Workflow as WorkflowIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { plural } from '@/lib/format';
import { useAutomationOptions } from '../api/options';
import { useDeleteWorkflow, useSetEnabled, useWorkflows } from '../api/workflows';
import { notify } from '../notify';
import { describeTrigger } from './describe';

function Row({
  w,
  onEdit,
  onRuns,
  stages,
}: {
  w: Workflow;
  onEdit: () => void;
  onRuns: () => void;
  stages: Array<{ id: string; name: string }>;
}) {
  const toggle = useSetEnabled();
  const remove = useDeleteWorkflow();
  const dialogs = useDialogs();
  const onToggle = (enabled: boolean) =>
    toggle.mutate(
      { id: w.id, enabled },
      {
        onSuccess: () => notify.success(enabled ? `“${w.name}” is on` : `“${w.name}” is off`),
        onError: (err) => notify.error('Could not change the workflow', err),
      },
    );
  const onDelete = async () => {
    const ok = await dialogs.confirm({
      title: `Delete “${w.name}”?`,
      message: 'Its runs and their logs are deleted too; waiting runs stop.',
      variant: 'danger',
      confirmLabel: 'Delete workflow',
    });
    if (ok)
      remove.mutate(w.id, {
        onSuccess: () => notify.success('Workflow deleted'),
        onError: (err) => notify.error('Could not delete the workflow', err),
      });
  };
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium text-slate-900">{w.name}</h3>
          {w.template_key ? <Badge tone="brand">From a template</Badge> : null}
          {w.allow_repeats ? <Badge tone="neutral">Repeats</Badge> : null}
        </div>
        <p className="mt-0.5 text-sm text-slate-600">
          {describeTrigger(w.trigger, stages)} · {plural(w.actions.length, 'action')}
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          <button type="button" className="underline-offset-2 hover:underline" onClick={onRuns}>
            {plural(w.runs.total, 'run')}
          </button>
          {w.runs.active ? `, ${w.runs.active} in progress` : ''}
          {w.runs.failed ? `, ${w.runs.failed} failed` : ''}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            role="switch"
            aria-checked={w.enabled}
            aria-label={`Enabled: ${w.name}`}
            className="size-4 rounded border-slate-300 text-brand focus:ring-brand"
            checked={w.enabled}
            disabled={toggle.isPending}
            onChange={(e) => onToggle(e.target.checked)}
          />
          {w.enabled ? 'On' : 'Off'}
        </label>
        <Button
          variant="secondary"
          size="sm"
          leftIcon={<Pencil className="size-4" aria-hidden />}
          aria-label={`Edit ${w.name}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Delete ${w.name}`} onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/** The workflows, with their on/off switch and run counts. */
export function WorkflowList({
  onEdit,
  onRuns,
  onTemplates,
}: {
  onEdit: (id: string) => void;
  onRuns: (workflowId: string) => void;
  onTemplates: () => void;
}) {
  const workflows = useWorkflows();
  const options = useAutomationOptions();
  if (workflows.isError)
    return (
      <LoadError
        title="Failed to load the workflows."
        error={workflows.error}
        onRetry={() => workflows.refetch()}
      />
    );
  if (workflows.isPending) return <Spinner message="Loading workflows…" className="py-16" />;
  if (workflows.data.length === 0)
    return (
      <EmptyState
        icon={WorkflowIcon}
        title="No workflows yet"
        description="Start from a ready template (onboarding, credit-report follow-up, approvals) or build one."
        action={<Button onClick={onTemplates}>Browse templates</Button>}
      />
    );
  return (
    <Card>
      <ul className="divide-y divide-slate-100" aria-label="Workflows">
        {workflows.data.map((w) => (
          <Row
            key={w.id}
            w={w}
            stages={options.data?.stages ?? []}
            onEdit={() => onEdit(w.id)}
            onRuns={() => onRuns(w.id)}
          />
        ))}
      </ul>
    </Card>
  );
}
