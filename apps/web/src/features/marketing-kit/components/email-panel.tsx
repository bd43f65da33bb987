import {
  CAMPAIGN_STATUS_LABELS,
  type EmailContent,
  type EmailPreview,
  type EmailVariable,
  emailContentSchema,
} from '@fundpath/contracts/campaigns';
import { Eye, Mail, Send, Users } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { BlockComposer, type ComposerBlock, toApiBlocks, withIds } from '@/components/email/block-composer';
import { EmailPreviewFrame } from '@/components/email/email-preview-frame';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { errorMessage, isApiError } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { createAttemptKeys } from '@/lib/idempotency';
import {
  type MarketingEmail,
  useMarketingAudience,
  useMarketingEmails,
  usePreviewMarketingEmail,
  useSendMarketingEmail,
  useSendMarketingTest,
} from '../api/emails';
import { absoluteUrl, type MarketingKit } from '../api/get-links';
import { plural } from './format';

/** What a contact's e-mail can fill in: they are buyers and leads, not clients on the journey. */
const CONTACT_VARIABLES: readonly EmailVariable[] = ['first_name', 'full_name', 'sender_name'];

const toastWith = (kind: 'success' | 'error', message: string) =>
  void import('sonner').then(({ toast }) => toast[kind](message));

const STATUS_TONES: Record<MarketingEmail['status'], BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'info',
  sent: 'success',
  cancelled: 'neutral',
};

/** A first draft: a greeting and, when there is one, a button to the coach's best https link. */
function starter(kit: MarketingKit): { subject: string; preheader: string; blocks: ComposerBlock[] } {
  const link = ['booking', 'website', 'store']
    .map((kind) => kit.links.find((l) => l.kind === kind && l.state === 'live' && l.short_url))
    .find(Boolean);
  const url = link ? absoluteUrl(link.short_url!) : null;
  const blocks: ComposerBlock[] = withIds([
    {
      type: 'text',
      text: `Hi {{first_name|there}},\n\nA quick note from ${kit.coach.business_name}: I’ve opened a few new spots to help business owners get funding-ready this month.\n\nIf you’d like to talk about where you stand, reply to this e-mail or use the button below.\n\n{{sender_name}}`,
    },
    ...(url?.startsWith('https://')
      ? [{ type: 'button' as const, label: link?.kind === 'booking' ? 'Book a call' : 'Take a look', url }]
      : []),
  ]);
  return { subject: `News from ${kit.coach.business_name}`, preheader: '', blocks };
}

/** E-mail: the coach's own contacts (store buyers and leads), a simple message, its preview and history. */
export function EmailPanel({ kit }: { kit: MarketingKit }) {
  const audience = useMarketingAudience();
  const history = useMarketingEmails();
  return (
    <div className="space-y-6">
      <AudienceCard audience={audience} />
      <Composer kit={kit} sendable={audience.data?.sendable ?? 0} history={history.data} />
      <History query={history} />
    </div>
  );
}

function AudienceCard({ audience }: { audience: ReturnType<typeof useMarketingAudience> }) {
  if (audience.isPending) return <Spinner className="py-8" message="Counting your contacts…" />;
  if (audience.isError)
    return (
      <LoadError
        title="Your contacts could not be counted"
        error={audience.error}
        onRetry={audience.refetch}
      />
    );
  const a = audience.data;
  return (
    <section aria-labelledby="marketing-audience-title" className="space-y-3">
      <h2 id="marketing-audience-title" className="text-base font-semibold text-slate-900">
        Your contacts
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Will receive it"
          value={a.sendable.toLocaleString('en-US')}
          icon={Send}
          tone="good"
        />
        <StatCard label="Store customers" value={a.customers.toLocaleString('en-US')} icon={Users} />
        <StatCard label="Leads" value={a.leads.toLocaleString('en-US')} icon={Users} />
        <StatCard
          label="Unsubscribed"
          value={a.suppressed.toLocaleString('en-US')}
          icon={Mail}
          hint="Never e-mailed again"
        />
      </div>
      <p className="text-xs text-slate-500">
        {plural(a.total, 'address', 'addresses')} in all: people who bought in your store and leads from your
        website and booking links, each once. Every e-mail carries an unsubscribe link.
      </p>
    </section>
  );
}

