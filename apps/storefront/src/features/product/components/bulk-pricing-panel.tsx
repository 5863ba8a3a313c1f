import { type BulkTier, bulkDiscountPercent, bulkOptionPriceCents, toCents } from '@souk/core';
import { cn, QuantityStepper, t } from '@souk/ui';
import { buttonClass } from '../../../components/button-class.js';
import { useFormatMoney } from '../../../shop/components/use-format-money.js';

export interface BulkPricingPanelProps {
  /** Core `bulkOptions` of the product: valid tiers for more than one unit. */
  tiers: readonly BulkTier[];
  /** The product's full unit price: the badge percent is against it (spec §9). */
  unitPrice: number;
  currency: string;
  chosen: { tier: BulkTier; packs: number } | null;
  onChoose: (tier: BulkTier) => void;
  onClear: () => void;
  onPacksChange: (packs: number) => void;
}

/**
 * The bulk pricing panel (spec §2, §4): each tier with its price and saving badge; choosing one shows a
 * pack count, choosing it again or Clear Bulk returns to the plain quantity.
 */
export function BulkPricingPanel({
  tiers,
  unitPrice,
  currency,
  chosen,
  onChoose,
  onClear,
  onPacksChange,
}: BulkPricingPanelProps) {
  const format = useFormatMoney();
  if (tiers.length === 0) return null;
  const money = (cents: number) => format(cents, currency);
  return (
    <section
      aria-labelledby="bulk-pricing-heading"
      className="rounded-xl border border-brand-100 bg-brand-50/60 p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="bulk-pricing-heading" className="text-base font-semibold text-ink">
          {t('Bulk pricing')}
        </h2>
        {chosen && (
          <button type="button" onClick={onClear} className={buttonClass('ghost', 'sm', 'text-brand-700')}>
            {t('Clear Bulk')}
          </button>
        )}
      </div>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {tiers.map((tier) => {
          const percent = bulkDiscountPercent(tier, unitPrice);
          const active = chosen?.tier.quantity === tier.quantity && chosen.tier.price === tier.price;
          return (
            <li key={`${tier.quantity}-${tier.price}`}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChoose(tier)}
                className={cn(
                  'flex w-full items-center justify-between gap-3 rounded-lg border bg-white px-3 py-2.5 text-start transition focus-visible:outline-2 focus-visible:outline-brand-600',
                  active
                    ? 'border-brand-600 ring-2 ring-brand-100'
                    : 'border-gray-200 hover:border-brand-500',
                )}
              >
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-ink">
                    {t('Buy {quantity}', { quantity: tier.quantity })}
                  </span>
                  <span className="block text-sm text-muted tabular-nums">
                    {money(toCents(tier.price))}
                    {tier.description ? ` · ${tier.description}` : ''}
                  </span>
                </span>
                {percent > 0 && (
                  <span className="shrink-0 rounded-md bg-sale/10 px-2 py-0.5 text-xs font-semibold text-sale">
                    {t('Save {percent}%', { percent })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-brand-100 pt-3">
          <div className="flex items-center gap-3">
            <span className="text-sm font-medium text-ink">{t('Packs')}</span>
            <QuantityStepper value={chosen.packs} onChange={onPacksChange} label={t('Pack count')} />
          </div>
          <p className="text-sm text-muted">
            {t('{units} units for', { units: chosen.tier.quantity * chosen.packs })}{' '}
            <span className="font-semibold text-ink tabular-nums">
              {money(bulkOptionPriceCents(chosen.tier, chosen.packs))}
            </span>
          </p>
        </div>
      )}
    </section>
  );
}
