import { discountBadge, packSizeText, STOCK_TEXTS, type StockFacts } from '@souk/core';
import { t } from '../i18n/i18n.js';

// Core's display texts in the active language: core decides whether a text shows (its rule), the kit
// writes it through the message catalogue with the same English. Called at render, never at import.

/** Core `discountBadge`, translated: '-15% OFF', or null without a discount. */
export function discountBadgeText(discount: number | null | undefined): string | null {
  if (discountBadge(discount) === null || discount === null || discount === undefined) return null;
  return t('-{discount}% OFF', { discount: Math.round(discount * 100) / 100 });
}

/** Core `packSizeText`, translated: 'Pack Size: 6', or null for a single item. */
export function packSizeLabel(packSize: number | null | undefined): string | null {
  if (packSizeText(packSize) === null) return null;
  return t('Pack Size: {packSize}', { packSize });
}

/** Core `stockText`, translated: 'In stock: 7', 'In stock' or 'Out of stock'. */
export function stockLabelText(product: StockFacts): string {
  if (!(product.stock > 0)) return t(STOCK_TEXTS.outOfStock);
  return product.showStockQuantity
    ? t('In stock: {stock}', { stock: product.stock })
    : t(STOCK_TEXTS.inStock);
}
