import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_SCHEDULE_MAX_DAYS,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementAudience,
  newAnnouncementSchema,
} from '@fundpath/contracts/notifications';
import { isAdmin, roles } from '@fundpath/contracts/roles';
import { CalendarClock, Megaphone, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDateTime, formatRole } from '@/lib/format';
import {
  ANNOUNCEMENTS_PAGE_SIZE,
  useAnnouncements,
  useCancelAnnouncement,
  useSendAnnouncement,
} from '../api/announcements';

const AUDIENCES = [
  { value: 'all', label: 'Everyone' },
  ...roles.map((r) => ({ value: r, label: `${formatRole(r)}s` })),
];
const audienceLabel = (a: string) => AUDIENCES.find((o) => o.value === a)?.label ?? a;

/** A `datetime-local` value (the browser's zone, minute precision) for a time. */
function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Compose an announcement to a role or to everyone. */
function ComposeAnnouncement() {
  const send = useSendAnnouncement();
  const [audience, setAudience] = useState<AnnouncementAudience>('all');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    let send_at: string | undefined;
    if (later) {
      const at = sendAt ? new Date(sendAt) : null;
      if (!at || Number.isNaN(at.getTime())) {
        setErrors({ send_at: 'Choose when to send it' });
        return;
      }
      if (at.getTime() <= Date.now()) {
        setErrors({ send_at: 'Choose a time in the future' });
        return;
      }
      send_at = at.toISOString();
    }
    const parsed = newAnnouncementSchema.safeParse({ audience, title, body, link, send_at });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (a) => {
        toast.success(
          a.status === 'scheduled' && a.send_at
            ? `Announcement scheduled for ${formatDateTime(a.send_at)}`
            : `Announcement sent to ${a.recipients} ${a.recipients === 1 ? 'person' : 'people'}`,
        );
        setTitle('');
        setBody('');
        setLink('');
        setLater(false);
        setSendAt('');
      },
      onError: (err) => {
        setErrors(fieldErrorsOf(err));
        toast.error(refusalMessage(err) ?? errorMessage(err, 'The announcement could not be sent'));
      },
    });
  };

  return (
    <Card>
      <CardHeader
        icon={<Megaphone className="size-4" aria-hidden="true" />}
        title="New announcement"
        description="Shows under everyone's bell in the audience; e-mailed to those who chose e-mail for announcements."
      />
      <CardBody>
        <form onSubmit={submit} aria-label="New announcement" className="grid gap-4" noValidate>
          <NativeSelect
            label="Audience"
            value={audience}
            onChange={(v) => setAudience(v as AnnouncementAudience)}
            options={AUDIENCES}
          />
          <Field
            label="Title"
            value={title}
            maxLength={ANNOUNCEMENT_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            error={errors.title}
          />
          <TextareaField
            label="Message"
            value={body}
            rows={5}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            showCount
            onChange={(e) => setBody(e.target.value)}
            error={errors.body}
          />
          <Field
            label="Link (optional)"
            placeholder="/my-journey"
            hint="An in-app page the notification opens."
            value={link}
            onChange={(e) => setLink(e.target.value)}
            error={errors.link}
          />
          <fieldset className="grid gap-3">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">When</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
              <label className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="announcement-when"
                  checked={!later}
                  onChange={() => setLater(false)}
                  className="size-4 accent-brand"
                />
                Send now
              </label>
              <label className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="announcement-when"
                  checked={later}
                  onChange={() => {
                    setLater(true);
                    if (!sendAt) setSendAt(toLocalInput(new Date(Date.now() + 60 * 60_000)));
                  }}
                  className="size-4 accent-brand"
                />
                Schedule for later
              </label>
            </div>
            {later ? (
              <Field
                label="Send at"
                type="datetime-local"
                value={sendAt}
                min={toLocalInput(new Date())}
                max={toLocalInput(new Date(Date.now() + ANNOUNCEMENT_SCHEDULE_MAX_DAYS * 86_400_000))}
                hint={`Your local time. Up to ${ANNOUNCEMENT_SCHEDULE_MAX_DAYS} days ahead; you can cancel it until then.`}
                onChange={(e) => setSendAt(e.target.value)}
                error={errors.send_at}
              />
            ) : null}
          </fieldset>
          <div className="flex justify-end">
            <Button
              type="submit"
              loading={send.isPending}
              leftIcon={
                later ? (
                  <CalendarClock className="size-4" aria-hidden="true" />
                ) : (
                  <Send className="size-4" aria-hidden="true" />
                )
              }
            >
              {later ? 'Schedule announcement' : 'Send announcement'}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

/** What was sent: audience, recipients and how many read it. */
const STATUS_BADGE: Record<
  Announcement['status'],
  { label: string; tone: 'info' | 'warning' | 'success' | 'neutral' }
> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  sending: { label: 'Sending', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

/** When it went (or goes) out, by whom, and for a scheduled one a way to call it off. */
function WhenCell({ announcement: a }: { announcement: Announcement }) {
  const cancel = useCancelAnnouncement();
  const badge = STATUS_BADGE[a.status];
  const time = a.sent_at ?? a.send_at ?? a.created_at;
  return (
    <div className="grid justify-items-start gap-1">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      <span>{formatDateTime(time)}</span>
      {a.sender_name ? <span>by {a.sender_name}</span> : null}
      {a.status === 'scheduled' ? (
        <Button
          size="sm"
          variant="ghost"
          loading={cancel.isPending}
          aria-label={`Cancel the scheduled announcement ${a.title}`}
          onClick={() =>
            cancel.mutate(a.id, {
              onSuccess: () => toast.success('Scheduled announcement canceled'),
              onError: (err) =>
                toast.error(
                  refusalMessage(err) ?? errorMessage(err, 'The announcement could not be canceled'),
                ),
            })
          }
        >
          Cancel
        </Button>
      ) : null}
    </div>
  );
}

function SentAnnouncements() {
  const [page, setPage] = useState(1);
  const list = useAnnouncements(page);
  return (
    <Card>
      <CardHeader title="Announcements" description="Scheduled and sent, newest first." />
      <CardBody className="p-0">
        {list.isPending ? (
          <div className="py-8">
            <Spinner size="sm" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="px-5 py-6 text-sm text-red-600">
            {errorMessage(list.error, 'Announcements could not be loaded')}
          </p>
        ) : list.data.announcements.length === 0 ? (
          <EmptyState variant="plain" icon={Megaphone} titleAs="p" title="No announcements sent yet" />
        ) : (
          <ScrollRegion label="Announcements list">
            <table className="w-full text-sm" aria-label="Announcements">
              <thead>
                <tr className="border-b border-slate-100 text-left text-xs font-medium text-slate-500">
                  <th scope="col" className="px-5 py-2.5">
                    Announcement
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Audience
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    When
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right">
                    Recipients
                  </th>
                  <th scope="col" className="px-5 py-2.5 text-right">
                    Read
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.announcements.map((a) => (
                  <tr key={a.id} className="border-b border-slate-100 last:border-0 align-top">
                    <td className="px-5 py-3">
                      <p className="font-medium text-slate-900">{a.title}</p>
                      <p className="line-clamp-2 text-xs text-slate-500">{a.body}</p>
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">{audienceLabel(a.audience)}</td>
                    <td className="px-3 py-3 text-xs whitespace-nowrap text-slate-600">
                      <WhenCell announcement={a} />
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums">{a.recipients}</td>
                    <td className="px-5 py-3 text-right tabular-nums">
                      {a.read_count}
                      {a.recipients > 0 ? (
                        <span className="block text-xs text-slate-500">
                          {Math.round((a.read_count / a.recipients) * 100)}%
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardBody>
      {list.data && list.data.total > ANNOUNCEMENTS_PAGE_SIZE ? (
        <div className="border-t border-slate-100 px-5 py-3">
          <Pagination
            page={page}
            pageSize={ANNOUNCEMENTS_PAGE_SIZE}
            total={list.data.total}
            onPageChange={setPage}
            variant="simple"
            label="Announcements pages"
          />
        </div>
      ) : null}
    </Card>
  );
}

/** `/admin/notifications`: admins announce to a role or everyone and see what was sent and read. */
export function AnnouncementsScreen() {
  const { user } = useAuth();
  if (!isAdmin(user)) {
    return (
      <EmptyState
        icon={Megaphone}
        title="Administrators only"
        description="Only administrators send announcements. Your own notifications are under the bell."
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ComposeAnnouncement />
      <SentAnnouncements />
    </div>
  );
}
