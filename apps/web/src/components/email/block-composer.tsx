import {
  EMAIL_BLOCKS_MAX,
  EMAIL_TEXT_BLOCK_MAX,
  EMAIL_VARIABLE_LABELS,
  type EmailBlock,
  type EmailBlockType,
  type EmailVariable,
  emailVariables,
} from '@fundpath/contracts/campaigns';
import { ArrowDown, ArrowUp, Image, Minus, MousePointerClick, Trash2, Type } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextareaField } from '@/components/ui/textarea';

/**
 * The e-mail body editor shared by staff campaigns (`/email-campaigns`) and the marketing kit's
 * e-mail (`/marketing`): ordered blocks (text, image, button, divider) added, moved and removed
 * with buttons (so the keyboard does everything), and a variables picker that inserts
 * `{{first_name}}` and friends at the cursor. The contract (`emailBlocksSchema`) checks the result.
 */

export type ComposerBlock = EmailBlock & { id: string };

let seq = 0;
const newId = () => `b${Date.now().toString(36)}${(seq++).toString(36)}`;

/** Blocks from the server (ids are optional there) with ids the editor can key on. */
export const withIds = (blocks: readonly EmailBlock[]): ComposerBlock[] =>
  blocks.map((b) => ({ ...b, id: b.id || newId() }) as ComposerBlock);

export function newBlock(type: EmailBlockType): ComposerBlock {
  const id = newId();
  switch (type) {
    case 'text':
      return { id, type, text: '' };
    case 'image':
      return { id, type, url: '', alt: '', link: null };
    case 'button':
      return { id, type, label: '', url: '' };
    default:
      return { id, type: 'divider' };
  }
}

const ADD: Array<{ type: EmailBlockType; label: string; Icon: typeof Type }> = [
  { type: 'text', label: 'Text', Icon: Type },
  { type: 'image', label: 'Image', Icon: Image },
  { type: 'button', label: 'Button', Icon: MousePointerClick },
  { type: 'divider', label: 'Divider', Icon: Minus },
];
const TYPE_LABELS: Record<EmailBlockType, string> = {
  text: 'Text',
  image: 'Image',
  button: 'Button',
  divider: 'Divider',
};

/** Inserts `text` at the cursor of an input or textarea, returning the new value. */
function insertAt(el: HTMLInputElement | HTMLTextAreaElement | null, value: string, text: string): string {
  if (!el) return value + text;
  const start = el.selectionStart ?? value.length;
  const end = el.selectionEnd ?? value.length;
  const next = value.slice(0, start) + text + value.slice(end);
  requestAnimationFrame(() => {
    el.focus();
    el.setSelectionRange(start + text.length, start + text.length);
  });
  return next;
}

/** "Insert variable" as a select: choosing one inserts it where the cursor is. */
export function VariablePicker({
  label = 'Insert variable',
  target,
  value,
  onChange,
  variables = emailVariables,
}: {
  label?: string;
  target: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  variables?: readonly EmailVariable[];
}) {
  return (
    <NativeSelect
      label={label}
      labelSize="sm"
      value=""
      placeholder="Choose…"
      options={variables.map((v) => ({ value: v, label: `${EMAIL_VARIABLE_LABELS[v]} {{${v}}}` }))}
      onChange={(v) => {
        if (v) onChange(insertAt(target.current, value, `{{${v}}}`));
      }}
      className="w-full sm:w-60"
    />
  );
}

export interface BlockComposerProps {
  blocks: ComposerBlock[];
  onChange: (blocks: ComposerBlock[]) => void;
  /** Field errors keyed `blocks.<index>.<field>` (the contract's issue paths). */
  errors?: Record<string, string>;
  variables?: readonly EmailVariable[];
  disabled?: boolean;
  /** Ends the accessible names ("Move block 1 of action 2 up") where a page has several composers. */
  name?: string;
}

