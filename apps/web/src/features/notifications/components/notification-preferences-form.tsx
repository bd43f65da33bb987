import {
  NOTIFICATION_TYPES,
  type NotificationPreference,
  type NotificationType,
} from '@fundpath/contracts/notifications';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/preferences';
import { Switch } from './switch';

/**
 * The one notification preferences form (staff `/settings/notifications`, the marketplace's
 * settings screens): every event type the signed-in user can receive, with an in-app and an
 * e-mail switch each. The server lists the types (by role); labels come from the contracts.
 */
export function NotificationPreferencesForm() {
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreference[] | null>(null);
  const value = draft ?? prefs.data;

  if (prefs.isPending) return <Spinner message="Loading your notification settings" />;
  if (prefs.isError || !value)
    return (
      <p role="alert" className="text-sm text-red-600">
        {errorMessage(prefs.error, 'Your notification settings could not be loaded')}
      </p>
    );

  const change = (type: NotificationType, channel: 'in_app' | 'email', on: boolean) =>
    setDraft(value.map((p) => (p.type === type ? { ...p, [channel]: on } : p)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    save.mutate(draft, {
      onSuccess: () => {
        setDraft(null);
        toast.success('Notification settings saved');
      },
      onError: (err) => toast.error(errorMessage(err, 'Your notification settings could not be saved')),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Notification preferences">
      <Card>
        <CardHeader
          title="What you hear about"
          description="In-app notifications show under the bell; e-mails go to your account's address."
        />
        <CardBody className="p-0">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-100 text-left text-xs font-medium text-slate-500">
                <th scope="col" className="px-5 py-2.5">
                  Notification
                </th>
                <th scope="col" className="w-24 px-3 py-2.5 text-center">
                  In-app
                </th>
                <th scope="col" className="w-24 px-3 py-2.5 text-center">
                  E-mail
                </th>
              </tr>
            </thead>
            <tbody>
              {value.map((p) => {
                const info = NOTIFICATION_TYPES[p.type];
                return (
                  <tr key={p.type} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="px-5 py-3 text-left font-normal">
                      <span className="block font-medium text-slate-900">{info.label}</span>
                      <span className="block text-xs text-slate-500">{info.description}</span>
                    </th>
                    <td className="px-3 py-3 text-center">
                      <Switch
                        label={`${info.label}: in-app`}
                        checked={p.in_app}
                        onChange={(on) => change(p.type, 'in_app', on)}
                      />
                    </td>
                    <td className="px-3 py-3 text-center">
                      <Switch
                        label={`${info.label}: e-mail`}
                        checked={p.email}
                        onChange={(on) => change(p.type, 'email', on)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </CardBody>
        <div className="flex items-center justify-end gap-2 border-t border-slate-100 px-5 py-3">
          {draft ? (
            <Button type="button" variant="ghost" onClick={() => setDraft(null)} disabled={save.isPending}>
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" disabled={!draft} loading={save.isPending}>
            Save settings
          </Button>
        </div>
      </Card>
    </form>
  );
}
