import type { PageSection } from '@fundpath/contracts/pages';
import {
  type BookingLinkOption,
  SERVICES_MAX_ITEMS,
  type SiteSection,
  type SiteSectionType,
} from '@fundpath/contracts/sites';
import { Link } from 'react-router';
import {
  FaqFields,
  type FieldsProps,
  HeroFields,
  Items,
  opt,
  TestimonialFields,
} from '@/components/page-editor/section-fields';
import { Callout } from '@/components/ui/callout';
import { Field } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextareaField } from '@/components/ui/textarea';
import { ImagePicker } from './image-picker';

type Of<T extends SiteSectionType> = Extract<SiteSection, { type: T }>;

/** A fresh section of a type, with an id no other section of `taken` has. */
export function newSiteSection(
  type: SiteSectionType,
  taken: ReadonlySet<string>,
  links: readonly BookingLinkOption[],
): SiteSection {
  let n = 1;
  while (taken.has(`${type}-${n}`)) n += 1;
  const id = `${type}-${n}`;
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
      return {
        id,
        type,
        heading: 'Book a call',
        button_label: 'Pick a time',
        link_code: links.find((l) => l.active)?.code ?? '',
      };
    case 'contact':
      return { id, type, heading: 'Get in touch' };
    case 'faq':
      return { id, type, heading: 'Questions', items: [{ question: '', answer: '' }] };
  }
}

interface Props<T extends SiteSectionType> {
  section: Of<T>;
  onChange: (section: SiteSection) => void;
  errorOf: (path: string) => string | undefined;
  bookingLinks: readonly BookingLinkOption[];
  hasStore: boolean;
}

/** The fields of one site section: the landing's own for hero, FAQ and testimonials. */
export function SiteSectionFields(props: Props<SiteSectionType>) {
  const { section, onChange, errorOf } = props;
  // The landing's field components edit the same shapes (contracts/pages): reused as they are.
  const shared = {
    onChange: (s: PageSection) => onChange(s as SiteSection),
    errorOf,
    linkPlaceholder: '/contact',
  };
  switch (section.type) {
    case 'hero':
      return <HeroFields {...shared} section={section as FieldsProps<'hero'>['section']} />;
    case 'faq':
      return <FaqFields {...shared} section={section} />;
    case 'testimonials':
      return <TestimonialFields {...shared} section={section} />;
    case 'text':
      return <TextFields {...(props as Props<'text'>)} />;
    case 'image':
      return <ImageFields {...(props as Props<'image'>)} />;
    case 'services':
      return <ServicesFields {...(props as Props<'services'>)} />;
    case 'booking':
      return <BookingFields {...(props as Props<'booking'>)} />;
    case 'contact':
      return <ContactFields {...(props as Props<'contact'>)} />;
  }
}

function TextFields({ section, onChange, errorOf }: Props<'text'>) {
  return (
    <div className="space-y-4">
      <Field
        label="Heading"
        value={section.heading ?? ''}
        maxLength={120}
        onChange={(e) => onChange(opt(section, 'heading', e.target.value))}
        error={errorOf('heading')}
      />
      <TextareaField
        label="Text"
        rows={6}
        value={section.body}
        maxLength={5000}
        onChange={(e) => onChange({ ...section, body: e.target.value })}
        error={errorOf('body')}
        hint="An empty line starts a new paragraph."
      />
    </div>
  );
}

function ImageFields({ section, onChange, errorOf }: Props<'image'>) {
  return (
    <div className="space-y-4">
      <ImagePicker
        label="Image"
        value={section.src}
        onChange={(src) => onChange({ ...section, src })}
        error={errorOf('src')}
      />
      <Field
        label="Image description"
        value={section.alt}
        maxLength={200}
        onChange={(e) => onChange({ ...section, alt: e.target.value })}
        error={errorOf('alt')}
        hint="What the picture shows, for people using screen readers and for search engines."
      />
      <Field
        label="Caption"
        value={section.caption ?? ''}
        maxLength={200}
        onChange={(e) => onChange(opt(section, 'caption', e.target.value))}
        error={errorOf('caption')}
      />
    </div>
  );
}

function ServicesFields({ section, onChange, errorOf, hasStore }: Props<'services'>) {
  return (
    <div className="space-y-4">
      <Field
        label="Heading"
        value={section.heading}
        maxLength={120}
        onChange={(e) => onChange({ ...section, heading: e.target.value })}
        error={errorOf('heading')}
      />
      <TextareaField
        label="Introduction"
        rows={2}
        value={section.intro ?? ''}
        maxLength={400}
        onChange={(e) => onChange(opt(section, 'intro', e.target.value))}
        error={errorOf('intro')}
      />
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
        max={SERVICES_MAX_ITEMS}
        blank={{ title: '' }}
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
              value={item.body ?? ''}
              maxLength={300}
              onChange={(e) => update(opt(item, 'body', e.target.value))}
              error={errorOf(`items.${n}.body`)}
            />
            <Field
              label="Price"
              value={item.price ?? ''}
              maxLength={40}
              placeholder="$150"
              onChange={(e) => update(opt(item, 'price', e.target.value))}
              error={errorOf(`items.${n}.price`)}
            />
          </>
        )}
      />
    </div>
  );
}

function BookingFields({ section, onChange, errorOf, bookingLinks }: Props<'booking'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        className="sm:col-span-2"
        label="Heading"
        value={section.heading}
        maxLength={120}
        onChange={(e) => onChange({ ...section, heading: e.target.value })}
        error={errorOf('heading')}
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
      {bookingLinks.length > 0 ? (
        <NativeSelect
          label="Booking link"
          value={section.link_code}
          onChange={(link_code) => onChange({ ...section, link_code })}
          placeholder="Choose a booking link"
          options={bookingLinks.map((l) => ({
            value: l.code,
            label: `${l.title} (${l.booking_path})${l.active ? '' : ' · paused'}`,
          }))}
          error={errorOf('link_code')}
        />
      ) : (
        <Callout tone="warning" className="sm:col-span-2">
          You have no booking link yet.{' '}
          <Link to="/coach/booking" className="font-medium underline">
            Make one
          </Link>{' '}
          and choose it here.
        </Callout>
      )}
    </div>
  );
}

function ContactFields({ section, onChange, errorOf }: Props<'contact'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        className="sm:col-span-2"
        label="Heading"
        value={section.heading}
        maxLength={120}
        onChange={(e) => onChange({ ...section, heading: e.target.value })}
        error={errorOf('heading')}
      />
      <TextareaField
        className="sm:col-span-2"
        label="Introduction"
        rows={2}
        value={section.intro ?? ''}
        maxLength={400}
        onChange={(e) => onChange(opt(section, 'intro', e.target.value))}
        error={errorOf('intro')}
      />
      <Field
        label="Button label"
        value={section.button_label ?? ''}
        maxLength={40}
        placeholder="Send message"
        onChange={(e) => onChange(opt(section, 'button_label', e.target.value))}
        error={errorOf('button_label')}
      />
      <p className="text-sm text-slate-600 sm:col-span-2">
        Messages become leads in your Leads tab, and you are notified of each one.
      </p>
    </div>
  );
}