export function BlockComposer({
  blocks,
  onChange,
  errors = {},
  variables,
  disabled,
  name,
}: BlockComposerProps) {
  const of = name ? ` of ${name}` : '';
  const set = (i: number, block: ComposerBlock) => onChange(blocks.map((b, j) => (j === i ? block : b)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...blocks];
    const [b] = next.splice(i, 1);
    next.splice(i + by, 0, b!);
    onChange(next);
  };
  const full = blocks.length >= EMAIL_BLOCKS_MAX;
  return (
    <div className="space-y-3">
      {errors.blocks ? (
        <p className="text-sm text-red-700" role="alert">
          {errors.blocks}
        </p>
      ) : null}
      <ol className="space-y-3" aria-label={`Message blocks${of}`}>
        {blocks.map((block, i) => (
          <li key={block.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="mb-3 flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-slate-800">
                {i + 1}. {TYPE_LABELS[block.type]}
              </span>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move block ${i + 1}${of} up`}
                  disabled={disabled || i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move block ${i + 1}${of} down`}
                  disabled={disabled || i === blocks.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove block ${i + 1}${of}`}
                  disabled={disabled}
                  onClick={() => onChange(blocks.filter((_, j) => j !== i))}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </div>
            <BlockFields
              block={block}
              index={i}
              of={of}
              onChange={(b) => set(i, b)}
              errors={errors}
              variables={variables}
              disabled={disabled}
            />
          </li>
        ))}
      </ol>
      <div
        className="flex flex-wrap items-center gap-2"
        role="group"
        aria-label={name ? `Add a block to ${name}` : 'Add a block'}
      >
        <span className="text-sm text-slate-600">Add:</span>
        {ADD.map(({ type, label, Icon }) => (
          <Button
            key={type}
            variant="secondary"
            size="sm"
            disabled={disabled || full}
            onClick={() => onChange([...blocks, newBlock(type)])}
          >
            <Icon className="size-4" aria-hidden="true" /> {label}
          </Button>
        ))}
        {full ? <span className="text-sm text-slate-600">At most {EMAIL_BLOCKS_MAX} blocks.</span> : null}
      </div>
    </div>
  );
}

function BlockFields({
  block,
  index,
  of,
  onChange,
  errors,
  variables,
  disabled,
}: {
  block: ComposerBlock;
  index: number;
  /** " of action 2", or nothing. */
  of: string;
  onChange: (b: ComposerBlock) => void;
  errors: Record<string, string>;
  variables?: readonly EmailVariable[];
  disabled?: boolean;
}) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  const labelRef = useRef<HTMLInputElement>(null);
  const err = (field: string) => errors[`blocks.${index}.${field}`];
  switch (block.type) {
    case 'text':
      return (
        <div className="space-y-2">
          <TextareaField
            ref={textRef}
            label={`Text of block ${index + 1}${of}`}
            rows={5}
            value={block.text}
            maxLength={EMAIL_TEXT_BLOCK_MAX}
            onChange={(e) => onChange({ ...block, text: e.target.value })}
            error={err('text')}
            hint="A blank line starts a new paragraph. **bold**, links as [label](https://…)."
            disabled={disabled}
          />
          <VariablePicker
            target={textRef}
            value={block.text}
            onChange={(text) => onChange({ ...block, text })}
            variables={variables}
          />
        </div>
      );
    case 'image':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={`Image address of block ${index + 1}${of}`}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={block.url}
            maxLength={2000}
            onChange={(e) => onChange({ ...block, url: e.target.value.trim() })}
            error={err('url')}
            hint="https only."
            disabled={disabled}
          />
          <Field
            label="Alt text"
            value={block.alt}
            maxLength={200}
            onChange={(e) => onChange({ ...block, alt: e.target.value })}
            error={err('alt')}
            hint="What the image shows, for readers who can't see it."
            disabled={disabled}
          />
          <Field
            className="sm:col-span-2"
            label="Link (optional)"
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={block.link ?? ''}
            maxLength={2000}
            onChange={(e) => onChange({ ...block, link: e.target.value.trim() || null })}
            error={err('link')}
            disabled={disabled}
          />
        </div>
      );
    case 'button':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-2">
            <Field
              ref={labelRef}
              label={`Button label of block ${index + 1}${of}`}
              value={block.label}
              maxLength={80}
              onChange={(e) => onChange({ ...block, label: e.target.value })}
              error={err('label')}
              disabled={disabled}
            />
            <VariablePicker
              target={labelRef}
              value={block.label}
              onChange={(label) => onChange({ ...block, label })}
              variables={variables}
            />
          </div>
          <Field
            label="Button link"
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={block.url}
            maxLength={2000}
            onChange={(e) => onChange({ ...block, url: e.target.value.trim() })}
            error={err('url')}
            hint="https only."
            disabled={disabled}
          />
        </div>
      );
    default:
      return <p className="text-sm text-slate-600">A thin line between the blocks around it.</p>;
  }
}

/** Blocks as the API takes them (the editor's ids are kept: the contract allows them). */
export const toApiBlocks = (blocks: ComposerBlock[]): EmailBlock[] => blocks;
