import {
  type Availability,
  type AvailabilityInput,
  availabilityInputSchema,
  isoWeekdays,
} from '@fundpath/contracts/marketplace';
import { CalendarPlus, Globe, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { DayRanges } from '@/components/marketplace/day-ranges';
import {
  rangesError,
  type WeekDraft,
  type Weekday,
  weekDraftOf,
  weekdayNames,
  weeklyOf,
} from '@/components/marketplace/weekly-hours';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError, refusalMessage } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/form-errors';
import { useMyAvailability, useSaveAvailability } from '../api/workspace';
import { type OverrideDraft, overrideDraftsOf, overrideErrors, overridesOf, wholeNumber } from './hours';

/** `/specialist/availability`: weekly hours, date overrides and booking rules of the signed-in specialist. */
export function AvailabilityEditor() {
  const availability = useMyAvailability();
  if (availability.isPending) return <Spinner message="Loading your availability" />;
  if (availability.isError)
    return (
      <LoadError
        title="Your availability could not be loaded"
        error={availability.error}
        onRetry={() => availability.refetch()}
      />
    );
  return <AvailabilityForm key={JSON.stringify(availability.data)} availability={availability.data} />;
}

type RuleField = 'minimum_notice_minutes' | 'booking_horizon_days' | 'daily_cap';

/** The server's problems with a refused save, as sentences (engine problems, schema issues). */
function problemsOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const details = (error.body as { details?: { errors?: unknown } | unknown[] } | undefined)?.details;
  const list = Array.isArray(details) ? details : (details as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return [];
  return list
    .map((p) =>
      typeof p === 'string'
        ? p
        : p && typeof p === 'object' && 'message' in p && typeof p.message === 'string'
          ? 'path' in p && typeof p.path === 'string' && p.path
            ? `${p.path.replace(/^body\.?/, '')}: ${p.message}`
            : p.message
          : null,
    )
    .filter((p): p is string => Boolean(p));
}

