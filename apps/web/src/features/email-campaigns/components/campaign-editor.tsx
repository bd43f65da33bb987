import {
  type Campaign,
  campaignInputSchema,
  EMAIL_PREHEADER_MAX,
  EMAIL_SUBJECT_MAX,
  type EmailPreview,
} from '@fundpath/contracts/campaigns';
import { CalendarClock, Eye, Save, Send, TestTube2, XCircle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  BlockComposer,
  type ComposerBlock,
  VariablePicker,
  withIds,
} from '@/components/email/block-composer';
import { EmailPreviewFrame } from '@/components/email/email-preview-frame';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDialogs } from '@/components/ui/dialogs';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import {
  previewContent,
  useCancelCampaign,
  useCreateCampaign,
  useSchedule,
  useSendNow,
  useSendTest,
  useUpdateCampaign,
} from '../api/campaigns';
import { useSegments } from '../api/segments';
import { CampaignsNav } from './campaigns-nav';
import { LiveCount } from './segment-builder';
import { CampaignStatusBadge } from './status-badge';

const STARTER: ComposerBlock[] = withIds([
  { type: 'text', text: 'Hi {{first_name|there}},\n\n' },
  { type: 'button', label: 'Open my dashboard', url: 'https://' },
]);

/** `YYYY-MM-DDTHH:mm` in local time, `minutes` from now (what a datetime-local input takes). */
export function localInputValue(minutes: number, now = new Date()): string {
  const d = new Date(now.getTime() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The composer of a draft (or the view of a scheduled campaign): name, subject and preheader with
 * variables, the audience (a saved segment with its live count), the block body, the desktop and
 * phone preview, a test send, and sending now or at a time. Sending needs `campaigns.send`: the
 * buttons say why they are off for everyone else.
 */
export function CampaignEditor({ campaign }: { campaign: Campaign | null }) {
  const navigate = useNavigate();
  const { user, hasPermission } = useAuth();
  const dialogs = useDialogs();
  const segments = useSegments();
  const create = useCreateCampaign();
  const update = useUpdateCampaign(campaign?.id ?? '');
  const sendTest = useSendTest(campaign?.id ?? '');
  const sendNow = useSendNow(campaign?.id ?? '');
  const schedule = useSchedule(campaign?.id ?? '');
  const cancel = useCancelCampaign(campaign?.id ?? '');
  const canSend = hasPermission('campaigns.send');
  const scheduled = campaign?.status === 'scheduled';
  const readOnly = scheduled;

  const [name, setName] = useState(campaign?.name ?? '');
  const [subject, setSubject] = useState(campaign?.subject ?? '');
  const [preheader, setPreheader] = useState(campaign?.preheader ?? '');
  const [blocks, setBlocks] = useState<ComposerBlock[]>(() =>
    campaign ? withIds(campaign.blocks) : STARTER,
  );
  const [segmentId, setSegmentId] = useState(campaign?.segment_id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(!campaign);
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [testTo, setTestTo] = useState(user?.email ?? '');
  const [sendAt, setSendAt] = useState(() => localInputValue(5));
  const subjectRef = useRef<HTMLInputElement>(null);
  const preheaderRef = useRef<HTMLInputElement>(null);
  const touch =
    <T,>(setter: (v: T) => void) =>
    (v: T) => {
      setter(v);
      setDirty(true);
    };

  const body = () => ({ name, subject, preheader, blocks, segment_id: segmentId || null });
  const segment = segments.data?.find((s) => s.id === segmentId) ?? null;

  /** Saves the draft; returns its id (or null when the form has errors). */
  const save = async (): Promise<string | null> => {
    const parsed = campaignInputSchema.safeParse(body());
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      toast.error('Check the highlighted fields');
      return null;
    }
    setErrors({});
    try {
      if (!campaign) {
        const created = await create.mutateAsync(body());
        toast.success('Draft saved');
        navigate(`/email-campaigns/${created.id}`, { replace: true });
        return created.id;
      }
      if (dirty) {
        await update.mutateAsync(body());
        toast.success('Draft saved');
      }
      setDirty(false);
      return campaign.id;
    } catch (err) {
      const fields = { ...issuesToFieldErrors(err), ...fieldErrorsOf(err) };
      setErrors(fields);
      toast.error(errorMessage(err, 'Could not save the campaign'));
      return null;
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await save();
  };

  const showPreview = async () => {
    const parsed = campaignInputSchema.safeParse(body());
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setPreviewing(true);
    try {
      setPreview(await previewContent({ subject, preheader, blocks }));
    } catch (err) {
      setErrors(issuesToFieldErrors(err));
      toast.error(errorMessage(err, 'Could not render the preview'));
    } finally {
      setPreviewing(false);
    }
  };

  const test = async () => {
    const id = await save();
    if (!id || !campaign) return;
    try {
      const to = await sendTest.mutateAsync({ to: testTo || undefined });
      toast.success(`Test sent to ${to}`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not send the test'));
    }
  };

  const doSchedule = async (now: boolean) => {
    const id = await save();
    if (!id || !campaign) return;
    const at = now ? null : new Date(sendAt);
    if (at && Number.isNaN(at.getTime())) {
      setErrors({ send_at: 'Choose a date and time' });
      return;
    }
    const ok = await dialogs.confirm({
      title: now ? 'Send this campaign now?' : `Schedule for ${formatDateTime(at!.toISOString())}?`,
      message: segment ? `It goes to the segment “${segment.name}”, minus the suppression list.` : undefined,
      variant: 'warning',
      confirmLabel: now ? 'Send now' : 'Schedule',
    });
    if (!ok) return;
    try {
      if (now) await sendNow.mutateAsync();
      else await schedule.mutateAsync(at!.toISOString());
      toast.success(now ? 'Sending started' : 'Campaign scheduled');
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      toast.error(errorMessage(err, 'Could not schedule the campaign'));
    }
  };

  const unschedule = async () => {
    try {
      await cancel.mutateAsync();
      toast.success('Schedule cancelled: the campaign is a draft again');
    } catch (err) {
      toast.error(errorMessage(err, 'Could not cancel the schedule'));
    }
  };

  const busy = create.isPending || update.isPending;
  const sending = sendNow.isPending || schedule.isPending;
  const noSendReason = !canSend
    ? 'Sending and scheduling need the “Send campaigns” permission. Ask an administrator.'
    : !campaign
      ? 'Save the draft first.'
      : !segmentId
        ? 'Choose an audience first.'
        : null;

  return (
    <div>
      <PageHeader
        eyebrow="Email Campaigns"
        title={campaign ? campaign.name : 'New campaign'}
        description={
          scheduled && campaign?.scheduled_at
            ? `Scheduled for ${formatDateTime(campaign.scheduled_at)}.`
            : 'Write the message, choose who gets it, check the preview, then send or schedule it.'
        }
        actions={campaign ? <CampaignStatusBadge status={campaign.status} /> : null}
      />
      <CampaignsNav />
      {scheduled ? (
        <Callout tone="info" title="Scheduled" className="mb-6">
          <p>
            This campaign goes out at {formatDateTime(campaign!.scheduled_at!)}. Cancel the schedule to change
            it.
          </p>
          <Button
            className="mt-2"
            size="sm"
            variant="secondary"
            onClick={() => void unschedule()}
            disabled={!canSend}
            loading={cancel.isPending}
          >
            <XCircle className="size-4" aria-hidden="true" /> Cancel schedule
          </Button>
        </Callout>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form onSubmit={submit} noValidate className="min-w-0 space-y-6" aria-label="Campaign">
          <Card>
            <CardHeader title="Message" />
            <CardBody className="space-y-4">
              <Field
                label="Campaign name"
                hint="Only the team sees it."
                value={name}
                maxLength={120}
                required
                disabled={readOnly}
                onChange={(e) => touch(setName)(e.target.value)}
                error={errors.name}
              />
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
                <Field
                  ref={subjectRef}
                  label="Subject"
                  value={subject}
                  maxLength={EMAIL_SUBJECT_MAX}
                  required
                  disabled={readOnly}
                  onChange={(e) => touch(setSubject)(e.target.value)}
                  error={errors.subject}
                />
                {readOnly ? null : (
                  <VariablePicker
                    label="Insert in subject"
                    target={subjectRef}
                    value={subject}
                    onChange={touch(setSubject)}
                  />
                )}
              </div>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
                <Field
                  ref={preheaderRef}
                  label="Preheader"
                  hint="The line inboxes show after the subject."
                  value={preheader}
                  maxLength={EMAIL_PREHEADER_MAX}
                  disabled={readOnly}
                  onChange={(e) => touch(setPreheader)(e.target.value)}
                  error={errors.preheader}
                />
                {readOnly ? null : (
                  <VariablePicker
                    label="Insert in preheader"
                    target={preheaderRef}
                    value={preheader}
                    onChange={touch(setPreheader)}
                  />
                )}
              </div>
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title="Audience"
              description="A saved segment; the suppression list is always left out."
              action={
                <Link
                  to="/email-campaigns/segments"
                  className="text-sm font-medium text-brand hover:underline"
                >
                  Manage segments
                </Link>
              }
            />
            <CardBody className="space-y-3">
              <NativeSelect
                label="Audience"
                value={segmentId}
                placeholder={segments.isPending ? 'Loading segments…' : 'Choose a segment'}
                options={(segments.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
                onChange={touch(setSegmentId)}
                disabled={readOnly}
                error={errors.segment_id}
              />
              <LiveCount filter={segment?.filter ?? null} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title="Body"
              description="Blocks in order; the footer with the postal address and unsubscribe link is added to every message."
            />
            <CardBody>
              <BlockComposer
                blocks={blocks}
                onChange={touch(setBlocks)}
                errors={errors}
                disabled={readOnly}
              />
            </CardBody>
          </Card>
          {readOnly ? null : (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={busy}>
                <Save className="size-4" aria-hidden="true" /> Save draft
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => void showPreview()}
                loading={previewing}
              >
                <Eye className="size-4" aria-hidden="true" /> Preview
              </Button>
            </div>
          )}
        </form>
        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader title="Preview" description="Sample data fills the variables." />
            <CardBody>
              {preview ? (
                <div className="space-y-3">
                  {preview.warnings.map((w) => (
                    <Callout key={w} tone="warning">
                      {w}
                    </Callout>
                  ))}
                  <EmailPreviewFrame
                    html={preview.html}
                    subject={preview.subject}
                    preheader={preview.preheader}
                  />
                </div>
              ) : (
                <div className="flex flex-col items-start gap-2">
                  <p className="text-sm text-slate-600">See the message at desktop and phone widths.</p>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => void showPreview()}
                    loading={previewing}
                  >
                    <Eye className="size-4" aria-hidden="true" /> Show preview
                  </Button>
                </div>
              )}
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title="Send a test"
              description="To your own address or a team member’s; marked [Test]."
            />
            <CardBody className="flex flex-wrap items-end gap-3">
              <Field
                className="min-w-0 flex-1"
                label="Test address"
                type="email"
                value={testTo}
                maxLength={254}
                onChange={(e) => setTestTo(e.target.value)}
              />
              <Button
                variant="secondary"
                onClick={() => void test()}
                loading={sendTest.isPending}
                disabled={busy}
              >
                <TestTube2 className="size-4" aria-hidden="true" /> Send test
              </Button>
            </CardBody>
          </Card>
          {scheduled ? null : (
            <Card>
              <CardHeader title="Send" description="Sending runs in the background at the configured rate." />
              <CardBody className="space-y-4">
                <div className="flex flex-wrap items-end gap-3">
                  <Field
                    className="min-w-0 flex-1"
                    label="Send at"
                    type="datetime-local"
                    value={sendAt}
                    onChange={(e) => setSendAt(e.target.value)}
                    error={errors.send_at}
                  />
                  <Button
                    onClick={() => void doSchedule(false)}
                    disabled={Boolean(noSendReason) || sending}
                    aria-describedby={noSendReason ? 'send-disabled-reason' : undefined}
                  >
                    <CalendarClock className="size-4" aria-hidden="true" /> Schedule
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void doSchedule(true)}
                    disabled={Boolean(noSendReason) || sending}
                    aria-describedby={noSendReason ? 'send-disabled-reason' : undefined}
                  >
                    <Send className="size-4" aria-hidden="true" /> Send now
                  </Button>
                </div>
                {noSendReason ? (
                  <p id="send-disabled-reason" className="text-sm text-slate-600">
                    {noSendReason}
                  </p>
                ) : null}
              </CardBody>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
