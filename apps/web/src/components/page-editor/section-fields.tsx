import type { PageSection, PageSectionType } from '@fundpath/contracts/pages';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea';

/*
 * The fields of the landing sections (hero, features, steps, FAQ, call to action, testimonials),
 * for the one block editor (./page-editor.tsx): the admin landing and login editors use them all,
 * the coaches' website editor reuses hero, FAQ and testimonials beside its own section types.
 */

/** A section as the editor holds it: the contract's shape, strings possibly still empty. */
export type DraftSection = PageSection;
type Of<T extends PageSectionType> = Extract<DraftSection, { type: T }>;

export const SECTION_LABELS: Record<PageSectionType, string> = {
  hero: 'Hero',
  features: 'Features',
  steps: 'Steps',
  faq: 'FAQ',
  cta: 'Call to action',
  testimonials: 'Testimonials',
};

const ITEM_LIMITS = { features: 8, steps: 8, faq: 12, testimonials: 6 } as const;

/** A fresh section of a type, with an id no other section of `taken` has. */
export function newSection(type: PageSectionType, taken: ReadonlySet<string>): DraftSection {
  let n = 1;
  while (taken.has(`${type}-${n}`)) n += 1;
  const id = `${type}-${n}`;
  switch (type) {
    case 'hero':
      return { id, type, headline: '' };
    case 'features':
    case 'steps':
      return { id, type, heading: '', items: [{ title: '', body: '' }] };
    case 'faq':
      return { id, type, heading: '', items: [{ question: '', answer: '' }] };
    case 'cta':
      return { id, type, title: '', button_label: '', button_href: '/login' };
    case 'testimonials':
      return { id, type, heading: '', items: [{ quote: '', author: '' }] };
  }
}

/** Optional text fields: an emptied field is left out, as the contract expects. */
export function opt<T extends object, K extends string>(obj: T, key: K, value: string): T {
  const next = { ...obj } as Record<string, unknown>;
  if (value === '') delete next[key];
  else next[key] = value;
  return next as T;
}

export interface FieldsProps<T extends PageSectionType> {
  section: Of<T>;
  onChange: (section: DraftSection) => void;
  /** The error for a path inside this section (`headline`, `items.0.title`). */
  errorOf: (path: string) => string | undefined;
  /** Shown in empty link fields (`/login` on the landing, `/contact` on a coach's site). */
  linkPlaceholder?: string;
}

export function SectionFields(props: FieldsProps<PageSectionType>) {
  const { section } = props;
  switch (section.type) {
    case 'hero':
      return <HeroFields {...(props as FieldsProps<'hero'>)} />;
    case 'features':
    case 'steps':
      return <ItemFields {...(props as FieldsProps<'features' | 'steps'>)} />;
    case 'faq':
      return <FaqFields {...(props as FieldsProps<'faq'>)} />;
    case 'cta':
      return <CtaFields {...(props as FieldsProps<'cta'>)} />;
    case 'testimonials':
      return <TestimonialFields {...(props as FieldsProps<'testimonials'>)} />;
  }
}

export function HeroFields({ section, onChange, errorOf, linkPlaceholder = '/login' }: FieldsProps<'hero'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Eyebrow"
        value={section.eyebrow ?? ''}
        maxLength={80}
        onChange={(e) => onChange(opt(section, 'eyebrow', e.target.value))}
        error={errorOf('eyebrow')}
        hint="A short line above the headline."
      />
      <Field
        className="sm:col-span-2"
        label="Headline"
        value={section.headline}
        maxLength={120}
        onChange={(e) => onChange({ ...section, headline: e.target.value })}
        error={errorOf('headline')}
      />
      <TextareaField
        className="sm:col-span-2"
        label="Subtext"
        rows={3}
        value={section.subheadline ?? ''}
        maxLength={400}
        onChange={(e) => onChange(opt(section, 'subheadline', e.target.value))}
        error={errorOf('subheadline')}
      />
      <Field
        label="Button label"
        value={section.cta_label ?? ''}
        maxLength={40}
        onChange={(e) => onChange(opt(section, 'cta_label', e.target.value))}
        error={errorOf('cta_label')}
      />
      <Field
        label="Button link"
        value={section.cta_href ?? ''}
        maxLength={300}
        placeholder={linkPlaceholder}
        onChange={(e) => onChange(opt(section, 'cta_href', e.target.value))}
        error={errorOf('cta_href')}
      />
    </div>
  );
}

function CtaFields({ section, onChange, errorOf }: FieldsProps<'cta'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        className="sm:col-span-2"
        label="Title"
        value={section.title}
        maxLength={120}
        onChange={(e) => onChange({ ...section, title: e.target.value })}
        error={errorOf('title')}
      />
      <TextareaField
        className="sm:col-span-2"
        label="Text"
        rows={2}
        value={section.body ?? ''}
        maxLength={300}
        onChange={(e) => onChange(opt(section, 'body', e.target.value))}
        error={errorOf('body')}
      />
      <Field
        label="Button label"
        value={section.button_label}
        maxLength={40}
        onChange={(e) => onChange({ ...section, button_label: e.target.value })}
        error={errorOf('button_label')}
      />
      <Field
        label="Button link"
        value={section.button_href}
        maxLength={300}
        placeholder="/login"
        onChange={(e) => onChange({ ...section, button_href: e.target.value })}
        error={errorOf('button_href')}
      />
    </div>
  );
}

