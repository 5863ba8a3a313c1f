import { Check } from 'lucide-react';

const STEPS = ['Shopping Cart', 'Shipping Info', 'Payment'] as const;

/** The three-step checkout progress bar with Payment as the current step (spec §2 Payment). */
export function CheckoutProgress() {
  const current = STEPS.length - 1;
  return (
    <nav aria-label="Checkout progress">
      <ol className="flex items-center gap-2 text-sm">
        {STEPS.map((step, index) => {
          const done = index < current;
          return (
            <li key={step} className="flex flex-1 items-center gap-2 last:flex-none">
              <span
                aria-current={index === current ? 'step' : undefined}
                className={`flex items-center gap-2 font-medium ${done || index === current ? 'text-brand-700' : 'text-muted'}`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-7 items-center justify-center rounded-full text-xs ${done ? 'bg-brand-600 text-white' : 'border-2 border-brand-600 text-brand-700'} [&_svg]:size-4`}
                >
                  {done ? <Check /> : index + 1}
                </span>
                {step}
                {done && <span className="sr-only"> (done)</span>}
              </span>
              {index < current && <span aria-hidden="true" className="h-0.5 flex-1 bg-brand-600" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
