import {
  DEFAULT_SIGNUP_COUNTRY,
  fieldErrorsFromIssues,
  PASSWORDS_DIFFER,
  SellerSignupBodySchema,
  SHOP_ADDRESS_TAKEN,
  SIGNUP_COUNTRIES,
  SIGNUP_CURRENCIES,
  SIGNUP_VALID_HOURS,
  shopAddressFromName,
  shopAddressProblem,
} from '@souk/core';
import { cn, Link } from '@souk/ui';
import type * as React from 'react';
import { useId, useState } from 'react';
import { AuthCard } from '../../../components/auth-card.js';
import { buttonClass } from '../../../components/button-class.js';
import { SelectField } from '../../../components/select-field.js';
import { TextField } from '../../../components/text-field.js';
import { errorMessage, isConflict } from '../../../lib/error-message.js';
import { useShopNameAvailable, useSignUp } from '../api/signup-actions.js';

type Field = 'email' | 'password' | 'confirm' | 'shopName' | 'name' | 'countryCode' | 'currency';

export interface SignupFormProps {
  /** The site's host as shoppers type it (`souk.example`): the address reads `{host}/{name}`. */
  host: string;
  loginHref: string;
}

const countryOf = (iso: string) =>
  SIGNUP_COUNTRIES.find((country) => country.iso === iso) ??
  SIGNUP_COUNTRIES.find((country) => country.iso === DEFAULT_SIGNUP_COUNTRY);

const INITIAL = {
  email: '',
  password: '',
  confirm: '',
  shopName: '',
  name: '',
  country: DEFAULT_SIGNUP_COUNTRY,
  currency: countryOf(DEFAULT_SIGNUP_COUNTRY)?.currency ?? 'USD',
};

/**
 * Opening a shop: e-mail and password (typed twice), the shop's name, its address (suggested from the name
 * until the seller edits it, checked live against the server), country (the phone country code of spec §5)
 * and currency (the country's until chosen). Checked with core's schema first; then "check your e-mail".
 */
