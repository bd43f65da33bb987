import type { TestResult, WorkflowInput } from '@fundpath/contracts/automations';
import { CheckCircle2, FlaskConical, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { refusalMessage } from '@/lib/api-client';
import { formatRole } from '@/lib/format';
import { useSubjectSearch, useTestWorkflow } from '../api/test-workflow';
import { formatMinutes } from './describe';

function Check({ label, passed }: { label: string; passed: boolean }) {
  return (
    <li className="flex items-start gap-2 text-sm">
      {passed ? (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="passes" />
      ) : (
        <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-label="fails" />
      )}
      <span>{label}</span>
    </li>
  );
}

function Result({ result }: { result: TestResult }) {
  return (
    <section aria-label="Test result" className="space-y-4">
      <Callout
        tone={result.would_start ? 'success' : 'warning'}
        title={result.would_start ? 'A run would start' : 'No run would start'}
      >
        For {result.subject.name}
        {result.subject.email ? ` (${result.subject.email})` : ''}. {result.trigger.label}:{' '}
        {result.trigger.note}
        {result.already_ran ? ' This user had a run already and the workflow does not allow repeats.' : ''}
      </Callout>
      {result.conditions.length ? (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-slate-800">Conditions</h3>
          <ul className="space-y-1">
            {result.conditions.map((c) => (
              <Check key={c.label} {...c} />
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-800">What each action would do</h3>
        <ol className="space-y-3" aria-label="Test actions">
          {result.actions.map((a) => (
            <li key={a.index} className="rounded-xl p-3 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium text-slate-900">
                  {a.index + 1}. {a.summary}
                </p>
                <div className="flex gap-2">
                  <Badge tone="neutral">
                    {a.after_minutes ? `after ${formatMinutes(a.after_minutes)}` : 'at once'}
                  </Badge>
                  <Badge tone={a.would_run ? 'success' : 'warning'}>
                    {a.would_run ? 'Would run' : 'Would be skipped'}
                  </Badge>
                </div>
              </div>
              {a.only_if.length ? (
                <ul className="mt-2 space-y-1">
                  {a.only_if.map((c) => (
                    <Check key={c.label} {...c} />
                  ))}
                </ul>
              ) : null}
              {a.details.length ? (
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  {a.details.map((d) => (
                    <div key={d.label} className="contents">
                      <dt className="font-medium text-slate-600">{d.label}</dt>
                      <dd className="whitespace-pre-wrap break-words text-slate-800">{d.value || '—'}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Test mode: the workflow as edited, against one chosen user. Nothing is sent, created or changed. */
export function TestPanel({
  workflow,
  disabledReason,
}: {
  workflow: WorkflowInput;
  disabledReason: string | null;
}) {
  const [q, setQ] = useState('');
  const [userId, setUserId] = useState('');
  const users = useSubjectSearch(q);
  const test = useTestWorkflow();
  const options = (users.data ?? []).map((u) => ({
    value: u.id,
    label: `${u.display_name} (${u.email}, ${formatRole(u.role as never)})`,
  }));
  return (
    <Card>
      <CardHeader
        title="Test mode"
        description="Pick a user to see what this workflow would do for them now. Nothing is sent or changed."
        icon={<FlaskConical className="size-5" aria-hidden />}
      />
      <CardBody className="space-y-4">
        <SearchInput
          label="Find a user"
          value={q}
          onChange={setQ}
          debounceMs={250}
          placeholder="Name or e-mail"
        />
        <NativeSelect
          label="User to test with"
          value={userId}
          placeholder={users.isPending ? 'Loading users…' : 'Choose a user'}
          onChange={setUserId}
          options={options}
        />
        <Button
          leftIcon={<FlaskConical className="size-4" aria-hidden />}
          disabled={!userId || Boolean(disabledReason)}
          loading={test.isPending}
          onClick={() => test.mutate({ userId, workflow })}
        >
          Run test
        </Button>
        {disabledReason ? <p className="text-sm text-slate-500">{disabledReason}</p> : null}
        {test.isError ? (
          <Callout tone="error" title="The test could not run">
            {refusalMessage(test.error) ?? 'Please try again.'}
          </Callout>
        ) : null}
        {test.data ? <Result result={test.data} /> : null}
      </CardBody>
    </Card>
  );
}
