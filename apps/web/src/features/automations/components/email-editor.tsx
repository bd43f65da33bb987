import { EMAIL_VARIABLE_LABELS, type EmailContent, emailVariables } from '@fundpath/contracts/campaigns';
import { useMemo } from 'react';
import { BlockComposer, withIds } from '@/components/email/block-composer';
import { Field } from '@/components/ui/input';

/**
 * The e-mail of a "Send e-mail" action: subject, preheader and the campaigns' blocks (text with
 * **bold** and [links](https://…), image, button, divider) in the campaigns' own block composer,
 * with the variables the engine fills.
 */
export function EmailEditor({
  value,
  onChange,
  name,
}: {
  value: EmailContent;
  onChange: (v: EmailContent) => void;
  /** Suffix of the blocks' accessible names ("action 1"). */
  name: string;
}) {
  // Blocks of a template or a saved workflow may come without ids: given once, kept from then on.
  const blocks = useMemo(() => withIds(value.blocks), [value.blocks]);
  return (
    <div className="space-y-4">
      <Field
        label="Subject"
        value={value.subject}
        maxLength={200}
        onChange={(e) => onChange({ ...value, subject: e.target.value })}
      />
      <Field
        label="Preheader"
        hint="The preview line inbox lists show after the subject."
        value={value.preheader ?? ''}
        maxLength={200}
        onChange={(e) => onChange({ ...value, preheader: e.target.value })}
      />
      <p className="text-xs text-slate-500">
        Variables: {emailVariables.map((v) => `{{${v}}}`).join(', ')} (for example{' '}
        <code>{'{{first_name|there}}'}</code> with a fallback). {EMAIL_VARIABLE_LABELS.first_name}, step and
        brand come from the recipient. The brand’s postal footer and an unsubscribe link are added when it is
        sent.
      </p>
      <BlockComposer blocks={blocks} onChange={(next) => onChange({ ...value, blocks: next })} name={name} />
    </div>
  );
}
