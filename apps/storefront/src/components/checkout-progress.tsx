import { t } from '@souk/ui';
import { Check } from 'lucide-react';

/** The three checkout steps (spec §2 Cart, Shipping, Payment). */
export const CHECKOUT_STEPS = [
  /*i18n*/ 'Shopping Cart',
  /*i18n*/ 'Shipping Info',
  /*i18n*/ 'Payment',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * The checkout progress bar: steps before `current` are done, `current` is marked for assistive technology
 * with `aria-current="step"`, the rest are next. Below `sm` the other steps show their number only.
 */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('Checkout progress')} data-slot="checkout-progress">
      <ol className="flex items-center gap-2 sm:gap-4">
        {CHECKOUT_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={step} className="flex flex-1 items-center gap-2 last:flex-none sm:gap-4">
              <span
                aria-current={active ? 'step' : undefined}
                className="flex items-center gap-2 text-sm font-medium whitespace-nowrap"
              >
                <span
                  aria-hidden="true"
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                    done || active ? 'bg-brand-600 text-white' : 'bg-gray-100 text-muted'
                  }`}
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                {/* on a phone only the current step is named: three labels do not fit 390 px */}
                <span
                  className={
                    active ? 'text-ink' : `sr-only sm:not-sr-only ${done ? 'text-brand-700' : 'text-muted'}`
                  }
                >
                  {t(step)}
                  {done && <span className="sr-only"> {t('(done)')}</span>}
                </span>
              </span>
              {index < CHECKOUT_STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`h-0.5 flex-1 rounded ${done ? 'bg-brand-600' : 'bg-gray-200'}`}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
