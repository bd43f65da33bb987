import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { coachingKeys, ScriptEditor, StepDetailsForm, upsertScript, useScripts } from '@/features/coaching';
import { DefaultTasksEditor } from '@/features/tasks';
import { errorMessage } from '@/lib/api-client';
import { StepPicker } from './step-picker';

/** `/admin/step-builder`: a step, its coaching script and its tasks in one place. */
export default function StepBuilderRoute() {
  const [params, setParams] = useSearchParams();
  const step = Math.min(18, Math.max(1, Number(params.get('step')) || 1));
  const scripts = useScripts();
  const qc = useQueryClient();
  const script = scripts.data?.scripts.find((s) => s.step_number === step);
  const save = useMutation({
    mutationFn: upsertScript,
    onSuccess: (res) => {
      toast.success(res.created ? `Step ${step} created` : `Step ${step} saved`);
      void qc.invalidateQueries({ queryKey: coachingKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err, 'Could not save the step')),
  });
  return (
    <>
      <PageHeader
        eyebrow="Coaching journey"
        title="Step Builder"
        description="Create or edit a step with its coaching script and tasks."
      />
      <div className="space-y-5">
        <StepPicker value={step} onChange={(n) => setParams({ step: String(n) })} />
        {scripts.isPending ? (
          <Spinner className="py-12" />
        ) : (
          <>
            <Card>
              <CardHeader
                title={script ? `Step ${step}: details` : `Create Step ${step}`}
                description={
                  script ? undefined : 'This step does not exist yet. Give it a title to create it.'
                }
              />
              <CardBody>
                <StepDetailsForm
                  key={`${step}-${script?.updated_at ?? 'new'}`}
                  initial={script}
                  saving={save.isPending}
                  submitLabel={script ? 'Save step' : 'Create step'}
                  onSubmit={(details) => save.mutate({ step_number: step, ...details })}
                />
              </CardBody>
            </Card>
            {script ? (
              <>
                <Card>
                  <CardHeader title="Coaching script" description="What the coach says at this step." />
                  <CardBody>
                    <ScriptEditor key={`${step}-${script.updated_at}`} script={script} />
                  </CardBody>
                </Card>
                <Card>
                  <CardHeader title="Tasks" description="Default tasks every client gets at this step." />
                  <CardBody>
                    <DefaultTasksEditor key={step} step={step} />
                  </CardBody>
                </Card>
              </>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