function Composer({
  kit,
  sendable,
  history,
}: {
  kit: MarketingKit;
  sendable: number;
  history: { sends_today: number; daily_limit: number } | undefined;
}) {
  const first = useMemo(() => starter(kit), [kit]);
  const [subject, setSubject] = useState(first.subject);
  const [preheader, setPreheader] = useState(first.preheader);
  const [blocks, setBlocks] = useState<ComposerBlock[]>(first.blocks);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const attempts = useRef(createAttemptKeys()).current;
  const dialogs = useDialogs();
  const previewing = usePreviewMarketingEmail();
  const testing = useSendMarketingTest();
  const sending = useSendMarketingEmail();

  const limitReached = history ? history.sends_today >= history.daily_limit : false;
  const busy = previewing.isPending || testing.isPending || sending.isPending;

  /** The content as the API takes it, or null (with the field errors shown) when it is not valid. */
  const content = (): EmailContent | null => {
    const body = { subject, preheader, blocks: toApiBlocks(blocks) };
    const checked = emailContentSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesToFieldErrors(checked.error.issues));
      toastWith('error', 'Check the highlighted fields');
      return null;
    }
    setErrors({});
    return body;
  };
  const failed = (error: unknown) => {
    if (isApiError(error) && error.code === 'VALIDATION_FAILED') setErrors(issuesToFieldErrors(error));
    toastWith('error', errorMessage(error));
  };

  const showPreview = async () => {
    const body = content();
    if (!body) return;
    try {
      setPreview(await previewing.mutateAsync(body));
    } catch (error) {
      failed(error);
    }
  };
  const sendTest = async () => {
    const body = content();
    if (!body) return;
    try {
      const to = await testing.mutateAsync(body);
      toastWith('success', `Test sent to ${to}`);
    } catch (error) {
      failed(error);
    }
  };
  const send = async () => {
    const body = content();
    if (!body) return;
    const ok = await dialogs.confirm({
      title: `Send to ${plural(sendable, 'contact')}?`,
      message: `“${body.subject}” goes out now to everyone in your contacts who hasn’t unsubscribed. You can send ${history ? history.daily_limit : 3} e-mails a day.`,
      variant: 'warning',
      confirmLabel: 'Send now',
    });
    if (!ok) return;
    try {
      await sending.mutateAsync({ content: body, key: attempts.keyFor(body) });
      attempts.finish();
      toastWith('success', 'Your e-mail is on its way');
      setPreview(null);
    } catch (error) {
      if (isApiError(error)) attempts.finish();
      failed(error);
    }
  };

  return (
    <Card>
      <CardHeader
        title="Write an e-mail"
        description="A short message to your contacts, sent under your name with your brand’s footer."
      />
      <CardBody className="space-y-5 p-4 sm:p-5">
        {limitReached ? (
          <Callout tone="warning" title="Today’s sends are used up">
            You can send {history?.daily_limit} e-mails a day to your contacts. Try again tomorrow.
          </Callout>
        ) : null}
        <Field
          label="Subject"
          value={subject}
          maxLength={200}
          onChange={(e) => setSubject(e.target.value)}
          error={errors.subject}
        />
        <Field
          label="Preheader"
          hint="The line inboxes show after the subject (optional)."
          value={preheader}
          maxLength={200}
          onChange={(e) => setPreheader(e.target.value)}
          error={errors.preheader}
        />
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-medium text-slate-800">Message</legend>
          <BlockComposer
            blocks={blocks}
            onChange={setBlocks}
            errors={errors}
            variables={CONTACT_VARIABLES}
            disabled={sending.isPending}
          />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void showPreview()} disabled={busy}>
            <Eye className="size-4" aria-hidden="true" />
            Preview
          </Button>
          <Button variant="secondary" onClick={() => void sendTest()} disabled={busy}>
            <Mail className="size-4" aria-hidden="true" />
            Send me a test
          </Button>
          <Button
            onClick={() => void send()}
            disabled={busy || sendable === 0 || limitReached}
            loading={sending.isPending}
          >
            <Send className="size-4" aria-hidden="true" />
            {sendable > 0 ? `Send to ${plural(sendable, 'contact')}` : 'No contacts to e-mail yet'}
          </Button>
        </div>
        {sendable === 0 ? (
          <p className="text-sm text-slate-600">
            Contacts appear here when someone buys in your store or leaves their details on your website.{' '}
            <ButtonLink to="/coach/setup" variant="link" size="sm">
              Set up your website
            </ButtonLink>
          </p>
        ) : null}
        {preview ? (
          <section aria-label="Preview" className="space-y-3 border-t border-slate-100 pt-5">
            {preview.warnings.map((w) => (
              <Callout key={w} tone="warning">
                {w}
              </Callout>
            ))}
            <EmailPreviewFrame
              html={preview.html}
              subject={preview.subject}
              preheader={preview.preheader}
              title={`Preview of “${preview.subject}”`}
            />
          </section>
        ) : null}
      </CardBody>
    </Card>
  );
}

