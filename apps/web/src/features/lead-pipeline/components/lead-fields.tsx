import {
  LEAD_SOURCE_LABELS,
  LEAD_VALUE_MAX_CENTS,
  type LeadOwner,
  leadSources,
} from '@fundpath/contracts/leads';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { centsToDollars, dollarsToCents } from '@/lib/commerce-units';

/** The editable facts of a lead, as form strings. */
export interface LeadDraft {
  name: string;
  email: string;
  phone: string;
  value: string;
  source: string;
  owner_id: string;
  next_action_on: string;
}

export const emptyDraft: LeadDraft = {
  name: '',
  email: '',
  phone: '',
  value: '',
  source: 'manual',
  owner_id: '',
  next_action_on: '',
};

export function draftOf(lead: {
  name: string;
  email: string | null;
  phone: string | null;
  value_cents: number;
  source: string;
  owner_id: string | null;
  next_action_on: string | null;
}): LeadDraft {
  return {
    name: lead.name,
    email: lead.email ?? '',
    phone: lead.phone ?? '',
    value: lead.value_cents ? centsToDollars(lead.value_cents) : '',
    source: lead.source,
    owner_id: lead.owner_id ?? '',
    next_action_on: lead.next_action_on ?? '',
  };
}

/** The draft as the API's body, or the field errors found before sending. */
export function bodyOf(
  d: LeadDraft,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!d.name.trim()) errors.name = 'Name is required';
  let value_cents = 0;
  if (d.value.trim()) {
    const parsed = dollarsToCents(d.value, LEAD_VALUE_MAX_CENTS, 'a value');
    if (parsed.ok) value_cents = parsed.value;
    else errors.value_cents = parsed.error;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: d.name,
      email: d.email,
      phone: d.phone,
      value_cents,
      source: d.source,
      owner_id: d.owner_id,
      next_action_on: d.next_action_on,
    },
  };
}

/** Name, contact, value, source, owner and next action: shared by the create dialog and the drawer. */
export function LeadFields({
  draft,
  onChange,
  errors,
  owners,
}: {
  draft: LeadDraft;
  onChange: (d: LeadDraft) => void;
  errors: Record<string, string>;
  owners: LeadOwner[];
}) {
  const set = (key: keyof LeadDraft) => (value: string) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Name"
        value={draft.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name}
        maxLength={120}
        required
        className="sm:col-span-2"
      />
      <Field
        label="E-mail"
        type="email"
        value={draft.email}
        onChange={(e) => set('email')(e.target.value)}
        error={errors.email}
        maxLength={254}
      />
      <Field
        label="Phone"
        type="tel"
        value={draft.phone}
        onChange={(e) => set('phone')(e.target.value)}
        error={errors.phone}
        maxLength={40}
      />
      <Field
        label="Value ($)"
        inputMode="decimal"
        value={draft.value}
        onChange={(e) => set('value')(e.target.value)}
        error={errors.value_cents}
        placeholder="0.00"
      />
      <NativeSelect
        label="Source"
        value={draft.source}
        onChange={set('source')}
        options={leadSources.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] }))}
        error={errors.source}
      />
      <NativeSelect
        label="Owner"
        value={draft.owner_id}
        onChange={set('owner_id')}
        placeholder="Unassigned"
        options={owners.map((o) => ({ value: o.id, label: o.display_name }))}
        error={errors.owner_id}
      />
      <Field
        label="Next action"
        type="date"
        value={draft.next_action_on}
        onChange={(e) => set('next_action_on')(e.target.value)}
        error={errors.next_action_on}
      />
    </div>
  );
}
