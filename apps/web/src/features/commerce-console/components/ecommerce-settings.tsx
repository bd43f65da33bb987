import { type Setting, type SettingKey, settingValueSchema } from '@fundpath/contracts/config';
import type { EcommerceSettingKey } from '@fundpath/contracts/payments';
import { CreditCard, KeyRound, Percent } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import {
  SecretBadge,
  SettingAside,
  SettingHint,
  useConfirmSettingReset,
} from '@/components/forms/setting-meta';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field, type FieldProps } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { type RadioCardOption, RadioCards } from '@/components/ui/radio-cards';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fieldErrorsOf, refusalMessage } from '@/lib/api-client';
import { bpsToPercent, centsToDollars, dollarsToCents, percentToBps } from '@/lib/commerce-units';
import { issuesToFieldErrors } from '@/lib/field-errors';
import {
  type EcommerceSettingsResponse,
  useEcommerceSettings,
  useUpdateEcommerceSettings,
} from '../api/settings';

type Key = EcommerceSettingKey;
type Draft = Partial<Record<Key, string>>;

/** The platform defaults, edited in people's units and stored in basis points or cents. */
const UNITS: Partial<Record<Key, { unit: 'percent' | 'dollars'; label: string }>> = {
  'commerce.default_tax_rate_bps': { unit: 'percent', label: 'Default tax rate (%)' },
  'commerce.default_shipping_cents': { unit: 'dollars', label: 'Default shipping ($)' },
  'commerce.free_shipping_threshold_cents': { unit: 'dollars', label: 'Free shipping from ($)' },
  'commerce.platform_fee_bps': { unit: 'percent', label: 'Platform fee (%)' },
};
const DEFAULT_KEYS = Object.keys(UNITS) as Key[];
const STRIPE_KEYS: Key[] = [
  'payments.stripe_secret_key',
  'payments.stripe_publishable_key',
  'payments.stripe_webhook_secret',
];
const PROVIDERS: ReadonlyArray<RadioCardOption<'test' | 'stripe'>> = [
  {
    value: 'test',
    label: 'Test mode',
    description: 'The offline test provider: behaves like Stripe test mode, charges nothing.',
  },
  {
    value: 'stripe',
    label: 'Stripe',
    description: 'Real card payments through Stripe (needs the secret key below).',
  },
];

/** What a field shows for a setting: secrets never (write-only), money and rates in people's units. */
function shown(s: Setting): string {
  if (s.type === 'secret' || s.value === null) return '';
  const unit = UNITS[s.key as Key]?.unit;
  if (unit === 'percent') return bpsToPercent(Number(s.value));
  if (unit === 'dollars') return centsToDollars(Number(s.value));
  return String(s.value);
}

const draftOf = (settings: Setting[]): Draft => Object.fromEntries(settings.map((s) => [s.key, shown(s)]));

/** The draft's changes as the API's values, or the errors per field. */
export function settingsChanges(
  settings: Setting[],
  draft: Draft,
): { values: Partial<Record<Key, string | number>>; errors: Record<string, string> } {
  const values: Partial<Record<Key, string | number>> = {};
  const errors: Record<string, string> = {};
  for (const s of settings) {
    const key = s.key as Key;
    const typed = (draft[key] ?? '').trim();
    if (s.type === 'secret' ? typed === '' : typed === shown(s) || typed === '') continue;
    const unit = UNITS[key]?.unit;
    let value: string | number = typed;
    if (unit) {
      const parsed =
        unit === 'percent' ? percentToBps(typed) : dollarsToCents(typed, s.max ?? Number.MAX_SAFE_INTEGER);
      if (!parsed.ok) {
        errors[key] = parsed.error;
        continue;
      }
      value = parsed.value;
    }
    const checked = settingValueSchema(key as SettingKey).safeParse(value);
    if (!checked.success) errors[key] = checked.error.issues[0]?.message ?? 'Invalid value';
    else values[key] = checked.data;
  }
  return { values, errors };
}

/** `/admin/ecommerce-settings`: the payment provider, Stripe's keys (write-only) and the platform defaults. */
export function EcommerceSettings() {
  const settings = useEcommerceSettings();
  if (settings.isPending) return <Spinner className="py-16" message="Loading the settings" />;
  if (settings.isError)
    return (
      <LoadError title="The settings could not be loaded" error={settings.error} onRetry={settings.refetch} />
    );
  return <SettingsForm key={settings.dataUpdatedAt} data={settings.data} />;
}