export function SignupForm({ host, loginHref }: SignupFormProps) {
  const [form, setForm] = useState(INITIAL);
  const [nameEdited, setNameEdited] = useState(false);
  const [currencyEdited, setCurrencyEdited] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const signUp = useSignUp();
  const availability = useShopNameAvailable(form.name);

  function change(field: keyof typeof INITIAL, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field === 'country' ? 'countryCode' : field]: undefined }));
  }

  function changeShopName(value: string) {
    setForm((current) => ({
      ...current,
      shopName: value,
      ...(nameEdited ? {} : { name: shopAddressFromName(value) }),
    }));
    setErrors((current) => ({ ...current, shopName: undefined, ...(nameEdited ? {} : { name: undefined }) }));
  }

  function changeCountry(iso: string) {
    setForm((current) => ({
      ...current,
      country: iso,
      ...(currencyEdited ? {} : { currency: countryOf(iso)?.currency ?? current.currency }),
    }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      email: form.email,
      password: form.password,
      shopName: form.shopName,
      name: form.name,
      countryCode: countryOf(form.country)?.dialCode ?? '',
      currency: form.currency,
    };
    const parsed = SellerSignupBodySchema.safeParse(body);
    const found: Partial<Record<Field, string>> = parsed.success
      ? {}
      : fieldErrorsFromIssues<Field>(parsed.error.issues);
    if (form.confirm !== form.password) found.confirm ??= PASSWORDS_DIFFER;
    const answered = availability.data;
    if (!found.name && answered && answered.name === form.name.trim() && !answered.available) {
      found.name = answered.reason;
    }
    if (!parsed.success || Object.values(found).some(Boolean)) {
      setErrors(found);
      // the first field in error takes the focus, so a keyboard or screen reader user lands on it
      const first = (['email', 'password', 'confirm', 'shopName', 'name', 'currency'] as const).find(
        (field) => found[field],
      );
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data, {
      onError: (error) => {
        if (isConflict(error)) setErrors({ name: errorMessage(error, SHOP_ADDRESS_TAKEN) });
      },
    });
  }

  if (signUp.isSuccess) {
    return (
      <AuthCard title="Check your e-mail">
        <div role="status" className="space-y-3 text-sm text-ink">
          <p className="rounded-lg bg-green-50 p-3 text-green-900">{signUp.data.message}</p>
          <p>
            We sent it to <strong>{form.email.trim()}</strong>. Follow the link within {SIGNUP_VALID_HOURS}{' '}
            hours to open <strong>{form.shopName.trim()}</strong> at {host}/{form.name.trim()}.
          </p>
          <p className="text-muted">
            No mail? Look in your spam folder, or start again with another address.
          </p>
        </div>
        <button
          type="button"
          onClick={() => signUp.reset()}
          className={buttonClass('outline', 'lg', 'mt-6 w-full')}
        >
          Start again
        </button>
      </AuthCard>
    );
  }

  const serverError = signUp.isError && !isConflict(signUp.error) ? signUp.error : null;
  return (
    <AuthCard title="Open your shop" intro="Sell on Souk: your own shop, with its own address, in minutes.">
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          error={errors.password}
          hint="At least 8 characters."
          onChange={(event) => change('password', event.target.value)}
        />
        <TextField
          label="Confirm password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={form.confirm}
          error={errors.confirm}
          onChange={(event) => change('confirm', event.target.value)}
        />
        <TextField
          label="Shop name"
          name="shopName"
          autoComplete="organization"
          required
          value={form.shopName}
          error={errors.shopName}
          onChange={(event) => changeShopName(event.target.value)}
        />
        <ShopAddressField
          host={host}
          value={form.name}
          error={errors.name}
          availability={availability}
          onChange={(value) => {
            // emptied, the address follows the shop name again
            setNameEdited(value.trim() !== '');
            change('name', value);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Country"
            name="country"
            value={form.country}
            error={errors.countryCode}
            hint={`Phone code +${countryOf(form.country)?.dialCode ?? ''}`}
            onChange={changeCountry}
          >
            {SIGNUP_COUNTRIES.map((country) => (
              <option key={country.iso} value={country.iso}>
                {country.name} (+{country.dialCode})
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Currency"
            name="currency"
            value={form.currency}
            error={errors.currency}
            onChange={(value) => {
              setCurrencyEdited(true);
              change('currency', value);
            }}
          >
            {SIGNUP_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </SelectField>
        </div>
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(serverError, 'Could not open your shop')}
          </p>
        )}
        <button type="submit" disabled={signUp.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
          {signUp.isPending ? 'Sending…' : 'Open my shop'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        Already selling?{' '}
        <Link href={loginHref} className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}

interface AvailabilityState {
  data?: { name: string; available: boolean; reason?: string | undefined } | undefined;
  checking: boolean;
  isError: boolean;
}

/** The availability line under the address: the rule's message at once, the server's once typing pauses. */
function availabilityText(host: string, name: string, availability: AvailabilityState) {
  const trimmed = name.trim();
  if (trimmed === '') return null;
  const problem = shopAddressProblem(trimmed);
  if (problem) return { tone: 'bad', text: problem } as const;
  if (availability.checking) return { tone: 'muted', text: `Checking ${host}/${trimmed}…` } as const;
  if (availability.isError) return { tone: 'muted', text: 'Could not check the address just now.' } as const;
  const answer = availability.data;
  if (!answer || answer.name !== trimmed) return null;
  return answer.available
    ? ({ tone: 'good', text: `${host}/${answer.name} is available` } as const)
    : ({ tone: 'bad', text: answer.reason ?? SHOP_ADDRESS_TAKEN } as const);
}

function ShopAddressField({
  host,
  value,
  error,
  availability,
  onChange,
}: {
  host: string;
  value: string;
  error: string | undefined;
  availability: AvailabilityState;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const status = availabilityText(host, value, availability);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Shop address
      </label>
      <div
        className={cn(
          'flex items-stretch overflow-hidden rounded-lg border bg-white focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-brand-500/30',
          error ? 'border-sale' : 'border-gray-300',
        )}
      >
        <span aria-hidden="true" className="flex items-center bg-gray-50 px-3 text-sm text-muted">
          {host}/
        </span>
        <input
          id={id}
          name="name"
          required
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
          className="min-w-0 flex-1 px-3 py-2.5 text-sm text-ink focus:outline-none"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      )}
      <p
        id={`${id}-status`}
        role="status"
        className={cn(
          'mt-1 text-sm',
          status?.tone === 'good' ? 'text-green-700' : status?.tone === 'bad' ? 'text-sale' : 'text-muted',
          // the same words as the error are said once
          error && status?.text === error ? 'sr-only' : '',
        )}
      >
        {error && status?.text === error ? '' : (status?.text ?? '')}
      </p>
    </div>
  );
}
