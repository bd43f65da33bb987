import type { PageSection, PageSectionType } from '@fundpath/contracts/pages';
import {
  type BookingLinkOption,
  SERVICES_MAX_ITEMS,
  type SiteSection,
  type SiteSectionType,
} from '@fundpath/contracts/sites';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextareaField } from '@/components/ui/textarea';

/*
 * The fields of every block kind of the one block editor (./page-editor.tsx): the landing's
 * (hero, features, steps, FAQ, call to action, testimonials; `@fundpath/contracts/pages`) and
 * the coaches' websites' (text, image, services, booking button, contact form beside hero, FAQ
 * and testimonials; `@fundpath/contracts/sites`). What depends on the host page (the coach's
 * image picker and booking links, whether there is a store) comes in as `SectionFieldOptions`.
 */

/** Every block kind the editor knows. */
export type BlockSection = PageSection | SiteSection;
export type BlockType = BlockSection['type'];
type Of<T extends BlockType> = Extract<BlockSection, { type: T }>;

/** A landing section as the editor holds it: the contract's shape, strings possibly still empty. */
export type DraftSection = PageSection;

export const SECTION_LABELS: Record<PageSectionType, string> = {
  hero: 'Hero',
  features: 'Features',
  steps: 'Steps',
  faq: 'FAQ',
  cta: 'Call to action',
  testimonials: 'Testimonials',
};

const ITEM_LIMITS = {
  features: 8,
  steps: 8,
  faq: 12,
  testimonials: 6,
  services: SERVICES_MAX_ITEMS,
} as const;