function AvailabilityForm({ availability }: { availability: Availability }) {
  const save = useSaveAvailability();
  const ids = useId();
  const [useDefaults, setUseDefaults] = useState(availability.uses_default_hours);
  const [week, setWeek] = useState<WeekDraft>(() => weekDraftOf(availability.effective_weekly));
  const [overrides, setOverrides] = useState<OverrideDraft[]>(() => overrideDraftsOf(availability.overrides));
  const [nextKey, setNextKey] = useState(availability.overrides.length);
  const [notice, setNotice] = useState(String(availability.minimum_notice_minutes));
  const [horizon, setHorizon] = useState(String(availability.booking_horizon_days));
  const [cap, setCap] = useState(availability.daily_cap === null ? '' : String(availability.daily_cap));
  const [showErrors, setShowErrors] = useState(false);
  const [ruleErrors, setRuleErrors] = useState<Partial<Record<RuleField, string>>>({});
  const [serverError, setServerError] = useState<{ message: string; problems: string[] } | null>(null);

  const dayErrors: Partial<Record<Weekday, string>> = {};
  if (!useDefaults)
    for (const d of isoWeekdays) {
      const e = rangesError(week[d]);
      if (e) dayErrors[d] = e;
    }
  const dateErrors = overrideErrors(overrides);
  const invalidHours = Object.keys(dayErrors).length > 0 || Object.keys(dateErrors).length > 0;

  const setDay = (d: Weekday, ranges: WeekDraft[Weekday]) => setWeek((prev) => ({ ...prev, [d]: ranges }));
  const setOverride = (key: number, patch: Partial<OverrideDraft>) =>
    setOverrides((list) => list.map((o) => (o.key === key ? { ...o, ...patch } : o)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const rules: Partial<Record<RuleField, string>> = {};
    const n = wholeNumber(notice, { min: 0, max: 43_200, label: 'Minimum notice' });
    if (!n.ok) rules.minimum_notice_minutes = n.error;
    const h = wholeNumber(horizon, { min: 1, max: 365, label: 'Booking horizon' });
    if (!h.ok) rules.booking_horizon_days = h.error;
    const c = cap.trim() === '' ? null : wholeNumber(cap, { min: 1, max: 100, label: 'Daily limit' });
    if (c && !c.ok) rules.daily_cap = c.error;
    setRuleErrors(rules);
    setShowErrors(true);
    if (invalidHours || Object.keys(rules).length > 0 || !n.ok || !h.ok || (c && !c.ok)) return;
    const input: AvailabilityInput = {
      weekly: useDefaults ? null : weeklyOf(week),
      overrides: overridesOf(overrides),
      minimum_notice_minutes: n.value,
      booking_horizon_days: h.value,
      daily_cap: c ? c.value : null,
    };
    const checked = availabilityInputSchema.safeParse(input);
    if (!checked.success) {
      setServerError({
        message: 'These hours cannot be saved',
        problems: checked.error.issues.map((i) => i.message),
      });
      return;
    }
    save.mutate(input, {
      onSuccess: () => toast.success('Availability saved'),
      onError: (err) => {
        const fields = apiFieldErrors(err);
        setRuleErrors({
          minimum_notice_minutes: fields.minimum_notice_minutes,
          booking_horizon_days: fields.booking_horizon_days,
          daily_cap: fields.daily_cap,
        });
        setServerError({
          message: refusalMessage(err) ?? errorMessage(err, 'Your availability could not be saved'),
          problems: problemsOf(err),
        });
      },
    });
  };

  const addOverride = () => {
    setOverrides((list) => [...list, { key: nextKey, date: '', dayOff: true, ranges: [] }]);
    setNextKey((k) => k + 1);
  };

  return (
    <form onSubmit={submit} noValidate className="min-w-0 space-y-6">
      <Callout tone="info" title="Your time zone">
        <p className="flex items-center gap-1.5">
          <Globe className="size-4 shrink-0" aria-hidden="true" />
          <span>
            All hours below are in <strong>{availability.time_zone}</strong>. Members see them converted to
            their own zone.
          </span>
        </p>
      </Callout>
      {serverError ? (
        <Callout tone="error" title={serverError.message}>
          {serverError.problems.length ? (
            <ul className="list-disc space-y-1 pl-5">
              {serverError.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </Callout>
      ) : null}
      {showErrors && invalidHours ? (
        <Callout tone="error">Fix the highlighted days before saving.</Callout>
      ) : null}

      <section aria-labelledby={`${ids}-weekly`} className="space-y-3">
        <h2 id={`${ids}-weekly`} className="text-lg font-semibold text-slate-900">
          Weekly hours
        </h2>
        <div className="flex items-start gap-3">
          <input
            id={`${ids}-defaults`}
            type="checkbox"
            className="mt-1 size-4 rounded border-slate-400"
            checked={useDefaults}
            onChange={(e) => setUseDefaults(e.target.checked)}
          />
          <label htmlFor={`${ids}-defaults`} className="text-sm text-slate-800">
            Follow the platform’s default hours
            <span className="block text-xs text-slate-600">
              Untick to set your own hours for each day of the week.
            </span>
          </label>
        </div>
        {useDefaults ? (
          <Card className="p-4">
            <p className="mb-2 text-sm text-slate-600">The default hours in force now:</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {isoWeekdays.map((d) => (
                <div key={d} className="contents">
                  <dt className="font-medium text-slate-900">{weekdayNames[d]}</dt>
                  <dd className="text-slate-700">
                    {(availability.effective_weekly[d] ?? []).map((r) => `${r.start}–${r.end}`).join(', ') ||
                      'Closed'}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        ) : (
          <Card className="divide-y divide-slate-100 p-0">
            {isoWeekdays.map((d) => {
              const error = showErrors ? dayErrors[d] : undefined;
              return (
                <fieldset key={d} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start">
                  <legend className="sr-only">{weekdayNames[d]}</legend>
                  <div className="w-32 shrink-0 pt-2 text-sm font-medium text-slate-900" aria-hidden="true">
                    {weekdayNames[d]}
                  </div>
                  <DayRanges
                    label={weekdayNames[d]}
                    ranges={week[d]}
                    onChange={(ranges) => setDay(d, ranges)}
                    error={error}
                    errorId={`${ids}-day-${d}-error`}
                  />
                </fieldset>
              );
            })}
          </Card>
        )}
      </section>

      <section aria-labelledby={`${ids}-overrides`} className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={`${ids}-overrides`} className="text-lg font-semibold text-slate-900">
              Date overrides
            </h2>
            <p className="text-sm text-slate-600">
              A day off, or other hours on one date, replacing that weekday.
            </p>
          </div>
          <Button variant="secondary" onClick={addOverride} disabled={overrides.length >= 366}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Add a date
          </Button>
        </div>
        {overrides.length === 0 ? (
          <EmptyState
            variant="compact"
            titleAs="p"
            title="No date overrides"
            description="Every date follows the weekly hours."
          />
        ) : (
          <ul className="space-y-3" aria-label="Date overrides">
            {overrides.map((o, i) => {
              const e = showErrors ? dateErrors[o.key] : undefined;
              const name = o.date || `New date ${i + 1}`;
              return (
                <li key={o.key}>
                  <Card className="space-y-3 p-4">
                    <div className="flex flex-wrap items-end gap-3">
                      <Field
                        label={`Date ${i + 1}`}
                        type="date"
                        value={o.date}
                        onChange={(ev) => setOverride(o.key, { date: ev.target.value })}
                        error={e?.date}
                        className="w-48"
                      />
                      <div className="flex items-center gap-2 pb-2">
                        <input
                          id={`${ids}-off-${o.key}`}
                          type="checkbox"
                          className="size-4 rounded border-slate-400"
                          checked={o.dayOff}
                          onChange={(ev) =>
                            setOverride(o.key, {
                              dayOff: ev.target.checked,
                              ranges:
                                !ev.target.checked && o.ranges.length === 0
                                  ? [{ start: '09:00', end: '17:00' }]
                                  : o.ranges,
                            })
                          }
                        />
                        <label htmlFor={`${ids}-off-${o.key}`} className="text-sm text-slate-800">
                          Day off <span className="sr-only">on {name}</span>
                        </label>
                      </div>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="ml-auto"
                        aria-label={`Remove the override on ${name}`}
                        onClick={() => setOverrides((list) => list.filter((x) => x.key !== o.key))}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        Remove
                      </Button>
                    </div>
                    {o.dayOff ? null : (
                      <DayRanges
                        label={name}
                        ranges={o.ranges}
                        onChange={(ranges) => setOverride(o.key, { ranges })}
                        error={e?.ranges}
                        errorId={`${ids}-override-${o.key}-error`}
                        closedText="No hours yet"
                        allowClose={false}
                      />
                    )}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${ids}-rules`} className="space-y-3">
        <h2 id={`${ids}-rules`} className="text-lg font-semibold text-slate-900">
          Booking rules
        </h2>
        <Card className="grid gap-4 p-4 sm:grid-cols-3">
          <Field
            label="Minimum notice (minutes)"
            inputMode="numeric"
            value={notice}
            onChange={(e) => setNotice(e.target.value)}
            hint="How long before a session it can be booked (up to 43,200, 30 days)."
            error={ruleErrors.minimum_notice_minutes}
          />
          <Field
            label="Booking horizon (days)"
            inputMode="numeric"
            value={horizon}
            onChange={(e) => setHorizon(e.target.value)}
            hint="How far ahead members may book (1 to 365)."
            error={ruleErrors.booking_horizon_days}
          />
          <Field
            label="Daily limit (sessions)"
            inputMode="numeric"
            value={cap}
            onChange={(e) => setCap(e.target.value)}
            hint="Leave empty for no limit (1 to 100)."
            error={ruleErrors.daily_cap}
          />
        </Card>
      </section>

      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save availability
        </Button>
      </div>
    </form>
  );
}
