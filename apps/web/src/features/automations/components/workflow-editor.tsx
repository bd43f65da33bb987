import { type Workflow, type WorkflowInput, workflowInputSchema } from '@fundpath/contracts/automations';
import { ArrowLeft, KeyRound, Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { refusalMessage } from '@/lib/api-client';
import { useAutomationOptions } from '../api/options';
import { getWebhookSecret, useSaveWorkflow, useWorkflow } from '../api/workflows';
import { notify } from '../notify';
import { ActionList } from './action-list';
import { ConditionList } from './condition-list';
import { emptyWorkflow } from './describe';
import { TestPanel } from './test-panel';
import { TriggerFields } from './trigger-fields';

/** The saved workflow as the editor edits it. */
const draftOf = (w: Workflow): WorkflowInput => ({
  name: w.name,
  description: w.description,
  enabled: w.enabled,
  allow_repeats: w.allow_repeats,
  trigger: w.trigger,
  conditions: w.conditions,
  actions: w.actions,
});

/** "actions.2.email.subject" → "Action 3, email subject". */
function pathLabel(path: PropertyKey[]): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const p = path[i];
    if (
      (p === 'actions' || p === 'conditions' || p === 'only_if' || p === 'blocks') &&
      typeof path[i + 1] === 'number'
    ) {
      const name = { actions: 'Action', conditions: 'Condition', only_if: 'only-if', blocks: 'block' }[p];
      parts.push(`${name} ${(path[i + 1] as number) + 1}`);
      i++;
    } else parts.push(String(p).replaceAll('_', ' '));
  }
  return parts.join(', ');
}

