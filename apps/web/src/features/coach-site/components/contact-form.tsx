import type { SiteSection } from '@fundpath/contracts/sites';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { issuesToFieldErrors } from '@/lib/field-errors';
import { useSendContact } from '../api/public-site';

type Contact = Extract<SiteSection, { type: 'contact' }>;

/** The contract's limits, checked here without zod (the server checks again). */
function check(v: { name: string; email: string; phone: string; message: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.name.trim()) errors.name = 'Name is required';
  else if (v.name.length > 120) errors.name = 'Name is at most 120 characters';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = 'Enter a valid e-mail address';
  if (v.phone && !/^[0-9+().\-\s]{0,40}$/.test(v.phone)) errors.phone = 'Use digits, spaces, + - ( ) .';
  if (!v.message.trim()) errors.message = 'Message is required';
  else if (v.message.length > 2000) errors.message = 'Message is at most 2000 characters';
  return errors;
}

/**
 * A contact section: the form makes a lead for the coach (`POST /api/sites/{slug}/contact`). A
 * hidden `website` field (the honeypot) and the time the form was open go along: the server drops
 * what looks automated, with the same answer. `disabled` in the editor's preview.
 */
export function ContactSection({
  section,
  slug,
  disabled = false,
}: {
  section: Contact;
  slug: string;
  disabled?: boolean;
}) {
  const shownAt = useRef(Date.now());
  const [values, setValues] = useState({ name: '', email: '', phone: '', message: '', website: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const send = useSendContact(slug);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const res = await send.mutateAsync({
        name: values.name,
        email: values.email,
        phone: values.phone || null,
        message: values.message,
        website: values.website,
        elapsed_ms: Math.min(Date.now() - shownAt.current, 86_400_000),
      });
      setDone(res.message);
    } catch (err) {
      const fields = issuesToFieldErrors(err);
      setErrors(
        Object.keys(fields).length > 0
          ? fields
          : { form: errorMessage(err, 'Your message could not be sent') },
      );
    }
  };

  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={titleId} className="bg-slate-50 py-14 @3xl:py-20">
      <div className="mx-auto max-w-2xl px-4 @2xl:px-8">
        <h2 id={titleId} className="text-3xl font-semibold tracking-tight text-balance text-slate-900">
          {section.heading}
        </h2>
        {section.intro ? <p className="mt-3 text-lg text-slate-600">{section.intro}</p> : null}
        {done ? (
          <p
            ref={thanks}
            tabIndex={-1}
            role="status"
            className="mt-8 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
          >
            {done}
          </p>
        ) : (
          <form
            noValidate
            onSubmit={(e) => void submit(e)}
            className="mt-8 space-y-4 rounded-2xl bg-white p-6 shadow-xs ring-1 ring-slate-200"
            aria-label={section.heading}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Your name"
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={set('name')}
                error={errors.name}
                maxLength={120}
                required
                disabled={disabled}
              />
              <Field
                label="E-mail"
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={set('email')}
                error={errors.email}
                maxLength={254}
                required
                disabled={disabled}
              />
            </div>
            <Field
              label="Phone (optional)"
              name="phone"
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={set('phone')}
              error={errors.phone}
              maxLength={40}
              disabled={disabled}
            />
            <TextareaField
              label="Message"
              name="message"
              rows={5}
              value={values.message}
              onChange={set('message')}
              error={errors.message}
              maxLength={2000}
              required
              disabled={disabled}
            />
            {/* The honeypot: off screen and out of the tab order, so only bots fill it. */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label>
                Website
                <input
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  value={values.website}
                  onChange={set('website')}
                />
              </label>
            </div>
            {errors.form ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errors.form}
              </p>
            ) : null}
            <Button type="submit" loading={send.isPending} disabled={disabled}>
              {section.button_label ?? 'Send message'}
            </Button>
            {disabled ? (
              <p className="text-xs text-slate-500">The form works on the published site.</p>
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
