import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementAudience,
  newAnnouncementSchema,
} from '@fundpath/contracts/notifications';
import { isAdmin, roles } from '@fundpath/contracts/roles';
import { Megaphone, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
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
import { ANNOUNCEMENTS_PAGE_SIZE, useAnnouncements, useSendAnnouncement } from '../api/announcements';

const AUDIENCES = [
  { value: 'all', label: 'Everyone' },
  ...roles.map((r) => ({ value: r, label: `${formatRole(r)}s` })),
];
const audienceLabel = (a: string) => AUDIENCES.find((o) => o.value === a)?.label ?? a;

/** Compose an announcement to a role or to everyone. */
function ComposeAnnouncement() {
  const send = useSendAnnouncement();
  const [audience, setAudience] = useState<AnnouncementAudience>('all');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newAnnouncementSchema.safeParse({ audience, title, body, link });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (a) => {
        toast.success(`Announcement sent to ${a.recipients} ${a.recipients === 1 ? 'person' : 'people'}`);
        setTitle('');
        setBody('');
        setLink('');
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
        <form onSubmit={submit} aria-label="New announcement" className="grid gap-4">
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
          <div className="flex justify-end">
            <Button
              type="submit"
              loading={send.isPending}
              leftIcon={<Send className="size-4" aria-hidden="true" />}
            >
              Send announcement
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

/** What was sent: audience, recipients and how many read it. */
function SentAnnouncements() {
  const [page, setPage] = useState(1);
  const list = useAnnouncements(page);
  return (
    <Card>
      <CardHeader title="Sent announcements" />
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
          <ScrollRegion label="Sent announcements">
            <table className="w-full text-sm" aria-label="Sent announcements">
              <thead>
                <tr className="border-b border-slate-100 text-left text-xs font-medium text-slate-500">
                  <th scope="col" className="px-5 py-2.5">
                    Announcement
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Audience
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Sent
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
                      {formatDateTime(a.created_at)}
                      {a.sender_name ? <span className="block">by {a.sender_name}</span> : null}
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
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ComposeAnnouncement />
      <SentAnnouncements />
    </div>
  );
}