function WebhookSecret({ id }: { id: string }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = async (rotate: boolean) => {
    setBusy(true);
    try {
      setSecret((await getWebhookSecret(id, rotate)).secret);
      if (rotate) notify.success('New signing secret made');
    } catch (err) {
      notify.error('Could not load the signing secret', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Receivers check <code>X-FundPath-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>, the
        HMAC-SHA256 of <code>&lt;t&gt;.&lt;body&gt;</code> with this secret, and refuse old timestamps.
      </p>
      {secret ? <CopyField label="Signing secret" value={secret} /> : null}
      <div className="flex flex-wrap gap-2">
        {!secret ? (
          <Button
            variant="secondary"
            loading={busy}
            leftIcon={<KeyRound className="size-4" aria-hidden />}
            onClick={() => load(false)}
          >
            Show signing secret
          </Button>
        ) : null}
        <Button variant="ghost" loading={busy} onClick={() => load(true)}>
          Make a new secret
        </Button>
      </div>
    </div>
  );
}

/**
 * The workflow editor: name, the trigger picker, conditions, the ordered actions with waits and
 * e-mails, and test mode on the unsaved state. Saving checks the same schema as the server.
 */
export function WorkflowEditor({
  id,
  onClose,
  onSaved,
}: {
  /** The workflow to edit; null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const existing = useWorkflow(id);
  const options = useAutomationOptions();
  const save = useSaveWorkflow();
  const [draft, setDraft] = useState<WorkflowInput | null>(id ? null : emptyWorkflow());
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    if (id && existing.data && !draft) setDraft(draftOf(existing.data));
  }, [id, existing.data, draft]);

  const title = id ? 'Edit workflow' : 'New workflow';
  const back = (
    <Button variant="secondary" leftIcon={<ArrowLeft className="size-4" aria-hidden />} onClick={onClose}>
      All workflows
    </Button>
  );
  const parsed = useMemo(() => (draft ? workflowInputSchema.safeParse(draft) : null), [draft]);

  if (id && existing.isError)
    return (
      <>
        <PageHeader title={title} actions={back} />
        <LoadError
          title="Failed to load the workflow."
          error={existing.error}
          onRetry={() => existing.refetch()}
        />
      </>
    );
  if (!draft || options.isPending)
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Spinner message="Loading the workflow…" className="py-16" />
      </>
    );

  const choices = {
    stages: options.data?.stages ?? [],
    brands: options.data?.brands ?? [],
    tags: options.data?.tags ?? [],
  };
  const change = (patch: Partial<WorkflowInput>) => {
    setDraft({ ...draft, ...patch });
  };
  const onSave = () => {
    if (!parsed?.success) {
      setProblems(parsed ? parsed.error.issues.map((i) => `${pathLabel(i.path)}: ${i.message}`) : []);
      return;
    }
    setProblems([]);
    save.mutate(
      { id, input: draft },
      {
        onSuccess: (w) => {
          notify.success(id ? 'Workflow saved' : 'Workflow created');
          onSaved(w.id);
        },
        onError: (err) => notify.error('Could not save the workflow', err),
      },
    );
  };
  const hasWebhook = draft.actions.some((a) => a.type === 'webhook');

  return (
    <>
      <PageHeader
        title={title}
        description={draft.name || 'Name it, pick what starts it, then add what it does.'}
        actions={
          <>
            {back}
            <Button
              leftIcon={<Save className="size-4" aria-hidden />}
              loading={save.isPending}
              onClick={onSave}
            >
              Save workflow
            </Button>
          </>
        }
      />
      {problems.length ? (
        <Callout tone="error" title="Fix these before saving" className="mb-6">
          <ul className="list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {save.isError ? (
        <Callout tone="error" title="The workflow was not saved" className="mb-6">
          {refusalMessage(save.error) ?? 'Please try again.'}
        </Callout>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader title="Workflow" />
            <CardBody className="space-y-4">
              <Field
                label="Name"
                value={draft.name}
                maxLength={120}
                onChange={(e) => change({ name: e.target.value })}
              />
              <TextareaField
                label="Description"
                rows={2}
                maxLength={500}
                value={draft.description ?? ''}
                onChange={(e) => change({ description: e.target.value })}
              />
              <div className="flex flex-wrap gap-6">
                <label className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={draft.enabled ?? false}
                    className="size-4 rounded border-slate-300 text-brand focus:ring-brand"
                    checked={draft.enabled ?? false}
                    onChange={(e) => change({ enabled: e.target.checked })}
                  />
                  Enabled (starts runs on new triggers)
                </label>
                <label className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300 text-brand focus:ring-brand"
                    checked={draft.allow_repeats ?? false}
                    onChange={(e) => change({ allow_repeats: e.target.checked })}
                  />
                  Allow repeats (a new run for each trigger, not once per person)
                </label>
              </div>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Trigger" description="What starts a run." />
            <CardBody>
              <TriggerFields
                trigger={draft.trigger}
                onChange={(trigger) => change({ trigger })}
                stages={choices.stages}
              />
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title="Conditions"
              description="Checked when the trigger fires; all must pass (the same facts as campaign segments)."
            />
            <CardBody>
              <ConditionList
                label="Condition"
                conditions={draft.conditions ?? []}
                onChange={(conditions) => change({ conditions })}
                brands={choices.brands}
                tags={choices.tags}
              />
            </CardBody>
          </Card>
          <section aria-labelledby="actions-heading" className="space-y-3">
            <h2 id="actions-heading" className="text-base font-semibold text-slate-900">
              Actions
            </h2>
            <p className="text-sm text-slate-500">
              Run in order. A wait pauses the run; it carries on even across restarts.
            </p>
            <ActionList
              actions={draft.actions}
              onChange={(actions) => change({ actions })}
              choices={choices}
            />
          </section>
        </div>
        <div className="space-y-6">
          <TestPanel
            workflow={draft}
            disabledReason={parsed?.success ? null : 'Fix the workflow’s problems to test it.'}
          />
          {hasWebhook ? (
            <Card>
              <CardHeader title="Webhook signing" icon={<KeyRound className="size-5" aria-hidden />} />
              <CardBody>
                {id ? (
                  <WebhookSecret id={id} />
                ) : (
                  <p className="text-sm text-slate-500">Save the workflow to see its signing secret.</p>
                )}
              </CardBody>
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}