function SettingsForm({ data }: { data: EcommerceSettingsResponse }) {
  const update = useUpdateEcommerceSettings();
  const confirmReset = useConfirmSettingReset('the built-in default');
  const byKey = new Map(data.settings.map((s) => [s.key as Key, s]));
  const [draft, setDraft] = useState<Draft>(() => draftOf(data.settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = (draft['payments.provider'] ?? 'test') as 'test' | 'stripe';
  const secretSet = byKey.get('payments.stripe_secret_key')?.is_set ?? false;

  const set = (key: Key, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const send = (values: Partial<Record<Key, string | number | null>>, done: string) =>
    update.mutate(
      { values },
      {
        onSuccess: () => toast.success(done),
        onError: (err) => {
          setErrors({ ...issuesToFieldErrors(err, 'values.'), ...fieldErrorsOf(err) });
          toast.error(refusalMessage(err) ?? errorMessage(err, 'The settings could not be saved'));
        },
      },
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { values, errors: local } = settingsChanges(data.settings, draft);
    setErrors(local);
    if (Object.keys(local).length) return;
    if (Object.keys(values).length === 0) {
      toast.info('Nothing changed');
      return;
    }
    send(values, 'Commerce settings saved');
  };

  const reset = async (s: Setting) => {
    if (await confirmReset(s)) send({ [s.key]: null }, `${s.label} reset`);
  };

  const meta = (s: Setting | undefined): { aside: ReactNode; hint: ReactNode } => {
    if (!s) return { aside: null, hint: null };
    const secret = s.type === 'secret';
    return {
      aside: (
        <SettingAside
          setting={s}
          onReset={reset}
          defaultLabel="Built-in default"
          showSource={!(secret && s.source === 'default')}
        >
          {secret ? <SecretBadge setting={s} /> : null}
        </SettingAside>
      ),
      hint: <SettingHint setting={s} />,
    };
  };

  /** A setting's field: its label, source, hint, draft and error, with `props` on top. */
  const settingField = (key: Key, props: (s: Setting) => Partial<FieldProps>) => {
    const s = byKey.get(key);
    if (!s) return null;
    const { aside, hint } = meta(s);
    return (
      <Field
        key={key}
        label={s.label}
        labelAside={aside}
        value={draft[key] ?? ''}
        onChange={(e) => set(key, e.target.value)}
        hint={hint}
        error={errors[key]}
        {...props(s)}
      />
    );
  };

  const provider = byKey.get('payments.provider');
  return (
    <form className="space-y-6" onSubmit={submit} noValidate aria-label="Commerce settings">
      <Callout
        tone={data.provider_in_effect === 'stripe' ? 'success' : chosen === 'stripe' ? 'warning' : 'info'}
        title={
          data.provider_in_effect === 'stripe'
            ? 'Payments go through Stripe'
            : 'Payments go through the test provider: no real money moves'
        }
      >
        {data.provider_in_effect === 'test' && provider?.value === 'stripe'
          ? 'Stripe is chosen, but its secret key is not set: checkout keeps using test mode until it is.'
          : data.provider_in_effect === 'test'
            ? 'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.'
            : 'Cards are taken by Stripe.js in the shopper’s browser; the platform never sees card numbers.'}
      </Callout>

      <Card>
        <CardHeader
          icon={<CreditCard className="size-5" aria-hidden="true" />}
          title="Payment provider"
          action={meta(provider).aside}
        />
        <CardBody>
          <RadioCards
            legend="Payment provider"
            name="payments.provider"
            value={chosen}
            onChange={(v) => set('payments.provider', v)}
            options={PROVIDERS}
            error={errors['payments.provider']}
          />
          {chosen === 'stripe' && !secretSet && !draft['payments.stripe_secret_key'] ? (
            <p className="mt-3 text-sm text-amber-800">
              Set the Stripe secret key below, or checkout stays in test mode.
            </p>
          ) : null}
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          icon={<KeyRound className="size-5" aria-hidden="true" />}
          title="Stripe keys"
          description="Secrets are write-only: stored encrypted and never shown again. Type a new value to replace one."
        />
        <CardBody className="grid gap-5">
          {STRIPE_KEYS.map((key) =>
            settingField(key, (s) => {
              const secret = s.type === 'secret';
              return {
                type: secret ? 'password' : 'text',
                autoComplete: secret ? 'new-password' : 'off',
                spellCheck: false,
                placeholder: secret
                  ? s.is_set
                    ? '•••••••• (type to replace)'
                    : 'Paste the secret'
                  : 'pk_test_…',
              };
            }),
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          icon={<Percent className="size-5" aria-hidden="true" />}
          title="Platform defaults"
          description="New stores start with this tax and shipping; the platform fee applies to every order."
        />
        <CardBody className="grid gap-5 md:grid-cols-2">
          {DEFAULT_KEYS.map((key) =>
            settingField(key, () => ({ label: UNITS[key]!.label, inputMode: 'decimal' })),
          )}
        </CardBody>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
