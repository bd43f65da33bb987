import {
  EMAIL_VARIABLE_LABELS,
  type EmailBlock,
  type EmailBlockType,
  type EmailContent,
  emailBlockTypes,
  emailVariables,
} from '@fundpath/contracts/campaigns';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextareaField } from '@/components/ui/textarea';
import { newId } from './describe';
import { focusMoved, ItemControls, moved } from './fields';

const BLOCK_LABELS: Record<EmailBlockType, string> = {
  text: 'Text',
  image: 'Image',
  button: 'Button',
  divider: 'Divider',
};

function newBlock(type: EmailBlockType): EmailBlock {
  const id = newId();
  switch (type) {
    case 'text':
      return { id, type, text: '' };
    case 'image':
      return { id, type, url: 'https://', alt: '', link: null };
    case 'button':
      return { id, type, label: '', url: 'https://' };
    case 'divider':
      return { id, type };
  }
}

/**
 * The e-mail of a "Send e-mail" action: subject, preheader and the campaigns' blocks (text with
 * **bold** and [links](https://…), image, button, divider), with the variables the engine fills.
 */
export function EmailEditor({
  value,
  onChange,
  name,
}: {
  value: EmailContent;
  onChange: (v: EmailContent) => void;
  /** Prefix for the blocks' accessible names ("action 1"). */
  name: string;
}) {
  const [adding, setAdding] = useState<EmailBlockType>('text');
  const blocks = value.blocks;
  const setBlocks = (next: EmailBlock[]) => onChange({ ...value, blocks: next });
  const setBlock = (i: number, b: EmailBlock) => setBlocks(blocks.map((x, j) => (j === i ? b : x)));
  const idBase = (b: EmailBlock, i: number) => `${name.replace(/\W+/g, '-')}-block-${b.id ?? i}`;
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
      <ol className="space-y-3" aria-label={`E-mail blocks of ${name}`}>
        {blocks.map((b, i) => {
          const blockName = `block ${i + 1} of ${name}`;
          return (
            <li key={b.id ?? i} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-slate-800">
                  Block {i + 1}: {BLOCK_LABELS[b.type]}
                </p>
                <ItemControls
                  name={blockName}
                  index={i}
                  count={blocks.length}
                  idBase={idBase(b, i)}
                  onMove={(from, to) => {
                    setBlocks(moved(blocks, from, to));
                    focusMoved(idBase(b, i), to < from ? 'up' : 'down');
                  }}
                  onRemove={() => setBlocks(blocks.filter((_, j) => j !== i))}
                />
              </div>
              {b.type === 'text' ? (
                <TextareaField
                  label={`Text of block ${i + 1}`}
                  rows={5}
                  maxLength={5000}
                  hint="A blank line starts a paragraph; **bold**; links as [label](https://…)."
                  value={b.text}
                  onChange={(e) => setBlock(i, { ...b, text: e.target.value })}
                />
              ) : null}
              {b.type === 'button' ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field
                    label={`Button label of block ${i + 1}`}
                    value={b.label}
                    maxLength={80}
                    onChange={(e) => setBlock(i, { ...b, label: e.target.value })}
                  />
                  <Field
                    label={`Button link of block ${i + 1}`}
                    type="url"
                    value={b.url}
                    onChange={(e) => setBlock(i, { ...b, url: e.target.value })}
                  />
                </div>
              ) : null}
              {b.type === 'image' ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field
                    label={`Image address of block ${i + 1}`}
                    type="url"
                    value={b.url}
                    onChange={(e) => setBlock(i, { ...b, url: e.target.value })}
                  />
                  <Field
                    label={`Alt text of block ${i + 1}`}
                    value={b.alt}
                    maxLength={200}
                    onChange={(e) => setBlock(i, { ...b, alt: e.target.value })}
                  />
                </div>
              ) : null}
              {b.type === 'divider' ? <hr className="border-slate-200" /> : null}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <NativeSelect
          label={`New block for ${name}`}
          labelSize="sm"
          value={adding}
          onChange={(v) => setAdding(v as EmailBlockType)}
          options={emailBlockTypes.map((t) => ({ value: t, label: BLOCK_LABELS[t] }))}
        />
        <Button
          variant="secondary"
          leftIcon={<Plus className="size-4" aria-hidden />}
          onClick={() => setBlocks([...blocks, newBlock(adding)])}
        >
          Add block
        </Button>
      </div>
    </div>
  );
}
