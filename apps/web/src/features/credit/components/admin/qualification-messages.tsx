import {
  type AdminMessage,
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  MESSAGE_VARIABLES,
  type MessageVariable,
  messageUpdateSchema,
  renderMessage,
  SAMPLE_VALUES,
  unknownVariables,
} from '@fundpath/contracts/funding';
import { hasPermission } from '@fundpath/contracts/roles';
import { Eye, MessageSquareText, RotateCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useAdminMessages, useResetMessage, useUpdateMessage } from '../../api/qualification-messages';
import { NeedsFundingManage } from './banks';

const SECTIONS = [
  {
    category: 'overall',
    title: 'Overall decision',
    text: 'The headline of the decision panel and funding report.',
  },
  { category: 'bureau', title: 'Each bureau', text: 'Shown on each bureau’s card for its own outcome.' },
  {
    category: 'strategy',
    title: 'Funding strategy',
    text: 'The strategy the engine chose; the AI coach says it too.',
  },
] as const;

/** The client-side mirror of the server's allow-list check (the server decides). */
function variableErrors(m: AdminMessage, title: string, body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of [
    ['title', title],
    ['body', body],
  ] as const) {
    const bad = unknownVariables(value, m.variables);
    if (bad.length) out[field] = `Unknown variable ${bad.map((v) => `{{${v}}}`).join(', ')}`;
  }
  return out;
}

function MessageEditor({ message }: { message: AdminMessage }) {
  const dialogs = useDialogs();
  const update = useUpdateMessage();
  const reset = useResetMessage();
  const [title, setTitle] = useState(message.title);
  const [body, setBody] = useState(message.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = title !== message.title || body !== message.body;
  const headingId = `msg-${message.key}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = messageUpdateSchema.safeParse({ title, body });
    const local = parsed.success
      ? variableErrors(message, title, body)
      : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    setErrors(local);
    if (!parsed.success || Object.keys(local).length) return;
    update.mutate(
      { key: message.key, body: parsed.data },
      {
        onSuccess: (m) => {
          setTitle(m.title);
          setBody(m.body);
          toast.success(`${message.label} saved`);
        },
        onError: (err) => {
          setErrors(fieldErrorsOf(err));
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The message could not be saved'));
        },
      },
    );
  };

  const resetToDefault = async () => {
    const ok = await dialogs.confirm({
      title: 'Reset to the default text?',
      message: `“${message.default_title}”: ${message.default_body}`,
      variant: 'warning',
      confirmLabel: 'Reset',
    });
    if (!ok) return;
    reset.mutate(message.key, {
      onSuccess: (m) => {
        setTitle(m.title);
        setBody(m.body);
        setErrors({});
        toast.success(`${message.label} is back to its default`);
      },
      onError: (err) =>
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The message could not be reset')),
    });
  };

  const insert = (v: MessageVariable) =>
    setBody((b) => `${b}${b.endsWith(' ') || b === '' ? '' : ' '}{{${v}}}`);

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-sm font-semibold text-slate-900">
              {message.label}
            </h3>
            <p className="text-xs text-slate-600">
              {message.is_default
                ? 'Default text'
                : `Edited${message.updated_by_name ? ` by ${message.updated_by_name}` : ''}${
                    message.updated_at ? ` · ${formatDateTime(message.updated_at)}` : ''
                  }`}
            </p>
          </div>
          {message.is_default ? null : <Badge tone="brand">Edited</Badge>}
        </div>
        <div className="grid gap-3 lg:grid-cols-2">
          <div className="space-y-3">
            <Field
              label="Title"
              value={title}
              maxLength={MESSAGE_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              error={errors.title}
            />
            <TextareaField
              label="Message"
              rows={3}
              maxLength={MESSAGE_BODY_MAX}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              error={errors.body}
            />
            <div>
              <p className="text-xs font-medium text-slate-600">Insert a variable</p>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {message.variables.map((v) => (
                  <li key={v}>
                    <button
                      type="button"
                      onClick={() => insert(v as MessageVariable)}
                      title={MESSAGE_VARIABLES[v as MessageVariable]?.label}
                      className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800 ring-1 ring-slate-200 hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                    >
                      {`{{${v}}}`}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <section
            aria-label={`Preview of ${message.label}`}
            className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
          >
            <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <Eye className="size-3.5" aria-hidden="true" />
              Preview with sample values
            </p>
            <p className="mt-2 text-sm font-semibold break-words text-slate-900">
              {renderMessage(title, SAMPLE_VALUES)}
            </p>
            <p className="mt-1 text-sm break-words text-slate-700">{renderMessage(body, SAMPLE_VALUES)}</p>
          </section>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            leftIcon={<RotateCcw className="size-4" aria-hidden="true" />}
            disabled={message.is_default}
            loading={reset.isPending}
            onClick={() => void resetToDefault()}
          >
            Reset to default
          </Button>
          {dirty ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => {
                setTitle(message.title);
                setBody(message.body);
                setErrors({});
              }}
            >
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!dirty} loading={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </li>
  );
}

/** `/admin/qualification-messages`: the texts clients see for each funding outcome. */
export function QualificationMessagesAdmin() {
  const { user } = useAuth();
  const messages = useAdminMessages();
  if (!hasPermission(user, 'funding.manage')) return <NeedsFundingManage />;
  if (messages.isPending) return <Spinner size="lg" message="Loading messages..." className="py-24" />;
  if (messages.isError)
    return (
      <EmptyState
        icon={MessageSquareText}
        title="The messages could not be loaded"
        description={errorMessage(messages.error, 'Please try again.')}
        action={<Button onClick={() => messages.refetch()}>Try again</Button>}
      />
    );
  return (
    <div className="space-y-6">
      <Card>
        <CardBody className="text-sm text-slate-700">
          <p>
            Variables are replaced with the client’s values:{' '}
            {Object.entries(MESSAGE_VARIABLES).map(([k, v], i) => (
              <span key={k}>
                {i ? '; ' : ''}
                <code className="font-mono text-xs text-slate-900">{`{{${k}}}`}</code> {v.label.toLowerCase()}
              </span>
            ))}
            . Each message lists the ones it may use; anything else is refused.
          </p>
        </CardBody>
      </Card>
      {SECTIONS.map((s) => (
        <Card key={s.category}>
          <CardHeader title={s.title} description={s.text} />
          <CardBody>
            <ul className="space-y-3">
              {messages.data
                .filter((m) => m.category === s.category)
                .map((m) => (
                  <MessageEditor key={`${m.key}:${m.updated_at ?? 'default'}`} message={m} />
                ))}
            </ul>
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
