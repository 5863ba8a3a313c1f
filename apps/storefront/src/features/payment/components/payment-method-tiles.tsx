import { PAYMENT_METHOD_LABELS, type PaymentMethodId } from '@souk/core';
import { t } from '@souk/ui';
import { Banknote, CreditCard, Landmark, Truck, Wallet } from 'lucide-react';
import type * as React from 'react';

const ICONS: Record<PaymentMethodId, React.ReactNode> = {
  stripe: <CreditCard />,
  paypal: <Wallet />,
  payfast: <Banknote />,
  cybersource: <CreditCard />,
  eft: <Landmark />,
  cashOnDelivery: <Truck />,
};

export interface PaymentMethodTilesProps {
  methods: readonly PaymentMethodId[];
  selected: PaymentMethodId | null;
  onSelect: (method: PaymentMethodId) => void;
}

/** The method tiles, in the order given (core's `orderedPaymentMethods`), as one radio group. */
export function PaymentMethodTiles({ methods, selected, onSelect }: PaymentMethodTilesProps) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-ink">{t('Select Payment Method')}</legend>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {methods.map((method) => (
          <label
            key={method}
            className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 p-4 text-center text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600 [&_svg]:size-6 ${selected === method ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-gray-200 bg-white text-ink hover:border-brand-500'}`}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={selected === method}
              onChange={() => onSelect(method)}
              className="sr-only"
            />
            <span aria-hidden="true">{ICONS[method]}</span>
            {t(PAYMENT_METHOD_LABELS[method])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
