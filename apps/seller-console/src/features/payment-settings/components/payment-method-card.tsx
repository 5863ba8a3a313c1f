import {
  PAYMENT_FIELD_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_SECRET_FIELDS,
  type PaymentConnectionTestResponse,
  type StoredPaymentMethod,
  TESTABLE_PAYMENT_METHODS,
  type TestablePaymentMethod,
} from '@souk/core';
import { cn } from '@souk/ui';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { FIELD_CLASS, TextField } from '../../../components/text-field.js';
import type { DraftErrors, MethodDraft } from '../payment-settings-draft.js';
import { SecretField } from './secret-field.js';

/** Who runs each method: the card's subtitle. */
const PROVIDERS: Record<MethodDraft['method'], string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  payfast: 'PayFast (South Africa, ZAR)',
  cybersource: 'CyberSource',
  eft: 'Offline: the shopper pays into your bank account, you approve the payment',
  cashOnDelivery: 'Offline: paid on delivery, you approve the payment',
};

const PROVIDER_NAMES: Record<TestablePaymentMethod, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  payfast: 'PayFast',
  cybersource: 'CyberSource',
};

export interface PaymentMethodCardProps {
  draft: MethodDraft;
  stored: StoredPaymentMethod | undefined;
  errors: DraftErrors;
  position: number;
  count: number;
  onChange: (draft: MethodDraft) => void;
  onMove: (offset: -1 | 1) => void;
  onTest?: (() => void) | undefined;
  testing?: boolean;
  testResult?: PaymentConnectionTestResponse | undefined;
}

/** One payment method: on/off, its place in the order, its public settings and write-only secrets. */
export function PaymentMethodCard({
  draft,
  stored,
  errors,
  position,
  count,
  onChange,
  onMove,
  onTest,
  testing = false,
  testResult,
}: PaymentMethodCardProps) {
  const id = useId();
  const name = PAYMENT_METHOD_LABELS[draft.method];
  const error = (field: string) => errors[`${draft.method}.${field}`];
  const setSetting = (field: keyof MethodDraft['settings'], value: string) =>
    onChange({ ...draft, settings: { ...draft.settings, [field]: value } });
  const environment = (
    <div>
      <label htmlFor={`${id}-environment`} className="mb-1.5 block text-sm font-medium text-ink">
        {PAYMENT_FIELD_LABELS.environment}
      </label>
      <select
        id={`${id}-environment`}
        className={cn(FIELD_CLASS, 'border-gray-300')}
        value={draft.settings.environment}
        onChange={(event) => setSetting('environment', event.target.value)}
      >
        <option value="sandbox">Sandbox (test)</option>
        <option value="live">Live</option>
      </select>
    </div>
  );
  const testable = (TESTABLE_PAYMENT_METHODS as readonly string[]).includes(draft.method);

  return (
    <section
      aria-labelledby={`${id}-name`}
      className={cn(
        'rounded-xl border bg-white p-5',
        draft.enabled ? 'border-brand-500/60' : 'border-gray-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-name`} className="text-lg font-semibold text-ink">
            {name}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{PROVIDERS[draft.method]}</p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={buttonClass('outline', 'icon-sm')}
            aria-label={`Move ${name} up`}
            disabled={position === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </button>
          <button
            type="button"
            className={buttonClass('outline', 'icon-sm')}
            aria-label={`Move ${name} down`}
            disabled={position === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </button>
          <button
            type="button"
            role="switch"
            aria-checked={draft.enabled}
            aria-label={`Offer ${name}`}
            onClick={() => onChange({ ...draft, enabled: !draft.enabled })}
            className={cn(
              'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              draft.enabled ? 'bg-brand-600' : 'bg-gray-300',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block size-5 rounded-full bg-white shadow transition-transform',
                draft.enabled ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </button>
          <span className="w-8 text-sm text-muted" aria-hidden="true">
            {draft.enabled ? 'On' : 'Off'}
          </span>
        </div>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {draft.method === 'stripe' && (
          <TextField
            label={PAYMENT_FIELD_LABELS.publishableKey}
            value={draft.settings.publishableKey}
            error={error('publishableKey')}
            spellCheck={false}
            onChange={(event) => setSetting('publishableKey', event.target.value)}
          />
        )}
        {draft.method === 'paypal' && (
          <>
            <TextField
              label={PAYMENT_FIELD_LABELS.clientId}
              value={draft.settings.clientId}
              error={error('clientId')}
              spellCheck={false}
              onChange={(event) => setSetting('clientId', event.target.value)}
            />
            <TextField
              label={PAYMENT_FIELD_LABELS.exchangeRate}
              inputMode="decimal"
              value={draft.settings.exchangeRate}
              error={error('exchangeRate')}
              hint="US dollars per unit of your shop's currency (PayPal charges in USD)"
              onChange={(event) => setSetting('exchangeRate', event.target.value)}
            />
            {environment}
          </>
        )}
        {draft.method === 'payfast' && environment}
        {draft.method === 'cybersource' && (
          <>
            <TextField
              label={PAYMENT_FIELD_LABELS.currency}
              value={draft.settings.currency}
              error={error('currency')}
              maxLength={3}
              onChange={(event) => setSetting('currency', event.target.value.toUpperCase())}
            />
            {environment}
          </>
        )}
        {draft.method === 'eft' && (
          <TextField
            label={PAYMENT_FIELD_LABELS.bankDetails}
            multiline
            rows={5}
            value={draft.settings.bankDetails}
            error={error('bankDetails')}
            hint="One per line, for example: Account number: 4401 2278 9031"
            onChange={(event) => setSetting('bankDetails', event.target.value)}
          />
        )}
        {(draft.method === 'eft' || draft.method === 'cashOnDelivery') && (
          <TextField
            label={PAYMENT_FIELD_LABELS.instructions}
            multiline
            rows={5}
            value={draft.settings.instructions}
            error={error('instructions')}
            onChange={(event) => setSetting('instructions', event.target.value)}
          />
        )}
        {PAYMENT_SECRET_FIELDS[draft.method].map((field) => (
          <SecretField
            key={field}
            field={field}
            masked={stored?.secrets[field]}
            value={draft.secrets[field]}
            error={error(field)}
            onChange={(value) => {
              const secrets = { ...draft.secrets };
              if (value === undefined) delete secrets[field];
              else secrets[field] = value;
              onChange({ ...draft, secrets });
            }}
          />
        ))}
      </div>

      {testable && onTest && (
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-gray-100 pt-4">
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={testing}
            onClick={onTest}
            aria-describedby={`${id}-test`}
            aria-label={`${testing ? 'Testing' : 'Test connection'} to ${PROVIDER_NAMES[draft.method as TestablePaymentMethod]}`}
          >
            {testing ? 'Testing…' : 'Test connection'}
          </button>
          <p
            id={`${id}-test`}
            role="status"
            className={cn(
              'text-sm',
              testResult ? (testResult.ok ? 'text-green-700' : 'text-sale') : 'text-muted',
            )}
          >
            {testResult
              ? testResult.message
              : 'Uses the keys typed above, or the saved ones; nothing is saved.'}
          </p>
        </div>
      )}
    </section>
  );
}