/** Item list chrome: numbered fieldsets, remove per item, add under the list. */
export function Items<T>({
  items,
  noun,
  max,
  onChange,
  blank,
  render,
}: {
  items: readonly T[];
  noun: string;
  max: number;
  onChange: (items: T[]) => void;
  blank: T;
  render: (item: T, update: (item: T) => void, n: number) => React.ReactNode;
}) {
  return (
    <div className="space-y-3">
      {items.map((item, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity; their position is what the fields edit
        <fieldset key={n} className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-800">
            {noun} {n + 1}
          </legend>
          <div className="space-y-3">
            {render(item, (next) => onChange(items.map((x, i) => (i === n ? next : x))), n)}
          </div>
          {items.length > 1 ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="mt-2"
              onClick={() => onChange(items.filter((_, i) => i !== n))}
            >
              <Trash2 className="size-4" aria-hidden="true" /> Remove {noun.toLowerCase()} {n + 1}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {items.length < max ? (
        <Button type="button" size="sm" variant="secondary" onClick={() => onChange([...items, blank])}>
          <Plus className="size-4" aria-hidden="true" /> Add {noun.toLowerCase()}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">
          At most {max} {noun.toLowerCase()}s.
        </p>
      )}
    </div>
  );
}

/** The heading of a section with a list of items. */
export function HeadingField({
  section,
  onChange,
  errorOf,
}: FieldsProps<'features' | 'steps' | 'faq' | 'testimonials'>) {
  return (
    <Field
      label="Heading"
      value={section.heading}
      maxLength={120}
      onChange={(e) => onChange({ ...section, heading: e.target.value })}
      error={errorOf('heading')}
    />
  );
}

function ItemFields({ section, onChange, errorOf }: FieldsProps<'features' | 'steps'>) {
  const noun = section.type === 'steps' ? 'Step' : 'Feature';
  return (
    <div className="space-y-4">
      <HeadingField section={section} onChange={onChange} errorOf={errorOf} />
      <TextareaField
        label="Introduction"
        rows={2}
        value={section.intro ?? ''}
        maxLength={400}
        onChange={(e) => onChange(opt(section, 'intro', e.target.value))}
        error={errorOf('intro')}
      />
      <Items
        items={section.items}
        noun={noun}
        max={ITEM_LIMITS[section.type]}
        blank={{ title: '', body: '' }}
        onChange={(items) => onChange({ ...section, items })}
        render={(item, update, n) => (
          <>
            <Field
              label="Title"
              value={item.title}
              maxLength={80}
              onChange={(e) => update({ ...item, title: e.target.value })}
              error={errorOf(`items.${n}.title`)}
            />
            <TextareaField
              label="Text"
              rows={2}
              value={item.body}
              maxLength={300}
              onChange={(e) => update({ ...item, body: e.target.value })}
              error={errorOf(`items.${n}.body`)}
            />
          </>
        )}
      />
      {errorOf('items') ? <p className="text-sm text-red-700">{errorOf('items')}</p> : null}
    </div>
  );
}

export function FaqFields({ section, onChange, errorOf }: FieldsProps<'faq'>) {
  return (
    <div className="space-y-4">
      <HeadingField section={section} onChange={onChange} errorOf={errorOf} />
      <Items
        items={section.items}
        noun="Question"
        max={ITEM_LIMITS.faq}
        blank={{ question: '', answer: '' }}
        onChange={(items) => onChange({ ...section, items })}
        render={(item, update, n) => (
          <>
            <Field
              label="Question"
              value={item.question}
              maxLength={200}
              onChange={(e) => update({ ...item, question: e.target.value })}
              error={errorOf(`items.${n}.question`)}
            />
            <TextareaField
              label="Answer"
              rows={3}
              value={item.answer}
              maxLength={1000}
              onChange={(e) => update({ ...item, answer: e.target.value })}
              error={errorOf(`items.${n}.answer`)}
            />
          </>
        )}
      />
    </div>
  );
}

export function TestimonialFields({ section, onChange, errorOf }: FieldsProps<'testimonials'>) {
  return (
    <div className="space-y-4">
      <HeadingField section={section} onChange={onChange} errorOf={errorOf} />
      <Items
        items={section.items}
        noun="Testimonial"
        max={ITEM_LIMITS.testimonials}
        blank={{ quote: '', author: '' }}
        onChange={(items) => onChange({ ...section, items })}
        render={(item, update, n) => (
          <>
            <TextareaField
              label="Quote"
              rows={3}
              value={item.quote}
              maxLength={500}
              onChange={(e) => update({ ...item, quote: e.target.value })}
              error={errorOf(`items.${n}.quote`)}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                label="Author"
                value={item.author}
                maxLength={80}
                onChange={(e) => update({ ...item, author: e.target.value })}
                error={errorOf(`items.${n}.author`)}
              />
              <Field
                label="Role"
                value={item.role ?? ''}
                maxLength={80}
                onChange={(e) => update(opt(item, 'role', e.target.value))}
                error={errorOf(`items.${n}.role`)}
              />
            </div>
          </>
        )}
      />
    </div>
  );
}
