import { CalendarCheck, CalendarPlus, ListChecks } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { useMySessions } from '../api/client';
import { formatDay, formatTime, formatWhen, viewerTimeZone } from '../utils/dates';
import { AppointmentsCalendar } from './appointments-calendar';
import { FeedCard } from './feed-card';
import { HoursEditor } from './hours-editor';
import { LinksPanel } from './links-panel';

/** `/calendar`: staff see their appointments, hours and booking links; clients their sessions. */
export function CalendarScreen() {
  const { user } = useAuth();
  return user?.role === 'client' ? <ClientCalendar /> : <StaffCalendar />;
}

function StaffCalendar() {
  return (
    <div>
      <PageHeader title="Calendar" description="Your appointments, working hours and booking links." />
      <Tabs defaultValue="appointments">
        <TabsList aria-label="Calendar sections">
          <TabsTrigger value="appointments">Appointments</TabsTrigger>
          <TabsTrigger value="hours">Working hours</TabsTrigger>
          <TabsTrigger value="links">Booking links</TabsTrigger>
        </TabsList>
        <TabsContent value="appointments" className="space-y-6">
          <AppointmentsCalendar />
          <FeedCard />
        </TabsContent>
        <TabsContent value="hours">
          <HoursEditor />
        </TabsContent>
        <TabsContent value="links">
          <LinksPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function ClientCalendar() {
  const query = useMySessions();
  const link = query.data?.booking_link;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Calendar"
        description={`Your sessions and due dates, in your time zone (${viewerTimeZone()}).`}
        actions={
          link ? (
            <ButtonLink to={`/book/${link.code}`}>
              <CalendarPlus className="size-4" aria-hidden="true" /> Book a session
            </ButtonLink>
          ) : null
        }
      />
      {query.isError ? (
        <LoadError title="Failed to load your calendar" error={query.error} onRetry={() => query.refetch()} />
      ) : query.isPending ? (
        <Spinner message="Loading your calendar…" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader
              title="Upcoming sessions"
              description={
                link
                  ? `With ${link.host_name}: ${link.title}`
                  : 'Your coach will share a booking link with you.'
              }
            />
            <CardBody>
              {query.data.sessions.length === 0 ? (
                <EmptyState
                  icon={CalendarCheck}
                  titleAs="h3"
                  title="No sessions booked"
                  description={link ? 'Book a time that suits you.' : undefined}
                />
              ) : (
                <ul className="divide-y divide-slate-100" aria-label="Upcoming sessions">
                  {query.data.sessions.map((s) => (
                    <li key={s.id} className="py-3">
                      <p className="font-medium text-slate-900">{formatWhen(s.start_at)}</p>
                      <p className="text-sm text-slate-600">
                        {s.title} with {s.host.name} · until {formatTime(s.end_at)}
                      </p>
                      {s.location ? <p className="text-sm break-all text-slate-500">{s.location}</p> : null}
                    </li>
                  ))}
                </ul>
              )}
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Task due dates" description="From your journey tasks." />
            <CardBody>
              {query.data.tasks.length === 0 ? (
                <EmptyState
                  icon={ListChecks}
                  titleAs="h3"
                  title="No due dates"
                  description="None of your tasks has a due date."
                />
              ) : (
                <ul className="divide-y divide-slate-100" aria-label="Task due dates">
                  {query.data.tasks.map((t) => (
                    <li key={t.id} className="flex items-center justify-between gap-3 py-3">
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900">{t.title}</span>
                        <span className="text-sm text-slate-600">Due {formatDay(t.due_date)}</span>
                      </span>
                      {t.is_completed ? <Badge tone="success">Done</Badge> : null}
                    </li>
                  ))}
                </ul>
              )}
            </CardBody>
          </Card>
        </div>
      )}
      <FeedCard />
    </div>
  );
}
