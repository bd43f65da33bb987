import {
  CONTRACT_KIND_LABELS,
  CONTRACT_VARIABLES,
  type ContractFormat,
  type ContractKind,
  contractKinds,
  newContractTemplateSchema,
  newContractVersionSchema,
  newSignatureRequestSchema,
  signedContractPdfPath,
} from '@fundpath/contracts/contracts';
import { Copy, Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ContractText } from '@/components/contract-text';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { apiUrl, errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  useContractTemplate,
  useContractTemplates,
  useCreateTemplate,
  usePublishVersion,
  useSendSignatureRequest,
  useSignedContract,
} from '../../api/contracts';
import { issuesToErrors } from '../users/parts';

const FORMAT_OPTIONS = [
  { value: 'markdown', label: 'Markdown (# headings, - lists, **bold**)' },
  { value: 'text', label: 'Plain text' },
];
const VARIABLES_HINT = `Variables: ${Object.keys(CONTRACT_VARIABLES)
  .map((v) => `{{${v}}}`)
  .join(', ')}.`;

/** A new template: kind, name and its first version's text. */
export function NewTemplateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateTemplate();
  const [kind, setKind] = useState<ContractKind>('client_service_agreement');
  const [name, setName] = useState('');
  const [format, setFormat] = useState<ContractFormat>('markdown');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newContractTemplateSchema.safeParse({ kind, name, format, body });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (t) => {
        toast.success(`${t.name} created (version 1)`);
        onClose();
      },
      onError: (err) => {
        setErrors(fieldErrorsOf(err));
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The template could not be saved'));
      },
    });
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent title="New contract template" size="lg" closeDisabled={create.isPending}>
        <form onSubmit={submit} noValidate aria-label="New contract template">
          <DialogBody className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <NativeSelect
                label="Kind"
                value={kind}
                onChange={(v) => setKind(v as ContractKind)}
                options={contractKinds.map((k) => ({ value: k, label: CONTRACT_KIND_LABELS[k] }))}
                error={errors.kind}
              />
              <NativeSelect
                label="Format"
                value={format}
                onChange={(v) => setFormat(v as ContractFormat)}
                options={FORMAT_OPTIONS}
                error={errors.format}
              />
            </div>
            <Field
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name}
              required
            />
            <TextareaField
              label="Contract text"
              hint={VARIABLES_HINT}
              rows={14}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              error={errors.body}
              required
            />
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create template
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A template's versions (newest first, each readable) and, for admins, publishing a new one. */
export function TemplateDialog({
  id,
  canEdit,
  onClose,
}: {
  id: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const template = useContractTemplate(id);
  const publish = usePublishVersion();
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState('');
  const [format, setFormat] = useState<ContractFormat>('markdown');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = template.data;
  const shown = t?.versions.find((v) => v.version === (viewing ?? t.current_version));

  const startEdit = () => {
    if (!t) return;
    const current = t.versions.find((v) => v.version === t.current_version);
    setBody(current?.body ?? '');
    setFormat(current?.format ?? 'markdown');
    setNote('');
    setErrors({});
    setEditing(true);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newContractVersionSchema.safeParse({ body, format, change_note: note || undefined });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    publish.mutate(
      { id, ...parsed.data },
      {
        onSuccess: (next) => {
          toast.success(`Version ${next.current_version} published`);
          setEditing(false);
          setViewing(null);
        },
        onError: (err) => {
          setErrors(fieldErrorsOf(err));
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The version could not be published'));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={t ? t.name : 'Contract template'}
        description={t ? `${CONTRACT_KIND_LABELS[t.kind]} · current version ${t.current_version}` : undefined}
        size="xl"
        closeDisabled={publish.isPending}
      >
        {template.isPending ? (
          <DialogBody>
            <Spinner message="Loading the template" />
          </DialogBody>
        ) : template.isError || !t ? (
          <DialogBody>
            <Callout tone="error">{errorMessage(template.error, 'The template could not be loaded')}</Callout>
          </DialogBody>
        ) : editing ? (
          <form onSubmit={submit} noValidate aria-label="Publish a new version">
            <DialogBody className="grid gap-4">
              <Callout tone="info">
                Publishing creates version {t.current_version + 1} and makes it current. Earlier versions, and
                everything already sent or signed, stay exactly as they were.
              </Callout>
              <NativeSelect
                label="Format"
                value={format}
                onChange={(v) => setFormat(v as ContractFormat)}
                options={FORMAT_OPTIONS}
                error={errors.format}
              />
              <TextareaField
                label="Contract text"
                hint={VARIABLES_HINT}
                rows={16}
                value={body}
                onChange={(e) => setBody(e.target.value)}
                error={errors.body}
              />
              <Field
                label="What changed (optional)"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                error={errors.change_note}
              />
            </DialogBody>
            <DialogFooter>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setEditing(false)}
                disabled={publish.isPending}
              >
                Cancel
              </Button>
              <Button type="submit" loading={publish.isPending}>
                Publish version {t.current_version + 1}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <>
            <DialogBody className="space-y-4">
              <div className="flex flex-wrap gap-2" role="group" aria-label="Versions">
                {t.versions.map((v) => (
                  <Button
                    key={v.id}
                    size="sm"
                    variant={v.version === (viewing ?? t.current_version) ? 'primary' : 'secondary'}
                    aria-pressed={v.version === (viewing ?? t.current_version)}
                    onClick={() => setViewing(v.version)}
                  >
                    v{v.version}
                    {v.version === t.current_version ? ' (current)' : ''}
                  </Button>
                ))}
              </div>
              {shown ? (
                <div className="space-y-3">
                  <p className="text-xs text-slate-600">
                    Version {shown.version} · published {formatDateTime(shown.created_at)}
                    {shown.created_by_name ? ` by ${shown.created_by_name}` : ''}
                    {shown.change_note ? ` · ${shown.change_note}` : ''}
                  </p>
                  <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
                    <ContractText format={shown.format} text={shown.body} />
                  </div>
                </div>
              ) : null}
            </DialogBody>
            <DialogFooter>
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
              {canEdit && !t.archived ? (
                <Button onClick={startEdit}>Edit and publish new version</Button>
              ) : null}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Sends a template's current version to a user; shows the link once to share. */
export function SendRequestDialog({ onClose }: { onClose: () => void }) {
  const templates = useContractTemplates();
  const send = useSendSignatureRequest();
  const active = (templates.data ?? []).filter((t) => !t.archived);
  const [templateId, setTemplateId] = useState('');
  const [email, setEmail] = useState('');
  const [days, setDays] = useState('14');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [link, setLink] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const expires =
      days.trim() === '' ? undefined : /^\d{1,3}$/.test(days.trim()) ? Number(days) : Number.NaN;
    const parsed = newSignatureRequestSchema.safeParse({
      template_id: templateId,
      recipient_email: email,
      expires_in_days: expires,
      message: message || undefined,
    });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (r) => {
        toast.success(`Sent to ${r.request.recipient_email}`);
        setLink(r.sign_url);
      },
      onError: (err) => {
        setErrors(fieldErrorsOf(err));
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The request could not be sent'));
      },
    });
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title="Send for signature"
        description="The recipient gets an e-mail with a personal link to read and sign the current version."
        closeDisabled={send.isPending}
      >
        {link ? (
          <>
            <DialogBody className="space-y-3">
              <Callout tone="success" title="Sent">
                The signing link was e-mailed. You can also share it yourself; it is shown only now.
              </Callout>
              <Field label="Signing link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
            </DialogBody>
            <DialogFooter>
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(link)
                    .then(() => toast.success('Link copied'))
                    .catch(() => toast.error('Copy failed: select the link and copy it'))
                }
              >
                <Copy className="size-4" aria-hidden="true" />
                Copy link
              </Button>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Send for signature">
            <DialogBody className="grid gap-4">
              <NativeSelect
                label="Template"
                value={templateId}
                onChange={setTemplateId}
                placeholder={templates.isPending ? 'Loading…' : 'Choose a template'}
                options={active.map((t) => ({
                  value: t.id,
                  label: `${t.name} (v${t.current_version}, ${CONTRACT_KIND_LABELS[t.kind]})`,
                }))}
                error={errors.template_id}
              />
              <Field
                label="Recipient e-mail"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={errors.recipient_email}
                hint="An existing user: a client for the service agreement, a specialist for the specialist contract."
                required
              />
              <Field
                label="Expires after (days)"
                inputMode="numeric"
                value={days}
                onChange={(e) => setDays(e.target.value)}
                error={errors.expires_in_days}
                hint="Leave empty for a link that does not expire."
              />
              <TextareaField
                label="Message (optional)"
                rows={3}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                error={errors.message}
              />
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={onClose} disabled={send.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The immutable signed record: who, when, from where, the hashes, the signature and the PDF. */
export function SignedRecordDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const signed = useSignedContract(id);
  const s = signed.data;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={s ? `${s.title}: signed record` : 'Signed record'} size="lg">
        <DialogBody className="space-y-4">
          {signed.isPending ? (
            <Spinner message="Loading the signed record" />
          ) : signed.isError || !s ? (
            <Callout tone="error">{errorMessage(signed.error, 'The record could not be loaded')}</Callout>
          ) : (
            <>
              <Callout tone="info">
                This record cannot be changed or deleted. The hashes prove the text and the PDF are the ones
                signed.
              </Callout>
              <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="font-medium text-slate-600">Signer</dt>
                <dd className="break-words">
                  {s.typed_name} ({s.signer_name}, {s.signer_email})
                </dd>
                <dt className="font-medium text-slate-600">Signed at</dt>
                <dd>{formatDateTime(s.signed_at)}</dd>
                <dt className="font-medium text-slate-600">Version</dt>
                <dd>v{s.version}</dd>
                <dt className="font-medium text-slate-600">Signature</dt>
                <dd>
                  {s.signature_png ? (
                    <img
                      src={s.signature_png}
                      alt={`Drawn signature of ${s.typed_name}`}
                      className="h-20 max-w-full rounded border border-slate-200 bg-white object-contain"
                    />
                  ) : (
                    <Badge tone="neutral">Typed name as signature</Badge>
                  )}
                </dd>
                <dt className="font-medium text-slate-600">IP address</dt>
                <dd>{s.ip ?? 'unknown'}</dd>
                <dt className="font-medium text-slate-600">Browser</dt>
                <dd className="break-words text-xs">{s.user_agent ?? 'unknown'}</dd>
                <dt className="font-medium text-slate-600">Text SHA-256</dt>
                <dd className="font-mono text-xs break-all">{s.document_sha256}</dd>
                <dt className="font-medium text-slate-600">PDF SHA-256</dt>
                <dd className="font-mono text-xs break-all">{s.pdf_sha256}</dd>
              </dl>
              <details className="rounded-xl border border-slate-200 p-3">
                <summary className="cursor-pointer text-sm font-medium">The text that was signed</summary>
                <div className="mt-3">
                  <ContractText format="text" text={s.document_text} />
                </div>
              </details>
            </>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {s ? (
            <a href={apiUrl(signedContractPdfPath(s.id))} className={buttonClasses({})}>
              <Download className="size-4" aria-hidden="true" />
              Download PDF
            </a>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
