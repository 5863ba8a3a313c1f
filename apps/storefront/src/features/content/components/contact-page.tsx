import { type ContactFormField, type ContactFormInput, validateContactForm } from '@souk/core';
import { t, toast } from '@souk/ui';
import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useSendContactMessage } from '../api/send-contact-message.js';

/** The seller's support details shown on the left card (spec §2 Contact page). */
export interface ContactSupport {
  address?: string | null;
  phone?: string | null;
  hours?: string | null;
  email?: string | null;
}

export interface ContactPageProps {
  sellerId: string;
  support: ContactSupport | undefined;
  /** The banner strip above the page (200 px, spec §9). */
  banners?: React.ReactNode;
}

const EMPTY_FORM: Required<{ [Field in ContactFormField]: string }> = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

const FIELDS: readonly { name: ContactFormField; label: string; type: 'text' | 'email' | 'textarea' }[] = [
  { name: 'name', label: /*i18n*/ 'Your Name', type: 'text' },
  { name: 'email', label: /*i18n*/ 'Your Email', type: 'email' },
  { name: 'subject', label: /*i18n*/ 'Subject', type: 'text' },
  { name: 'message', label: /*i18n*/ 'Message', type: 'textarea' },
];

const AUTOCOMPLETE: Partial<Record<ContactFormField, string>> = { name: 'name', email: 'email' };

function SupportRow({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  // a <dl> group may hold only <dt> and <dd>: the icon sits inside the term, placed in the row's gutter
  return (
    <div className="relative min-h-10 min-w-0 ps-14">
      <dt className="text-sm font-semibold text-ink">
        <span
          aria-hidden="true"
          className="absolute start-0 top-0 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-muted">{children}</dd>
    </div>
  );
}

/**
 * The contact page (spec §2 Contact page): the seller's support card with its fallbacks, and the message
 * form validated by the spec's rules (spec §5), 'Sending...' while busy, toasts for the outcome (spec §4).
 */
export function ContactPage({ sellerId, support, banners }: ContactPageProps) {
  const [form, setForm] = useState<ContactFormInput>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<ContactFormField, string>>>({});
  const send = useSendContactMessage();
  const id = useId();

  function change(field: ContactFormField, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateContactForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(t(checked.message));
      document.getElementById(`${id}-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(
      { ...checked.value, sellerId },
      {
        onSuccess: (response) => {
          toast.success(t(response.message));
          setForm(EMPTY_FORM);
        },
        onError: (error) => toast.error(t(errorMessage(error, /*i18n*/ 'Failed to send message'))),
      },
    );
  }

  const field =
    'w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-ink placeholder:text-muted/70 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30';

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 sm:px-6 lg:py-8">
      {banners}
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('Contact Us')}</h1>
        <p className="mt-1 text-muted">{t('Questions about an order or a product? We are happy to help.')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <section
          aria-labelledby={`${id}-support`}
          className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id={`${id}-support`} className="mb-6 text-lg font-semibold text-ink">
            {t('Get in Touch')}
          </h2>
          <dl className="space-y-6">
            <SupportRow icon={<MapPin />} label={t('Address')}>
              {support?.address || t('Address not provided')}
            </SupportRow>
            <SupportRow icon={<Phone />} label={t('Phone')}>
              {support?.phone || t('Phone number not provided')}
              {support?.phone && support.hours && (
                <span className="mt-1 flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-3.5" />
                  {support.hours}
                </span>
              )}
            </SupportRow>
            <SupportRow icon={<Mail />} label={t('Email')}>
              {support?.email ? (
                <a href={`mailto:${support.email}`} className="text-brand-700 hover:underline">
                  {support.email}
                </a>
              ) : (
                t('Email not provided')
              )}
            </SupportRow>
          </dl>
        </section>

        <section
          aria-labelledby={`${id}-form`}
          className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id={`${id}-form`} className="mb-6 text-lg font-semibold text-ink">
            {t('Send us a Message')}
          </h2>
          <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(({ name, label, type }) => {
              const inputId = `${id}-${name}`;
              const error = errors[name];
              const common = {
                id: inputId,
                name,
                value: form[name] ?? '',
                required: true,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${inputId}-error` : undefined,
                className: `${field} ${error ? 'border-sale' : 'border-gray-300'}`,
              };
              return (
                <div
                  key={name}
                  className={type === 'textarea' || name === 'subject' ? 'sm:col-span-2' : undefined}
                >
                  <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
                    {t(label)}
                  </label>
                  {type === 'textarea' ? (
                    <textarea {...common} rows={6} onChange={(event) => change(name, event.target.value)} />
                  ) : (
                    <input
                      {...common}
                      type={type}
                      autoComplete={AUTOCOMPLETE[name]}
                      onChange={(event) => change(name, event.target.value)}
                    />
                  )}
                  {error && (
                    <p id={`${inputId}-error`} className="mt-1 text-sm text-sale">
                      {t(error)}
                    </p>
                  )}
                </div>
              );
            })}
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={send.isPending}
                className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
              >
                <Send aria-hidden="true" />
                {send.isPending ? t('Sending...') : t('Send Message')}
              </button>
            </div>
          </form>
        </section>
      </div>
    </main>
  );
}
