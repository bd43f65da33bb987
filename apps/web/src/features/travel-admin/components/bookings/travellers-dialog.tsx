import { changeTravellersBodySchema, type TravelBooking } from '@fundpath/contracts/travel';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { errorMessage, refusalMessage } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { apiFieldErrors } from '@/lib/form-errors';
import { useChangeTravellers } from '../../api/bookings';

/** Correct the travellers' names and dates of birth; the number of travellers (and so the price) stays. */
export function TravellersDialog({ booking, onClose }: { booking: TravelBooking; onClose: () => void }) {
  const change = useChangeTravellers(booking.id);
  const [travellers, setTravellers] = useState(() =>
    booking.travellers.map((t) => ({ key: t.id, full_name: t.full_name, date_of_birth: t.date_of_birth })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const busy = change.isPending;
  const today = new Date().toISOString().slice(0, 10);

  const patch = (i: number, p: Partial<(typeof travellers)[number]>) =>
    setTravellers((ts) => ts.map((t, j) => (j === i ? { ...t, ...p } : t)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const body = {
      travellers: travellers.map(({ full_name, date_of_birth }) => ({ full_name, date_of_birth })),
    };
    const parsed = changeTravellersBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      setError('Fix the fields marked below.');
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: (r) => {
        toast.success(r.message || 'Travellers updated');
        onClose();
      },
      onError: (err) => {
        const fields = apiFieldErrors(err);
        setErrors(fields);
        setError(
          Object.keys(fields).length
            ? 'Fix the fields marked below.'
            : (refusalMessage(err) ?? errorMessage(err, 'The travellers could not be changed')),
        );
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        size="md"
        title="Change travellers"
        description={`${booking.booking_number}: names and dates of birth as on their passports. Adding or removing a traveller changes the price: make a new booking instead.`}
        closeDisabled={busy}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            {error ? <Callout tone="error">{error}</Callout> : null}
            {travellers.map((t, i) => (
              <fieldset key={t.key} className="space-y-3 rounded-xl p-3 ring-1 ring-slate-200">
                <legend className="px-1 text-sm font-medium text-slate-900">Traveller {i + 1}</legend>
                <Field
                  label="Full name"
                  value={t.full_name}
                  onChange={(e) => patch(i, { full_name: e.target.value })}
                  maxLength={120}
                  autoComplete="off"
                  error={errors[`travellers.${i}.full_name`]}
                />
                <DatePicker
                  label="Date of birth"
                  value={t.date_of_birth}
                  onChange={(v) => patch(i, { date_of_birth: v })}
                  max={today}
                  clearable={false}
                  error={errors[`travellers.${i}.date_of_birth`]}
                />
              </fieldset>
            ))}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Back
            </Button>
            <Button type="submit" loading={busy}>
              Save travellers
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