/** The first `{type}-{n}` none of `taken` has. */
function freeId(type: BlockType, taken: ReadonlySet<string>): string {
  let n = 1;
  while (taken.has(`${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}

/** A fresh landing section of a type, with an id no other section of `taken` has. */
export function newSection(type: PageSectionType, taken: ReadonlySet<string>): DraftSection {
  const id = freeId(type, taken);
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

/** A fresh site section of a type; a booking section points at `linkCode` (the coach's first active link). */
export function newSiteSection(
  type: SiteSectionType,
  taken: ReadonlySet<string>,
  linkCode = '',
): SiteSection {
  const id = freeId(type, taken);
  switch (type) {
    case 'hero':
      return { id, type, headline: '' };
    case 'text':
      return { id, type, body: '' };
    case 'image':
      return { id, type, src: '', alt: '' };
    case 'services':
      return { id, type, heading: 'Services', show_store_products: false, items: [{ title: '' }] };
    case 'testimonials':
      return { id, type, heading: 'What clients say', items: [{ quote: '', author: '' }] };
    case 'booking':
      return { id, type, heading: 'Book a call', button_label: 'Pick a time', link_code: linkCode };
    case 'contact':
      return { id, type, heading: 'Get in touch' };
    case 'faq':
      return { id, type, heading: 'Questions', items: [{ question: '', answer: '' }] };
  }
}

/** Optional text fields: an emptied field is left out, as the contract expects. */
export function opt<T extends object, K extends string>(obj: T, key: K, value: string): T {
  const next = { ...obj } as Record<string, unknown>;
  if (value === '') delete next[key];
  else next[key] = value;
  return next as T;
}

type ErrorOf = (path: string) => string | undefined;

/** What an image section's picture is chosen with. */
export interface ImageInputProps {
  label: string;
  value: string;
  onChange: (src: string) => void;
  error?: string;
}

/** What the host page adds to the fields (all optional: the landing editor gives none). */
export interface SectionFieldOptions {
  /** Shown in the hero's empty link field (`/login` on the landing, `/contact` on a coach's site). */
  linkPlaceholder?: string;
  /** How an image section's picture is chosen (the coach's picker uploads); an address field otherwise. */
  imageInput?: (props: ImageInputProps) => ReactNode;
  /** The booking links a booking section may point to. */
  bookingLinks?: readonly BookingLinkOption[];
  /** Shown instead of the booking link select when there are no links (where to make one). */
  noBookingLinks?: ReactNode;
  /** Whether the services section may show the store's products. */
  hasStore?: boolean;
}

interface FieldsProps<T extends BlockType> {
  section: Of<T>;
  onChange: (section: BlockSection) => void;
  /** The error for a path inside this section (`headline`, `items.0.title`). */
  errorOf: ErrorOf;
  options: SectionFieldOptions;
}

export interface SectionFieldsProps<S extends BlockSection> {
  section: S;
  onChange: (section: S) => void;
  errorOf: ErrorOf;
  options?: SectionFieldOptions;
}

/** The fields of one section, whichever kind it is. */
export function SectionFields<S extends BlockSection>({
  section,
  onChange,
  errorOf,
  options = {},
}: SectionFieldsProps<S>) {
  // Each kind's fields hand back a section of their own kind: `S` is kept.
  const Fields = FIELDS[section.type] as (props: FieldsProps<BlockType>) => ReactNode;
  return (
    <Fields
      section={section}
      onChange={onChange as (section: BlockSection) => void}
      errorOf={errorOf}
      options={options}
    />
  );
}

/** Keys of `S` holding text (required or optional). */
type TextKey<S> = { [K in keyof S]-?: S[K] extends string | undefined ? K : never }[keyof S] & string;

interface TextExtra {
  /** Left out of the section when emptied (the contract's optional text). */
  optional?: boolean;
  /** A text area of this many rows; a one-line field without. */
  rows?: number;
  className?: string;
  hint?: string;
  placeholder?: string;
}

/**
 * The text fields of one object (a section or an item of it), bound to it: `text('headline',
 * 'Headline', 120)` is a field showing `of.headline`, writing it back through `set`, with the
 * error at that path and the contract's length limit.
 */
function textFields<S extends object>(of: S, set: (next: S) => void, errorOf: ErrorOf) {
  return (name: TextKey<S>, label: string, max: number, extra: TextExtra = {}) => {
    const { optional = false, rows, ...rest } = extra;
    const props = {
      label,
      value: (of[name] as string | undefined) ?? '',
      maxLength: max,
      error: errorOf(name),
      onChange: (e: { target: { value: string } }) =>
        set(optional ? opt(of, name, e.target.value) : { ...of, [name]: e.target.value }),
      ...rest,
    };
    return rows ? <TextareaField rows={rows} {...props} /> : <Field {...props} />;
  };
}

const wide = 'sm:col-span-2';

function HeroFields({ section, onChange, errorOf, options }: FieldsProps<'hero'>) {
  const text = textFields(section, onChange, errorOf);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('eyebrow', 'Eyebrow', 80, { optional: true, hint: 'A short line above the headline.' })}
      {text('headline', 'Headline', 120, { className: wide })}
      {text('subheadline', 'Subtext', 400, { optional: true, rows: 3, className: wide })}
      {text('cta_label', 'Button label', 40, { optional: true })}
      {text('cta_href', 'Button link', 300, {
        optional: true,
        placeholder: options.linkPlaceholder ?? '/login',
      })}
    </div>
  );
}

function CtaFields({ section, onChange, errorOf }: FieldsProps<'cta'>) {
  const text = textFields(section, onChange, errorOf);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('title', 'Title', 120, { className: wide })}
      {text('body', 'Text', 300, { optional: true, rows: 2, className: wide })}
      {text('button_label', 'Button label', 40)}
      {text('button_href', 'Button link', 300, { placeholder: '/login' })}
    </div>
  );
}

/** Item list chrome: numbered fieldsets, remove per item, add under the list. */
function Items<T extends object>({
  items,
  noun,
  max,
  onChange,
  blank,
  errorOf,
  render,
}: {
  items: readonly T[];
  noun: string;
  max: number;
  onChange: (items: T[]) => void;
  blank: T;
  /** The section's errors: each item gets its own (`title` is `items.{n}.title`). */
  errorOf: ErrorOf;
  /** The item's fields, bound to it (see `textFields`). */
  render: (text: ReturnType<typeof textFields<T>>) => ReactNode;
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
            {render(
              textFields(
                item,
                (next) => onChange(items.map((x, i) => (i === n ? next : x))),
                (path) => errorOf(`items.${n}.${path}`),
              ),
            )}
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
      {errorOf('items') ? <p className="text-sm text-red-700">{errorOf('items')}</p> : null}
    </div>
  );
}

function ItemFields({ section, onChange, errorOf }: FieldsProps<'features'> | FieldsProps<'steps'>) {
  const text = textFields(section, onChange, errorOf);
  return (
    <div className="space-y-4">
      {text('heading', 'Heading', 120)}
      {text('intro', 'Introduction', 400, { optional: true, rows: 2 })}
      <Items
        items={section.items}
        noun={section.type === 'steps' ? 'Step' : 'Feature'}
        max={ITEM_LIMITS[section.type]}
        blank={{ title: '', body: '' }}
        errorOf={errorOf}
        onChange={(items) => onChange({ ...section, items })}
        render={(item) => (
          <>
            {item('title', 'Title', 80)}
            {item('body', 'Text', 300, { rows: 2 })}
          </>
        )}
      />
    </div>
  );
}

function FaqFields({ section, onChange, errorOf }: FieldsProps<'faq'>) {
  return (
    <div className="space-y-4">
      {textFields(section, onChange, errorOf)('heading', 'Heading', 120)}
      <Items
        items={section.items}
        noun="Question"
        max={ITEM_LIMITS.faq}
        blank={{ question: '', answer: '' }}
        errorOf={errorOf}
        onChange={(items) => onChange({ ...section, items })}
        render={(item) => (
          <>
            {item('question', 'Question', 200)}
            {item('answer', 'Answer', 1000, { rows: 3 })}
          </>
        )}
      />
    </div>
  );
}

function TestimonialFields({ section, onChange, errorOf }: FieldsProps<'testimonials'>) {
  return (
    <div className="space-y-4">
      {textFields(section, onChange, errorOf)('heading', 'Heading', 120)}
      <Items
        items={section.items}
        noun="Testimonial"
        max={ITEM_LIMITS.testimonials}
        blank={{ quote: '', author: '' }}
        errorOf={errorOf}
        onChange={(items) => onChange({ ...section, items })}
        render={(item) => (
          <>
            {item('quote', 'Quote', 500, { rows: 3 })}
            <div className="grid gap-3 sm:grid-cols-2">
              {item('author', 'Author', 80)}
              {item('role', 'Role', 80, { optional: true })}
            </div>
          </>
        )}
      />
    </div>
  );
}

function TextFields({ section, onChange, errorOf }: FieldsProps<'text'>) {
  const text = textFields(section, onChange, errorOf);
  return (
    <div className="space-y-4">
      {text('heading', 'Heading', 120, { optional: true })}
      {text('body', 'Text', 5000, { rows: 6, hint: 'An empty line starts a new paragraph.' })}
    </div>
  );
}

function ImageFields({ section, onChange, errorOf, options }: FieldsProps<'image'>) {
  const text = textFields(section, onChange, errorOf);
  const picture: ImageInputProps = {
    label: 'Image',
    value: section.src,
    onChange: (src) => onChange({ ...section, src }),
    error: errorOf('src'),
  };
  return (
    <div className="space-y-4">
      {options.imageInput
        ? options.imageInput(picture)
        : text('src', 'Image', 500, { placeholder: 'https://', hint: 'An https:// address.' })}
      {text('alt', 'Image description', 200, {
        hint: 'What the picture shows, for people using screen readers and for search engines.',
      })}
      {text('caption', 'Caption', 200, { optional: true })}
    </div>
  );
}

function ServicesFields({ section, onChange, errorOf, options }: FieldsProps<'services'>) {
  const text = textFields(section, onChange, errorOf);
  const hasStore = options.hasStore ?? false;
  return (
    <div className="space-y-4">
      {text('heading', 'Heading', 120)}
      {text('intro', 'Introduction', 400, { optional: true, rows: 2 })}
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 accent-brand"
          checked={section.show_store_products}
          disabled={!hasStore && !section.show_store_products}
          onChange={(e) => onChange({ ...section, show_store_products: e.target.checked })}
        />
        <span>
          Show my store's products
          <span className="block text-xs text-slate-600">
            {hasStore
              ? 'Active products of your live store, newest first.'
              : 'Open your store in My Store first.'}
          </span>
        </span>
      </label>
      <Items
        items={section.items}
        noun="Service"
        max={ITEM_LIMITS.services}
        blank={{ title: '' }}
        errorOf={errorOf}
        onChange={(items) => onChange({ ...section, items })}
        render={(item) => (
          <>
            {item('title', 'Title', 80)}
            {item('body', 'Text', 300, { optional: true, rows: 2 })}
            {item('price', 'Price', 40, { optional: true, placeholder: '$150' })}
          </>
        )}
      />
    </div>
  );
}

function BookingFields({ section, onChange, errorOf, options }: FieldsProps<'booking'>) {
  const text = textFields(section, onChange, errorOf);
  const links = options.bookingLinks ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('heading', 'Heading', 120, { className: wide })}
      {text('body', 'Text', 300, { optional: true, rows: 2, className: wide })}
      {text('button_label', 'Button label', 40)}
      {links.length > 0 ? (
        <NativeSelect
          label="Booking link"
          value={section.link_code}
          onChange={(link_code) => onChange({ ...section, link_code })}
          placeholder="Choose a booking link"
          options={links.map((l) => ({
            value: l.code,
            label: `${l.title} (${l.booking_path})${l.active ? '' : ' · paused'}`,
          }))}
          error={errorOf('link_code')}
        />
      ) : (
        <div className={wide}>{options.noBookingLinks}</div>
      )}
    </div>
  );
}

function ContactFields({ section, onChange, errorOf }: FieldsProps<'contact'>) {
  const text = textFields(section, onChange, errorOf);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('heading', 'Heading', 120, { className: wide })}
      {text('intro', 'Introduction', 400, { optional: true, rows: 2, className: wide })}
      {text('button_label', 'Button label', 40, { optional: true, placeholder: 'Send message' })}
      <p className="text-sm text-slate-600 sm:col-span-2">
        Messages become leads in your Leads tab, and you are notified of each one.
      </p>
    </div>
  );
}

const FIELDS: { [T in BlockType]: (props: FieldsProps<T>) => ReactNode } = {
  hero: HeroFields,
  features: ItemFields,
  steps: ItemFields,
  faq: FaqFields,
  cta: CtaFields,
  testimonials: TestimonialFields,
  text: TextFields,
  image: ImageFields,
  services: ServicesFields,
  booking: BookingFields,
  contact: ContactFields,
};
