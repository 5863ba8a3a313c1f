import { isStockLabelVisible, STOCK_TEXTS, type StockFacts } from '@souk/core';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

const stockLabelVariants = cva('inline-flex items-center gap-1.5 text-sm font-medium', {
  variants: {
    available: {
      true: 'text-brand-700',
      false: 'text-sale',
    },
  },
});

/** Core `stockText` in the active language: 'In stock: 7', 'In stock' or 'Out of stock'. */
function stockLabelText(product: StockFacts): string {
  if (!(product.stock > 0)) return t(STOCK_TEXTS.outOfStock);
  return product.showStockQuantity
    ? t('In stock: {stock}', { stock: product.stock })
    : t(STOCK_TEXTS.inStock);
}

export interface StockLabelProps extends React.ComponentProps<'p'> {
  stock: number;
  showStockQuantity: boolean;
}

/**
 * 'In stock: {n}', 'In stock' or 'Out of stock' (spec §9); hidden when the seller hides quantities and the
 * product is in stock (spec §5).
 */
export function StockLabel({ stock, showStockQuantity, className, ...props }: StockLabelProps) {
  const facts = { stock, showStockQuantity };
  if (!isStockLabelVisible(facts)) return null;
  const available = stock > 0;
  return (
    <p data-slot="stock-label" className={cn(stockLabelVariants({ available }), className)} {...props}>
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', available ? 'bg-brand-500' : 'bg-sale')}
      />
      {stockLabelText(facts)}
    </p>
  );
}
