import { type Employee, updateEmployeeSchema, weekdayLabels, weekdays } from '@fundpath/contracts/people';
import { hasPermission, staffRoles } from '@fundpath/contracts/roles';
import { Clock, Contact, Pencil } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { StatCard } from '@/components/ui/stat-card';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatRole } from '@/lib/format';
import { TIME_ZONES } from '@/lib/time-zones';
import { type EmployeeFilter, useEmployees, useUpdateEmployee } from '../../api/users';
import { issuesToErrors } from './parts';

type Day = (typeof weekdays)[number];

/** The ISO weekday (1 Monday … 7 Sunday) and HH:MM it is now in `timeZone`. */
export function localNow(timeZone: string, now = new Date()): { day: Day; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const index = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  return { day: String(index + 1) as Day, time: `${get('hour')}:${get('minute')}` };
}

/** Whether the person is within their working hours right now, in their own time zone. */
export function workingNow(e: Pick<Employee, 'time_zone' | 'working_hours'>, now = new Date()): boolean {
  const { day, time } = localNow(e.time_zone, now);
  const hours = e.working_hours[day];
  return Boolean(hours && hours.start <= time && time < hours.end);
}

function Availability({ e }: { e: Employee }) {
  if (e.availability === 'away')
    return (
      <Badge tone="warning">
        Away
        {e.away_until
          ? ` until ${new Date(e.away_until).toLocaleDateString('en-US', { dateStyle: 'medium' })}`
          : ''}
      </Badge>
    );
  return workingNow(e) ? <Badge tone="success">Working now</Badge> : <Badge tone="neutral">Off hours</Badge>;
}

function Capacity({ e }: { e: Employee }) {
  const max = e.max_clients;
  const over = max !== null && e.assigned_clients > max;
  return (
    <span className="text-sm">
      <span className="block text-slate-900">
        {e.open_tickets} open ticket{e.open_tickets === 1 ? '' : 's'}
      </span>
      <span className={over ? 'block text-xs font-medium text-red-700' : 'block text-xs text-slate-600'}>
        {e.assigned_clients} client{e.assigned_clients === 1 ? '' : 's'}
        {max !== null ? ` of ${max}` : ''}
      </span>
    </span>
  );
}

function EditEmployeeDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const update = useUpdateEmployee();
  const [team, setTeam] = useState(employee.team ?? '');
  const [title, setTitle] = useState(employee.title ?? '');
  const [phone, setPhone] = useState(employee.phone ?? '');
  const [timeZone, setTimeZone] = useState(employee.time_zone);
  const [availability, setAvailability] = useState(employee.availability);
  const [awayUntil, setAwayUntil] = useState(employee.away_until?.slice(0, 10) ?? '');
  const [maxClients, setMaxClients] = useState(
    employee.max_clients === null ? '' : String(employee.max_clients),
  );
  const [hours, setHours] = useState<Record<string, { start: string; end: string }>>(employee.working_hours);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const zones = useMemo(
    () => (TIME_ZONES.includes(employee.time_zone) ? TIME_ZONES : [employee.time_zone, ...TIME_ZONES]),
    [employee.time_zone],
  );

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = updateEmployeeSchema.safeParse({
      team,
      title,
      phone,
      time_zone: timeZone,
      availability,
      away_until:
        availability === 'away' && awayUntil ? new Date(`${awayUntil}T00:00:00Z`).toISOString() : null,
      max_clients: maxClients === '' ? null : Number(maxClients),
      working_hours: hours,
    });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    update.mutate(
      { id: employee.user_id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success('Directory entry saved');
          onClose();
        },
        onError: (err) => {
          setErrors(fieldErrorsOf(err));
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The entry could not be saved'));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        size="lg"
        title={`Edit ${employee.display_name}`}
        description="Team, contact, hours and capacity."
      >
        <form onSubmit={submit} noValidate aria-label="Edit directory entry">
          <DialogBody className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Team"
                value={team}
                onChange={(e) => setTeam(e.target.value)}
                error={errors.team}
              />
              <Field
                label="Title"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                error={errors.title}
              />
              <Field
                label="Phone"
                type="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                error={errors.phone}
              />
              <NativeSelect
                label="Time zone"
                value={timeZone}
                onChange={setTimeZone}
                options={zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
                error={errors.time_zone}
              />
              <NativeSelect
                label="Availability"
                value={availability}
                onChange={(v) => setAvailability(v as Employee['availability'])}
                options={[
                  { value: 'active', label: 'Active' },
                  { value: 'away', label: 'Away' },
                ]}
              />
              {availability === 'away' ? (
                <Field
                  label="Away until"
                  type="date"
                  value={awayUntil}
                  onChange={(e) => setAwayUntil(e.target.value)}
                  error={errors.away_until}
                />
              ) : (
                <Field
                  label="Most clients at once"
                  type="number"
                  min={0}
                  max={10000}
                  value={maxClients}
                  onChange={(e) => setMaxClients(e.target.value)}
                  error={errors.max_clients}
                  hint="Empty for no limit."
                />
              )}
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">
                Working hours ({timeZone.replaceAll('_', ' ')})
              </legend>
              {errors.working_hours ? (
                <p className="mb-2 text-xs font-medium text-red-600">{errors.working_hours}</p>
              ) : null}
              <div className="grid gap-2">
                {weekdays.map((d) => {
                  const on = Boolean(hours[d]);
                  const set = (patch: Partial<{ start: string; end: string }>) =>
                    setHours((h) => ({
                      ...h,
                      [d]: { ...(h[d] ?? { start: '09:00', end: '17:00' }), ...patch },
                    }));
                  return (
                    <div key={d} className="flex flex-wrap items-center gap-3">
                      <label className="inline-flex w-20 items-center gap-2 text-sm text-slate-800">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand"
                          checked={on}
                          onChange={() =>
                            setHours((h) => {
                              const next = { ...h };
                              if (on) delete next[d];
                              else next[d] = { start: '09:00', end: '17:00' };
                              return next;
                            })
                          }
                        />
                        {weekdayLabels[d]}
                      </label>
                      {on ? (
                        <>
                          <input
                            type="time"
                            aria-label={`${weekdayLabels[d]} start`}
                            value={hours[d]!.start}
                            onChange={(e) => set({ start: e.target.value })}
                            className="h-9 rounded-lg px-2 text-sm ring-1 ring-slate-300"
                          />
                          <span className="text-sm text-slate-600">to</span>
                          <input
                            type="time"
                            aria-label={`${weekdayLabels[d]} end`}
                            value={hours[d]!.end}
                            onChange={(e) => set({ end: e.target.value })}
                            className="h-9 rounded-lg px-2 text-sm ring-1 ring-slate-300"
                          />
                        </>
                      ) : (
                        <span className="text-sm text-slate-600">Day off</span>
                      )}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save entry'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function hoursSummary(e: Employee): string {
  const days = weekdays.filter((d) => e.working_hours[d]);
  if (days.length === 0) return 'No hours set';
  const first = e.working_hours[days[0]!]!;
  const same = days.every(
    (d) => e.working_hours[d]!.start === first.start && e.working_hours[d]!.end === first.end,
  );
  const span = `${weekdayLabels[days[0]!]}${days.length > 1 ? `–${weekdayLabels[days.at(-1)!]}` : ''}`;
  return same ? `${span} ${first.start}–${first.end}` : `${days.length} days a week`;
}

/** `/admin/employees`: the staff directory, with hours, availability and capacity. */
export function EmployeesDirectory() {
  const { user: me } = useAuth();
  const canManage = me?.role === 'admin' && hasPermission(me, 'users.manage');
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 250);
  const [role, setRole] = useState('');
  const [team, setTeam] = useState('');
  const [availability, setAvailability] = useState('');
  const [editing, setEditing] = useState<Employee | null>(null);
  const filter: EmployeeFilter = {
    q: debounced.trim() || undefined,
    role: role || undefined,
    team: team || undefined,
    availability: (availability || undefined) as EmployeeFilter['availability'],
  };
  const list = useEmployees(filter);
  const rows = list.data?.employees ?? [];
  const away = rows.filter((e) => e.availability === 'away').length;
  const open = rows.reduce((n, e) => n + e.open_tickets, 0);

  const columns: Array<DataTableColumn<Employee>> = [
    {
      id: 'name',
      header: 'Name',
      cell: (e) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-slate-900">{e.display_name}</span>
          <span className="block truncate text-xs text-slate-600">{e.title ?? e.email}</span>
        </span>
      ),
    },
    {
      id: 'team',
      header: 'Role and team',
      cell: (e) => (
        <span className="block text-sm">
          <span className="block text-slate-900">{formatRole(e.role)}</span>
          <span className="block text-xs text-slate-600">{e.team ?? 'No team'}</span>
        </span>
      ),
    },
    {
      id: 'hours',
      header: 'Hours',
      hideOnMobile: true,
      cell: (e) => (
        <span className="block text-sm">
          <span className="block text-slate-900">{hoursSummary(e)}</span>
          <span className="block text-xs text-slate-600">
            {e.time_zone.replaceAll('_', ' ')} · {localNow(e.time_zone).time} now
          </span>
        </span>
      ),
    },
    { id: 'availability', header: 'Availability', cell: (e) => <Availability e={e} /> },
    { id: 'capacity', header: 'Capacity', cell: (e) => <Capacity e={e} /> },
    {
      id: 'contact',
      header: 'Contact',
      hideOnMobile: true,
      cell: (e) => (
        <span className="block text-sm">
          <a className="block truncate text-brand-700 hover:underline" href={`mailto:${e.email}`}>
            {e.email}
          </a>
          {e.phone ? (
            <a
              className="block text-xs text-slate-600 hover:underline"
              href={`tel:${e.phone.replace(/[^0-9+]/g, '')}`}
            >
              {e.phone}
            </a>
          ) : null}
        </span>
      ),
    },
    {
      id: 'edit',
      header: <span className="sr-only">Edit</span>,
      align: 'right',
      cell: (e) =>
        canManage || e.user_id === me?.id ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${e.display_name}`}
            onClick={() => setEditing(e)}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="min-w-0 space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Staff" value={rows.length} icon={Contact} />
        <StatCard label="Away" value={away} tone={away ? 'warn' : 'neutral'} icon={Clock} />
        <StatCard label="Open tickets held" value={open} />
      </div>
      <Card>
        <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4">
          <SearchInput label="Search staff" value={q} onChange={setQ} placeholder="Name or e-mail" />
          <NativeSelect
            label="Role"
            labelSize="sm"
            value={role}
            onChange={setRole}
            placeholder="All staff roles"
            options={staffRoles.map((r) => ({ value: r, label: formatRole(r) }))}
            highlighted={Boolean(role)}
          />
          <NativeSelect
            label="Team"
            labelSize="sm"
            value={team}
            onChange={setTeam}
            placeholder="Every team"
            options={(list.data?.teams ?? []).map((t) => ({ value: t, label: t }))}
            highlighted={Boolean(team)}
          />
          <NativeSelect
            label="Availability"
            labelSize="sm"
            value={availability}
            onChange={setAvailability}
            placeholder="Anyone"
            options={[
              { value: 'active', label: 'Active' },
              { value: 'away', label: 'Away' },
            ]}
            highlighted={Boolean(availability)}
          />
        </div>
        <DataTable
          caption="Staff directory"
          columns={columns}
          rows={rows}
          getRowId={(e) => e.user_id}
          loading={list.isPending}
          error={list.isError ? errorMessage(list.error, 'The directory could not be loaded') : undefined}
          onRetry={() => void list.refetch()}
          empty={
            <EmptyState
              icon={Contact}
              title="Nobody matches"
              description="Clear a filter or search for someone else."
            />
          }
        />
      </Card>
      {editing ? <EditEmployeeDialog employee={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