function History({ query }: { query: ReturnType<typeof useMarketingEmails> }) {
  return (
    <section aria-labelledby="marketing-history-title" className="space-y-3">
      <h2 id="marketing-history-title" className="text-base font-semibold text-slate-900">
        Sent e-mails
      </h2>
      {query.isPending ? (
        <Spinner className="py-8" message="Loading your e-mails…" />
      ) : query.isError ? (
        <LoadError title="Your e-mails could not be loaded" error={query.error} onRetry={query.refetch} />
      ) : query.data.emails.length === 0 ? (
        <EmptyState
          variant="compact"
          titleAs="p"
          icon={Mail}
          description="Nothing sent yet: what you send shows here with its opens and clicks."
        />
      ) : (
        <ul className="space-y-3">
          {query.data.emails.map((e) => (
            <HistoryItem key={e.id} email={e} />
          ))}
        </ul>
      )}
    </section>
  );
}

const rate = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

function HistoryItem({ email }: { email: MarketingEmail }) {
  const s = email.stats;
  const when = email.started_at ?? email.created_at;
  const figures: Array<[string, number, string | null]> = [
    ['Recipients', s.recipients, null],
    ['Delivered', s.delivered, null],
    ['Opened', s.opened, rate(s.opened, s.delivered)],
    ['Clicked', s.clicked, rate(s.clicked, s.delivered)],
    ['Unsubscribed', s.unsubscribed, null],
    ['Bounced', s.bounced, null],
  ];
  return (
    <li>
      <Card>
        <CardBody className="space-y-3 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="truncate font-semibold text-slate-900">{email.subject}</h3>
              <p className="text-xs text-slate-500">
                {new Date(when).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                {s.pending > 0 ? ` · ${plural(s.pending, 'message')} still to send` : ''}
              </p>
            </div>
            <Badge tone={STATUS_TONES[email.status]}>{CAMPAIGN_STATUS_LABELS[email.status]}</Badge>
          </div>
          <dl className="grid grid-cols-3 gap-x-4 gap-y-2 sm:grid-cols-6">
            {figures.map(([label, n, pct]) => (
              <div key={label} className="min-w-0">
                <dt className="truncate text-xs text-slate-500">{label}</dt>
                <dd className="text-sm font-semibold text-slate-900 tabular-nums">
                  {n.toLocaleString('en-US')}
                  {pct ? <span className="ml-1 text-xs font-normal text-slate-500">{pct}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </Card>
    </li>
  );
}
