import { ALERT_FAILED, type AlertKind, errorText } from '@souk/core';
import { t } from '@souk/ui';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '../../components/button-class.js';
import { alertsApi } from '../../lib/alerts-api.js';
import { useCustomer } from '../../lib/shopper-identity.js';
import { useShop } from './shop-context.js';

export interface AlertFormProps {
  productId: string;
  kind: AlertKind;
  /** The button's words, which head the form too. */
  label: string;
}

/**
 * The alert sign-up (issue 22; its own chunk): the address — a signed-in customer's, else empty — sent as
 * typed; the server checks it with `AlertBodySchema` (the newsletter box's address rule), so this chunk
 * carries no schema. The answer shows inline as the newsletter box's does: the server's "check your inbox"
 * (the same for every address), or its refusal beside the field without the field's name.
 */
export default function AlertForm({ productId, kind, label }: AlertFormProps) {
  const shop = useShop();
  const customer = useCustomer();
  const [email, setEmail] = useState(customer?.email ?? '');
  const [notice, setNotice] = useState<{ ok: boolean; message: string }>();
  const sending = useRef(false);
  const id = useId();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // one sign-up at a time: a second press while the first is on its way sends nothing
    if (sending.current) return;
    sending.current = true;
    try {
      const { message } = await alertsApi.subscribe(shop.name, productId, { email, kind });
      setNotice({ ok: true, message: t(message) });
    } catch (error) {
      setNotice({ ok: false, message: t(errorText(error, ALERT_FAILED)) });
    } finally {
      sending.current = false;
    }
  }

  if (notice?.ok) {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
        {notice.message}
      </p>
    );
  }
  return (
    // the answer is the form's own message, not the browser's bubble: noValidate
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex w-full flex-col gap-2">
      <p id={`${id}-title`} className="text-sm font-semibold text-ink">
        {label}
      </p>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('Email address')}
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          // biome-ignore lint/a11y/noAutofocus: the shopper has just pressed the button that opened this form
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('Your email')}
          aria-describedby={`${id}-notice`}
          aria-invalid={notice?.ok === false || undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <button type="submit" className={buttonClass('primary', 'md')}>
          {t('Notify me')}
        </button>
      </div>
      <p id={`${id}-notice`} aria-live="polite" role={notice && 'alert'} className="text-sm text-sale">
        {notice?.message}
      </p>
    </form>
  );
}
