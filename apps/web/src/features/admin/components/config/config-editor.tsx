import { type Setting, type SettingKey, settingValueSchema } from '@fundpath/contracts/config';
import { hasPermission } from '@fundpath/contracts/roles';
import { Bot, CreditCard, KeyRound, Mail, Settings2, ShoppingBag, Wallet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  SecretBadge,
  SettingAside,
  SettingHint,
  useConfirmSettingReset,
} from '@/components/forms/setting-meta';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useSettings, useUpdateSettings } from '../../api/config';

const GROUP_ICONS = {
  'AI coach': Bot,
  'Credit provider': CreditCard,
  Mail,
  Payments: Wallet,
  Commerce: ShoppingBag,
} as const;
const OPTION_LABELS: Record<string, string> = {
  builtin: 'Built-in coach',
  openai: 'OpenAI-compatible service',
  sandbox: 'Sandbox (demo reports)',
  http: 'HTTP provider',
  test: 'Test provider (no charges)',
  stripe: 'Stripe',
};

type Draft = Record<string, string>;

const toDraft = (s: Setting) => (s.type === 'secret' || s.value === null ? '' : String(s.value));

/** One group of settings as a form: only what changed is sent. */
function GroupForm({ group, settings }: { group: string; settings: Setting[] }) {
  const update = useUpdateSettings();
  const confirmReset = useConfirmSettingReset();
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(settings.map((s) => [s.key, toDraft(s)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const Icon = GROUP_ICONS[group as keyof typeof GROUP_ICONS] ?? Settings2;

  const changes = (): Record<string, string | number> => {
    const out: Record<string, string | number> = {};
    for (const s of settings) {
      const v = draft[s.key]?.trim() ?? '';
      if (s.type === 'secret') {
        if (v) out[s.key] = v;
      } else if (v !== toDraft(s) && v !== '') out[s.key] = s.type === 'int' ? Number(v) : v;
    }
    return out;
  };

  const send = (values: Record<string, string | number | null>, done: string) =>
    update.mutate(
      { values: values as never },
      {
        onSuccess: (next) => {
          toast.success(done);
          setErrors({});
          setDraft(Object.fromEntries(next.filter((s) => s.group === group).map((s) => [s.key, toDraft(s)])));
        },
        onError: (err) => {
          setErrors(fieldErrorsOf(err));
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The settings could not be saved'));
        },
      },
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = changes();
    const local: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) {
      const parsed = settingValueSchema(k as SettingKey).safeParse(v);
      if (!parsed.success) local[k] = parsed.error.issues[0]?.message ?? 'Invalid value';
    }
    setErrors(local);
    if (Object.keys(local).length) return;
    if (Object.keys(values).length === 0) {
      toast.info('Nothing changed');
      return;
    }
    send(values, `${group} settings saved`);
  };

  const reset = async (s: Setting) => {
    if (await confirmReset(s)) send({ [s.key]: null }, `${s.label} reset`);
  };

  return (
    <Card>
      <CardHeader icon={<Icon className="size-5" aria-hidden="true" />} title={group} />
      <CardBody>
        <form onSubmit={submit} noValidate aria-label={`${group} settings`} className="grid gap-5">
          {settings.map((s) => {
            const aside = <SettingAside setting={s} onReset={reset} />;
            const hint = <SettingHint setting={s} />;
            const set = (v: string) => setDraft((d) => ({ ...d, [s.key]: v }));
            if (s.type === 'enum')
              return (
                <div key={s.key} className="grid gap-1">
                  <div className="flex justify-end">{aside}</div>
                  <NativeSelect
                    label={s.label}
                    value={draft[s.key] ?? ''}
                    onChange={set}
                    options={(s.options ?? []).map((o) => ({ value: o, label: OPTION_LABELS[o] ?? o }))}
                    hint={hint}
                    error={errors[s.key]}
                  />
                </div>
              );
            if (s.type === 'secret')
              return (
                <Field
                  key={s.key}
                  label={s.label}
                  labelAside={
                    <SettingAside setting={s} onReset={reset}>
                      <SecretBadge setting={s} />
                    </SettingAside>
                  }
                  type="password"
                  autoComplete="new-password"
                  placeholder={s.is_set ? '•••••••• (type to replace)' : 'Paste the secret'}
                  value={draft[s.key] ?? ''}
                  onChange={(e) => set(e.target.value)}
                  hint={hint}
                  error={errors[s.key]}
                  trailing={<KeyRound className="size-4 text-slate-500" aria-hidden="true" />}
                />
              );
            return (
              <Field
                key={s.key}
                label={s.label}
                labelAside={aside}
                type={s.type === 'int' ? 'number' : s.type === 'url' ? 'url' : 'text'}
                inputMode={s.type === 'int' ? 'numeric' : undefined}
                min={s.min ?? undefined}
                max={s.max ?? undefined}
                value={draft[s.key] ?? ''}
                onChange={(e) => set(e.target.value)}
                hint={hint}
                error={errors[s.key]}
              />
            );
          })}
          <div className="flex justify-end">
            <Button type="submit" loading={update.isPending}>
              Save {group.toLowerCase()} settings
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

/** `/admin/config`: the run-time settings by group, secrets write-only, every change audited. */
export function ConfigEditor() {
  const { user } = useAuth();
  const canEdit = user?.role === 'admin' && hasPermission(user, 'config.edit');
  const settings = useSettings(canEdit);
  if (!canEdit)
    return (
      <EmptyState
        icon={Settings2}
        title="You can't change the configuration"
        description="Run-time settings are for administrators with the “Edit configuration” permission."
      />
    );
  if (settings.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner message="Loading the settings" />
      </div>
    );
  if (settings.isError)
    return (
      <EmptyState
        title="The settings could not be loaded"
        description={errorMessage(settings.error, 'Try again in a moment.')}
        action={<Button onClick={() => void settings.refetch()}>Try again</Button>}
      />
    );
  const groups = [...new Set(settings.data.map((s) => s.group))];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        A setting made here overrides the server’s environment on every instance at once, without a restart.
        Reset it to go back to the environment. Secrets are stored encrypted and never shown again.
      </p>
      {groups.map((g) => (
        <GroupForm
          key={`${g}:${settings.dataUpdatedAt}`}
          group={g}
          settings={settings.data.filter((s) => s.group === g)}
        />
      ))}
    </div>
  );
}
